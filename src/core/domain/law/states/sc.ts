import type { StateLawRecord } from '../state-law.ts';

/** South Carolina: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const SC: StateLawRecord = {
  code: 'SC',
  name: 'South Carolina',
  verified: false,
  note: "Read: S.C. Code 12-6-50(4) (copy): IRC 168(k) is specifically not adopted, so South Carolina depreciation is the federal depreciation without the bonus. The rates rest on secondary sources: 6% for 2025 (the 2025 SC1040 instructions were not read; a March 2025 fiscal note still gave 6.2%), and 5.21% from 2026 under H.4216 (two brackets, 1.99% and 5.21%), which the Senate passed in February 2026; its final enacted text was not read. H.4216 also provides revenue-triggered cuts from 2027, not modelled. 2015-2024: 7% to 2021 (S.C. Code 12-6-510(A) with the editor's 2017 and 2020 schedules), 6.5% for 2022 (secondary only), 6.4% for 2023 (editor's 2023 schedule) and 6.2% for 2024 (H. 5100, secondary only); EY's alert says H. 4300 (2023) set 6.4% from 2024, which the 2023 schedule contradicts, so 2023 follows the schedule, and an accountant's page still showing 6.5% for 2023 was set aside.",
  topRate: [
    {
      from: '2015-01-01',
      value: 0.07,
      reference: {
        title:
          "S.C. Code 12-6-510(A), 2017 edition (Justia copy): 7% on income over $11,100, brackets indexed, for taxable years after 1994, with the editor's 2017 tax computation schedule (7% on $14,650 or more); the 2020 schedule (7% on $15,400 or more, getpocketlaw copy) agrees, and the Department of Revenue's statement that the top rate was 7% for 2021 and prior was seen only in a search-engine excerpt",
        href: 'https://law.justia.com/codes/south-carolina/2017/title-12/chapter-6/section-12-6-510/index.html',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2022-01-01',
      value: 0.065,
      reference: {
        title:
          "PolicyEngine-US parameter file sc/tax/income/rates.yaml (a secondary source; it cites the SC 2022 Income Tax Chart): 6.5% top rate for 2022; tax-brackets.org (secondary) 6.5% over $16,040; S.C. Code 12-6-510(B) as amended by 2022 Act 228 (phase-in of the cut from 7% from 2022, read as a copy, the 6.5% step not shown); the Department's 2022 Tax Rate Schedule (multiply by 6.5%) seen only in a search-engine excerpt",
        href: 'https://github.com/PolicyEngine/policyengine-us/blob/8914f89da05465871c6bb62855853a85b244cd1e/policyengine_us/parameters/gov/states/sc/tax/income/rates.yaml',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2023-01-01',
      value: 0.064,
      reference: {
        title:
          "S.C. Code 12-6-510 with the editor's 2023 tax computation schedule (read as a copy): 6.4% times the amount less $670 on $16,680 or more; PolicyEngine-US sc/tax/income/rates.yaml (secondary) 6.4% for 2023; the Department's 2023 instructions (top rate changed to 6.4% for tax year 2023) seen only in a search-engine excerpt",
        href: 'https://d1tvxue8o4w0fl.cloudfront.net/statute/code-of-laws-of-south-carolina-1976/title-12-taxation/chapter-6-south-carolina-income-tax-act/article-5-tax-rates-and-imposition/section-12-6-510-tax-rates-for-individuals-estates-and-trusts-for-taxable-years-after-1994',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2024-01-01',
      value: 0.062,
      reference: {
        title:
          "EY Tax News 2024-1390 (a secondary source): H. 5100, approved 2024-07-03, lowers the top rate from 6.4% to 6.2% retroactive to 2024-01-01; PolicyEngine-US sc/tax/income/rates.yaml (6.2% for 2024, citing the SC 2024 Income Tax Chart), TaxSlayer and Bankrate (all secondary) agree; the Department's 2024 tables were not read",
        href: 'https://taxnews.ey.com/news/2024-1390',
      },
      verifiedOn: '2026-11-29',
    },
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
