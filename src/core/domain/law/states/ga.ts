import type { StateLawRecord } from '../state-law.ts';

/** Georgia: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const GA: StateLawRecord = {
  code: 'GA',
  name: 'Georgia',
  verified: false,
  note: "Read: the Department of Revenue's 2023 Form 4562 instructions (Georgia has not adopted the 30%, 50% and 100% bonus of 168(k)) and HB 290 (2025) as passed, which keeps treating 168(k) as not in effect in O.C.G.A. 48-1-2(14) with the Code as of 2025-01-01; HB 111 (2025) as passed: 5.19% for 2025, then 0.10 a year down to 4.99%, subject to revenue triggers. The 4.99% for 2026 rests on PolicyEngine-US (HB 463 of 2026); the act itself and any 2026 conformity bill were not read. The 2015-2024 rows: 5.39% for 2024 is read in the text HB 111 amends (HB 1015 of 2024 replaced HB 1437's 5.49%), agreeing with PolicyEngine-US flat_rate.yaml and news reports; 6% through 2018 and 5.75% for 2019-2023 (HB 918 of 2018; the optional 5.5% for 2020 was never enacted, per 2020-2023 rate tables) rest on secondary sources (a school boards association bill analysis, the Georgia Chamber, a college payroll notice for 2018, tax-brackets.org and efile.com tables, PolicyEngine-US single.yaml from 2021); no IT-511 rate schedule or statute table for 2015-2023 could be read.",
  topRate: [
    {
      from: '2015-01-01',
      value: 0.06,
      reference: {
        title:
          'Georgia School Boards Association, staff analysis of HB 918 (2017-2018 session, secondary): the personal income tax rate stands at 6% on income above $7,000 (single) and $10,000 (married joint) until the cut applicable to taxable years from 2019-01-01; the Georgia Chamber calls HB 918 the first individual rate cut in over 80 years',
        href: 'http://www.ciclt.net/sn/leg/l_detail2.aspx?ClientCode=gsba&L_State=ga&L_Session=2017-2018&L_ID=1624359',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2019-01-01',
      value: 0.0575,
      reference: {
        title:
          'Georgia Chamber of Commerce, Georgia General Assembly passes House Bill 918 (secondary): individual rate reduced from 6% to 5.75% effective 2019-01-01, a further cut to 5.5% for 2020 needing later approval by the General Assembly and Governor (per the GSBA analysis); tax-brackets.org (2020) and efile.com (2021-2023) tables give 5.75% over $7,000 single',
        href: 'https://www.gachamber.com/georgia-general-assembly-passes-house-bill-918/',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2024-01-01',
      value: 0.0539,
      reference: {
        title:
          'Georgia HB 111 (2025), as passed House and Senate, amending O.C.G.A. 48-7-20(a.1)(1): the text it replaces sets 5.39 percent for taxable years beginning on or after 2024-01-01 (HB 1015 of 2024) (read as a copy)',
        href: 'https://app.legiplex.com/ga/legislature/2025/2025-r/bills/hb111/drafts-compare',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2025-01-01',
      value: 0.0519,
      reference: {
        title:
          'Georgia HB 111 (2025), as passed House and Senate, amending O.C.G.A. 48-7-20(a.1): 5.19% for taxable years beginning on or after 2025-01-01 (read as a copy)',
        href: 'https://app.legiplex.com/ga/legislature/2025/2025-r/bills/hb111/drafts-compare',
      },
      verifiedOn: '2026-11-25',
    },
    {
      from: '2026-01-01',
      value: 0.0499,
      reference: {
        title:
          'PolicyEngine-US parameter file ga/tax/income/main/flat_rate.yaml (a secondary source; it cites Georgia HB 463 (2025-2026), section 2-1, amending O.C.G.A. 48-7-20(a.1))',
        href: 'https://github.com/PolicyEngine/policyengine-us/blob/8914f89da05465871c6bb62855853a85b244cd1e/policyengine_us/parameters/gov/states/ga/tax/income/main/flat_rate.yaml',
      },
      verifiedOn: '2026-11-24',
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
          'Georgia Department of Revenue, Instructions for Form 4562, Georgia Depreciation and Amortization (2023): Georgia has not adopted the 30%, 50% and 100% bonus depreciation rules of IRC 168(k) (read as a copy); HB 290 (2025, as passed) keeps 168(k) as if not in effect',
        href: 'https://taxformfinder.org/index.php/georgia/form-4562',
      },
      verifiedOn: '2026-11-25',
    },
  ],
};
