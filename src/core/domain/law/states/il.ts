import type { StateLawRecord } from '../state-law.ts';

/** Illinois: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const IL: StateLawRecord = {
  code: 'IL',
  name: 'Illinois',
  verified: false,
  note: "Read: the Department's income tax rates page (4.95% since 2017-07-01), the 2022 IL-4562 instructions and 2023 form (add back the federal bonus and subtract a share of the regular depreciation each year, reversed on disposition: MACRS without bonus in timing; the form reverses 30, 40, 50, 80 or 100 percent bonus) and its question 102 (the 100% bonus of Public Law 115-97 needed no Illinois adjustment). The start of the 100% add-back (P.A. 102-16: tax years ending on or after 2021-12-31, recorded here as property placed in service from 2021) rests on secondary sources; the act was not read.",
  topRate: [
    {
      from: '2025-01-01',
      value: 0.0495,
      reference: {
        title: 'Illinois Department of Revenue, Income Tax Rates: individual income tax 4.95 percent of net income, effective July 1, 2017',
        href: 'https://tax.illinois.gov/research/taxrates/income.html',
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
        title:
          'Illinois Department of Revenue, 2022 Form IL-4562 Instructions: the form reverses the effects of the 30, 40, 50, 80 or 100 percent bonus (read as a copy)',
        href: 'https://ses.stf.com/bookmarks/Candice%20Butts/Candice_wsw/0001/2023060812025155612073.htm_old.htm',
      },
      verifiedOn: '2026-11-25',
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
      verifiedOn: '2026-11-25',
    },
    {
      from: '2021-01-01',
      value: {
        kind: 'no_bonus',
      },
      reference: {
        title:
          'Illinois Department of Revenue, 2022 Form IL-4562 Instructions: 100 percent bonus now reversed (read as a copy); the 2021 start (P.A. 102-16, tax years ending on or after 2021-12-31) rests on a secondary source',
        href: 'https://ses.stf.com/bookmarks/Candice%20Butts/Candice_wsw/0001/2023060812025155612073.htm_old.htm',
      },
      verifiedOn: '2026-11-25',
    },
  ],
};
