import type { StateLawRecord } from '../state-law.ts';

/** Virginia: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const VA: StateLawRecord = {
  code: 'VA',
  name: 'Virginia',
  verified: false,
  note: 'Va. Code 58.1-301 excludes 168(k): depreciation is recomputed without bonus, the difference added back and subtracted in later years and on disposition. HB 29 (2026) fixes conformity at 2025-12-31 and keeps the exclusion (presumed by the survey).',
  topRate: [
    {
      from: '2025-01-01',
      value: 0.0575,
      reference: {
        title: 'PolicyEngine-US parameter file va/tax/income/rates.yaml (a secondary source; it cites the 2024 Form 760 instructions)',
        href: 'https://github.com/PolicyEngine/policyengine-us/blob/8914f89da05465871c6bb62855853a85b244cd1e/policyengine_us/parameters/gov/states/va/tax/income/rates.yaml',
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
        title: 'Va. Code 58.1-301, conformity to the Internal Revenue Code (copy named by the survey; not read here)',
        href: 'https://law.onecle.com/virginia/taxation/58.1-301.html',
      },
      verifiedOn: '2026-11-24',
    },
  ],
};
