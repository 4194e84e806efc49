import type { StateLawRecord } from '../state-law.ts';

/** District of Columbia: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const DC: StateLawRecord = {
  code: 'DC',
  name: 'District of Columbia',
  verified: false,
  note: "Unsettled at the last reading: the District barred the federal bonus in 2002 (D.C. Code 47-1811.04 for business taxes; the personal income tax by the same act, per the Federation of Tax Administrators); it decoupled again in December 2025 (D.C. Acts 26-214, 26-217), Congress disapproved (H.J.Res. 142), and the District's Attorney General disputes the effect.",
  topRate: [
    {
      from: '2025-01-01',
      value: 0.1075,
      reference: {
        title: 'PolicyEngine-US parameter file dc/tax/income/rates.yaml (a secondary source; it cites the 2025 D-40 booklet tax rate schedule)',
        href: 'https://github.com/PolicyEngine/policyengine-us/blob/8914f89da05465871c6bb62855853a85b244cd1e/policyengine_us/parameters/gov/states/dc/tax/income/rates.yaml',
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
        title: 'D.C. Code 47-1811.04 (the survey read it; not read here)',
        href: 'https://code.dccouncil.gov/us/dc/council/code/sections/47-1811.04',
      },
      verifiedOn: '2026-11-24',
    },
  ],
};
