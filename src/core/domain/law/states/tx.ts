import type { StateLawRecord } from '../state-law.ts';

/** Texas: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const TX: StateLawRecord = {
  code: 'TX',
  name: 'Texas',
  verified: true,
  note: "Texas Constitution article VIII, section 24-a (added 2019-11-05) forbids a tax on the net incomes of individuals, an individual's share of partnership income included; the repealed section 24 required a referendum before one. No tax on wages or rental income in any year the records cover. Text read as a copy.",
  topRate: [
    {
      from: '2015-01-01',
      value: 0,
      reference: {
        title: 'Texas Constitution, article VIII, sections 24 (to 2019) and 24-a: no tax on the net incomes of individuals (read as a copy)',
        href: 'https://statutes.capitol.texas.gov/Docs/CN/htm/CN.8.htm#8.24a',
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
        title: 'Texas Constitution, article VIII, section 24-a: the legislature may not impose a tax on the net incomes of individuals (read as a copy)',
        href: 'https://statutes.capitol.texas.gov/Docs/CN/htm/CN.8.htm#8.24a',
      },
      verifiedOn: '2026-11-24',
    },
  ],
};
