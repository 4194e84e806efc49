import type { StateLawRecord } from '../state-law.ts';

/** Oklahoma: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const OK: StateLawRecord = {
  code: 'OK',
  name: 'Oklahoma',
  verified: false,
  note: "Read: 68 O.S. 2358.6A and OAC 710:50-15-69.1 (copies): from 2022 an Oklahoma election to expense qualified property in full, in place of the federal depreciation, with no duplication (not modelled; it never gives less than the federal bonus). That Oklahoma otherwise follows the federal bonus with no addition, and the rates (4.75% for 2025; 4.5% from 2026 under H.B. 2764, signed 2025-05-28), rest on secondary sources: the 2025 Form 511 packet and the enrolled H.B. 2764 were not read. H.B. 2764's revenue-triggered cuts of 0.25 point from 2027 had not been certified at the last reading. The 2015-2024 rows rest on secondary sources: the FTA's 2015 table (5.25%), news reports of the Board of Equalization's certification of the cut to 5% from 2016 and of the 2018 repeal of the next trigger (to 4.85%), incometaxpro's 2016 table citing the Tax Commission (5%), Tulsa World on H.B. 2962 (4.75% from 2022) and PolicyEngine-US (5% for 2021, 4.75% for 2022-2025, citing the Form 511 packets); no Form 511 packet or statute text for these years was read.",
  topRate: [
    {
      from: '2015-01-01',
      value: 0.0525,
      reference: {
        title:
          'Federation of Tax Administrators, State Individual Income Taxes, tax rates for tax year 2015 as of January 1, 2015 (read as a copy): Oklahoma 0.5% to 5.25%, seven brackets, the highest from $8,701 (a secondary source)',
        href: 'https://vi.scribd.com/document/258160113/State-Tax-Rate-2015',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2016-01-01',
      value: 0.05,
      reference: {
        title:
          'Examiner-Enterprise, Oklahoma board authorizes tax cut: the Board of Equalization certified the revenue trigger cutting the top income tax rate from 5.25% to 5% beginning 2016-01-01 (a secondary source)',
        href: 'https://www.examiner-enterprise.com/news/state/oklahoma-board-authorizes-tax-cut-most',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2022-01-01',
      value: 0.0475,
      reference: {
        title:
          'Tulsa World, Tax cuts among new laws taking effect Saturday (2022-01-01): House Bill 2962 reduces the top personal income tax rate to 4.75% from 5% (a secondary source)',
        href: 'https://tulsaworld.com/news/state-and-regional/govt-and-politics/tax-cuts-among-new-laws-taking-effect-saturday/article_c4b3db3e-697f-11ec-bc04-d32957b71529.html',
      },
      verifiedOn: '2026-11-29',
    },
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
