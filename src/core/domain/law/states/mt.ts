import type { StateLawRecord } from '../state-law.ts';

/** Montana: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const MT: StateLawRecord = {
  code: 'MT',
  name: 'Montana',
  verified: false,
  note: "Read: the revenue department's HB 337 page (upper rate 5.65% for 2026 and 5.4% for 2027, on ordinary income; long-term capital gains keep 3.0%/4.1%), HB 337 as introduced (Mont. Code 15-30-2103 then taxed income over the bracket at 5.9%, the 2024-2025 rate), and the department's 2025 legislative roundup (since 2024 Montana tax starts from federal taxable income, SB 399). Not verified: no primary text was found on the federal bonus; that Montana follows it without adjustment rests on a secondary source (the Montana Budget and Policy Center) and on the part of 15-30-2120's list of additions seen in a 2025 bill, which has no bonus item.",
  topRate: [
    {
      from: '2025-01-01',
      value: 0.059,
      reference: {
        title:
          'Montana HB 337 (2025) as introduced, amending Mont. Code 15-30-2103: the rate in force on income over the top bracket, 5.9%, struck for 5.65% (read as a copy)',
        href: 'https://app.legiplex.com/mt/legislature/2025/2025-r/bills/hb337/drafts-latest',
      },
      verifiedOn: '2026-11-25',
    },
    {
      from: '2026-01-01',
      value: 0.0565,
      reference: {
        title:
          'Montana Department of Revenue, HB337: 2026-2027 Montana Individual Income Tax Changes (tax year 2026: 5.65% on taxable income over the 4.7% bracket)',
        href: 'https://revenue.mt.gov/news/recent-news/HB-337',
      },
      verifiedOn: '2026-11-25',
    },
    {
      from: '2027-01-01',
      value: 0.054,
      reference: {
        title:
          'Montana Department of Revenue, HB337: 2026-2027 Montana Individual Income Tax Changes (tax year 2027: 5.4% on taxable income over the 4.7% bracket)',
        href: 'https://revenue.mt.gov/news/recent-news/HB-337',
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
          'Montana Budget and Policy Center, on H.R. 1: Montana conforms to the federal expensing provisions (a secondary source), with the Department of Revenue 2025 Legislative Roundup (federal taxable income the starting point since 2024)',
        href: 'https://montanabudget.org/post/montanas-budget-at-risk-from-federal-tax-and-spending-bill-and-how-to-fix-it',
      },
      verifiedOn: '2026-11-25',
    },
  ],
};
