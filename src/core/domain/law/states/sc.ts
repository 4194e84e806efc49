import type { StateLawRecord } from '../state-law.ts';

/** South Carolina: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const SC: StateLawRecord = {
  code: 'SC',
  name: 'South Carolina',
  verified: false,
  note: 'Read: S.C. Code 12-6-50(4) (copy): IRC 168(k) is specifically not adopted, so South Carolina depreciation is the federal depreciation without the bonus. The rates rest on secondary sources: 6% for 2025 (the 2025 SC1040 instructions were not read; a March 2025 fiscal note still gave 6.2%), and 5.21% from 2026 under H.4216 (two brackets, 1.99% and 5.21%), which the Senate passed in February 2026; its final enacted text was not read. H.4216 also provides revenue-triggered cuts from 2027, not modelled.',
  topRate: [
    {
      from: '2025-01-01',
      value: 0.06,
      reference: {
        title: 'PolicyEngine-US parameter file sc/tax/income/rates.yaml: 6% top rate for 2025 (a secondary source; it cites the 2025 SC1040 instructions)',
        href: 'https://github.com/PolicyEngine/policyengine-us/blob/0506da5b654d47f46c4e01d56f6944f83ef5348d/policyengine_us/parameters/gov/states/sc/tax/income/rates.yaml',
      },
      verifiedOn: '2026-11-25',
    },
    {
      from: '2026-01-01',
      value: 0.0521,
      reference: {
        title:
          'PolicyEngine-US parameter file sc/tax/income/rates.yaml: 5.21% from 2026 (a secondary source; it cites H.4216, section 1, S.C. Code 12-6-510(C))',
        href: 'https://github.com/PolicyEngine/policyengine-us/blob/0506da5b654d47f46c4e01d56f6944f83ef5348d/policyengine_us/parameters/gov/states/sc/tax/income/rates.yaml',
      },
      verifiedOn: '2026-11-25',
    },
  ],
  bonus: [
    {
      from: '2015-01-01',
      value: {
        kind: 'no_bonus',
      },
      reference: {
        title: 'S.C. Code 12-6-50(4), Internal Revenue Code sections specifically not adopted by the State: 168(k), bonus depreciation (read as a copy)',
        href: 'https://legalfix.com/statutes/state-codes/south-carolina/title-12/chapter-6/section-12-6-50',
      },
      verifiedOn: '2026-11-25',
    },
  ],
};
