import type { StateLawRecord } from '../state-law.ts';

/** Colorado: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const CO: StateLawRecord = {
  code: 'CO',
  name: 'Colorado',
  verified: false,
  note: 'Rolling conformity: follows the federal bonus for 2025 and 2026 as the survey reads it; HB26-1222 (an add-back from 2027) had not passed at the last reading. The top rate depends on TABOR refunds.',
  topRate: [
    {
      from: '2025-01-01',
      value: 0.044,
      reference: {
        title: 'PolicyEngine-US parameter file co/tax/income/rate.yaml (a secondary source; it cites the 2025 Colorado 104 Book, line 12)',
        href: 'https://github.com/PolicyEngine/policyengine-us/blob/8914f89da05465871c6bb62855853a85b244cd1e/policyengine_us/parameters/gov/states/co/tax/income/rate.yaml',
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
        title: 'Baker Tilly, Colorado legislative session includes tax law changes (secondary; not read here)',
        href: 'https://bakertilly-dev-80a63c66fca4.herokuapp.com/insights/colorados-legislative-session-includes-tax-law-changes',
      },
      verifiedOn: '2026-11-24',
    },
  ],
};
