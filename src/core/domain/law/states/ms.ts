import type { StateLawRecord } from '../state-law.ts';

/** Mississippi: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const MS: StateLawRecord = {
  code: 'MS',
  name: 'Mississippi',
  verified: false,
  note: 'Conforms; HB 1733 (2023) also offers its own elective 100% bonus (secondary sources). Rates fall each year to 3% in 2030 (Miss. Code 27-7-5).',
  topRate: [
    {
      from: '2025-01-01',
      value: 0.044,
      reference: {
        title: 'PolicyEngine-US parameter file ms/tax/income/rate.yaml (a secondary source; it cites Miss. Code 27-7-5 and the 2025 instructions)',
        href: 'https://github.com/PolicyEngine/policyengine-us/blob/8914f89da05465871c6bb62855853a85b244cd1e/policyengine_us/parameters/gov/states/ms/tax/income/rate.yaml',
      },
      verifiedOn: '2026-11-24',
    },
    {
      from: '2026-01-01',
      value: 0.04,
      reference: {
        title: 'PolicyEngine-US parameter file ms/tax/income/rate.yaml (a secondary source; it cites Miss. Code 27-7-5)',
        href: 'https://github.com/PolicyEngine/policyengine-us/blob/8914f89da05465871c6bb62855853a85b244cd1e/policyengine_us/parameters/gov/states/ms/tax/income/rate.yaml',
      },
      verifiedOn: '2026-11-24',
    },
    {
      from: '2027-01-01',
      value: 0.0375,
      reference: {
        title: 'PolicyEngine-US parameter file ms/tax/income/rate.yaml (a secondary source; it cites Miss. Code 27-7-5)',
        href: 'https://github.com/PolicyEngine/policyengine-us/blob/8914f89da05465871c6bb62855853a85b244cd1e/policyengine_us/parameters/gov/states/ms/tax/income/rate.yaml',
      },
      verifiedOn: '2026-11-24',
    },
    {
      from: '2028-01-01',
      value: 0.035,
      reference: {
        title: 'PolicyEngine-US parameter file ms/tax/income/rate.yaml (a secondary source; it cites Miss. Code 27-7-5)',
        href: 'https://github.com/PolicyEngine/policyengine-us/blob/8914f89da05465871c6bb62855853a85b244cd1e/policyengine_us/parameters/gov/states/ms/tax/income/rate.yaml',
      },
      verifiedOn: '2026-11-24',
    },
    {
      from: '2029-01-01',
      value: 0.0325,
      reference: {
        title: 'PolicyEngine-US parameter file ms/tax/income/rate.yaml (a secondary source; it cites Miss. Code 27-7-5)',
        href: 'https://github.com/PolicyEngine/policyengine-us/blob/8914f89da05465871c6bb62855853a85b244cd1e/policyengine_us/parameters/gov/states/ms/tax/income/rate.yaml',
      },
      verifiedOn: '2026-11-24',
    },
    {
      from: '2030-01-01',
      value: 0.03,
      reference: {
        title: 'PolicyEngine-US parameter file ms/tax/income/rate.yaml (a secondary source; it cites Miss. Code 27-7-5)',
        href: 'https://github.com/PolicyEngine/policyengine-us/blob/8914f89da05465871c6bb62855853a85b244cd1e/policyengine_us/parameters/gov/states/ms/tax/income/rate.yaml',
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
        title: 'Mississippi Society of CPAs, House Bill 1733 revised depreciation methods (secondary; not read here)',
        href: 'https://ms-cpa.org/news/112-house-bill-1733-revised-depreciation-methods',
      },
      verifiedOn: '2026-11-24',
    },
  ],
};
