import type { StateLawRecord } from '../state-law.ts';

/** Louisiana: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const LA: StateLawRecord = {
  code: 'LA',
  name: 'Louisiana',
  verified: false,
  note: 'Starts from federal adjusted gross income; R.S. 47:297.25 adds an elective Louisiana bonus deduction from 2025 (not modelled; no duplication of the federal one).',
  topRate: [
    {
      from: '2025-01-01',
      value: 0.03,
      reference: {
        title: 'PolicyEngine-US parameter file la/tax/income/main/flat/rate.yaml (a secondary source; it cites R.S. 47:32 and the 2025 IT-540 instructions)',
        href: 'https://github.com/PolicyEngine/policyengine-us/blob/8914f89da05465871c6bb62855853a85b244cd1e/policyengine_us/parameters/gov/states/la/tax/income/main/flat/rate.yaml',
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
        title: 'Louisiana Department of Revenue FAQ: does Louisiana offer a deduction for bonus depreciation (not read here)',
        href: 'https://revenue.louisiana.gov/tax-education-and-faqs/faqs/income-tax-reform/does-louisiana-offer-a-deduction-for-bonus-depreciation',
      },
      verifiedOn: '2026-11-24',
    },
  ],
};
