import type { StateLawRecord } from '../state-law.ts';

/** Utah: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const UT: StateLawRecord = {
  code: 'UT',
  name: 'Utah',
  verified: false,
  note: 'Starts from federal adjusted gross income; legislative staff scored the federal bonus as flowing through. HB 587 (2026) amends 59-10-114 from 2026: not read.',
  topRate: [
    {
      from: '2025-01-01',
      value: 0.045,
      reference: {
        title: 'PolicyEngine-US parameter file ut/tax/income/rate.yaml (a secondary source; it cites HB 106 (2025) and the 2025 TC-40 instructions)',
        href: 'https://github.com/PolicyEngine/policyengine-us/blob/8914f89da05465871c6bb62855853a85b244cd1e/policyengine_us/parameters/gov/states/ut/tax/income/rate.yaml',
      },
      verifiedOn: '2026-11-24',
    },
    {
      from: '2026-01-01',
      value: 0.0445,
      reference: {
        title: 'PolicyEngine-US parameter file ut/tax/income/rate.yaml (a secondary source; it cites SB 60 (2026), 59-10-104)',
        href: 'https://github.com/PolicyEngine/policyengine-us/blob/8914f89da05465871c6bb62855853a85b244cd1e/policyengine_us/parameters/gov/states/ut/tax/income/rate.yaml',
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
        title: 'Utah HB 587 (2026), substitute 1 (not read here)',
        href: 'https://le.utah.gov/Session/2026/bills/introduced/HB0587S01.xml',
      },
      verifiedOn: '2026-11-24',
    },
  ],
};
