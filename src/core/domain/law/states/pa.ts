import type { StateLawRecord } from '../state-law.ts';

/** Pennsylvania: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const PA: StateLawRecord = {
  code: 'PA',
  name: 'Pennsylvania',
  verified: false,
  note: 'The personal income tax follows the Code as of 1997-01-01 for depreciation and has never allowed the 168(k) bonus (secondary sources; the PA-40 instructions were looked for but not read). Act 72 of 2018 and Act 45 of 2025 concern the corporate net income tax only.',
  topRate: [
    {
      from: '2025-01-01',
      value: 0.0307,
      reference: {
        title: 'PolicyEngine-US parameter file pa/tax/income/rate.yaml (a secondary source; it cites 72 P.S. 7302 and the 2025 PA-40 instructions)',
        href: 'https://github.com/PolicyEngine/policyengine-us/blob/8914f89da05465871c6bb62855853a85b244cd1e/policyengine_us/parameters/gov/states/pa/tax/income/rate.yaml',
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
          'PSTAP (Pennsylvania Society of Tax and Accounting Professionals), PA Department of Revenue posts PA bonus depreciation form: entities other than C corporations follow PIT law, which does not recognize bonus depreciation (secondary)',
        href: 'https://www.pstap.org/pa-department-of-revenue-posts-pa-bonus-depreciation-form-instructions/',
      },
      verifiedOn: '2026-11-24',
    },
  ],
};
