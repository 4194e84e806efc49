import type { StateLawRecord } from '../state-law.ts';

/** Nevada: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const NV: StateLawRecord = {
  code: 'NV',
  name: 'Nevada',
  verified: false,
  note: 'No individual income tax: the Nevada Constitution, article 10, section 1, forbids an income tax on the wages or personal income of natural persons. On 2026-11-25 that text was found only quoted in news reports, not in the constitution itself or a faithful copy of it, so the record stays unverified; the rows were not re-checked.',
  topRate: [
    {
      from: '2015-01-01',
      value: 0,
      reference: {
        title: 'Nevada Constitution, article 10, section 1(9): no income tax on individuals (not read here)',
        href: 'https://www.leg.state.nv.us/const/nvconst.html',
      },
      verifiedOn: '2026-11-24',
    },
  ],
  bonus: [
    {
      from: '2015-01-01',
      value: {
        kind: 'none',
      },
      reference: {
        title: 'Nevada Constitution, article 10, section 1(9) (not read here)',
        href: 'https://www.leg.state.nv.us/const/nvconst.html',
      },
      verifiedOn: '2026-11-24',
    },
  ],
};
