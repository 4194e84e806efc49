import type { StateLawRecord } from '../state-law.ts';

/** Kansas: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const KS: StateLawRecord = {
  code: 'KS',
  name: 'Kansas',
  verified: false,
  note: 'Kansas adjusted gross income starts from federal; no bonus add-back found in what the survey read (low confidence).',
  topRate: [
    {
      from: '2025-01-01',
      value: 0.0558,
      reference: {
        title: 'PolicyEngine-US parameter file ks/tax/income/rates/other.yaml (a secondary source; it cites the 2025 Form K-40 instructions)',
        href: 'https://github.com/PolicyEngine/policyengine-us/blob/8914f89da05465871c6bb62855853a85b244cd1e/policyengine_us/parameters/gov/states/ks/tax/income/rates/other.yaml',
      },
      verifiedOn: '2026-11-24',
    },
  ],
  bonus: [
    {
      from: '2015-01-01',
      value: {
        kind: 'conforms',
      },
      reference: {
        title: 'Kansas HB 2059 (2025), statute text compare (read in part by the survey; not read here)',
        href: 'https://app.legiplex.com/ks/legislature/2025/2025-r/bills/hb2059/drafts-compare',
      },
      verifiedOn: '2026-11-24',
    },
  ],
};
