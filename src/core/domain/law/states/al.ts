import type { StateLawRecord } from '../state-law.ts';

/** Alabama: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const AL: StateLawRecord = {
  code: 'AL',
  name: 'Alabama',
  verified: false,
  note: "Code of Alabama 40-18-5 read as a copy: 5% on taxable income over $3,000 ($6,000 joint). Ala. Admin. Code r. 810-3-15-.05, read as a copy, allows individuals depreciation in accordance with 26 U.S.C. 167 and 168, and in 2002 the Department said it follows the federal bonus (an old Department text reproduced by the Federation of Tax Administrators). Open: the Department's November 2025 analysis of Public Law 119-21 was not read, and neither was the operating rule saying whether the reference to section 168 is to the Code as amended. Law firms describe individual-income-tax conformity as 'piecemeal', so 100% bonus after 2025-01-19 is not confirmed. The 2015-2024 row rests on the 2022 Code of Alabama 40-18-5 on Justia, whose history note ends with Act 98-502 (1998), and Ala. Admin. Code r. 810-3-5-.01(2) (both read as copies), cross-checked with the Federation of Tax Administrators tables for 2015, 2017 and 2021 (2.0%-5.0%) and PolicyEngine-US al/tax/income/rates/single.yaml (5% over $3,000 since 1983), which agree.",
  topRate: [
    {
      from: '2015-01-01',
      value: 0.05,
      reference: {
        title:
          'Code of Alabama 40-18-5 (2022 code on Justia, read as a copy): 5% of taxable income over $3,000 single ($6,000 joint); the history note ends with Act 98-502, so unchanged 2015-2024; Ala. Admin. Code r. 810-3-5-.01(2) (read as a copy): 5% over $3,000 for tax years beginning after 1981-12-31',
        href: 'https://law.justia.com/codes/alabama/2022/title-40/chapter-18/article-1/section-40-18-5/?current=1',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2025-01-01',
      value: 0.05,
      reference: {
        title:
          'Code of Alabama 40-18-5, tax on individuals: 2%, 4%, then 5% of taxable income over $3,000 (single) or $6,000 (joint); unchanged since 1998 (2022 code, read as a copy)',
        href: 'https://law.justia.com/codes/alabama/2022/title-40/chapter-18/article-1/section-40-18-5/?current=1',
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
          "Ala. Admin. Code r. 810-3-15-.05(1): depreciation of business or income-producing property in accordance with 26 U.S.C. 167 and 168 (read as a copy); whether that picks up Public Law 119-21 rests on the Department's November 2025 analysis, not read here",
        href: 'https://d1tvxue8o4w0fl.cloudfront.net/regulation/alabama-administrative-code/title-810-alabama-department-of-revenue/chapter-810-3-15-deductions-for-individuals-generally/section-810-3-15-05-depreciation-amortization-and-section-179-expense',
      },
      verifiedOn: '2026-11-25',
    },
  ],
};
