import type { StateLawRecord } from '../state-law.ts';

/** Nebraska: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const NE: StateLawRecord = {
  code: 'NE',
  name: 'Nebraska',
  verified: false,
  note: "Read: Revenue Ruling 99-08-2 (no add-back of the federal bonus; Neb. Rev. Stat. 77-2716 requires no adjustment for it), Neb. Rev. Stat. 77-2715.03 on the Legislature's site (rate three 4.55% for 2026 and 3.99% from 2027; the text read was cut off before rate four, the top bracket) and 77-27,242 as a copy (from 2025 a state deduction of 60% of the cost of 168(k) qualified property). Not verified: the top-bracket rates (5.20% 2025, 4.55% 2026, 3.99% 2027 under LB 754) rest on a secondary source; 2025-2026 bills to change the 2026-2027 rates were seen only as introduced; and how the 60% deduction of 77-27,242 combines with the federal bonus is not modelled.",
  topRate: [
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
