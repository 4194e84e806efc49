import type { StateLawRecord } from '../state-law.ts';

/** Michigan: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const MI: StateLawRecord = {
  code: 'MI',
  name: 'Michigan',
  verified: false,
  note: "Public Act 24 of 2025 (HB 4961) moves the Code date to 2025-01-01 and, for tax years from 2025, keeps 168(k) as it stood before Public Law 119-21: 40% for 2025, 20% for 2026, none after, the rest by MACRS on a Michigan basis. The Treasury notice of 2026-02-25 was read in part (it confirms the individual income tax is decoupled from 2025 and that guidance for later years is forthcoming); the rates rest on CPA-firm readings, the act's clause was not read.",
  topRate: [
    {
      from: '2025-01-01',
      value: 0.0425,
      reference: {
        title:
          'PolicyEngine-US parameter file mi/tax/income/rate.yaml (a secondary source; it cites the Treasury notices on the 2025 and 2026 income tax rate)',
        href: 'https://github.com/PolicyEngine/policyengine-us/blob/8914f89da05465871c6bb62855853a85b244cd1e/policyengine_us/parameters/gov/states/mi/tax/income/rate.yaml',
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
        title:
          'Michigan Treasury, Decoupling Michigan Income Taxes from Certain Internal Revenue Code Provisions (2026-02-25): before 2025 Michigan followed the Code in effect for the tax year',
        href: 'https://www.michigan.gov/treasury/reference/taxpayer-notices/decoupling-michigan-income-taxes-from-certain-internal-revenue-code-provisions',
      },
      verifiedOn: '2026-11-24',
    },
    {
      from: '2025-01-01',
      value: {
        kind: 'phase_down',
        bonusRate: 0.4,
      },
      reference: {
        title:
          'Michigan Treasury notice of 2026-02-25 (individual income tax decoupled from the Public Law 119-21 bonus from 2025) with FMD CPAs, 2025 State of Michigan income tax law changes (40% for 2025)',
        href: 'https://www.fmdcpas.com/blog-2/2025/10/20/2025-state-of-michigan-income-tax-law-changes',
      },
      verifiedOn: '2026-11-24',
    },
    {
      from: '2026-01-01',
      value: {
        kind: 'phase_down',
        bonusRate: 0.2,
      },
      reference: {
        title: 'FMD CPAs, 2025 State of Michigan income tax law changes: 20% for 2026 (secondary)',
        href: 'https://www.fmdcpas.com/blog-2/2025/10/20/2025-state-of-michigan-income-tax-law-changes',
      },
      verifiedOn: '2026-11-24',
    },
    {
      from: '2027-01-01',
      value: {
        kind: 'phase_down',
        bonusRate: 0,
      },
      reference: {
        title: 'FMD CPAs, 2025 State of Michigan income tax law changes: none from 2027 (secondary)',
        href: 'https://www.fmdcpas.com/blog-2/2025/10/20/2025-state-of-michigan-income-tax-law-changes',
      },
      verifiedOn: '2026-11-24',
    },
  ],
};
