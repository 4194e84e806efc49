import type { StateLawRecord } from '../state-law.ts';

/** Mississippi: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const MS: StateLawRecord = {
  code: 'MS',
  name: 'Mississippi',
  verified: false,
  note: "Unverified, secondary sources only: HB 1733 (2023, amending Miss. Code 27-7-17) lets a taxpayer expense 100% of qualified property placed in service in tax years from 2023 whatever the federal rate, or depreciate it as section 168 does (Mississippi Society of CPAs); the 2002 regulation 35-3-05-04-101 (read as a copy) disallowed only the 30% bonus of 2002, and no primary text on the 2015-2022 bonus was found. The rate ramp (4.4% 2025, 4% 2026, then 0.25 points a year to 3% in 2030 under 2025 HB 1, Build Up Mississippi Act) agrees with a Bloomberg Tax report of the 2026 withholding formula; HB 1 as enacted and Miss. Code 27-7-5 were not read. The 2015-2024 rows (5% over $10,000 through 2023, only the lower brackets changing from 2018; 4.7% for 2024) rest on secondary sources and on the statute's 5% as reprinted in a 2007 bill; no Form 80-100 rate page or enacted text of HB 531 was read.",
  topRate: [
    {
      from: '2015-01-01',
      value: 0.05,
      reference: {
        title:
          "Miss. Code 27-7-5(1)(a) as reprinted in 2007 HB 745 as introduced, on the Legislature's site: 5% on all taxable income in excess of $10,000 (the rate since 1983); that it stood through 2023 rests on secondary sources (IncomeTaxPro for 2016, H&R Block quoting the department, eFile for 2021-2023, Vote Smart's synopsis of 2022 HB 531: 5% for 2022 and 2023, PolicyEngine-US from 2017)",
        href: 'http://billstatus.ls.state.ms.us/documents/2007/html/HB/0700-0799/HB0745IN.htm',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2024-01-01',
      value: 0.047,
      reference: {
        title:
          "PolicyEngine-US parameter file ms/tax/income/rate.yaml (a secondary source; it cites Miss. Code 27-7-5 and the 2024 instructions): 4.7% over $10,000 for 2024 under 2022 HB 531; Vote Smart's synopsis of HB 531 and Bankrate (citing the department) agree",
        href: 'https://github.com/PolicyEngine/policyengine-us/blob/8914f89da05465871c6bb62855853a85b244cd1e/policyengine_us/parameters/gov/states/ms/tax/income/rate.yaml',
      },
      verifiedOn: '2026-11-29',
    },
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
