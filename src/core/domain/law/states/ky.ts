import type { StateLawRecord } from '../state-law.ts';

/** Kentucky: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const KY: StateLawRecord = {
  code: 'KY',
  name: 'Kentucky',
  verified: false,
  note: "The legislature's record of 2025 HB 1 (Acts ch. 1, signed 2025-02-06) read: the rate falls from 4% to 3.5% for taxable years from 2026-01-01. KRS 141.0101 and KRS 141.010 read as copies: property placed in service after 2001-09-10 is depreciated only under IRC 168 and 179 as in effect on 2001-12-31, before any bonus, so MACRS without bonus. Open: a further cut to 3% needs a new act (reported as not triggered for 2027; the 2026 session was checked only in part), and the current text of KRS 141.0101(16) was not read in full. Tax years 2015-2024: 4.5% for 2023 and 4% for 2024 read in the Department's notice of 2022-09-21 and the 2023 HB 1 record (Acts ch. 3), and 5% for 2022 in that notice; 6% for 2015-2017 and 5% from 2018 (2018 HB 366) rest on the FTA tables and firm alerts (secondary), the earlier text of KRS 141.020 not having been read in full, so the record is no longer verified.",
  topRate: [
    {
      from: '2015-01-01',
      value: 0.06,
      reference: {
        title:
          'Federation of Tax Administrators, State Individual Income Taxes, tax rates for tax year 2015 (as of 2015-01-01), as a copy (a secondary source): Kentucky 2.0% to 6.0% in six brackets, the highest from $75,001; its 2017 table shows the same, and firm alerts on 2018 HB 366 (secondary) say the six brackets topping at 6% applied until 2018',
        href: 'https://vi.scribd.com/document/258160113/State-Tax-Rate-2015',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2018-01-01',
      value: 0.05,
      reference: {
        title:
          'CSH, Legislature Overrides Governor to Pass Tax Reform in Kentucky (2018-04-19, a secondary source): HB 366 replaces the six-bracket individual income tax (top rate 6%) with a single 5% rate for tax years from 2018-01-01; with the FTA tables for 2021 and 2022 (Kentucky 5.0% flat, secondary) and the Department of Revenue notice of 2022-09-21 (2023 rate 4.5%, 0.5 points below 2022)',
        href: 'https://www.cshco.com/articles/legislature-overrides-governor-to-pass-tax-reform-in-kentucky/',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2023-01-01',
      value: 0.045,
      reference: {
        title:
          'Kentucky Department of Revenue, DOR Announces Updates to Individual Income Tax for 2023 Tax Year (2022-09-21): the individual income tax rate for 2023 is 4.5%, a reduction by 0.5% from the 2022 rate; with the 2023 HB 1 record (Acts ch. 3): 4.5% for taxable years beginning 2023-01-01',
        href: 'https://revenue.ky.gov/News/Pages/DOR-Announces-Updates-to-Individual-Income-Tax-for-2023-Tax-Year.aspx',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2024-01-01',
      value: 0.04,
      reference: {
        title:
          'Kentucky General Assembly, 2023 HB 1 record (Acts ch. 3, signed 2023-02-17): amends KRS 141.020 to reduce the individual income tax to 4.5% for taxable years beginning 2023-01-01 and to 4% for taxable years beginning 2024-01-01',
        href: 'https://apps.legislature.ky.gov/record/23rs/HB1.html',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2025-01-01',
      value: 0.04,
      reference: {
        title: 'Kentucky General Assembly, 2025 HB 1 record (Acts ch. 1): the rate was 4% before taxable years beginning 2026-01-01',
        href: 'https://apps.legislature.ky.gov/record/25rs/hb1.html',
      },
      verifiedOn: '2026-11-25',
    },
    {
      from: '2026-01-01',
      value: 0.035,
      reference: {
        title:
          'Kentucky General Assembly, 2025 HB 1 record (Acts ch. 1), summary of the enacted version: KRS 141.020 rate 3.5% for taxable years beginning on or after 2026-01-01',
        href: 'https://apps.legislature.ky.gov/record/25rs/hb1.html',
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
          'KRS 141.0101(1)(c): subsection (16) applies to property placed in service after 2001-09-10 (read as a copy), with KRS 141.010 (2007 text, read as a copy): only the IRC 168 and 179 deductions as in effect on 2001-12-31 are allowed for such property',
        href: 'https://lawserver.com/law/state/kentucky/ky-statutes/kentucky_statutes_141-0101',
      },
      verifiedOn: '2026-11-25',
    },
  ],
};
