import type { StateLawRecord } from '../state-law.ts';

/** Massachusetts: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const MA: StateLawRecord = {
  code: 'MA',
  name: 'Massachusetts',
  verified: true,
  note: "TIR 03-25 read (and TIR 20-9 in part): the personal income tax follows the current Code for IRC 168 except 168(k) (G.L. c. 62, 1(c) and 2(d)(1)(N)), so depreciation is MACRS without bonus. Top rate on wages, business and rental income: Part B 5% (the Administration's announcement of the cut to 5.0% from 2020-01-01, read as a copy) plus the 4% surtax on taxable income over the indexed threshold (DOR page, G.L. c. 62, 4(d)), 9%. Short-term gains (Part A, 8.5% plus surtax) are not the rate used here; the 2026 session was not checked.",
  topRate: [
    {
      from: '2025-01-01',
      value: 0.09,
      reference: {
        title:
          "Massachusetts DOR, 4% surtax on taxable income over $1,000,000 (G.L. c. 62, 4(d), threshold indexed), with the Baker-Polito Administration's announcement that the Part B rate is 5% from 2020-01-01 (read as a copy): 5% + 4%",
        href: 'https://www.mass.gov/info-details/4-surtax-on-taxable-income-over-1000000',
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
          'Massachusetts DOR, TIR 03-25: Depreciable Business Assets; Modifications for Decoupling from Federal Bonus Depreciation (personal income tax disallows 168(k)), with TIR 20-9 (2020, read in part)',
        href: 'https://www.mass.gov/technical-information-release/tir-03-25-depreciable-business-assets-modifications-for-decoupling',
      },
      verifiedOn: '2026-11-25',
    },
  ],
};
