import type { StateLawRecord } from '../state-law.ts';

/** Washington: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const WA: StateLawRecord = {
  code: 'WA',
  name: 'Washington',
  verified: false,
  note: 'No tax on wages or rental income; the capital gains excise tax does not reach rental income or depreciation. Open: news reports (read 2026-11-25; the bill text was not read) say SB 6346, a 9.9% tax on income over $1 million from 2028, passed the legislature on 2026-03-11 and the governor said he would sign it. Court and ballot challenges are expected. Not modelled here: re-read before 2028. No primary source for the rows was found, so they were not re-checked.',
  topRate: [
    {
      from: '2015-01-01',
      value: 0,
      reference: {
        title:
          'PolicyEngine-US parameter file wa/tax/income/millionaires_tax/rate.yaml (a secondary source; it cites ESSB 6346 (2026), section 201(1): 9.9% from 2028, not modelled here)',
        href: 'https://github.com/PolicyEngine/policyengine-us/blob/8914f89da05465871c6bb62855853a85b244cd1e/policyengine_us/parameters/gov/states/wa/tax/income/millionaires_tax/rate.yaml',
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
        title: 'Washington Department of Revenue: no personal income tax; capital gains excise tax only (not read here)',
        href: 'https://dor.wa.gov/taxes-rates/other-taxes/capital-gains-tax',
      },
      verifiedOn: '2026-11-24',
    },
  ],
};
