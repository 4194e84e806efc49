import type { StateLawRecord } from '../state-law.ts';

/** Oklahoma: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const OK: StateLawRecord = {
  code: 'OK',
  name: 'Oklahoma',
  verified: false,
  note: 'Conforms; 68 O.S. 2358.6A also offers a permanent Oklahoma 100% expensing election (not modelled).',
  topRate: [
    {
      from: '2025-01-01',
      value: 0.0475,
      reference: {
        title: 'PolicyEngine-US parameter file ok/tax/income/rates/single.yaml (a secondary source; it cites the 2025 Form 511 instructions)',
        href: 'https://github.com/PolicyEngine/policyengine-us/blob/8914f89da05465871c6bb62855853a85b244cd1e/policyengine_us/parameters/gov/states/ok/tax/income/rates/single.yaml',
      },
      verifiedOn: '2026-11-24',
    },
    {
      from: '2026-01-01',
      value: 0.045,
      reference: {
        title: 'PolicyEngine-US parameter file ok/tax/income/rates/single.yaml (a secondary source; it cites HB 2764 (2025))',
        href: 'https://github.com/PolicyEngine/policyengine-us/blob/8914f89da05465871c6bb62855853a85b244cd1e/policyengine_us/parameters/gov/states/ok/tax/income/rates/single.yaml',
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
        title: '68 O.S. 2358.6A, expensing for qualified property (not read here)',
        href: 'https://casetext.com/statute/oklahoma-statutes/title-68-revenue-and-taxation/chapter-1-tax-codes/article-23-income-tax/oklahoma-equal-opportunity-scholarship-act/section-23586a-expensing-for-qualified-property-and-qualified-improvement-property',
      },
      verifiedOn: '2026-11-24',
    },
  ],
};
