import type { StateLawRecord } from '../state-law.ts';

/** Rhode Island: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const RI: StateLawRecord = {
  code: 'RI',
  name: 'Rhode Island',
  verified: false,
  note: 'R.I. Gen. Laws 44-61-1 disallows the bonus for the personal income tax (depreciation as before JCWAA); the June 2025 budget also decoupled from Public Law 119-21 generally (a Big-4 alert).',
  topRate: [
    {
      from: '2025-01-01',
      value: 0.0599,
      reference: {
        title: 'PolicyEngine-US parameter file ri/tax/income/rate.yaml (a secondary source; it cites R.I. Gen. Laws 44-30-2.6(c)(2)(A))',
        href: 'https://github.com/PolicyEngine/policyengine-us/blob/8914f89da05465871c6bb62855853a85b244cd1e/policyengine_us/parameters/gov/states/ri/tax/income/rate.yaml',
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
        title: 'R.I. Gen. Laws 44-61-1, bonus depreciation (named by the survey; not read here)',
        href: 'https://webserver.rilegislature.gov/Statutes/TITLE44/44-61/44-61-1.HTM',
      },
      verifiedOn: '2026-11-24',
    },
  ],
};
