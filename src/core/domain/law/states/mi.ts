import type { StateLawRecord } from '../state-law.ts';

/** Michigan: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const MI: StateLawRecord = {
  code: 'MI',
  name: 'Michigan',
  verified: false,
  note: "Treasury's notice of 2025-05-01 read: the MCL 206.51 rate stays 4.25% for 2025 (no formula cut); the 2026 determination was not found. Before 2025 Michigan used the Code as of 2018-01-01 or, at the taxpayer's option, the Code for the tax year (HB 4961 as engrossed, and Treasury's decoupling notice of 2026-02-25), so the federal bonus flowed through. Public Act 24 of 2025 decouples the individual income tax from the P.L. 119-21 bonus from 2025; that it keeps 168(k) as it stood before (40% for 2025, 20% for 2026, none after, the rest by MACRS on a Michigan basis) rests on CPA-firm readings: the act's clause and Treasury's guidance for years after 2025 were not read. Tax years 2015-2024 read in Treasury texts: 4.25% (the 2015 MI-1040 booklet as a copy, and Treasury's 2023 notice that the MCL 206.51 formula cut applies only from 2023), 4.05% for 2023 (notice of 2023-03-30) and 4.25% again for 2024 (Treasury's rate-change overview, with AG Opinion 7320 as a copy); the FTA tables for 2015, 2017, 2022 and 2023 show 4.25%, the 2023 one as of January 1, before the March cut.",
  topRate: [
    {
      from: '2015-01-01',
      value: 0.0425,
      reference: {
        title:
          'Michigan Treasury, 2015 MI-1040 instruction booklet (read as a copy): the income tax rate for 2015 is 4.25 percent; with Treasury notice of 2023-03-30: individuals are generally taxed at 4.25% under MCL 206.51, the formula reduction of 206.51(1)(c) applying only to tax years from 2023-01-01',
        href: 'https://online.documentine.com/2015-ez-tax-forms-printable/2/mi-1040-individual-income-tax-gan-2015.html',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2023-01-01',
      value: 0.0405,
      reference: {
        title:
          'Michigan Treasury notice, Income Tax Rate of Individuals and Fiduciaries Reduced to 4.05% for the 2023 Tax Year (2023-03-30): the MCL 206.51(1)(c) reduction of 0.20 points, an annual rate effective 2023-01-01',
        href: 'https://www.michigan.gov/taxes/rep-legal/notices/income-tax-rate-of-individuals-and-fiduciaries-reduced-for-the-2023-tax-year',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2024-01-01',
      value: 0.0425,
      reference: {
        title:
          'Michigan Treasury, Income Tax Rate Change: Overview: the 4.05% rate is only in effect for the 2023 tax year, and on 2024-01-01 the rate returns to 4.25%; with Attorney General Opinion No. 7320 (2023-03-23, read as a copy): a reduction under MCL 206.51(1)(c) lasts one year',
        href: 'https://michigan.gov/taxes/questions/tax-faqs/income-tax-rate-change/income-tax-rate-change-overview',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2025-01-01',
      value: 0.0425,
      reference: {
        title:
          'Michigan Treasury notice, 2025 Tax Year Income Tax Rate for Individuals and Fiduciaries (2025-05-01): 4.25% under MCL 206.51, no formulary reduction',
        href: 'https://www.michigan.gov/treasury/reference/taxpayer-notices/2025-tax-year-income-tax-rate-for-individuals-and-fiduciaries',
      },
      verifiedOn: '2026-11-25',
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
          'Michigan Treasury, Decoupling Michigan Income Taxes from Certain Internal Revenue Code Provisions (2026-02-25): Michigan generally adopts the Code in effect for the tax year, decoupling only from 2025; with MCL 206.12(3) as shown in HB 4961 (engrossed): the Code of 2018-01-01 or, at the option of the taxpayer, for the tax year',
        href: 'https://www.michigan.gov/treasury/reference/taxpayer-notices/decoupling-michigan-income-taxes-from-certain-internal-revenue-code-provisions',
      },
      verifiedOn: '2026-11-25',
    },
    {
      from: '2025-01-01',
      value: {
        kind: 'phase_down',
        bonusRate: 0.4,
      },
      reference: {
        title:
          'Michigan Treasury notice of 2026-02-25 (individual income tax decoupled from the P.L. 119-21 bonus from 2025, read in part) with FMD CPAs, 2025 State of Michigan income tax law changes (40% for 2025; a secondary source)',
        href: 'https://www.fmdcpas.com/blog-2/2025/10/20/2025-state-of-michigan-income-tax-law-changes',
      },
      verifiedOn: '2026-11-25',
    },
    {
      from: '2026-01-01',
      value: {
        kind: 'phase_down',
        bonusRate: 0.2,
      },
      reference: {
        title: 'FMD CPAs, 2025 State of Michigan income tax law changes: 20% for 2026 (a secondary source)',
        href: 'https://www.fmdcpas.com/blog-2/2025/10/20/2025-state-of-michigan-income-tax-law-changes',
      },
      verifiedOn: '2026-11-25',
    },
    {
      from: '2027-01-01',
      value: {
        kind: 'phase_down',
        bonusRate: 0,
      },
      reference: {
        title: 'FMD CPAs, 2025 State of Michigan income tax law changes: none from 2027 (a secondary source)',
        href: 'https://www.fmdcpas.com/blog-2/2025/10/20/2025-state-of-michigan-income-tax-law-changes',
      },
      verifiedOn: '2026-11-25',
    },
  ],
};
