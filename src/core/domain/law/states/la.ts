import type { StateLawRecord } from '../state-law.ts';

/** Louisiana: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const LA: StateLawRecord = {
  code: 'LA',
  name: 'Louisiana',
  verified: false,
  note: "R.S. 47:32(A) on the legislature's site and the Department of Revenue's rates page read: a flat 3% from tax year 2025 (Act 11 of the 2024 Third Extraordinary Session). R.S. 47:297.25 (read as a copy) and the Department's FAQ add an elective Louisiana bonus deduction for property placed in service from 2025 (not modelled). The treatment row rests on Louisiana starting from federal AGI; no primary text saying it has no bonus add-back before or after 2025 was read, so the record stays unverified. The R.S. 47:32.1 rate-reduction trigger and 2026 bills were not checked. Tax years 2015-2024 read in the Department's rates FAQ and R.S. 47:32(A) (the legislature's 2022-2024 text, and the earlier text as a copy): 6% over $50,000 ($100,000 joint) through 2021, 4.25% for 2022-2024 (Acts 2021, Nos. 395 and 396); the FTA tables for 2015, 2017 and 2021-2024 and the Tax Foundation's 2020 table agree.",
  topRate: [
    {
      from: '2015-01-01',
      value: 0.06,
      reference: {
        title:
          'Louisiana Department of Revenue FAQ, What are the individual income tax rates and brackets?: 6.00% on taxable income over $50,000 (single, head of household) or $100,000 (joint) for tax years 2009-2021; with R.S. 47:32(A)(3) before Acts 2021, Nos. 395-396 (read as a copy): six percent on net income in excess of fifty thousand dollars',
        href: 'https://revenue.louisiana.gov/tax-education-and-faqs/faqs/income-tax-reform/what-are-the-individual-income-tax-rates-and-brackets',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2022-01-01',
      value: 0.0425,
      reference: {
        title:
          "Louisiana Department of Revenue FAQ, What are the individual income tax rates and brackets?: 4.25% on taxable income over $50,000 (single, head of household) or $100,000 (joint) for tax years 2022-2024; with R.S. 47:32(A)(3) as amended by Acts 2021, Nos. 395 and 396, eff. 2022-01-01 (the legislature's text): four and twenty-five one hundredths percent over fifty thousand dollars",
        href: 'https://revenue.louisiana.gov/tax-education-and-faqs/faqs/income-tax-reform/what-are-the-individual-income-tax-rates-and-brackets',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2025-01-01',
      value: 0.03,
      reference: {
        title:
          'La. R.S. 47:32(A): individual income tax at the rate of three percent on net income (Acts 2024, 3rd Ex. Sess., No. 11), with the Department of Revenue FAQ on rates and brackets (3% for 2025 and after)',
        href: 'https://www.legis.la.gov/legis/Law.aspx?d=101946&p=y',
      },
      verifiedOn: '2026-11-25',
    },
  ],
  bonus: [
    {
      from: '2015-01-01',
      value: {
        kind: 'conforms',
      },
      reference: {
        title:
          'Louisiana Department of Revenue FAQ, does Louisiana offer a deduction for bonus depreciation (elective Louisiana deduction from 2025), with R.S. 47:297.25 (read as a copy); that no add-back of the federal bonus exists was not read in a primary text',
        href: 'https://revenue.louisiana.gov/tax-education-and-faqs/faqs/income-tax-reform/does-louisiana-offer-a-deduction-for-bonus-depreciation',
      },
      verifiedOn: '2026-11-25',
    },
  ],
};
