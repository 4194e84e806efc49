import type { StateLawRecord } from '../state-law.ts';

/** Ohio: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const OH: StateLawRecord = {
  code: 'OH',
  name: 'Ohio',
  verified: false,
  note: "Read: the Department of Taxation's FAQs on the bonus adjustment under R.C. 5747.01(A)(20) and (21): add back 5/6 of the 168(k) bonus (plus section 179 over $25,000) and deduct 1/5 of the add-back in each of the next five years (2/3 over two years, or 6/6 over six, in the cases they name); and H.B. 14 (136th General Assembly, enrolled), which moves Ohio's Code date in R.C. 5701.11 to that act's effective date; that date, and any later conformity act, were not read against Public Law 119-21 (enacted 2025-07-04), so codeDate stays null (the add-back applies to the bonus as taken). The rates (3.125% for 2025 and 2.75% flat from 2026 under H.B. 96) rest on a secondary source; R.C. 5747.02 was read only in a pre-2025 copy. The 3% rate on business income over $250,000 is not modelled.",
  topRate: [
    {
      from: '2025-01-01',
      value: 0.03125,
      reference: {
        title: 'EY Tax News 2025-1744, Ohio legislation lowers top personal tax rate retroactive to 2025-01-01 (3.5% to 3.125%), a secondary source',
        href: 'https://taxnews.ey.com/news/2025-1744-ohio-legislation-lowers-top-personal-tax-rate-retroactive-to-january-1-2025-implements-flat-tax-in-2026',
      },
      verifiedOn: '2026-11-25',
    },
    {
      from: '2026-01-01',
      value: 0.0275,
      reference: {
        title: 'EY Tax News 2025-1744: under H.B. 96 a flat 2.75% rate on income over $26,050 from 2026-01-01 (a secondary source)',
        href: 'https://taxnews.ey.com/news/2025-1744-ohio-legislation-lowers-top-personal-tax-rate-retroactive-to-january-1-2025-implements-flat-tax-in-2026',
      },
      verifiedOn: '2026-11-25',
    },
  ],
  bonus: [
    {
      from: '2015-01-01',
      value: {
        kind: 'add_back_spread',
        addBack: {
          numerator: 5,
          denominator: 6,
        },
        years: 5,
        codeDate: null,
      },
      reference: {
        title:
          'Ohio Department of Taxation FAQs: How much bonus depreciation am I required to addback? (5/6, 2/3 or 6/6 under R.C. 5747.01(A)(20)(a)) and How much bonus depreciation am I permitted to deduct? (1/5 over five years under R.C. 5747.01(A)(21)(a))',
        href: 'https://www.tax.ohio.gov/faq/tabid/6315/Default.aspx?QuestionID=5221&AFMID=11354',
      },
      verifiedOn: '2026-11-25',
    },
  ],
};
