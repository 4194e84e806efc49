import type { StateLawRecord } from '../state-law.ts';

/** Tennessee: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const TN: StateLawRecord = {
  code: 'TN',
  name: 'Tennessee',
  verified: true,
  note: "Tenn. Code 67-2-102 (read as a copy) and the Department of Revenue's HIT-1 article read: the Hall income tax reached only dividends from stocks and interest on bonds (4% in 2017 stepping down to 1% in 2020, 0% from 2021) and never wages or rents. The franchise and excise taxes on entities (an LLC holding rental property among them) are not an individual income tax and are not modelled.",
  topRate: [
    {
      from: '2015-01-01',
      value: 0,
      reference: {
        title:
          'Tenn. Code 67-2-102, Hall income tax: a tax only on dividends from stocks and interest on bonds, stepped down to 0% for tax years from 2021; none on wages or rents (2023 code, read as a copy)',
        href: 'https://law.justia.com/codes/tennessee/title-67/chapter-2/section-67-2-102/',
      },
      verifiedOn: '2026-11-25',
    },
  ],
  bonus: [
    {
      from: '2015-01-01',
      value: {
        kind: 'none',
      },
      reference: {
        title: 'Tennessee Department of Revenue, HIT-1 Tennessee Income Tax on Interest and Dividend Income: no state income tax on earned income',
        href: 'https://revenue.support.tn.gov/hc/en-us/articles/360057352952-HIT-1-Tennessee-Income-Tax-on-Interest-and-Dividend-Income',
      },
      verifiedOn: '2026-11-25',
    },
  ],
};
