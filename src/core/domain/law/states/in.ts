import type { StateLawRecord } from '../state-law.ts';

/** Indiana: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const IN: StateLawRecord = {
  code: 'IN',
  name: 'Indiana',
  verified: true,
  note: "IC 6-3-2-1(a) read as a copy: 3% for 2025, 2.95% for 2026, 2.9% from 2027 (county taxes excluded). The Department of Revenue's add-backs page and Information Bulletin 118 (July 2021) read: income is refigured as if the 168(k) bonus had not been used and the difference, positive or negative, is added back, which is MACRS without bonus. The 2026 session's SB 243 (Code date moved to 2026-01-01, reported to keep the bonus add-back) was not read; the add-back does not depend on the Code date. The 2015-2024 rows rest on the same copy of IC 6-3-2-1(a)(2)-(5) (3.3% 2015-2016, 3.23% 2017-2022, 3.15% 2023, 3.05% 2024), cross-checked with the 2016 and 2024 Forms IT-40 (read as copies), news reports of the 2017 and 2023 cuts and PolicyEngine-US in/tax/income/agi_rate.yaml, which agree; an older copy of the section (3.15% through 2024, then revenue triggers) was superseded by the version read (3.05% for 2024, effective 2024-01-01).",
  topRate: [
    {
      from: '2015-01-01',
      value: 0.033,
      reference: {
        title:
          'Indiana Code 6-3-2-1(a)(2): 3.3% for taxable years beginning after 2014-12-31 and before 2017-01-01 (read as a copy); the 2016 Form IT-40, line 8, multiplies by 3.3% (.033) (read as a copy)',
        href: 'https://www.lawserver.com/law/state/indiana/in-code/indiana_code_6-3-2-1_v2',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2017-01-01',
      value: 0.0323,
      reference: {
        title: 'Indiana Code 6-3-2-1(a)(3): 3.23% for taxable years beginning after 2016-12-31 and before 2023-01-01 (read as a copy)',
        href: 'https://www.lawserver.com/law/state/indiana/in-code/indiana_code_6-3-2-1_v2',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2023-01-01',
      value: 0.0315,
      reference: {
        title: 'Indiana Code 6-3-2-1(a)(4): 3.15% for taxable years beginning after 2022-12-31 and before 2024-01-01 (read as a copy)',
        href: 'https://www.lawserver.com/law/state/indiana/in-code/indiana_code_6-3-2-1_v2',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2024-01-01',
      value: 0.0305,
      reference: {
        title:
          'Indiana Code 6-3-2-1(a)(5): 3.05% for taxable years beginning after 2023-12-31 and before 2025-01-01 (read as a copy); the 2024 Form IT-40, line 8, multiplies by 3.05% (.0305) (read as a copy)',
        href: 'https://www.lawserver.com/law/state/indiana/in-code/indiana_code_6-3-2-1_v2',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2025-01-01',
      value: 0.03,
      reference: {
        title: 'Indiana Code 6-3-2-1(a)(6): 3% for taxable years beginning in 2025 (read as a copy)',
        href: 'https://www.lawserver.com/law/state/indiana/in-code/indiana_code_6-3-2-1_v2',
      },
      verifiedOn: '2026-11-25',
    },
    {
      from: '2026-01-01',
      value: 0.0295,
      reference: {
        title: 'Indiana Code 6-3-2-1(a)(7): 2.95% for taxable years beginning in 2026 (read as a copy)',
        href: 'https://www.lawserver.com/law/state/indiana/in-code/indiana_code_6-3-2-1_v2',
      },
      verifiedOn: '2026-11-25',
    },
    {
      from: '2027-01-01',
      value: 0.029,
      reference: {
        title: 'Indiana Code 6-3-2-1(a)(8): 2.9% for taxable years beginning after 2026-12-31 (read as a copy)',
        href: 'https://www.lawserver.com/law/state/indiana/in-code/indiana_code_6-3-2-1_v2',
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
          'Indiana Department of Revenue, Indiana add-backs: bonus depreciation add-back (property placed in service after 2001-09-11; refigure income without bonus, add back the difference), with Income Tax Information Bulletin 118 (July 2021, Indiana Register)',
        href: 'https://secure.in.gov/dor/individual-income-taxes/filing-my-taxes/indiana-add-backs',
      },
      verifiedOn: '2026-11-25',
    },
  ],
};
