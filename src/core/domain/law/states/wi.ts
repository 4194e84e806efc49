import type { StateLawRecord } from '../state-law.ts';

/** Wisconsin: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const WI: StateLawRecord = {
  code: 'WI',
  name: 'Wisconsin',
  verified: false,
  note: "Read: Wis. Stat. 71.06(1q)(d) as created by 2013 Act 20 (7.65% top rate), the Legislative Reference Bureau's 2023 analysis stating the same top rate as current law, Wis. Stat. 71.98(3) (for depreciation the Code in effect on 2014-01-01, read as a copy; the Bureau's analysis of 2023 AB 922, a bill, describes current law the same way) and the 2023 Schedule I instructions (Wisconsin has not adopted the federal bonus). Open: that 2025 Act 15 changed only the second bracket was read only in firm alerts, and SB 859 (2025-26, Code date 2025-12-31, which does not list s. 71.98 among the sections it amends) was not followed to the end; 2025 Act 118, which amends chapter 71 again, was seen only in part.",
  topRate: [
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
          'Wisconsin Department of Revenue, 2023 Schedule I instructions: Wisconsin has not adopted the federal bonus depreciation (read as a copy); with Wis. Stat. 71.98(3), depreciation under the Code in effect on 2014-01-01 (read as a copy)',
        href: 'https://ses.stf.com/bookmarks/Carolyn%20White/wi_wsw/0020/201911260404007764373.htm_old.htm',
      },
      verifiedOn: '2026-11-25',
    },
  ],
};
