import type { StateLawRecord } from '../state-law.ts';

/** Massachusetts: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const MA: StateLawRecord = {
  code: 'MA',
  name: 'Massachusetts',
  verified: true,
  note: "TIR 03-25 read (and TIR 20-9 in part): the personal income tax follows the current Code for IRC 168 except 168(k) (G.L. c. 62, 1(c) and 2(d)(1)(N)), so depreciation is MACRS without bonus. Top rate on wages, business and rental income: Part B 5% (the Administration's announcement of the cut to 5.0% from 2020-01-01, read as a copy) plus the 4% surtax on taxable income over the indexed threshold (DOR page, G.L. c. 62, 4(d)), 9%. Short-term gains (Part A, 8.5% plus surtax) are not the rate used here; the 2026 session was not checked. Tax years 2015-2024 read in DOR pages: 5.15% for 2015 and 5.1% for 2016 (2016 tax changes), 5.1% unchanged for 2017, 5.05% for 2019, 5% from 2020, and the 4% surtax from 2023 (over $1,000,000 in 2023, $1,053,750 in 2024), so 9%; 5.1% for 2018 follows from the 2017 page and DOR's notice cutting the rate by 0.05 points to 5.05% for 2019 (no DOR page for 2018 itself was read; CCH's report of the A&F release says 5.10% to 5.05%). The FTA tables for 2015, 2017 and 2021-2024 agree.",
  topRate: [
    {
      from: '2015-01-01',
      value: 0.0515,
      reference: {
        title:
          'Massachusetts DOR, Tax Changes for 2016 (pages 3-4 of the 2016 Form 1 instructions): the rate on most classes of taxable income is 5.1% for tax years from 2016-01-01, decreased from 5.15% for tax year 2015',
        href: 'http://www.mass.gov/dor/individuals/filing-and-payment-information/guide-to-personal-income-tax/tax-changes-for-2016.html',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2016-01-01',
      value: 0.051,
      reference: {
        title:
          'Massachusetts DOR, 2017 Personal Income Tax Changes: for tax years from 2017-01-01 the rate on most classes of taxable income remains unchanged at 5.1% (5.1% from 2016 per the Tax Changes for 2016); 2018 stays at 5.1%, as DOR announced the next 0.05-point cut, to 5.05%, for 2019',
        href: 'https://www.mass.gov/guides/2017-personal-income-tax-changes',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2019-01-01',
      value: 0.0505,
      reference: {
        title:
          'Massachusetts DOR, Major 2019 Tax Changes (pages 3-5 of the 2019 Form 1 instructions): for tax years from 2019-01-01 the rate on most classes of taxable income is changed to 5.05%',
        href: 'https://www.mass.gov/info-details/major-2019-tax-changes',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2020-01-01',
      value: 0.05,
      reference: {
        title:
          'Massachusetts DOR, 2020 Personal Income and Corporate Excise Tax Law Changes: for tax years from 2020-01-01 the rate on most classes of taxable income is changed to 5% (Part B; no surtax before 2023)',
        href: 'https://www.mass.gov/info-details/2020-personal-income-and-corporate-excise-tax-law-changes',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2023-01-01',
      value: 0.09,
      reference: {
        title:
          'Massachusetts DOR, 4% surtax on taxable income over $1,000,000 (G.L. c. 62, 4(d)): from tax year 2023, 4% on taxable income over the surtax threshold, $1,000,000 for 2023 and $1,053,750 for 2024, on top of the 5% Part B rate (DOR 2020 changes): 9%',
        href: 'https://www.mass.gov/info-details/4-surtax-on-taxable-income-over-1000000',
      },
      verifiedOn: '2026-11-29',
    },
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
