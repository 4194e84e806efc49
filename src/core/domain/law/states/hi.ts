import type { StateLawRecord } from '../state-law.ts';

/** Hawaii: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const HI: StateLawRecord = {
  code: 'HI',
  name: 'Hawaii',
  verified: false,
  note: "The Department of Taxation's Announcement 2003-10 (read) says Act 172, SLH 2003 amended HRS 235-2.4 so that Hawaii does not conform to 168(k), and its 2023 N-30 instructions (read) still say Hawaii has not adopted the bonus provisions; chapter 235 governs individuals and corporations alike, but the current text of 235-2.4 was not read. HRS 235-51 (read as a copy) has a new bracket table for years after 2024, read only up to its 9% bracket, so the 11% top rate rests on PolicyEngine-US. The 13% top rate from 2027 (Act 24, SLH 2026, S.B. 3125) was not read and rests on PolicyEngine-US alone; a Bloomberg Tax commentary describes S.B. 3125 as the Governor's bill to repeal the future bracket changes of Act 46, SLH 2024, so this row is open.",
  topRate: [
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
