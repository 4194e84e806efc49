import type { StateLawRecord } from '../state-law.ts';

/** Kentucky: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const KY: StateLawRecord = {
  code: 'KY',
  name: 'Kentucky',
  verified: false,
  note: 'KRS 141.0101 depreciates property placed in service after 2001-09-10 under the Code as of 2001-12-31, without bonus.',
  topRate: [
    {
      from: '2025-01-01',
      value: 0.04,
      reference: {
        title: 'PolicyEngine-US parameter file ky/tax/income/rate.yaml (a secondary source; it cites KRS 141.020 and the 2025 Form 740 instructions)',
        href: 'https://github.com/PolicyEngine/policyengine-us/blob/8914f89da05465871c6bb62855853a85b244cd1e/policyengine_us/parameters/gov/states/ky/tax/income/rate.yaml',
      },
      verifiedOn: '2026-11-24',
    },
    {
      from: '2026-01-01',
      value: 0.035,
      reference: {
        title: 'PolicyEngine-US parameter file ky/tax/income/rate.yaml (a secondary source; it cites House Bill 1 (2025), KRS 141.020)',
        href: 'https://github.com/PolicyEngine/policyengine-us/blob/8914f89da05465871c6bb62855853a85b244cd1e/policyengine_us/parameters/gov/states/ky/tax/income/rate.yaml',
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
        title: 'KRS 141.0101 (copy named by the survey; not read here)',
        href: 'https://lawserver.com/law/state/kentucky/ky-statutes/kentucky_statutes_141-0101',
      },
      verifiedOn: '2026-11-24',
    },
  ],
};
