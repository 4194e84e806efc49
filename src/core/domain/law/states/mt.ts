import type { StateLawRecord } from '../state-law.ts';

/** Montana: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const MT: StateLawRecord = {
  code: 'MT',
  name: 'Montana',
  verified: false,
  note: "Read: the revenue department's HB 337 page (upper rate 5.65% for 2026 and 5.4% for 2027, on ordinary income; long-term capital gains keep 3.0%/4.1%), HB 337 as introduced (Mont. Code 15-30-2103 then taxed income over the bracket at 5.9%, the 2024-2025 rate), and the department's 2025 legislative roundup (since 2024 Montana tax starts from federal taxable income, SB 399). Not verified: no primary text was found on the federal bonus; that Montana follows it without adjustment rests on a secondary source (the Montana Budget and Policy Center) and on the part of 15-30-2120's list of additions seen in a 2025 bill, which has no bonus item. The 2015-2024 rows rest on primary sources: 15-30-2103 (MCA 2013) with SB 159 for 6.9% through 2021, the department's notice of 2022-01-10 and its rates page for 6.75% in 2022-2023 and 5.9% in 2024; they agree with PolicyEngine-US from 2021. The 2022-2023 rate could have reverted to 6.9% under the ARPA savings clause; the department's 2023 table prints 6.75%.",
  topRate: [
    {
      from: '2015-01-01',
      value: 0.069,
      reference: {
        title:
          "Mont. Code Ann. 15-30-2103 (MCA 2013, on the Legislature's archive): 6.9% on taxable income over the top bracket; the Department of Revenue's rate table for 2017 (6.9% over $17,600) and 2021 SB 159 (striking 6.9% for tax years after 2021) show it stood through 2021",
        href: 'https://archive.legmt.gov/bills/2013/mca/15/30/15-30-2103.htm',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2022-01-01',
      value: 0.0675,
      reference: {
        title:
          "Montana Department of Revenue, New Individual Income Tax Rate (2022-01-10): SB 159 lowers the top rate from 6.9% to 6.75% from tax year 2022, the ARPA savings clause not triggered; the department's rates page prints 6.75% over $21,600 for 2023",
        href: 'https://mtrevenue.gov/new-individual-income-tax-rate/',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2024-01-01',
      value: 0.059,
      reference: {
        title:
          'Montana Department of Revenue, Individual Income Tax Rates and Tables, 2024 tables: ordinary income 4.7%, then 5.9% from $20,500 single ($41,000 joint); net long-term capital gains 3.0%/4.1%',
        href: 'http://mtrevenue.gov/taxes/individual-income-tax/individual-tax-rates/',
      },
      verifiedOn: '2026-11-29',
    },
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
