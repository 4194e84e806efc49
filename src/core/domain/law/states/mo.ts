import type { StateLawRecord } from '../state-law.ts';

/** Missouri: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const MO: StateLawRecord = {
  code: 'MO',
  name: 'Missouri',
  verified: false,
  note: "Read: RSMo 143.121 (Missouri adjusted gross income is federal adjusted gross income with the listed modifications; the only depreciation addition, 143.121.2(3), reaches the 2002 federal bonus on property bought July 2002 to June 2003), read in an older copy (the opening of the current section, reprinted in 2024 HB 2457 as introduced, reads the same; its later subdivisions were not compared); and RSMo 143.011 (4.95% from 2023, lower rates only when the revenue triggers are met), read as a copy. Not verified: the 4.7% top rate for 2025 rests on the triggers as the department applied them, read only in secondary sources; a 2026 trigger cut and the 2026 plan to phase out the income tax (a statewide vote was sought) were not checked. The 2015-2024 rows rest on primary sources: RSMo 143.011 as of 2013 (6%) and the department's tax year changes pages for each year 2017-2024 (6% 2017, 5.9% 2018, 5.4% 2019-2021, 5.3% 2022, 4.95% 2023, 4.8% 2024); they agree with PolicyEngine-US from 2019 and with TaxSlayer and eFile summaries. 2015 and 2016 were not read on a form of those years; the rate is the statute's and the first reduction came in 2018.",
  topRate: [
    {
      from: '2015-01-01',
      value: 0.06,
      reference: {
        title:
          "RSMo 143.011 as of 2013-08-28 on the General Assembly's site: $315 plus 6% of the excess over $9,000; the SB 509 (2014) reductions could begin only with the 2017 calendar year, and the Department of Revenue's tax year changes page for 2017 still prints $315 plus 6% of the excess over $9,072",
        href: 'http://www.moga.mo.gov/statutes/c100-199/1430000011.htm',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2018-01-01',
      value: 0.059,
      reference: {
        title:
          'Missouri Department of Revenue, Individual Income Tax Year Changes for tax year 2018: over $9,253, $324 plus 5.9% of the excess (the first SB 509 reduction)',
        href: 'https://dor.mo.gov/personal/whatsnew/',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2019-01-01',
      value: 0.054,
      reference: {
        title:
          'Missouri Department of Revenue, Individual Income Tax Year Changes for tax years 2019, 2020 and 2021: 5.4% of the excess over $8,424, $8,584 and $8,704 (HB 2540, 2018); the 2021 page read at dor.mo.gov/taxation/individual/tax-types/income/year-changes/',
        href: 'https://dor.mo.gov/personal/whatsnew/',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2022-01-01',
      value: 0.053,
      reference: {
        title: 'Missouri Department of Revenue, 2022 Individual Income Tax Year Changes: over $8,968, $291 plus 5.3% of the excess',
        href: 'https://dor.mo.gov/taxation/individual/tax-types/income/year-changes/',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2023-01-01',
      value: 0.0495,
      reference: {
        title:
          'Missouri Department of Revenue, 2023 Individual Income Tax Year Changes: over $8,449, $234 plus 4.95% of the excess (SB 3 & 5, 2022 special session; RSMo 143.011.2)',
        href: 'http://www.dor.mo.gov/personal/whatsnew/',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2024-01-01',
      value: 0.048,
      reference: {
        title:
          'Missouri Department of Revenue, 2024 Individual Income Tax Year Changes: over $8,911, $248 plus 4.80% of the excess (the RSMo 143.011.3 reduction)',
        href: 'https://dor.mo.gov/taxation/individual/tax-types/income/year-changes',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2025-01-01',
      value: 0.047,
      reference: {
        title: 'PolicyEngine-US parameter file mo/tax/income/rates.yaml (a secondary source; it cites RSMo 143.011 and the 2025 MO-1040 instructions)',
        href: 'https://github.com/PolicyEngine/policyengine-us/blob/8914f89da05465871c6bb62855853a85b244cd1e/policyengine_us/parameters/gov/states/mo/tax/income/rates.yaml',
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
          'RSMo 143.121.1 and 143.121.2(3), Missouri adjusted gross income: federal AGI with modifications, the depreciation addition limited to property bought 2002-07-01 to 2003-06-30 (read as a copy)',
        href: 'http://www.laws9.com/statutes/missouri/t10/c143/143_121',
      },
      verifiedOn: '2026-11-25',
    },
  ],
};
