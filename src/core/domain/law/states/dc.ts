import type { StateLawRecord } from '../state-law.ts';

/** District of Columbia: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const DC: StateLawRecord = {
  code: 'DC',
  name: 'District of Columbia',
  verified: false,
  note: "Unsettled at the last reading. The District barred the federal bonus in 2002 (D.C. Code 47-1811.04 for business taxes; the personal income tax too by the same emergency act, as CCH is quoted on the Federation of Tax Administrators' page). It decoupled again from 168(k) as of 2025-01-01 by D.C. Acts 26-214 (emergency, 2025-12-03) and 26-217 (temporary). Congress disapproved (H.J.Res. 142), and the District's Attorney General disputes the effect: read on 2026-11-25 only in firm alerts (EY, BDO, CohnReznick, Mondaq), not in the acts. The rate (10.75%) and the rows were not re-checked.",
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
