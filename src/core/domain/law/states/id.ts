import type { StateLawRecord } from '../state-law.ts';

/** Idaho: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const ID: StateLawRecord = {
  code: 'ID',
  name: 'Idaho',
  verified: false,
  note: 'Idaho has not adopted 168(k) since 2009; HB 559 (2026) conforms to the Code as of 2026-01-01 and remains decoupled from 168(k) (Tax Commission page and a firm alert, per the survey).',
  topRate: [
    {
      from: '2025-01-01',
      value: 0.053,
      reference: {
        title: 'PolicyEngine-US parameter file id/tax/income/main/single.yaml (a secondary source; it cites HB 40 (2025) and the 2025 instructions)',
        href: 'https://github.com/PolicyEngine/policyengine-us/blob/8914f89da05465871c6bb62855853a85b244cd1e/policyengine_us/parameters/gov/states/id/tax/income/main/single.yaml',
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
        title: 'Idaho State Tax Commission, Internal Revenue Code conformity (named by the survey; not read here)',
        href: 'https://tax.idaho.gov/governance/statutes/irc/',
      },
      verifiedOn: '2026-11-24',
    },
  ],
};
