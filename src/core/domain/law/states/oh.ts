import type { StateLawRecord } from '../state-law.ts';

/** Ohio: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const OH: StateLawRecord = {
  code: 'OH',
  name: 'Ohio',
  verified: false,
  note: "Read: the Department of Taxation's FAQs on the bonus adjustment under R.C. 5747.01(A)(20) and (21): add back 5/6 of the 168(k) bonus (plus section 179 over $25,000) and deduct 1/5 of the add-back in each of the next five years (2/3 over two years, or 6/6 over six, in the cases they name); and H.B. 14 (136th General Assembly, enrolled), which moves Ohio's Code date in R.C. 5701.11 to that act's effective date; that date, and any later conformity act, were not read against Public Law 119-21 (enacted 2025-07-04), so codeDate stays null (the add-back applies to the bonus as taken). The rates (3.125% for 2025 and 2.75% flat from 2026 under H.B. 96) rest on a secondary source; R.C. 5747.02 was read only in a pre-2025 copy. The 3% rate on business income over $250,000 is not modelled. 2015-2024 rows: the Department's 2015 IT 1040 tax table and its annual tax rates page (copies) read 4.997% for 2015 and 2017-2018 and 4.797% for 2019-2020 (H.B. 64 of 2015 cut the 2015 rates after the FTA's 1 January 2015 table showed 5.333%; the 2016 table was read only in part and 4.997% for 2016 rests on the Tax Foundation's 2016 report); 3.99% for 2021-2022 rests on PolicyEngine-US and a law firm's H.B. 110 summary (top rate cut from 4.797%), and the statute's 3.75% and 3.5% tables are dated 2023 and 2024 by PolicyEngine-US and a CPA firm's H.B. 33 summary.",
  topRate: [
    {
      from: '2015-01-01',
      value: 0.04997,
      reference: {
        title:
          'Ohio Department of Taxation, 2015 Electronic Filing, Ohio Income Tax Table 2 for the IT 1040 (read as a copy): Ohio taxable nonbusiness income of $208,501 and over, $7,991.89 plus 4.997% of the excess over $208,500',
        href: 'https://info.5y1.org/2015-income-tax-tables-1040_1_b9ad95.html',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2019-01-01',
      value: 0.04797,
      reference: {
        title:
          'Ohio Department of Taxation, Annual Tax Rates, Ohio Individual Income Tax Rates for 2005 through 2020 (read as a copy): 2019, more than $217,400, $7,999.84 plus 4.797%; 2020, more than $221,300, $8,143.14 plus 4.797% (2017 and 2018: 4.997%)',
        href: 'https://ses.stf.com/old%20bookmarks/Jessica/Jess%20-%20Copy_wsw/0000/2020022513532370910849.htm',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2021-01-01',
      value: 0.0399,
      reference: {
        title:
          'PolicyEngine-US parameter file oh/tax/income/rates.yaml (a secondary source; it cites the 2021 and 2022 Ohio IT 1040 instructions and R.C. 5747.02): 3.99% over $110,650 for 2021 and over $115,300 for 2022',
        href: 'https://github.com/PolicyEngine/policyengine-us/blob/8914f89da05465871c6bb62855853a85b244cd1e/policyengine_us/parameters/gov/states/oh/tax/income/rates.yaml',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2023-01-01',
      value: 0.0375,
      reference: {
        title:
          'Ohio Revised Code 5747.02(A)(3) (read as a copy, tables without their year headings): more than $115,300, $2,958.58 plus 3.75% of the excess, the 2023 table under H.B. 33',
        href: 'https://d1tvxue8o4w0fl.cloudfront.net/statute/ohio-revised-code/title-57-taxation/chapter-5747-income-tax/section-574702-tax-rates',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2024-01-01',
      value: 0.035,
      reference: {
        title:
          'Ohio Revised Code 5747.02(A)(3) (read as a copy, tables without their year headings): more than $100,000, $2,394.32 plus 3.5% of the excess, the 2024 table under H.B. 33',
        href: 'https://d1tvxue8o4w0fl.cloudfront.net/statute/ohio-revised-code/title-57-taxation/chapter-5747-income-tax/section-574702-tax-rates',
      },
      verifiedOn: '2026-11-29',
    },
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
