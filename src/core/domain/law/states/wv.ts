import type { StateLawRecord } from '../state-law.ts';

/** West Virginia: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const WV: StateLawRecord = {
  code: 'WV',
  name: 'West Virginia',
  verified: false,
  note: "Read: W. Va. Code 11-21-4i (4.82% over $60,000 from 2025, per SB 2033 of 2024; the Tax Department's rate-cut page says the same) and the IT-140 Schedule M (2018), whose additions carry no depreciation item, so the federal bonus flows through. Open: the 2026 rate of 4.58% (SB 392, new 11-21-4j) was read only in a secondary source; the bill as introduced and as passed by the Senate cut 10% (4.34%) and the House Finance Committee amended it to 5% (news report of 2026-03-11), which matches 4.58%, but the enacted text was not read. SB 400 (signed 2026-03-02), following federal changes through 2025-12-31 (Public Law 119-21 included), was read only in a news report. 2015-2024: 6.5% to 2022 (11-21-4e and the 2022 rate schedules) and 5.12% for 2023 and 2024 (11-21-4g, H.B. 2526, retroactive to 2023-01-01, and the 2023 schedules); no 2024 schedule was read, and H.B. 2526's revenue-triggered cuts first applied from 2025.",
  topRate: [
    {
      from: '2015-01-01',
      value: 0.065,
      reference: {
        title:
          "W. Va. Code 11-21-4e, rate of tax for taxable years beginning on or after 1987-01-01 (Legislature's site): $2,775.00 plus 6.5% of excess over $60,000; the Tax Department's 2022 Tax Rate Schedules (IT-140 booklet, read as a copy) show the same",
        href: 'http://www.legis.state.wv.us/wvcode/ChapterEntire.cfm?chap=11&art=21&section=4E',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2023-01-01',
      value: 0.0512,
      reference: {
        title:
          'W. Va. Code 11-21-4g, rate of tax for taxable years beginning on and after 2023-01-01 (H.B. 2526, retroactive; Casetext copy): $2,183.50 plus 5.12% of excess over $60,000; the 2023 IT-140 Tax Rate Schedules (copy) show the same; 2024 stays under 11-21-4g (11-21-4i applies from 2025), with EY Tax News 2024-2154 and Bankrate (secondary) giving 5.12% for 2024',
        href: 'https://print.casetext.com/statute/west-virginia-code/chapter-11-taxation/article-21-personal-income-tax/part-i-general/section-11-21-4g-rate-of-tax-taxable-years-beginning-on-and-after-january-1-2023',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2025-01-01',
      value: 0.0482,
      reference: {
        title: 'W. Va. Code 11-21-4i(a), rate of tax for taxable years beginning on and after 2025-01-01: 4.82% of the excess over $60,000',
        href: 'https://code.wvlegislature.gov/11-21-4I/',
      },
      verifiedOn: '2026-11-25',
    },
    {
      from: '2026-01-01',
      value: 0.0458,
      reference: {
        title:
          'PolicyEngine-US pull request 7919, West Virginia SB 392 (2026), new 11-21-4j: 4.58% over $60,000 from 2026-01-01 (a secondary source; with WV News, 2026-03-11, on the House Finance amendment to a 5% cut; the enacted text not read)',
        href: 'https://github.com/PolicyEngine/policyengine-us/pull/7919',
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
          'West Virginia Schedule M (Form IT-140), 2018: no addition for depreciation (read as a copy); SB 400 (2026) conformity through 2025-12-31 read only in a secondary source (WV News)',
        href: 'https://www.taxformfinder.org/westvirginia/schedule-m',
      },
      verifiedOn: '2026-11-25',
    },
  ],
};
