import type { StateLawRecord } from '../state-law.ts';

/** New Jersey: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const NJ: StateLawRecord = {
  code: 'NJ',
  name: 'New Jersey',
  verified: false,
  note: 'Worksheet GIT-DEP instructions (P.L. 2004, c.65, N.J.S.A. 54A:5-1.2) read: the federal special depreciation allowance is not allowed for assets placed in service from 2004 (the 30% allowance of 2001-2003 aside). The 10.75% top rate was not read in a primary source here.',
  topRate: [
    {
      from: '2025-01-01',
      value: 0.1075,
      reference: {
        title: 'PolicyEngine-US parameter file nj/tax/income/main/single.yaml (a secondary source; it cites the 2025 NJ-1040 instructions tax rate schedules)',
        href: 'https://github.com/PolicyEngine/policyengine-us/blob/8914f89da05465871c6bb62855853a85b244cd1e/policyengine_us/parameters/gov/states/nj/tax/income/main/single.yaml',
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
        title: 'New Jersey Division of Taxation, Gross Income Tax Depreciation Adjustment Worksheet GIT-DEP, general instructions (rev. 8/19; read as a copy)',
        href: 'https://ses.stf.com/bookmarks/Jessica%20Spicer/JS_wsw/0019/2023060112010271622293.htm',
      },
      verifiedOn: '2026-11-24',
    },
  ],
};
