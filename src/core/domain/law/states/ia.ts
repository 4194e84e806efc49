import type { StateLawRecord } from '../state-law.ts';

/** Iowa: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const IA: StateLawRecord = {
  code: 'IA',
  name: 'Iowa',
  verified: false,
  note: "Read: the Department of Revenue's release of 2024-10-16 (SF 2442: a flat 3.8% from tax year 2025, no brackets) and its 2015 IA 4562A instructions (add back 50% or 100% bonus on assets acquired after 2007 and before 2016). Iowa's coupling with 168(k) for property placed in service from 2021 (SF 619 of 2021, repealing former Iowa Code 422.35(19A)) and its decoupling in 2016-2020 rest on firm alerts and a conformity chart; the act and the 2021 instructions were not read. Iowa's Code conformity is rolling, so the 100% of Public Law 119-21 passes through; the 2026 session (any decoupling or rate change) was not checked.",
  topRate: [
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
