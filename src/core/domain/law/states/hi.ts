import type { StateLawRecord } from '../state-law.ts';

/** Hawaii: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const HI: StateLawRecord = {
  code: 'HI',
  name: 'Hawaii',
  verified: false,
  note: "The Department of Taxation's Announcement 2003-10 (read) says Act 172, SLH 2003 amended HRS 235-2.4 so that Hawaii does not conform to 168(k), and its 2023 N-30 instructions (read) still say Hawaii has not adopted the bonus provisions; chapter 235 governs individuals and corporations alike, but the current text of 235-2.4 was not read. HRS 235-51 (read as a copy) has a new bracket table for years after 2024, read only up to its 9% bracket, so the 11% top rate rests on PolicyEngine-US. The 13% top rate from 2027 (Act 24, SLH 2026, S.B. 3125) was not read and rests on PolicyEngine-US alone; a Bloomberg Tax commentary describes S.B. 3125 as the Governor's bill to repeal the future bracket changes of Act 46, SLH 2024, so this row is open. The 2015-2024 rows: 8.25% for 2016 is read in the Department's 2016 rate schedules and 11% from 2018 in HRS 235-51 (read as a copy), agreeing with PolicyEngine-US (11% from 2018) and 2018 rate tables; 11% for 2015 (Act 60, SLH 2009, repealed 2015-12-31) and 8.25% for 2017 rest on secondary tables (tax-brackets.org, Tax Foundation of Hawaii, incometaxpro.net) and the statute's dates; no 2015 or 2017 Department schedule was read.",
  topRate: [
    {
      from: '2015-01-01',
      value: 0.11,
      reference: {
        title:
          'tax-brackets.org, 2015 Hawaii income tax table (secondary): 11.00% over $200,000 single, $400,000 married (the Act 60, SLH 2009 brackets); the Tax Foundation of Hawaii chapter 235 guide gives the same schedule; a 2017 House Finance committee report (H.B. 690) says these brackets were repealed on 2015-12-31',
        href: 'http://www.tax-brackets.org/hawaiitaxtable',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2016-01-01',
      value: 0.0825,
      reference: {
        title:
          'Hawaii Department of Taxation, 2016 Tax Rate Schedules (Form N-11): 8.25% over $48,000 single, over $96,000 joint; no 2017 schedule was read: HRS 235-51 (read as a copy) brings the 9%-11% brackets back only for taxable years beginning after 2017-12-31',
        href: 'http://tax.hawaii.gov/forms/d_16table_p13/',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2018-01-01',
      value: 0.11,
      reference: {
        title:
          'HRS 235-51(a), table for taxable years beginning after 2017-12-31 (read as a copy): 11.00% over $400,000 joint; the 2018 Department rate schedule as reproduced by incometaxpro.net (secondary) gives 11% over $200,000 single',
        href: 'https://casetext.com/statute/hawaii-revised-statutes/division-1-government/title-14-taxation/chapter-235-income-tax-law/part-iii-individual-income-tax/section-235-51-tax-imposed-on-individuals-rates',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2025-01-01',
      value: 0.11,
      reference: {
        title:
          'HRS 235-51(a), table for taxable years beginning after 2024 (read as a copy, but only to the 9% bracket; the top line was cut); the 11% top rate rests on PolicyEngine-US hi/tax/income/rates, a secondary source',
        href: 'https://casetext.com/statute/hawaii-revised-statutes/division-1-government/title-14-taxation/chapter-235-income-tax-law/part-iii-individual-income-tax/section-235-51-tax-imposed-on-individuals-rates',
      },
      verifiedOn: '2026-11-25',
    },
    {
      from: '2027-01-01',
      value: 0.13,
      reference: {
        title:
          'PolicyEngine-US parameter file hi/tax/income/rates/single.yaml (a secondary source; it cites S.B. 3125 C.D. 1, Act 24, SLH 2026, amending HRS 235-51(c))',
        href: 'https://github.com/PolicyEngine/policyengine-us/blob/8914f89da05465871c6bb62855853a85b244cd1e/policyengine_us/parameters/gov/states/hi/tax/income/rates/single.yaml',
      },
      verifiedOn: '2026-11-24',
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
          'Hawaii Department of Taxation, Announcement 2003-10: Act 172, SLH 2003 amends HRS 235-2.4 so that Hawaii does not conform to IRC 168(k); the 2023 Form N-30 instructions repeat that Hawaii has not adopted the bonus depreciation provisions',
        href: 'https://files.hawaii.gov/tax/news/announce/1990_2003/2003ann10.htm',
      },
      verifiedOn: '2026-11-25',
    },
  ],
};
