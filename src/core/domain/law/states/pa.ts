import type { StateLawRecord } from '../state-law.ts';

/** Pennsylvania: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const PA: StateLawRecord = {
  code: 'PA',
  name: 'Pennsylvania',
  verified: false,
  note: "Read: 72 P.S. 7302 (Tax Reform Code section 302) in force from 2024-02-12, a flat 3.07% (copy on Westlaw's public site). The personal income tax has its own depreciation rules and does not allow the 168(k) bonus, but that rests on secondary sources (PSTAP quoting the Department of Revenue; the Department's PA Schedule C page was found but its depreciation lines were not read). Act 72 of 2018 and Act 45 of 2025 concern the corporate net income tax only. 2015-2024 row: section 302 at 3.07% for tax years after 2003, read in the old-law text of SB 758 of 2019 (a bill, not an enacted change), cross-checked with the Department's 2014 PA-40 instructions (a copy: 3.07%), the FTA's and the Tax Foundation's 2015 tables and PolicyEngine-US (3.07% from 2021).",
  topRate: [
    {
      from: '2015-01-01',
      value: 0.0307,
      reference: {
        title:
          'Tax Reform Code of 1971, section 302 (72 P.S. 7302) as amended 2003-12-23 (P.L.250, No.46): tax on each dollar of income at three and seven hundredths per cent, the law in force as reproduced (old-law text) in Senate Bill 758 of 2019, Printer No. 957, on the General Assembly site',
        href: 'https://www.legis.state.pa.us/cfdocs/legis/PN/Public/btCheck.cfm?txtType=HTM&sessYr=2019&sessInd=0&billBody=S&billTyp=B&billNbr=0758&pn=0957',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2025-01-01',
      value: 0.0307,
      reference: {
        title:
          '72 P.S. 7302 (Tax Reform Code of 1971, section 302), imposition of tax: three and seven hundredths per cent, effective 2024-02-12 (read as a copy)',
        href: 'https://govt.westlaw.com/pac/Document/N2F231EC09EA411EEA489FDD1669D9B35?viewType=FullText&originationContext=documenttoc&transitionType=CategoryPageItem&contextData=(sc.Default)',
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
          'PSTAP (Pennsylvania Society of Tax and Accounting Professionals), PA Department of Revenue posts PA bonus depreciation form: entities other than C corporations follow PIT law, which does not recognize bonus depreciation (a secondary source)',
        href: 'https://www.pstap.org/pa-department-of-revenue-posts-pa-bonus-depreciation-form-instructions/',
      },
      verifiedOn: '2026-11-25',
    },
  ],
};
