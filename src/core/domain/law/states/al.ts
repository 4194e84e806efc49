import type { StateLawRecord } from '../state-law.ts';

/** Alabama: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const AL: StateLawRecord = {
  code: 'AL',
  name: 'Alabama',
  verified: false,
  note: "Follows the federal bonus for individuals as the research survey reads it (no add-back found); the Department of Revenue's November 2025 analysis of Public Law 119-21 was not read here.",
  topRate: [
    {
      from: '2025-01-01',
      value: 0.05,
      reference: {
        title:
          'PolicyEngine-US parameter file al/tax/income/rates/single.yaml (a secondary source; it cites Code of Alabama 40-18-5 and the 2025 Form 40 instructions)',
        href: 'https://github.com/PolicyEngine/policyengine-us/blob/8914f89da05465871c6bb62855853a85b244cd1e/policyengine_us/parameters/gov/states/al/tax/income/rates/single.yaml',
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
        title: 'Bradley, Alabama Department of Revenue issues analysis of the impact of OBBBA (secondary; not read here)',
        href: 'https://www.bradley.com/insights/publications/2025/11/alabama-department-of-revenue-issues-helpful-analysis-of-impact-of-obbba-on-alabama-income-tax-code',
      },
      verifiedOn: '2026-11-24',
    },
  ],
};
