import type { StateLawRecord } from '../state-law.ts';

/** Idaho: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const ID: StateLawRecord = {
  code: 'ID',
  name: 'Idaho',
  verified: false,
  note: "Idaho Code 63-3022O (read as a copy), the Tax Commission's bonus depreciation page and IDAPA 35.01.01.125 (read): basis, depreciation and gains on property acquired after 2009 are computed without 168(k), which Idaho's Code-conformity date does not change (HB 559 of 2026 keeps the decoupling, per a firm alert). The 5.3% rate of HB 40 (2025) was read only in news reports and the Governor's release, so that row rests on PolicyEngine-US; whether the 2026 session changed the rate was not checked.",
  topRate: [
    {
      from: '2025-01-01',
      value: 0.053,
      reference: {
        title: 'PolicyEngine-US parameter file id/tax/income/main/single.yaml (a secondary source; it cites HB 40 (2025) and the 2025 instructions)',
        href: 'https://github.com/PolicyEngine/policyengine-us/blob/8914f89da05465871c6bb62855853a85b244cd1e/policyengine_us/parameters/gov/states/id/tax/income/main/single.yaml',
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
          'Idaho State Tax Commission, Bonus depreciation: for property acquired before 2008 or after 2009, compute Idaho depreciation as if the special allowance had not been claimed (Idaho Code 63-3022O, read as a copy; IDAPA 35.01.01.125)',
        href: 'https://tax.idaho.gov/bonus-depreciation',
      },
      verifiedOn: '2026-11-25',
    },
  ],
};
