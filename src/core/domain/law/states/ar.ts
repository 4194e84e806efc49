import type { StateLawRecord } from '../state-law.ts';

/** Arkansas: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const AR: StateLawRecord = {
  code: 'AR',
  name: 'Arkansas',
  verified: false,
  note: "Ark. Code 26-51-428 read as a copy (current through the 2024 sessions): it adopts IRC 167 and 168(a) to (j) as in effect on 2019-01-01, not 168(k), so Arkansas depreciation has no bonus. Open: the 2025 rate (3.9%) rests on PolicyEngine-US, not on the 2025 AR1000F instructions or Act 1 of the 2024 2nd Extraordinary Session, which were not read. The 2026 rate (3.7%, HB1001 of the 2026 extraordinary session, enacted 2026-05-06) rests on a bill tracker; the act text on arkleg was not found. Whether the 2025 or 2026 sessions amended 26-51-428 was not checked in the session laws. The 2015-2024 rows (read 2026-11-29) rest on secondary sources (FTA tables of 2015, 2017 and 2021; EY alerts of 2019 and 2023; Wolters Kluwer on Act 22 of 2015 and Act 182 of 2019; the Arkansas Policy Foundation on Act 1459 of 2013; for 2024 the House's session summary) and give the rate of the table for the highest incomes; no AR1000F booklet or DFA bracket table of those years could be read. Open: for 2015 Wolters Kluwer says the table for net income of $21,000-$75,000 kept 7% on $35,100-$75,000, and the Tax Foundation 2015 table and PolicyEngine-US ar/tax/income/rates/main/rate.yaml (one table only; also for 2016-2018) show 7%, against 6.9% in the FTA tables of 2015 and 2017, the DFA 2017 brackets as copied by incometaxpro.com and EY's 2019 alert.",
  topRate: [
    {
      from: '2015-01-01',
      value: 0.069,
      reference: {
        title:
          'Federation of Tax Administrators, State Individual Income Taxes 2015 (as of 2015-01-01, read as a copy): Arkansas 0.9%-6.9%, top bracket from $35,100; Act 1459 of 2013 cut the top rate from 7.0% to 6.9% for tax years from 2015 (Arkansas Policy Foundation), Act 22 of 2015 kept 6.9% for net income over $75,000 (Wolters Kluwer), and EY (2019-03-12) calls 6.9% the top rate in force before Act 182 of 2019 (secondary sources)',
        href: 'https://vi.scribd.com/document/258160113/State-Tax-Rate-2015',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2020-01-01',
      value: 0.066,
      reference: {
        title:
          'EY Tax Alert 2019-0522 (2019-03-12): Act 182 of 2019 (SB 211) lowers the top rate from 6.9% to 6.6% in 2020 and 5.9% in 2021; Wolters Kluwer (2019-02-26): for tax years from 2020, 6.6% on the part over $79,300 when net income exceeds $79,300 (secondary sources)',
        href: 'https://taxnews.ey.com/news/2019-0522-arkansas-legislation-to-reduce-top-income-tax-rate-in-2020-and-ndash-2021',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2021-01-01',
      value: 0.059,
      reference: {
        title:
          'Federation of Tax Administrators, State Individual Income Taxes 2021 (as of 2021-01-01, read as a copy): Arkansas 2.0%-5.9%; EY Tax Alert 2019-0522: 5.9% top rate in 2021 under Act 182 of 2019 (secondary sources)',
        href: 'https://docslib.org/doc/8844378/state-individual-income-taxes-2021-tax-rates-for-tax-year-2021-as-of-january-1-2021',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2022-01-01',
      value: 0.049,
      reference: {
        title:
          'EY Tax Alert 2023-1569 (2023-09-20): SB 549 of 2023 lowered the top rate from 4.9% to 4.7% retroactive to 2023-01-01, so 4.9% was the 2022 rate (inferred); The Cabin (2022-08-10): the bills of the 2022 Third Extraordinary Session set the top rate at 4.9% retroactive to 2022-01-01, replacing the 5.5% enacted for 2022 in December 2021 (secondary sources)',
        href: 'https://taxnews.ey.com/news/2023-1569-arkansas-lowers-personal-income-and-corporate-tax-rates-starting-in-2024',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2023-01-01',
      value: 0.047,
      reference: {
        title:
          'EY Tax Alert 2023-1569 (2023-09-20): SB 549 of 2023 lowered the top rate from 4.9% to 4.7% retroactive to 2023-01-01; SB 8 (signed 2023-09-15) lowers it to 4.4% only from 2024-01-01; incometaxpro.com, citing the DFA 2023 brackets: 4.7% over $8,800 (secondary sources)',
        href: 'https://taxnews.ey.com/news/2023-1569-arkansas-lowers-personal-income-and-corporate-tax-rates-starting-in-2024',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2024-01-01',
      value: 0.039,
      reference: {
        title:
          'Arkansas House of Representatives, daily summary of 2024-06-19: the laws of the Second Extraordinary Session of 2024 reduce the top individual income tax rate from 4.4% to 3.9% effective 2024-01-01 (the House summary; the act text was not read)',
        href: 'https://arkansashouse.org/news/post/22973/daily-summary-from-the-arkansas-house-of-representatives-on-wednesday-june-19-2024',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2025-01-01',
      value: 0.039,
      reference: {
        title: 'PolicyEngine-US parameter file ar/tax/income/rates/main/rate.yaml (a secondary source; it cites the 2025 AR1000F instructions)',
        href: 'https://github.com/PolicyEngine/policyengine-us/blob/8914f89da05465871c6bb62855853a85b244cd1e/policyengine_us/parameters/gov/states/ar/tax/income/rates/main/rate.yaml',
      },
      verifiedOn: '2026-11-24',
    },
    {
      from: '2026-01-01',
      value: 0.037,
      reference: {
        title:
          'BillTrack50, Arkansas HB1001 (2026 extraordinary session), signed 2026-05-06: 3.7% on income over $94,700 for tax years from 2026 (a secondary source; the act text was not read)',
        href: 'https://www.billtrack50.com/billdetail/2002790',
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
          'Ark. Code 26-51-428(a)(1): 26 U.S.C. 167 and 168(a)-(j) as in effect on January 1, 2019, adopted for property purchased in tax years from 2014; 168(k) not adopted (read as a copy, current through the 2024 sessions)',
        href: 'https://casetext.com/statute/arkansas-code-of-1987/title-26-taxation/subtitle-5-state-taxes/chapter-51-income-taxes/subchapter-4-computation-of-tax-liability/section-26-51-428-see-note-depreciation-deductions-expensing-of-property',
      },
      verifiedOn: '2026-11-25',
    },
  ],
};
