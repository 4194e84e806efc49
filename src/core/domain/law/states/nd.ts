import type { StateLawRecord } from '../state-law.ts';

/** North Dakota: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const ND: StateLawRecord = {
  code: 'ND',
  name: 'North Dakota',
  verified: false,
  note: "Read: N.D.C.C. 57-38-01.1 (federal taxable income is the starting point, read as a copy) and Schedule ND-1SA for 2023 (its only additions are lump-sum distributions and S corporation losses; the 2018 and 2022 schedules have no additions at all), so the federal bonus passes through without adjustment. Not verified: the 2.5% top rate (N.D.C.C. 57-38-30.3 as amended by 2023 HB 1158) was read only in secondary sources; the 2025 rate bill HB 1388 was seen as introduced only, and the 2025 ND-1 booklet was not found. The 2015-2024 rows (2.90% 2015-2022, 2.5% 2023-2024) rest on the Tax Commissioner's 2015 rate page and 2024 individual income tax page, with secondary sources for 2016-2023 (GFMEDC, EY, PolicyEngine-US, Tax Foundation on SB 2349); no ND-1 booklet of those years was read.",
  topRate: [
    {
      from: '2015-01-01',
      value: 0.029,
      reference: {
        title:
          "North Dakota Office of State Tax Commissioner, Individual Income Tax Rates: 2015 rates as enacted by the 2015 Legislature (SB 2349), 2.90% over $411,500 single; 2016-2022 at 2.90% read only in secondary sources (GFMEDC's 2019 and 2022 tables, PolicyEngine-US for 2021-2022, EY: 2.9% the top rate before 2023 HB 1158)",
        href: 'http://www.nd.gov/tax/indincome/tables.html',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2023-01-01',
      value: 0.025,
      reference: {
        title:
          "EY Tax News 2023-0849 (a secondary source): HB 1158, signed 2023-04-27 and retroactive to 2023-01-01, sets 0%, 1.95% and 2.50% over $225,975 single for 2023; the Office of State Tax Commissioner's Individual Income Tax page prints 2.50% over $238,200 single for 2024",
        href: 'https://taxnews.ey.com/news/2023-0849-north-dakota-law-lowers-personal-income-tax-rates-retroactive-to-january-1-2023',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2025-01-01',
      value: 0.025,
      reference: {
        title: 'PolicyEngine-US parameter file nd/tax/income/rates/single.yaml (a secondary source; it cites N.D.C.C. 57-38-30.3 and the 2025 instructions)',
        href: 'https://github.com/PolicyEngine/policyengine-us/blob/8914f89da05465871c6bb62855853a85b244cd1e/policyengine_us/parameters/gov/states/nd/tax/income/rates/single.yaml',
      },
      verifiedOn: '2026-11-24',
    },
  ],
  bonus: [
    {
      from: '2015-01-01',
      value: {
        kind: 'conforms',
      },
      reference: {
        title:
          'North Dakota Office of State Tax Commissioner, Schedule ND-1SA Statutory Adjustments for 2023 (additions: lump-sum distributions and S corporation losses only; read as a copy), with N.D.C.C. 57-38-01.1 (federal taxable income as the starting point)',
        href: 'https://taxformfinder.org/index.php/northdakota/schedule-nd-1sa',
      },
      verifiedOn: '2026-11-25',
    },
  ],
};
