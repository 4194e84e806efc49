import type { StateLawRecord } from '../state-law.ts';

/** New York: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const NY: StateLawRecord = {
  code: 'NY',
  name: 'New York',
  verified: false,
  note: "Read: Tax Law 601 as amended by chapter 59 of 2022 (10.90% over $25 million for taxable years 2023 to 2027), as reproduced in bills A1281 (2025) and S2059 (2023); the Senate's summary of the 2025-26 budget bill A3009 (introduced version), whose Part B extends the high-income surcharge rates; and Form IT-398 (2025 copy; instructions in a 2006 copy): New York does not allow the 168(k) deduction for property placed in service after 2003-05-31 and allows its own depreciation instead (IRC 167 as if acquired on 2001-09-10), that is MACRS without bonus. New York City tax is local and excluded. Open: the enacted 2025 budget text (chapter 59 of 2025) and the 2026 session were not read; 10.9% for 2025 to 2027 rests on the 2022 text. 2015-2024 rows: Tax Law 601 read for 2012-2018 (8.82%) on the Senate site and, as a copy, its 2021 table (10.90% over $25 million, raised by chapter 59 of 2021); the 2019, 2020 and 2022 tables were not read in the statute: 8.82% for 2019-2020 rests on secondary sources (H&R Block; a CPA firm's note that the 2021 budget raised the 8.82% bracket) and on bill S8164 of 2020, whose old-law text for 2021 still reads 8.82%, and 10.9% for 2022 on PolicyEngine-US. Not verified: 8.82% for 2019-2020 and 10.9% for 2022 rest on secondary sources.",
  topRate: [
    {
      from: '2015-01-01',
      value: 0.0882,
      reference: {
        title:
          'N.Y. Tax Law 601(a)(1)(A) and (B)(i), text published 2022-04-22 on the Senate Open Legislation site: joint filers, 8.82% of taxable income over $2,000,000 for taxable years 2012-2017 and over $2,155,350 for 2018 (the other filing statuses were read only in secondary tables, which give the same 8.82% top rate)',
        href: 'https://www.nysenate.gov/legislation/laws/TAX/601',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2021-01-01',
      value: 0.109,
      reference: {
        title:
          'N.Y. Tax Law 601 (read as a copy on casetext): joint table with 9.65% over $2,155,350, 10.30% over $5,000,000 and 10.90% of taxable income over $25,000,000, the same figures as the table for taxable years beginning in 2021 quoted from Checkpoint in an Intuit community post; 10.90% over $25 million applies to every filing status',
        href: 'https://casetext.com/statute/consolidated-laws-of-new-york/chapter-tax/article-22-personal-income-tax/part-1-general/section-601-imposition-of-tax',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2025-01-01',
      value: 0.109,
      reference: {
        title:
          'N.Y. Tax Law 601(a)(1)(B)(vi) as amended by ch. 59 of 2022: 10.90% of taxable income over $25,000,000 for taxable years 2023-2027, current text as reproduced in Assembly bill A1281 of 2025 (read as a copy); A3009 of 2025, Part B, extends the high-income rates',
        href: 'https://assembly.state.ny.us/leg/?Text=Y&bn=A1281&term=2025',
      },
      verifiedOn: '2026-11-25',
    },
  ],
  bonus: [
    {
      from: '2015-01-01',
      value: {
        kind: 'no_bonus',
      },
      reference: {
        title:
          'New York State Department of Taxation and Finance, Form IT-398, New York State Depreciation Schedule for IRC Section 168(k) Property, Part 1 (2025 form, read as a copy): federal depreciation added back (A-209), New York depreciation subtracted (S-213)',
        href: 'https://www.taxformfinder.org/newyork/form-it-398',
      },
      verifiedOn: '2026-11-25',
    },
  ],
};
