import type { StateLawRecord } from '../state-law.ts';

/** Mississippi: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const MS: StateLawRecord = {
  code: 'MS',
  name: 'Mississippi',
  verified: false,
  note: 'Unverified, secondary sources only: HB 1733 (2023, amending Miss. Code 27-7-17) lets a taxpayer expense 100% of qualified property placed in service in tax years from 2023 whatever the federal rate, or depreciate it as section 168 does (Mississippi Society of CPAs); the 2002 regulation 35-3-05-04-101 (read as a copy) disallowed only the 30% bonus of 2002, and no primary text on the 2015-2022 bonus was found. The rate ramp (4.4% 2025, 4% 2026, then 0.25 points a year to 3% in 2030 under 2025 HB 1, Build Up Mississippi Act) agrees with a Bloomberg Tax report of the 2026 withholding formula; HB 1 as enacted and Miss. Code 27-7-5 were not read.',
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
        title: 'Mississippi Society of CPAs, House Bill 1733: Revised Depreciation Methods (a secondary source summarising the act)',
        href: 'https://ms-cpa.org/news/112-house-bill-1733-revised-depreciation-methods',
      },
      verifiedOn: '2026-11-25',
    },
  ],
};
