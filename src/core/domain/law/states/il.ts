import type { StateLawRecord } from '../state-law.ts';

/** Illinois: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const IL: StateLawRecord = {
  code: 'IL',
  name: 'Illinois',
  verified: false,
  note: "Form IL-4562 (2022 instructions read) adds back the federal bonus and subtracts a share of the regular depreciation each year, by bonus percentage (42.9% of it for 30% bonus property, 100% for 50%, 400% for 80%), which is MACRS without bonus in timing; the disposition year reverses both. The Department's question 102 (read) says the 100% bonus of Public Law 115-97 needed no Illinois adjustment. The boundary of 2021 (P.A. 102-16: tax years ending on or after 2021-12-31) rests on secondary sources; the act was not read.",
  topRate: [
    {
      from: '2025-01-01',
      value: 0.0495,
      reference: {
        title: 'Illinois Department of Revenue, Income Tax Rates: individual income tax 4.95 percent of net income, effective July 1, 2017',
        href: 'https://tax.illinois.gov/research/taxrates/income.html',
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
        title:
          'Illinois Department of Revenue, 2022 Form IL-4562 Instructions: the form reverses the effects of the 30, 40, 50, 80 or 100 percent bonus (read as a copy)',
        href: 'https://ses.stf.com/bookmarks/Candice%20Butts/Candice_wsw/0001/2023060812025155612073.htm_old.htm',
      },
      verifiedOn: '2026-11-24',
    },
    {
      from: '2017-09-28',
      value: {
        kind: 'conforms',
      },
      reference: {
        title:
          'Illinois Department of Revenue, How do I report bonus depreciation? (question 102): the 100% bonus of Public Law 115-97 is allowed by Illinois, no adjustment',
        href: 'https://www2.illinois.gov/rev/questionsandanswers/Pages/102.aspx',
      },
      verifiedOn: '2026-11-24',
    },
    {
      from: '2021-01-01',
      value: {
        kind: 'no_bonus',
      },
      reference: {
        title:
          'Illinois Department of Revenue, 2022 Form IL-4562 Instructions: the form reverses the effects of the 30, 40, 50, 80 or 100 percent bonus (read as a copy)',
        href: 'https://ses.stf.com/bookmarks/Candice%20Butts/Candice_wsw/0001/2023060812025155612073.htm_old.htm',
      },
      verifiedOn: '2026-11-24',
    },
  ],
};
