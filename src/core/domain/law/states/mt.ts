import type { StateLawRecord } from '../state-law.ts';

/** Montana: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const MT: StateLawRecord = {
  code: 'MT',
  name: 'Montana',
  verified: false,
  note: 'Starts from federal taxable income since 2024; no decoupling from the federal bonus found (secondary sources).',
  topRate: [
    {
      from: '2025-01-01',
      value: 0.059,
      reference: {
        title: 'PolicyEngine-US parameter file mt/tax/income/main/single.yaml (a secondary source; it cites the 2025 Montana tax tables)',
        href: 'https://github.com/PolicyEngine/policyengine-us/blob/8914f89da05465871c6bb62855853a85b244cd1e/policyengine_us/parameters/gov/states/mt/tax/income/main/single.yaml',
      },
      verifiedOn: '2026-11-24',
    },
    {
      from: '2026-01-01',
      value: 0.0565,
      reference: {
        title: 'PolicyEngine-US parameter file mt/tax/income/main/single.yaml (a secondary source; it cites the Montana tax tables)',
        href: 'https://github.com/PolicyEngine/policyengine-us/blob/8914f89da05465871c6bb62855853a85b244cd1e/policyengine_us/parameters/gov/states/mt/tax/income/main/single.yaml',
      },
      verifiedOn: '2026-11-24',
    },
    {
      from: '2027-01-01',
      value: 0.054,
      reference: {
        title: 'PolicyEngine-US parameter file mt/tax/income/main/single.yaml (a secondary source; it cites the Montana tax tables)',
        href: 'https://github.com/PolicyEngine/policyengine-us/blob/8914f89da05465871c6bb62855853a85b244cd1e/policyengine_us/parameters/gov/states/mt/tax/income/main/single.yaml',
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
        title: 'Montana Budget and Policy Center on the federal tax bill (secondary; not read here)',
        href: 'https://montanabudget.org/post/montanas-budget-at-risk-from-federal-tax-and-spending-bill-and-how-to-fix-it',
      },
      verifiedOn: '2026-11-24',
    },
  ],
};
