import type { StateLawRecord } from '../state-law.ts';

/** Minnesota: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const MN: StateLawRecord = {
  code: 'MN',
  name: 'Minnesota',
  verified: false,
  note: "Revenue department pages read: add back 80% of the Minnesota allowable bonus, figured on the Schedule M1NC worksheet for line 11a after adjusting the federal bonus to Minnesota's Code date (2023-05-01, before Public Law 119-21), and subtract 20% of it in each of the five following years, keeping that schedule after a sale. Not verified: the 2026 tax law (SF 5052, which amends the Code date and 290.0131 subd. 9) passed both chambers and was not read, so 2026 rows may differ. Minn. Stat. 290.033 adds 1% on net investment income over $1 million (not in the top rate).",
  topRate: [
    {
      from: '2025-01-01',
      value: 0.0985,
      reference: {
        title: 'PolicyEngine-US parameter file mn/tax/income/rates/single.yaml (a secondary source; it cites the 2025 M1 instructions tax rate schedules)',
        href: 'https://github.com/PolicyEngine/policyengine-us/blob/8914f89da05465871c6bb62855853a85b244cd1e/policyengine_us/parameters/gov/states/mn/tax/income/rates/single.yaml',
      },
      verifiedOn: '2026-11-24',
    },
  ],
  bonus: [
    {
      from: '2015-01-01',
      value: {
        kind: 'add_back_spread',
        addBack: {
          numerator: 4,
          denominator: 5,
        },
        years: 5,
        codeDate: '2023-05-01',
      },
      reference: {
        title:
          'Minnesota Department of Revenue, Federal Bonus Depreciation Addition (80% of the Minnesota allowable bonus; Schedule M1NC worksheet for line 11a) and Federal Bonus Depreciation Subtraction (20% a year for five years, none accelerated at a sale)',
        href: 'https://www.revenue.state.mn.us/federal-bonus-depreciation-addition',
      },
      verifiedOn: '2026-11-24',
    },
  ],
};
