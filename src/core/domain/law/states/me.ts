import type { StateLawRecord } from '../state-law.ts';

/** Maine: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const ME: StateLawRecord = {
  code: 'ME',
  name: 'Maine',
  verified: false,
  note: "Maine adds back the net increase in depreciation the federal bonus makes and recovers it in later years (36 M.R.S. 5122); the Governor's 2025 determination keeps tax year 2025 decoupled from the 100% bonus. The 2020-2024 capital investment credit and the 2026 law are not modelled or read.",
  topRate: [
    {
      from: '2025-01-01',
      value: 0.0715,
      reference: {
        title:
          'PolicyEngine-US parameter file me/tax/income/main/single.yaml (a secondary source; it cites the Maine 2025 and 2026 individual income tax rate schedules)',
        href: 'https://github.com/PolicyEngine/policyengine-us/blob/8914f89da05465871c6bb62855853a85b244cd1e/policyengine_us/parameters/gov/states/me/tax/income/main/single.yaml',
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
        title: '36 M.R.S. 5122, additions and subtractions (named by the survey; not read here)',
        href: 'https://legislature.maine.gov/statutes/36/title36sec5122.html',
      },
      verifiedOn: '2026-11-24',
    },
  ],
};
