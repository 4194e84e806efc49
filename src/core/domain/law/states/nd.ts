import type { StateLawRecord } from '../state-law.ts';

/** North Dakota: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const ND: StateLawRecord = {
  code: 'ND',
  name: 'North Dakota',
  verified: false,
  note: 'Starts from federal taxable income; no bonus modification found in chapter 57-38 (index only).',
  topRate: [
    {
      from: '2025-01-01',
      value: 0.025,
      reference: {
        title: 'PolicyEngine-US parameter file nd/tax/income/rates/single.yaml (a secondary source; it cites N.D.C.C. 57-38-30.3 and the 2025 instructions)',
        href: 'https://github.com/PolicyEngine/policyengine-us/blob/8914f89da05465871c6bb62855853a85b244cd1e/policyengine_us/parameters/gov/states/nd/tax/income/rates/single.yaml',
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
        title: 'North Dakota Century Code chapter 57-38 (index only; not read here)',
        href: 'https://ndlegis.gov/cencode/t57c38.html',
      },
      verifiedOn: '2026-11-24',
    },
  ],
};
