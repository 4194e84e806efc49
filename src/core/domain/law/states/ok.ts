import type { StateLawRecord } from '../state-law.ts';

/** Oklahoma: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const OK: StateLawRecord = {
  code: 'OK',
  name: 'Oklahoma',
  verified: false,
  note: "Read: 68 O.S. 2358.6A and OAC 710:50-15-69.1 (copies): from 2022 an Oklahoma election to expense qualified property in full, in place of the federal depreciation, with no duplication (not modelled; it never gives less than the federal bonus). That Oklahoma otherwise follows the federal bonus with no addition, and the rates (4.75% for 2025; 4.5% from 2026 under H.B. 2764, signed 2025-05-28), rest on secondary sources: the 2025 Form 511 packet and the enrolled H.B. 2764 were not read. H.B. 2764's revenue-triggered cuts of 0.25 point from 2027 had not been certified at the last reading.",
  topRate: [
    {
      from: '2025-01-01',
      value: 0.0475,
      reference: {
        title:
          'Beckham County Record, Stitt signs income tax cut into law (H.B. 2764 lowers the top rate from 4.75% to 4.5% starting in 2026), a secondary source',
        href: 'https://www.beckhamcountyrecord.net/article/3040,mission-accomplished-stitt-signs-income-tax-cut-into-law',
      },
      verifiedOn: '2026-11-25',
    },
    {
      from: '2026-01-01',
      value: 0.045,
      reference: {
        title: 'Beckham County Record, Stitt signs income tax cut into law: top rate 4.5% from 2026 under H.B. 2764 (a secondary source)',
        href: 'https://www.beckhamcountyrecord.net/article/3040,mission-accomplished-stitt-signs-income-tax-cut-into-law',
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
          '68 O.S. 2358.6A, expensing for qualified property and qualified improvement property (read as a copy); that Oklahoma otherwise follows the federal bonus with no addition rests on a secondary source (Form 511 not read)',
        href: 'https://lexace.ai/us/statute/oklahoma/68-2358.6A',
      },
      verifiedOn: '2026-11-25',
    },
  ],
};
