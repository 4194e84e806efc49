import type { StateLawRecord } from '../state-law.ts';

/** Pennsylvania: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const PA: StateLawRecord = {
  code: 'PA',
  name: 'Pennsylvania',
  verified: false,
  note: "Read: 72 P.S. 7302 (Tax Reform Code section 302) in force from 2024-02-12, a flat 3.07% (copy on Westlaw's public site). The personal income tax has its own depreciation rules and does not allow the 168(k) bonus, but that rests on secondary sources (PSTAP quoting the Department of Revenue; the Department's PA Schedule C page was found but its depreciation lines were not read). Act 72 of 2018 and Act 45 of 2025 concern the corporate net income tax only.",
  topRate: [
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
