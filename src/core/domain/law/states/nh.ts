import type { StateLawRecord } from '../state-law.ts';

/** New Hampshire: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const NH: StateLawRecord = {
  code: 'NH',
  name: 'New Hampshire',
  verified: false,
  note: 'No tax on wages or rental income; the interest and dividends tax (which never reached them) is repealed from 2025 (PolicyEngine-US records 0 from 2025). Not read here in a primary source.',
  topRate: [
    {
      from: '2015-01-01',
      value: 0,
      reference: {
        title:
          'PolicyEngine-US parameter file nh/tax/income/rate.yaml (a secondary source; it cites New Hampshire DP-10 instructions; the interest and dividends tax only, repealed from 2025)',
        href: 'https://github.com/PolicyEngine/policyengine-us/blob/8914f89da05465871c6bb62855853a85b244cd1e/policyengine_us/parameters/gov/states/nh/tax/income/rate.yaml',
      },
      verifiedOn: '2026-11-24',
    },
  ],
  bonus: [
    {
      from: '2015-01-01',
      value: {
        kind: 'none',
      },
      reference: {
        title:
          'PolicyEngine-US parameter file nh/tax/income/rate.yaml (a secondary source; it cites New Hampshire DP-10 instructions: interest and dividends only)',
        href: 'https://github.com/PolicyEngine/policyengine-us/blob/8914f89da05465871c6bb62855853a85b244cd1e/policyengine_us/parameters/gov/states/nh/tax/income/rate.yaml',
      },
      verifiedOn: '2026-11-24',
    },
  ],
};
