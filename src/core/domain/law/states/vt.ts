import type { StateLawRecord } from '../state-law.ts';

/** Vermont: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const VT: StateLawRecord = {
  code: 'VT',
  name: 'Vermont',
  verified: false,
  note: 'Schedule IN-112 adds back the federal bonus and recomputes with standard MACRS, subtracting in later years (Technical Bulletin 44; 2023 form copy, per the survey).',
  topRate: [
    {
      from: '2025-01-01',
      value: 0.0875,
      reference: {
        title: 'PolicyEngine-US parameter file vt/tax/income/rates/single.yaml (a secondary source; it cites the Vermont 2025 income tax rate schedules)',
        href: 'https://github.com/PolicyEngine/policyengine-us/blob/8914f89da05465871c6bb62855853a85b244cd1e/policyengine_us/parameters/gov/states/vt/tax/income/rates/single.yaml',
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
        title: 'Vermont Schedule IN-112 (2023 copy named by the survey; not read here)',
        href: 'https://ses.stf.com./bookmarks/Candice%20Butts/SES%20Candice_wsw/0013/202407150925520059206.htm',
      },
      verifiedOn: '2026-11-24',
    },
  ],
};
