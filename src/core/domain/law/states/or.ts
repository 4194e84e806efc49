import type { StateLawRecord } from '../state-law.ts';

/** Oregon: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const OR: StateLawRecord = {
  code: 'OR',
  name: 'Oregon',
  verified: false,
  note: 'Unsettled at the last reading: Oregon followed the federal bonus through 2025; SB 1507 (passed in February 2026) would disconnect from it from 2026, but signature and a threatened referendum were pending, so the rows keep the law in force before it. Re-read before relying on 2026.',
  topRate: [
    {
      from: '2025-01-01',
      value: 0.099,
      reference: {
        title: 'PolicyEngine-US parameter file or/tax/income/rates/single.yaml (a secondary source; it cites the 2025 OR-40 instructions)',
        href: 'https://github.com/PolicyEngine/policyengine-us/blob/8914f89da05465871c6bb62855853a85b244cd1e/policyengine_us/parameters/gov/states/or/tax/income/rates/single.yaml',
      },
      verifiedOn: '2026-11-24',
    },
  ],
  bonus: [
    {
      from: '2015-01-01',
      value: {
        kind: 'conforms',
      },
      reference: {
        title: 'Jefferson Public Radio, Oregon will partially disconnect its tax code from the new federal code (2026-02-26; secondary)',
        href: 'https://www.ijpr.org/politics-government/2026-02-26/oregon-will-partially-disconnect-state-tax-code-from-new-federal-code-to-curb-revenue-loss',
      },
      verifiedOn: '2026-11-24',
    },
  ],
};
