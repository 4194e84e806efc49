import type { StateLawRecord } from '../state-law.ts';

/** Maryland: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const MD: StateLawRecord = {
  code: 'MD',
  name: 'Maryland',
  verified: false,
  note: 'Form 500DM decoupling modification: federal depreciation over depreciation without the special allowance is added back, then subtracted in later years (2023 form copy, per the survey). The top rate is the state rate only, county taxes excluded.',
  topRate: [
    {
      from: '2025-01-01',
      value: 0.065,
      reference: {
        title:
          'PolicyEngine-US parameter file md/tax/income/rates/single.yaml (a secondary source; it cites Tax-General 10-105(a)(1) as amended by the Budget Reconciliation and Financing Act of 2025)',
        href: 'https://github.com/PolicyEngine/policyengine-us/blob/8914f89da05465871c6bb62855853a85b244cd1e/policyengine_us/parameters/gov/states/md/tax/income/rates/single.yaml',
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
        title: 'Maryland Form 500DM, decoupling modifications (copy named by the survey; not read here)',
        href: 'https://taxformfinder.org/index.php/maryland/form-500dm',
      },
      verifiedOn: '2026-11-24',
    },
  ],
};
