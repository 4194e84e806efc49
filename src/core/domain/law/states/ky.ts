import type { StateLawRecord } from '../state-law.ts';

/** Kentucky: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const KY: StateLawRecord = {
  code: 'KY',
  name: 'Kentucky',
  verified: true,
  note: "The legislature's record of 2025 HB 1 (Acts ch. 1, signed 2025-02-06) read: the rate falls from 4% to 3.5% for taxable years from 2026-01-01. KRS 141.0101 and KRS 141.010 read as copies: property placed in service after 2001-09-10 is depreciated only under IRC 168 and 179 as in effect on 2001-12-31, before any bonus, so MACRS without bonus. Open: a further cut to 3% needs a new act (reported as not triggered for 2027; the 2026 session was checked only in part), and the current text of KRS 141.0101(16) was not read in full.",
  topRate: [
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
