import type { StateLawRecord } from '../state-law.ts';

/** Maine: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const ME: StateLawRecord = {
  code: 'ME',
  name: 'Maine',
  verified: false,
  note: "Maine adds back the net increase in depreciation from the 168(k) bonus (36 M.R.S. 5122(1), read in a 2015 bill text on the Legislature's site) and recovers it by later subtractions; the Form 1040ME Schedule 1 instructions (tax years 2014, 2019 and 2021, read only as tax-software copies) compute it against a pro forma Form 4562 without bonus. The Governor's 2025-10-01 determination under P.L. 2025 c. 336 kept tax year 2025 decoupled from the P.L. 119-21 bonus (firm reports). The 7.15% top rate for 2025 and 2026 rests on reports of the Maine Revenue Services rate schedules, not read; the 2026 legislative session's conformity law was not read, and the Maine capital investment credit is not modelled. Tax years 2015-2024: 7.95% for 2015 (36 M.R.S. 5111 as a copy, with the FTA 2015 table) and 7.15% from 2016 (MRS rate schedules for 2018 and 2021 as copies; 2016 only in a firm's table, and 2019-2020 and 2022-2024 only in FTA tables and a Thomson Reuters report of MRS's 2024 schedules); the 3% surcharge over $200,000 voted in 2016 (Question 2) for tax years from 2017 was repealed by the 2017 budget for those same years (MRS notice of 2017-07-31, read as a copy), so no return used the 10.15% the FTA table of January 1, 2017 shows. From 2026: the 2% surcharge over $1,000,000 (statewide, on all taxable income, so in the top rate as Massachusetts' 4% is), read in PolicyEngine-US; the enacted L.D. 2212 text was not read here.",
  topRate: [
    {
      from: '2015-01-01',
      value: 0.0795,
      reference: {
        title:
          '36 M.R.S. 5111 (read as a copy): the single schedule as amended by P.L. 2015, c. 267, Pt. DD, $1,021 plus 7.95% of the excess over $20,900; with the FTA table for tax year 2015 (a secondary source): Maine 0% to 7.95%, top bracket from $20,900 (single)',
        href: 'https://lawserver.com/law/state/maine/me-statutes/maine_revised_statutes_title_36_5111',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2016-01-01',
      value: 0.0715,
      reference: {
        title:
          'Maine Revenue Services, Individual Income Tax 2018 Rates (read as a copy): $3,222 plus 7.15% of the excess over $50,750 (single); the same 7.15% top rate in MRS 2021 Rates (read as a copy), in a CPA firm table of the 2016 schedule (7.15% over $37,500 single, a secondary source) and in the FTA tables for 2021-2024; for 2017, MRS notice of 2017-07-31 (read as a copy): the budget enacted 2017-07-04 repealed the 3% surcharge on taxable income over $200,000 for tax years beginning on or after 2017-01-01',
        href: 'https://assets.documentcloud.org/documents/5346100/Mainetaxes.txt',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2025-01-01',
      value: 0.0715,
      reference: {
        title:
          'Thomson Reuters Tax, Maine announces individual income tax rate schedules for 2026 (MRS, 2025-09-15): 7.15% top bracket, unchanged from 2025 (a secondary source)',
        href: 'https://tax.thomsonreuters.com/news/maine-announces-individual-income-tax-rate-schedules-personal-exemption-standard-deduction-for-2026',
      },
      verifiedOn: '2026-11-25',
    },
    {
      from: '2026-01-01',
      value: 0.0915,
      reference: {
        title:
          "PolicyEngine-US parameter files me/tax/income/surcharge/rate.yaml and threshold.yaml (a secondary source; they cite 36 MRS 5111 sub-§7 as enacted by H.P. 1491, L.D. 2212, Part DDDD): a 2% surcharge on Maine taxable income over $1,000,000 single from tax year 2026, on the 7.15% top bracket; the Legislature's fiscal note on LD 210's House Amendment describes the same surcharge",
        href: 'https://github.com/PolicyEngine/policyengine-us/blob/8914f89da05465871c6bb62855853a85b244cd1e/policyengine_us/parameters/gov/states/me/tax/income/surcharge/rate.yaml',
      },
      verifiedOn: '2026-11-29',
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
          "36 M.R.S. 5122(1) as shown in 127th Legislature SP 616: add back the net increase in depreciation from IRC 168(k) (the Legislature's bill text), with Pierce Atwood on the Governor's 2025 determination (a secondary source)",
        href: 'https://legislature.maine.gov/legis/bills/bills_127th/billtexts/SP061603.asp',
      },
      verifiedOn: '2026-11-25',
    },
  ],
};
