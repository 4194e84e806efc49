import type { StateLawRecord } from '../state-law.ts';

/** Iowa: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const IA: StateLawRecord = {
  code: 'IA',
  name: 'Iowa',
  verified: false,
  note: 'Rolling conformity from 2023; coupled to 168(k) for property placed in service from 2021 (SF 619 of 2021); before 2021 Iowa decoupled (recorded here as no bonus). The 2026 session was not checked.',
  topRate: [
    {
      from: '2025-01-01',
      value: 0.038,
      reference: {
        title:
          'PolicyEngine-US parameter file ia/tax/income/rates/by_filing_status/other.yaml (a secondary source; it cites the Iowa Department of Revenue bracket announcements)',
        href: 'https://github.com/PolicyEngine/policyengine-us/blob/8914f89da05465871c6bb62855853a85b244cd1e/policyengine_us/parameters/gov/states/ia/tax/income/rates/by_filing_status/other.yaml',
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
        title: 'Iowa Department of Revenue, IA 1040 expanded instructions: conformity with the IRC (named by the survey; not read here)',
        href: 'https://revenue.iowa.gov/taxes/tax-guidance/individual-income-tax/1040-expanded-instructions/conformity-irc',
      },
      verifiedOn: '2026-11-24',
    },
    {
      from: '2021-01-01',
      value: {
        kind: 'conforms',
      },
      reference: {
        title: 'Iowa Department of Revenue, conformity with the IRC: 168(k) followed for property placed in service from 2021 (not read here)',
        href: 'https://revenue.iowa.gov/taxes/tax-guidance/individual-income-tax/1040-expanded-instructions/conformity-irc',
      },
      verifiedOn: '2026-11-24',
    },
  ],
};
