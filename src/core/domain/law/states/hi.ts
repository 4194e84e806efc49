import type { StateLawRecord } from '../state-law.ts';

/** Hawaii: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const HI: StateLawRecord = {
  code: 'HI',
  name: 'Hawaii',
  verified: false,
  note: 'HRS 235-2.4 does not adopt IRC 168(k) (since 2002). Act 24, SLH 2026 restructures the brackets with a 13% top rate from 2027 (as PolicyEngine-US records it; not read here).',
  topRate: [
    {
      from: '2025-01-01',
      value: 0.11,
      reference: {
        title: 'PolicyEngine-US parameter file hi/tax/income/rates/single.yaml (a secondary source; it cites the 2025 N-11 instructions tax rate schedules)',
        href: 'https://github.com/PolicyEngine/policyengine-us/blob/8914f89da05465871c6bb62855853a85b244cd1e/policyengine_us/parameters/gov/states/hi/tax/income/rates/single.yaml',
      },
      verifiedOn: '2026-11-24',
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
        title: 'Hawaii Department of Taxation, Announcement 2003-10 on IRC 168(k) (named by the survey; not read here)',
        href: 'https://files.hawaii.gov/tax/news/announce/1990_2003/2003ann10.htm',
      },
      verifiedOn: '2026-11-24',
    },
  ],
};
