import type { StateLawRecord } from '../state-law.ts';

/** Indiana: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const IN: StateLawRecord = {
  code: 'IN',
  name: 'Indiana',
  verified: false,
  note: 'Indiana adds back the difference the bonus makes and subtracts it in later years (IC 6-3-1-33; Information Bulletin 118), the same timing as MACRS without bonus. SB 243 (2026) keeps 168(k) decoupled. The top rate excludes county taxes.',
  topRate: [
    {
      from: '2025-01-01',
      value: 0.03,
      reference: {
        title: 'PolicyEngine-US parameter file in/tax/income/agi_rate.yaml (a secondary source; it cites IC 6-3-2-1(a)(3))',
        href: 'https://github.com/PolicyEngine/policyengine-us/blob/8914f89da05465871c6bb62855853a85b244cd1e/policyengine_us/parameters/gov/states/in/tax/income/agi_rate.yaml',
      },
      verifiedOn: '2026-11-24',
    },
    {
      from: '2026-01-01',
      value: 0.0295,
      reference: {
        title: 'PolicyEngine-US parameter file in/tax/income/agi_rate.yaml (a secondary source; it cites IC 6-3-2-1(a)(3))',
        href: 'https://github.com/PolicyEngine/policyengine-us/blob/8914f89da05465871c6bb62855853a85b244cd1e/policyengine_us/parameters/gov/states/in/tax/income/agi_rate.yaml',
      },
      verifiedOn: '2026-11-24',
    },
    {
      from: '2027-01-01',
      value: 0.029,
      reference: {
        title: 'PolicyEngine-US parameter file in/tax/income/agi_rate.yaml (a secondary source; it cites IC 6-3-2-1(a)(3))',
        href: 'https://github.com/PolicyEngine/policyengine-us/blob/8914f89da05465871c6bb62855853a85b244cd1e/policyengine_us/parameters/gov/states/in/tax/income/agi_rate.yaml',
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
        title: 'Indiana Department of Revenue, Indiana add-backs (named by the survey; not read here)',
        href: 'https://in.gov/dor/individual-income-taxes/filing-my-taxes/indiana-add-backs',
      },
      verifiedOn: '2026-11-24',
    },
  ],
};
