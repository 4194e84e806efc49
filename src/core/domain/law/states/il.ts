import type { StateLawRecord } from '../state-law.ts';

/** Illinois: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const IL: StateLawRecord = {
  code: 'IL',
  name: 'Illinois',
  verified: false,
  note: "Read: the Department's income tax rates page (4.95% since 2017-07-01), the 2022 IL-4562 instructions and 2023 form (add back the federal bonus and subtract a share of the regular depreciation each year, reversed on disposition: MACRS without bonus in timing; the form reverses 30, 40, 50, 80 or 100 percent bonus) and its question 102 (the 100% bonus of Public Law 115-97 needed no Illinois adjustment). The start of the 100% add-back (P.A. 102-16: tax years ending on or after 2021-12-31, recorded here as property placed in service from 2021) rests on secondary sources; the act was not read. The 2015-2024 rows rest on the Department's forms read as copies: 3.75% for 2015-2016, the blended 4.3549% the 2017 form prints (a mid-year change; Schedule SA's specific accounting was the alternative) and 4.95% from 2018, cross-checked with a copy of the Department's prior-year rate table (3.75% from 2015 to 2017-06-30, 5% for 2011-2014), news reports of the blended rate (rounded to 4.35%) and a 2020 IL-1040 (4.95%). PolicyEngine-US dates the 3.75% from 2015-07-01, which the 2015 instructions contradict.",
  topRate: [
    {
      from: '2015-01-01',
      value: 0.0375,
      reference: {
        title:
          'Illinois Department of Revenue, Income Tax Rates page (version before the 2017-07-01 increase): individual income tax for tax years beginning on or after January 1, 2015, 3.75 percent of net income; the 2016 Form IL-1040, line 13, multiplies by 3.75% (read as a copy)',
        href: 'http://tax.illinois.gov/taxrates/income.htm',
      },
      verifiedOn: '2026-11-30',
    },
    {
      from: '2017-01-01',
      value: 0.043549,
      reference: {
        title:
          'Illinois Department of Revenue, 2017 Form IL-1040 Instructions: Public Act 100-0022 raised the rate during 2017 (3.75% to 4.95% on 2017-07-01); the form uses the blended rate of 4.3549 percent (.043549) for most taxpayers, Schedule SA being the alternative (read as a copy)',
        href: 'https://dokumen.tips/documents/2015-form-il-1040-instructions.html',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2018-01-01',
      value: 0.0495,
      reference: {
        title:
          'Illinois Department of Revenue, Income Tax Rates: individual income tax 4.95 percent of net income, effective July 1, 2017 (so for all of 2018); the 2018 Form IL-1040, line 12, multiplies net income by 4.95% (read as a copy)',
        href: 'https://tax.illinois.gov/research/taxrates/income.html',
      },
      verifiedOn: '2026-11-30',
    },
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
          'Illinois Department of Revenue, How do I report bonus depreciation? (question 102): the purpose of Form IL-4562 is to reverse the effects of the bonus depreciation (other than 100 percent bonus depreciation) allowed by IRC Section 168(k)',
        href: 'https://www2.illinois.gov/rev/questionsandanswers/Pages/102.aspx',
      },
      verifiedOn: '2026-11-30',
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
