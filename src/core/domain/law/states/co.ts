import type { StateLawRecord } from '../state-law.ts';

/** Colorado: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const CO: StateLawRecord = {
  code: 'CO',
  name: 'Colorado',
  verified: false,
  note: "C.R.S. 39-22-104 read as a copy: a flat 4.40% on federal taxable income from 2022, so the federal bonus flows through (rolling conformity), as the General Assembly's HB26-1222 bill summary also says. Open: HB26-1222 (add back 168(k) from tax year 2027, subtracted over later years) passed the House on 2026-05-04, but whether it passed the Senate and was signed was not found, so no 2027 row is recorded. The temporary TABOR rate cuts of 39-22-627 were not read for 2025 or 2026. The 2015-2024 rows: the Department of Revenue's Past TABOR refunds page (2021: 4.55% reduced to 4.50%; 2022: permanent reduction) was read; the other years rest on secondary sources (FTA tables for 2015 and 2017, Wolters Kluwer CCH, EY alerts of 2020 and 2024, the Tax Foundation, the Legislative Council's Proposition 116 ballot history), which agree with PolicyEngine-US co/tax/income/rate.yaml (4.63% to 2018, 4.5% 2019, 4.55% 2020, 4.5% 2021, 4.4% 2022-2023, 4.25% 2024). The DR 0104 books and C.R.S. 39-22-627 were not read for these years.",
  topRate: [
    {
      from: '2015-01-01',
      value: 0.0463,
      reference: {
        title:
          'Federation of Tax Administrators, State Individual Income Taxes 2015 and 2017 (as of January 1, read as copies): Colorado 4.63% flat; Wolters Kluwer CCH (2020-12-04): 4.63% from 2000 until Proposition 116, apart from the temporary reduction for 2019 (secondary sources)',
        href: 'https://vi.scribd.com/document/258160113/State-Tax-Rate-2015',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2019-01-01',
      value: 0.045,
      reference: {
        title:
          'EY Tax Alert 2020-2730 (2020-11-19): the 4.63% rate was reduced to 4.5% for calendar year 2019 by the TABOR surplus; Tax Foundation (2020-01-06) and Wolters Kluwer CCH (2019-11-27): temporary TABOR reduction to 4.50% applied automatically to all 2019 returns (secondary sources)',
        href: 'https://taxnews.ey.com/news/2020-2730',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2020-01-01',
      value: 0.0455,
      reference: {
        title:
          'EY Tax Alert 2020-2730 (2020-11-19): Proposition 116 reduces the rate from 4.63% to 4.55% for taxable years commencing on or after 2020-01-01; Colorado Legislative Council ballot history: Proposition 116 (2020, statutory initiative) reducing the state income tax rate from 4.63% to 4.55%, passed with 57.9% (secondary for the effective year)',
        href: 'https://taxnews.ey.com/news/2020-2730',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2021-01-01',
      value: 0.045,
      reference: {
        title:
          'Colorado Department of Revenue, Past TABOR refunds: all taxpayers who filed a 2021 income tax return received the temporary TABOR income tax rate reduction from 4.55% to 4.50%',
        href: 'https://tax.colorado.gov/past-tabor-refunds',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2022-01-01',
      value: 0.044,
      reference: {
        title:
          'Colorado Department of Revenue, Past TABOR refunds: for 2022 the temporary TABOR rate reduction was superseded by a permanent income tax rate reduction; Tax Foundation (as reposted by NewsBreak, 2022-10-17): Proposition 121 cuts the rate from 4.55% to 4.4% retroactively for tax year 2022; EY Tax Alert 2024-1127: the rate was 4.4% before SB 24-228, so 4.4% also for 2023 (secondary for the rate)',
        href: 'https://tax.colorado.gov/past-tabor-refunds',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2024-01-01',
      value: 0.0425,
      reference: {
        title:
          'EY Tax Alert 2024-1127 (2024-06-03): SB 24-228, signed 2024-05-14, temporarily reduces the income tax rate from 4.4% to 4.25% for tax years beginning on or after 2024-01-01 (secondary source)',
        href: 'https://taxnews.ey.com/news/2024-1127-colorado-reduces-2024-income-tax-rate-and-provides-mechanism-for-temporary-reductions-for-2025-35',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2025-01-01',
      value: 0.044,
      reference: {
        title:
          'C.R.S. 39-22-104(1.7)(c): 4.40% of federal taxable income for tax years from 2022, except as section 39-22-627 (temporary TABOR reductions, not read) provides (read as a copy)',
        href: 'https://casetext.com/statute/colorado-revised-statutes/title-39-taxation/specific-taxes/income-tax/article-22-income-tax/part-1-general/section-39-22-104-income-tax-imposed-on-individuals-estates-and-trusts-single-rate-report-legislative-declaration-definitions-repeal',
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
          'Colorado HB26-1222 bill summary: the state tax is imposed on federal taxable income, so 168(k) bonus flows through; the bill would add it back from tax year 2027 (summary read as a copy; enactment not confirmed)',
        href: 'https://www.billtrack50.com/billdetail/1973830',
      },
      verifiedOn: '2026-11-25',
    },
  ],
};
