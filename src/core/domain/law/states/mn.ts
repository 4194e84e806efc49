import type { StateLawRecord } from '../state-law.ts';

/** Minnesota: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const MN: StateLawRecord = {
  code: 'MN',
  name: 'Minnesota',
  verified: false,
  note: "Revenue department pages read: the 2025 rates and brackets (top 9.85%, Minn. Stat. 290.06) and the bonus addition and subtraction (add back 80% of the Minnesota allowable bonus, figured on the Schedule M1NC worksheet for line 11a after adjusting the federal bonus to Minnesota's Code date, taken as 2023-05-01 from an earlier reading and not re-read here; subtract 20% of it in each of the next five years, kept on schedule after a sale). Not verified: the 2026 tax law (SF 5052, which amends the Code date in 289A.02 subd. 7 and the addition in 290.0131 subd. 9) passed both chambers and its text was not read, so rows from 2026 may differ. Minn. Stat. 290.033 adds 1% on net investment income over $1 million (not in the top rate). The 2015-2024 row (9.85% every year) rests on the department's bracket releases for 2015, 2016 and 2018 (2015 and 2018 read as copies), its rates page archived in 2017 and House Research's rate table (2010-2017); 2019-2024 were read only in secondary sources (GFMEDC's 2019 table, Star Tribune 2020, PolicyEngine-US 2021-2024, Bankrate 2024), all 9.85%.",
  topRate: [
    {
      from: '2015-01-01',
      value: 0.0985,
      reference: {
        title:
          "Minnesota Department of Revenue, news release of 2015-11-05, Minnesota income tax brackets for 2016: 9.85% over $155,650 single (the top rate since 2013); the department's releases for 2015 and 2018 (9.85% over $154,950 and $160,020 single, read as copies) and its rates page as archived in 2017 (2016 and 2017: 9.85%) agree; 2019-2024 at 9.85% rest on secondary sources (Star Tribune for 2020, PolicyEngine-US citing the M1 instructions for 2021-2024)",
        href: 'https://content.govdelivery.com/accounts/MNREV/bulletins/1220438',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2025-01-01',
      value: 0.0985,
      reference: {
        title: 'Minnesota Department of Revenue, Income Tax Rates and Brackets: rates for tax year 2025 (top rate 9.85% for every filing status)',
        href: 'https://revenue.state.mn.us/index.php/minnesota-income-tax-rates-and-brackets',
      },
      verifiedOn: '2026-11-25',
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
      verifiedOn: '2026-11-25',
    },
  ],
};
