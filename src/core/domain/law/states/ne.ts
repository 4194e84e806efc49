import type { StateLawRecord } from '../state-law.ts';

/** Nebraska: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const NE: StateLawRecord = {
  code: 'NE',
  name: 'Nebraska',
  verified: false,
  note: "Read: Revenue Ruling 99-08-2 (no add-back of the federal bonus; Neb. Rev. Stat. 77-2716 requires no adjustment for it), Neb. Rev. Stat. 77-2715.03 on the Legislature's site (rate three 4.55% for 2026 and 3.99% from 2027; the text read was cut off before rate four, the top bracket) and 77-27,242 as a copy (from 2025 a state deduction of 60% of the cost of 168(k) qualified property). Not verified: the top-bracket rates (5.20% 2025, 4.55% 2026, 3.99% 2027 under LB 754) rest on a secondary source; 2025-2026 bills to change the 2026-2027 rates were seen only as introduced; and how the 60% deduction of 77-27,242 combines with the federal bonus is not modelled. The 2015-2024 rows: 6.84% 2015-2022 from 77-2715.03 (start date read, end date not) with secondary agreement; 6.64% for 2023 only in secondary sources (PolicyEngine-US, IncomeTaxPro; EY's LB 754 alert describes the 2024 cut as from 6.84% to 5.84% and says 2022 LB 873 had scheduled cuts to 5.84% by 2027 without giving the 2023 rate, so 2023 is the least certain year); 5.84% for 2024 from the department's draft 2024 schedule.",
  topRate: [
    {
      from: '2015-01-01',
      value: 0.0684,
      reference: {
        title:
          "Neb. Rev. Stat. 77-2715.03(2)(c) on the Legislature's site: rate four, the top bracket, 6.84% for taxable years beginning on or after 2014-01-01 (the clause's end date was cut off in the text read; the 2012 text, read as a copy, has 6.84% from 2014 without end); 6.84% through 2022 also per PolicyEngine-US (2021-2022) and IncomeTaxPro (a decrease from 6.84% for 2023)",
        href: 'https://www.nebraskalegislature.gov/laws/statutes.php?statute=77-2715.03&print=true',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2023-01-01',
      value: 0.0664,
      reference: {
        title:
          "PolicyEngine-US parameter file ne/tax/income/rates/single.yaml (a secondary source; it cites LB 754 and the 2023 Nebraska Individual Income Tax Booklet): 6.64% for 2023; IncomeTaxPro's 2023 table, citing the department's 2023 rate schedule, agrees",
        href: 'https://github.com/PolicyEngine/policyengine-us/blob/8914f89da05465871c6bb62855853a85b244cd1e/policyengine_us/parameters/gov/states/ne/tax/income/rates/single.yaml',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2024-01-01',
      value: 0.0584,
      reference: {
        title:
          'Nebraska Department of Revenue, 2024 Nebraska Tax Calculation Schedule for Individual Income Tax (8-460-2024, a draft of 2024-08-16 read as a copy): $1,495.77 plus 5.84% of the excess over $37,670 single; EY Tax News 2023-1362 (LB 754: 5.84% for 2024) and eFile agree',
        href: 'https://ses.stf.com/bookmarks/Cassandra%20White/NE_wsw/0001/2024091211320269910098.htm',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2025-01-01',
      value: 0.052,
      reference: {
        title: 'EY Tax News 2023-1362, LB 754 lowers the top individual rate to 5.2% for 2025 (a secondary source)',
        href: 'https://taxnews.ey.com/news/2023-1362-nebraska-law-gradually-lowers-personal-income-tax-rates-over-four-years-starting-in-2024',
      },
      verifiedOn: '2026-11-25',
    },
    {
      from: '2026-01-01',
      value: 0.0455,
      reference: {
        title:
          'Neb. Rev. Stat. 77-2715.03(2)(b): rate three 4.55% for 2026 (rate four, the top bracket, not in the part read; 4.55% for 2026 under LB 754 per a secondary source, EY Tax News 2023-1362)',
        href: 'https://www.nebraskalegislature.gov/laws/statutes.php?statute=77-2715.03&print=true',
      },
      verifiedOn: '2026-11-25',
    },
    {
      from: '2027-01-01',
      value: 0.0399,
      reference: {
        title:
          'Neb. Rev. Stat. 77-2715.03(2)(b): rate three 3.99% from 2027 (rate four, the top bracket, not in the part read; 3.99% from 2027 under LB 754 per a secondary source, EY Tax News 2023-1362)',
        href: 'https://www.nebraskalegislature.gov/laws/statutes.php?statute=77-2715.03&print=true',
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
          'Nebraska Department of Revenue, Revenue Ruling 99-08-2: no add-back of the bonus or enhanced section 179 expense of the Economic Stimulus Act of 2008; Neb. Rev. Stat. 77-2716 requires no adjustment for them',
        href: 'http://www.revenue.nebraska.gov/legal/rulings/rr990802.html',
      },
      verifiedOn: '2026-11-25',
    },
  ],
};
