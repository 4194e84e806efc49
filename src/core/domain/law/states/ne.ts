import type { StateLawRecord } from '../state-law.ts';

/** Nebraska: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const NE: StateLawRecord = {
  code: 'NE',
  name: 'Nebraska',
  verified: false,
  note: 'Rolling conformity with no bonus add-back (Revenue Ruling 99-08-2, on the 2008 bonus); the 60% expensing deduction of Neb. Rev. Stat. 77-27,242 and its interaction with the federal bonus are not modelled.',
  topRate: [
    {
      from: '2025-01-01',
      value: 0.052,
      reference: {
        title: 'PolicyEngine-US parameter file ne/tax/income/rates/single.yaml (a secondary source; it cites Neb. Rev. Stat. 77-2715.03)',
        href: 'https://github.com/PolicyEngine/policyengine-us/blob/8914f89da05465871c6bb62855853a85b244cd1e/policyengine_us/parameters/gov/states/ne/tax/income/rates/single.yaml',
      },
      verifiedOn: '2026-11-24',
    },
    {
      from: '2026-01-01',
      value: 0.0455,
      reference: {
        title: 'PolicyEngine-US parameter file ne/tax/income/rates/single.yaml (a secondary source; it cites Neb. Rev. Stat. 77-2715.03)',
        href: 'https://github.com/PolicyEngine/policyengine-us/blob/8914f89da05465871c6bb62855853a85b244cd1e/policyengine_us/parameters/gov/states/ne/tax/income/rates/single.yaml',
      },
      verifiedOn: '2026-11-24',
    },
    {
      from: '2027-01-01',
      value: 0.0399,
      reference: {
        title: 'PolicyEngine-US parameter file ne/tax/income/rates/single.yaml (a secondary source; it cites Neb. Rev. Stat. 77-2715.03)',
        href: 'https://github.com/PolicyEngine/policyengine-us/blob/8914f89da05465871c6bb62855853a85b244cd1e/policyengine_us/parameters/gov/states/ne/tax/income/rates/single.yaml',
      },
      verifiedOn: '2026-11-24',
    },
  ],
  bonus: [
    {
      from: '2015-01-01',
      value: {
        kind: 'conforms',
      },
      reference: {
        title: 'Nebraska Department of Revenue, Revenue Ruling 99-08-2 (not read here)',
        href: 'http://www.revenue.nebraska.gov/legal/rulings/rr990802.html',
      },
      verifiedOn: '2026-11-24',
    },
  ],
};
