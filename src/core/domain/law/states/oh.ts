import type { StateLawRecord } from '../state-law.ts';

/** Ohio: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const OH: StateLawRecord = {
  code: 'OH',
  name: 'Ohio',
  verified: false,
  note: "Ohio adds back five-sixths of the bonus and deducts one-fifth of it in each of the five following years (the common case; two-thirds or six-sixths in others; owners of under 5% of a pass-through entity are exempt): Department of Taxation FAQs named by the survey, not read here. Ohio's Code date relative to Public Law 119-21 was not verified (modelled here as following the federal bonus).",
  topRate: [
    {
      from: '2025-01-01',
      value: 0.03125,
      reference: {
        title: 'PolicyEngine-US parameter file oh/tax/income/rates.yaml (a secondary source; it cites the 2025 IT 1040 instructions)',
        href: 'https://github.com/PolicyEngine/policyengine-us/blob/8914f89da05465871c6bb62855853a85b244cd1e/policyengine_us/parameters/gov/states/oh/tax/income/rates.yaml',
      },
      verifiedOn: '2026-11-24',
    },
    {
      from: '2026-01-01',
      value: 0.0275,
      reference: {
        title: 'PolicyEngine-US parameter file oh/tax/income/rates.yaml (a secondary source; it cites House Bill 96 (2025))',
        href: 'https://github.com/PolicyEngine/policyengine-us/blob/8914f89da05465871c6bb62855853a85b244cd1e/policyengine_us/parameters/gov/states/oh/tax/income/rates.yaml',
      },
      verifiedOn: '2026-11-24',
    },
  ],
  bonus: [
    {
      from: '2015-01-01',
      value: {
        kind: 'add_back_spread',
        addBack: {
          numerator: 5,
          denominator: 6,
        },
        years: 5,
        codeDate: null,
      },
      reference: {
        title: 'Ohio Department of Taxation FAQ on bonus depreciation add-back (named by the survey; not read here)',
        href: 'https://www.tax.ohio.gov/faq/tabid/6315/Default.aspx?QuestionID=5221&AFMID=11354',
      },
      verifiedOn: '2026-11-24',
    },
  ],
};
