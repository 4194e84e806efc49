import type { StateLawRecord } from '../state-law.ts';

/** New Jersey: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const NJ: StateLawRecord = {
  code: 'NJ',
  name: 'New Jersey',
  verified: false,
  note: "The Division of Taxation's 2020 tax law summaries (P.L.2020, c.94) read: 10.75% on taxable income over $1 million for tax years from 2020 (it applied over $5 million before). The Worksheet GIT-DEP instructions (P.L.2004, c.65, N.J.S.A. 54A:5-1.2) read: the federal special depreciation allowance is not allowed for assets placed in service from 2004 (the 30% allowance of 2001-2004 property aside), and the adjustment is made inside each category of income. No later change to the rate or to GIT-DEP was found; the 2026 session was searched, not read in full. 2015-2024 rows: the Division's 2015 rate schedules (NJ-1040X instructions, a copy) read 8.97% over $500,000 and its notice on P.L.2018, c.45 reads 10.75% over $5 million from 2018-01-01; 8.97% for 2016 and 2017 was confirmed only in secondary tables (incometaxpro citing the Division's 2017 schedule; NJCPA's July 2018 summary giving 8.97% as the top rate then in force), and the FTA's 2015 table agrees for 2015. Not verified: 8.97% for 2016-2017 rests on secondary sources.",
  topRate: [
    {
      from: '2015-01-01',
      value: 0.0897,
      reference: {
        title:
          'New Jersey Division of Taxation, 2015 Tax Rate Schedules (Form NJ-1040X instructions, read as a copy): Table A (single) and Table B (joint), 8.97% on taxable income of $500,000 and over',
        href: 'https://fill.io/Form-2015-AMENDED-NJ-1040X-INCOME-TAX-RESIDENT-RETURN',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2018-01-01',
      value: 0.1075,
      reference: {
        title:
          'New Jersey Division of Taxation, notice New Gross Income Tax Rate for Taxpayers Earning Over $5,000,000 (P.L.2018, c.45): effective 2018-01-01, income over $5,000,000 is taxed at 10.75% regardless of filing status (from 2020 the 10.75% rate applies over $1 million under P.L.2020, c.94)',
        href: 'https://www.state.nj.us/treasury/taxation/git2018TaxRates.shtml',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2025-01-01',
      value: 0.1075,
      reference: {
        title:
          'New Jersey Division of Taxation, 2020 Tax Law Summaries: P.L.2020, c.94 raises the Gross Income Tax rate to 10.75% on taxable income over $1 million for tax years beginning on or after 2020-01-01',
        href: 'https://nj.gov/treasury/taxation/newlegislation2020.shtml',
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
          'New Jersey Division of Taxation, New Jersey Decoupled from Federal Depreciation: P.L. 2004, c.65, sections 24 and 26, extended the decoupling from federal bonus depreciation to the Gross Income Tax for taxable years beginning on or after 2004-01-01 (section 179 per the Code in effect on 2002-12-31); the adjustment is made on Worksheet GIT-DEP',
        href: 'https://www.nj.gov/treasury/taxation/decouples2.shtml',
      },
      verifiedOn: '2026-11-30',
    },
  ],
};
