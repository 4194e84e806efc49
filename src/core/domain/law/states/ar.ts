import type { StateLawRecord } from '../state-law.ts';

/** Arkansas: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const AR: StateLawRecord = {
  code: 'AR',
  name: 'Arkansas',
  verified: false,
  note: 'Ark. Code 26-51-428 adopts IRC 167 and 168(a) to (j), not 168(k): Arkansas depreciation without bonus (statute copy read by the survey; bills to adopt 168(k) did not pass in 2025).',
  topRate: [
    {
      from: '2025-01-01',
      value: 0.039,
      reference: {
        title: 'PolicyEngine-US parameter file ar/tax/income/rates/main/rate.yaml (a secondary source; it cites the 2025 AR1000F instructions)',
        href: 'https://github.com/PolicyEngine/policyengine-us/blob/8914f89da05465871c6bb62855853a85b244cd1e/policyengine_us/parameters/gov/states/ar/tax/income/rates/main/rate.yaml',
      },
      verifiedOn: '2026-11-24',
    },
    {
      from: '2026-01-01',
      value: 0.037,
      reference: {
        title:
          'PolicyEngine-US parameter file ar/tax/income/rates/main/rate.yaml (a secondary source; it cites Act 1 of 2026 (1st Extraordinary Session), A.C.A. 26-51-201(a)(4))',
        href: 'https://github.com/PolicyEngine/policyengine-us/blob/8914f89da05465871c6bb62855853a85b244cd1e/policyengine_us/parameters/gov/states/ar/tax/income/rates/main/rate.yaml',
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
        title: 'Ark. Code 26-51-428, depreciation deductions (copy named by the survey; not read here)',
        href: 'https://casetext.com/statute/arkansas-code-of-1987/title-26-taxation/subtitle-5-state-taxes/chapter-51-income-taxes/subchapter-4-computation-of-tax-liability/section-26-51-428-see-note-depreciation-deductions-expensing-of-property',
      },
      verifiedOn: '2026-11-24',
    },
  ],
};
