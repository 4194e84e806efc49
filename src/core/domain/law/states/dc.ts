import type { StateLawRecord } from '../state-law.ts';

/** District of Columbia: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const DC: StateLawRecord = {
  code: 'DC',
  name: 'District of Columbia',
  verified: false,
  note: "Unsettled at the last reading. The District barred the federal bonus in 2002 (D.C. Code 47-1811.04 for business taxes; the personal income tax too by the same emergency act, as CCH is quoted on the Federation of Tax Administrators' page). It decoupled again from 168(k) as of 2025-01-01 by D.C. Acts 26-214 (emergency, 2025-12-03) and 26-217 (temporary). Congress disapproved (H.J.Res. 142), and the District's Attorney General disputes the effect: read on 2026-11-25 only in firm alerts (EY, BDO, CohnReznick, Mondaq), not in the acts. The rate (10.75%) and the rows were not re-checked. The 2015-2024 rows: OTR's rate page (2016-2021: 8.95% over $1 million; from 2022: 10.75% over $1 million) and its filing-season releases for tax years 2022 and 2024 were read; 2015 (8.95% over $350,000) rests on the FTA 2015 table and incometaxpro.com, as the 2015 part of OTR's page and the 2015 D-40 booklet could not be read. PolicyEngine-US dc/tax/income/rates.yaml agrees from 2021.",
  topRate: [
    {
      from: '2015-01-01',
      value: 0.0895,
      reference: {
        title:
          'DC Office of Tax and Revenue, DC Individual and Fiduciary Income Tax Rates: for tax years beginning after 2015-12-31 and before 2022-01-01, $85,025 plus 8.95% of the excess over $1,000,000; the separate 2015 schedule was cut off in the stored copy, so 2015 rests on the FTA table for 2015 (as of 2015-01-01: 4.0%-8.95%, top bracket from $350,000) and incometaxpro.com (highest rate for 2016 unchanged from 2015) (secondary for 2015)',
        href: 'https://otr.cfo.dc.gov/es/page/dc-individual-and-fiduciary-income-tax-rates',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2022-01-01',
      value: 0.1075,
      reference: {
        title:
          'DC Office of Tax and Revenue, DC Individual and Fiduciary Income Tax Rates: for tax years beginning after 2021-12-31, $91,525 plus 10.75% of the excess over $1,000,000; OTR filing-season releases for tax years 2022 and 2024 print the same schedule',
        href: 'https://otr.cfo.dc.gov/es/page/dc-individual-and-fiduciary-income-tax-rates',
      },
      verifiedOn: '2026-11-29',
    },
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
