import type { StateLawRecord } from '../state-law.ts';

/** Maine: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const ME: StateLawRecord = {
  code: 'ME',
  name: 'Maine',
  verified: false,
  note: "Maine adds back the net increase in depreciation from the 168(k) bonus (36 M.R.S. 5122(1), read in a 2015 bill text on the Legislature's site) and recovers it by later subtractions; the Form 1040ME Schedule 1 instructions (tax years 2014, 2019 and 2021, read only as tax-software copies) compute it against a pro forma Form 4562 without bonus. The Governor's 2025-10-01 determination under P.L. 2025 c. 336 kept tax year 2025 decoupled from the P.L. 119-21 bonus (firm reports). The 7.15% top rate for 2025 and 2026 rests on reports of the Maine Revenue Services rate schedules, not read; the 2026 legislative session's conformity law was not read, and the Maine capital investment credit is not modelled.",
  topRate: [
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
