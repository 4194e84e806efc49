import type { StateLawRecord } from '../state-law.ts';

/** Idaho: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const ID: StateLawRecord = {
  code: 'ID',
  name: 'Idaho',
  verified: false,
  note: "Idaho Code 63-3022O (read as a copy), the Tax Commission's bonus depreciation page and IDAPA 35.01.01.125 (read): basis, depreciation and gains on property acquired after 2009 are computed without 168(k), which Idaho's Code-conformity date does not change (HB 559 of 2026 keeps the decoupling, per a firm alert). The 5.3% rate of HB 40 (2025) was read only in news reports and the Governor's release, so that row rests on PolicyEngine-US; whether the 2026 session changed the rate was not checked. The 2015-2024 rows: 7.4% (2015-2017) and 6.925% (2018) are read in the Tax Commission's rate schedule page (2015-2016 only through incometaxpro.net), 6.925% for 2019-2020 in Idaho Code 63-3024 as amended by HB 463 (read as a copy), 6% for 2022 in the HB 436 statement of purpose and 5.8% for 2023 in 63-3024 as amended by HB 1 (read as a copy); 6.5% for 2021 (HB 380) and 5.695% for 2024 (HB 521) rest on Idaho Reports, PolicyEngine-US and a bill summary, the acts themselves not read.",
  topRate: [
    {
      from: '2015-01-01',
      value: 0.074,
      reference: {
        title:
          'Idaho State Tax Commission, Individual Income Tax Rate Schedule (years 2011-2018): 7.4% over $11,043 single for 2017 and over $10,718 for 2014 (read); the 2015 and 2016 tables were cut off in the copy, incometaxpro.net gives the Commission 2016 schedule (7.4% over $10,904, secondary)',
        href: 'https://tax.idaho.gov/i-1110.cfm',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2018-01-01',
      value: 0.06925,
      reference: {
        title:
          'Idaho State Tax Commission, Individual Income Tax Rate Schedule, year 2018: 6.925% over $11,279 single (read); Idaho Code 63-3024 as amended by HB 463 (2018) (read as a copy): 6.925% on $7,500 and over (indexed), in force until HB 380 (2021)',
        href: 'https://tax.idaho.gov/i-1110.cfm',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2021-01-01',
      value: 0.065,
      reference: {
        title:
          'Idaho Reports (Idaho Public Television), Tax relief bill introduced in House committee, 2022-01-12 (secondary): 2020 rates top out at 6.925%, the 2021 rates of HB 380 at 6.5% on $5,000 and over; PolicyEngine-US id/tax/income/main/single.yaml gives 6.5% for 2021',
        href: 'https://blog.idahoreports.idahoptv.org/2022/01/12/tax-relief-bill-introduced-in-house-committee/',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2022-01-01',
      value: 0.06,
      reference: {
        title:
          'Idaho HB 436 (2022), statement of purpose (read as a copy): brackets consolidated to 1%, 3%, 4.5% and 6%, retroactive to 2022-01-01; PolicyEngine-US single.yaml gives 6% for 2022',
        href: 'https://fastdemocracy.com/bill-summary/?billsummary_state=id&billsummary_id=IDB00005663&billsummary_session=2022',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2023-01-01',
      value: 0.058,
      reference: {
        title:
          'Idaho Code 63-3024(2) as amended by HB 1 (2022 first extraordinary session) (read as a copy): 5.8% of taxable income over $2,500 ($5,000 joint); the HB 1 statement of purpose: a flat 5.8% for individuals',
        href: 'https://www.lawserver.com/law/state/idaho/id-code/idaho_code_63-3024',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2024-01-01',
      value: 0.05695,
      reference: {
        title:
          'PolicyEngine-US parameter file id/tax/income/main/single.yaml (a secondary source; it cites HB 521 (2024) and the 2024 instructions): 5.695%; a FastDemocracy summary of the 2025 rate bill (secondary) describes it as lowering 5.695% to 5.3%',
        href: 'https://github.com/PolicyEngine/policyengine-us/blob/8914f89da05465871c6bb62855853a85b244cd1e/policyengine_us/parameters/gov/states/id/tax/income/main/single.yaml',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2025-01-01',
      value: 0.053,
      reference: {
        title: 'PolicyEngine-US parameter file id/tax/income/main/single.yaml (a secondary source; it cites HB 40 (2025) and the 2025 instructions)',
        href: 'https://github.com/PolicyEngine/policyengine-us/blob/8914f89da05465871c6bb62855853a85b244cd1e/policyengine_us/parameters/gov/states/id/tax/income/main/single.yaml',
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
          'Idaho State Tax Commission, Bonus depreciation: for property acquired before 2008 or after 2009, compute Idaho depreciation as if the special allowance had not been claimed (Idaho Code 63-3022O, read as a copy; IDAPA 35.01.01.125)',
        href: 'https://tax.idaho.gov/bonus-depreciation',
      },
      verifiedOn: '2026-11-25',
    },
  ],
};
