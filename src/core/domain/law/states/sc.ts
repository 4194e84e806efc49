import type { StateLawRecord } from '../state-law.ts';

/** South Carolina: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const SC: StateLawRecord = {
  code: 'SC',
  name: 'South Carolina',
  verified: false,
  note: 'South Carolina does not recognise 168(k): the difference is added back in the year placed in service and recovered as extra South Carolina depreciation later. H.4216 (2026) lowers the top rate to 5.21% from 2026 (as PolicyEngine-US records it).',
  topRate: [
    {
      from: '2025-01-01',
      value: 0.06,
      reference: {
        title: 'PolicyEngine-US parameter file sc/tax/income/rates.yaml (a secondary source; it cites S.C. Code 12-6-510 and the 2025 SC1040 instructions)',
        href: 'https://github.com/PolicyEngine/policyengine-us/blob/8914f89da05465871c6bb62855853a85b244cd1e/policyengine_us/parameters/gov/states/sc/tax/income/rates.yaml',
      },
      verifiedOn: '2026-11-24',
    },
    {
      from: '2026-01-01',
      value: 0.0521,
      reference: {
        title: 'PolicyEngine-US parameter file sc/tax/income/rates.yaml (a secondary source; it cites H.4216 (2026), section 1, S.C. Code 12-6-510(C))',
        href: 'https://github.com/PolicyEngine/policyengine-us/blob/8914f89da05465871c6bb62855853a85b244cd1e/policyengine_us/parameters/gov/states/sc/tax/income/rates.yaml',
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
        title: 'South Carolina Department of Revenue 2003 news release on bonus depreciation (named by the survey; not read here)',
        href: 'http://www.sctax.org/News+Releases/Archived+News+Releases/2003+News+Releases/bonus+depreciation.htm',
      },
      verifiedOn: '2026-11-24',
    },
  ],
};
