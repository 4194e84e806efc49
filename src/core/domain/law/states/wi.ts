import type { StateLawRecord } from '../state-law.ts';

/** Wisconsin: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const WI: StateLawRecord = {
  code: 'WI',
  name: 'Wisconsin',
  verified: false,
  note: "Read: Wis. Stat. 71.06(1q)(d) as created by 2013 Act 20 (7.65% top rate), the Legislative Reference Bureau's 2023 analysis stating the same top rate as current law, Wis. Stat. 71.98(3) (for depreciation the Code in effect on 2014-01-01, read as a copy; the Bureau's analysis of 2023 AB 922, a bill, describes current law the same way) and the 2023 Schedule I instructions (Wisconsin has not adopted the federal bonus). Open: that 2025 Act 15 changed only the second bracket was read only in firm alerts, and SB 859 (2025-26, Code date 2025-12-31, which does not list s. 71.98 among the sections it amends) was not followed to the end; 2025 Act 118, which amends chapter 71 again, was seen only in part. 2015-2024: 7.65% every year (the Department's 2015 and 2016 tax-table calculations and 71.06(1q)(d)); 2017 to 2020 rest on the statute being unchanged and 2021 to 2024 also on PolicyEngine-US (secondary); PolicyEngine-US shows the 2023 rate cuts in the lower brackets only.",
  topRate: [
    {
      from: '2015-01-01',
      value: 0.0765,
      reference: {
        title:
          'Wisconsin Department of Revenue, Calculation of Wisconsin Income Tax Tables for Tax Year 2015: 7.65% of excess over $244,270 single (the 2016 page: over $244,750); Wis. Stat. 71.06(1q)(d), 7.65% from 2014; 2021 to 2024 also in PolicyEngine-US wi/tax/income/rates/single.yaml (secondary, citing the 2023 and 2024 Form 1 instructions)',
        href: 'https://www.revenue.wi.gov/taxpro/calctbls.html',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2025-01-01',
      value: 0.0765,
      reference: {
        title:
          'Wis. Stat. 71.06(1q)(d), 7.65% on taxable income over $225,000 (indexed), as created by 2013 Act 20 (AB 40, substitute amendment 1, s. 1322); 2025 Act 15 leaving it unchanged read only in a secondary source (EY Tax News)',
        href: 'https://docs.legis.wisconsin.gov/document/amends/2013/REG/AB40-ASA1,1330',
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
          'Wisconsin Department of Revenue, News for Tax Professionals, Depreciation Expense for 2014 Wisconsin Tax Returns (2014-12-23): depreciation is determined under the Internal Revenue Code in effect on 2014-01-01, so the 50% special (bonus) depreciation extended by the Tax Increase Prevention Act of 2014 does not apply for Wisconsin, for all entities including individuals (Schedule I adjustment); the 2023 Schedule I instructions, seen only as a copy, say Wisconsin has not adopted the federal bonus',
        href: 'https://www.revenue.wi.gov/Pages/TaxPro/2014/news-2014-141223b.aspx',
      },
      verifiedOn: '2026-11-30',
    },
  ],
};
