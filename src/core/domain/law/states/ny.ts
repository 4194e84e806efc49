import type { StateLawRecord } from '../state-law.ts';

/** New York: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const NY: StateLawRecord = {
  code: 'NY',
  name: 'New York',
  verified: true,
  note: "Read: Tax Law 601 as amended by chapter 59 of 2022 (10.90% over $25 million for taxable years 2023 to 2027), as reproduced in bills A1281 (2025) and S2059 (2023); the Senate's summary of the 2025-26 budget bill A3009 (introduced version), whose Part B extends the high-income surcharge rates; and Form IT-398 (2025 copy; instructions in a 2006 copy): New York does not allow the 168(k) deduction for property placed in service after 2003-05-31 and allows its own depreciation instead (IRC 167 as if acquired on 2001-09-10), that is MACRS without bonus. New York City tax is local and excluded. Open: the enacted 2025 budget text (chapter 59 of 2025) and the 2026 session were not read; 10.9% for 2025 to 2027 rests on the 2022 text.",
  topRate: [
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
