import type { StateLawRecord } from '../state-law.ts';

/** Tennessee: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const TN: StateLawRecord = {
  code: 'TN',
  name: 'Tennessee',
  verified: false,
  note: 'No tax on wages or rental income; the Hall tax on interest and dividends ended with tax year 2020. Not read here in a primary source.',
  topRate: [
    {
      from: '2015-01-01',
      value: 0,
      reference: {
        title: 'Tennessee Code 67-2-102 (Hall income tax on interest and dividends, repealed for tax years after 2020; not read here)',
        href: 'https://www.tn.gov/revenue/taxes/income-tax.html',
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
        title: 'Tennessee Department of Revenue, income tax (not read here)',
        href: 'https://www.tn.gov/revenue/taxes/income-tax.html',
      },
      verifiedOn: '2026-11-24',
    },
  ],
};
