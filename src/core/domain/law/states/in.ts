import type { StateLawRecord } from '../state-law.ts';

/** Indiana: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const IN: StateLawRecord = {
  code: 'IN',
  name: 'Indiana',
  verified: true,
  note: "IC 6-3-2-1(a) read as a copy: 3% for 2025, 2.95% for 2026, 2.9% from 2027 (county taxes excluded). The Department of Revenue's add-backs page and Information Bulletin 118 (July 2021) read: income is refigured as if the 168(k) bonus had not been used and the difference, positive or negative, is added back, which is MACRS without bonus. The 2026 session's SB 243 (Code date moved to 2026-01-01, reported to keep the bonus add-back) was not read; the add-back does not depend on the Code date.",
  topRate: [
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
