import type { StateLawRecord } from '../state-law.ts';

/** South Dakota: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const SD: StateLawRecord = {
  code: 'SD',
  name: 'South Dakota',
  verified: false,
  note: 'No individual income tax. On 2026-11-25 no primary source (statute, constitution or Department of Revenue page) was found in the stored pages, only tax-guide sites, so the record stays unverified and the rows were not re-checked.',
  topRate: [
    {
      from: '2015-01-01',
      value: 0,
      reference: {
        title: 'South Dakota Department of Revenue: no individual income tax (not read here)',
        href: 'https://dor.sd.gov/',
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
        title: 'South Dakota Department of Revenue: no individual income tax (not read here)',
        href: 'https://dor.sd.gov/',
      },
      verifiedOn: '2026-11-24',
    },
  ],
};
