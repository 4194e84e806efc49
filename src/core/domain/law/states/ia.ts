import type { StateLawRecord } from '../state-law.ts';

/** Iowa: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const IA: StateLawRecord = {
  code: 'IA',
  name: 'Iowa',
  verified: false,
  note: "Read: the Department of Revenue's release of 2024-10-16 (SF 2442: a flat 3.8% from tax year 2025, no brackets) and its 2015 IA 4562A instructions (add back 50% or 100% bonus on assets acquired after 2007 and before 2016). Iowa's coupling with 168(k) for property placed in service from 2021 (SF 619 of 2021, repealing former Iowa Code 422.35(19A)) and its decoupling in 2016-2020 rest on firm alerts and a conformity chart; the act and the 2021 instructions were not read. Iowa's Code conformity is rolling, so the 100% of Public Law 119-21 passes through; the 2026 session (any decoupling or rate change) was not checked. The 2015-2024 rows: 6% for 2023 (Iowa Code 422.5A, read as a copy) and 5.7% for 2024 (the Department's release of 2023-10-25) rest on primary sources; 8.98% for 2015-2018 and 8.53% for 2019-2022 (SF 2417 of 2018) rest on secondary sources quoting the Department's yearly releases (Iowa Taxpayers Research Foundation, incometaxpro.net, ITEP, CCH, tax-brackets.org), PolicyEngine-US agreeing for 2021-2022; the Department's 2019, 2020 and 2022 releases were read only in part (their top bracket cut off).",
  topRate: [
    {
      from: '2015-01-01',
      value: 0.0898,
      reference: {
        title:
          'Iowa Taxpayers Research Foundation, Individual Income Tax (secondary): the Department of Revenue 2017 brackets top out at 8.98% over $70,785, and Iowa last cut its rates in 1998; incometaxpro.net gives the Department 2016 brackets (8.98% over $69,930), ITEP 0.36%-8.98% for 2015, paycheckguru 8.98% over $71,910 for 2018',
        href: 'https://itrfoundation.org/state_individual_income_tax/',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2019-01-01',
      value: 0.0853,
      reference: {
        title:
          'CCH (Wolters Kluwer), Iowa Releases 2019 Standard Deductions, Income Tax Brackets (secondary, quoting the Department release of 2018-10-30): over $73,710 the tax is $4,322.36 plus 8.53%, rates lowered from 2018 by SF 2417; the Department release itself was read only to its lower brackets',
        href: 'http://news.cchgroup.com/2018/11/01/iowa-releases-2019-standard-deductions-income-tax-brackets/news/state-tax-headlines/',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2023-01-01',
      value: 0.06,
      reference: {
        title:
          'Iowa Code 422.5A(1)(b)(1) (2024 Code, read as a copy): for the tax year beginning in 2023, 6.00 percent on taxable income over $75,000 (other than married filing jointly; over $150,000 joint)',
        href: 'https://law.justia.com/codes/iowa/title-x/chapter-422/section-422-5a',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2024-01-01',
      value: 0.057,
      reference: {
        title:
          'Iowa Department of Revenue, IDR announces 2024 individual income tax brackets and interest rates (2023-10-25): 5.70% over $31,050 (other than married filing jointly), over $62,100 (joint); Iowa Code 422.5A (read as a copy) sets 5.70 percent for 2024',
        href: 'https://revenue.iowa.gov/press-release/2023-10-25/idr-announces-2024-individual-income-tax-brackets-and-interest-rates',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2025-01-01',
      value: 0.038,
      reference: {
        title:
          'Iowa Department of Revenue, IDR announces 2025 individual income tax brackets and interest rates (2024-10-16): flat 3.8% for all taxable income from tax year 2025 under SF 2442',
        href: 'https://revenue.iowa.gov/press-release/2024-10-16/idr-announces-2025-individual-income-tax-brackets-and-interest-rates',
      },
      verifiedOn: '2026-11-25',
    },
  ],
  bonus: [
    {
      from: '2015-01-01',
      value: {
        kind: 'no_bonus',
      },
      reference: {
        title:
          'Iowa Department of Revenue, 2015 IA 4562A Iowa Depreciation Adjustment Schedule and instructions: adjustment for 50% or 100% federal bonus on assets acquired after 2007 and before 2016 (read as a copy); 2016-2020 rest on a secondary source (a conformity chart citing former Iowa Code 422.35(19A))',
        href: 'http://www.formupack.com/pdf-forms/Tax2015/IA-Iowa/Tax2015IA_IA_4562A.html',
      },
      verifiedOn: '2026-11-25',
    },
    {
      from: '2021-01-01',
      value: {
        kind: 'conforms',
      },
      reference: {
        title:
          'KPMG, This Week in State Tax, 2021-06-21 (a secondary source): SF 619 conforms Iowa, individuals included, to 100% bonus for property placed in service on or after 2021-01-01',
        href: 'https://tax.kpmg.us/events/podcasts/twist/2021/twist-062121/twist-062121-ia.html',
      },
      verifiedOn: '2026-11-25',
    },
  ],
};
