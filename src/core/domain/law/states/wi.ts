import type { StateLawRecord } from '../state-law.ts';

/** Wisconsin: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const WI: StateLawRecord = {
  code: 'WI',
  name: 'Wisconsin',
  verified: false,
  note: "Wisconsin's Code definition does not adopt the federal bonus: Schedule I recomputes without it every year until the property is fully depreciated or sold. SB 859 (2025-26) on the Code date: status unknown.",
  topRate: [
    {
      from: '2025-01-01',
      value: 0.0765,
      reference: {
        title: 'PolicyEngine-US parameter file wi/tax/income/rates/single.yaml (a secondary source; it cites the 2025 Form 1 instructions)',
        href: 'https://github.com/PolicyEngine/policyengine-us/blob/8914f89da05465871c6bb62855853a85b244cd1e/policyengine_us/parameters/gov/states/wi/tax/income/rates/single.yaml',
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
        title: 'Wisconsin Schedule I instructions (2023 copy named by the survey; not read here)',
        href: 'https://ses.stf.com/bookmarks/Carolyn%20White/wi_wsw/0020/201911260404007764373.htm_old.htm',
      },
      verifiedOn: '2026-11-24',
    },
  ],
};
