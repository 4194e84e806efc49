import type { StateLawRecord } from '../state-law.ts';

/** Arkansas: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const AR: StateLawRecord = {
  code: 'AR',
  name: 'Arkansas',
  verified: false,
  note: 'Ark. Code 26-51-428 read as a copy (current through the 2024 sessions): it adopts IRC 167 and 168(a) to (j) as in effect on 2019-01-01, not 168(k), so Arkansas depreciation has no bonus. Open: the 2025 rate (3.9%) rests on PolicyEngine-US, not on the 2025 AR1000F instructions or Act 1 of the 2024 2nd Extraordinary Session, which were not read. The 2026 rate (3.7%, HB1001 of the 2026 extraordinary session, enacted 2026-05-06) rests on a bill tracker; the act text on arkleg was not found. Whether the 2025 or 2026 sessions amended 26-51-428 was not checked in the session laws.',
  topRate: [
    {
      from: '2025-01-01',
      value: 0.039,
      reference: {
        title: 'PolicyEngine-US parameter file ar/tax/income/rates/main/rate.yaml (a secondary source; it cites the 2025 AR1000F instructions)',
        href: 'https://github.com/PolicyEngine/policyengine-us/blob/8914f89da05465871c6bb62855853a85b244cd1e/policyengine_us/parameters/gov/states/ar/tax/income/rates/main/rate.yaml',
      },
      verifiedOn: '2026-11-24',
    },
    {
      from: '2026-01-01',
      value: 0.037,
      reference: {
        title:
          'BillTrack50, Arkansas HB1001 (2026 extraordinary session), signed 2026-05-06: 3.7% on income over $94,700 for tax years from 2026 (a secondary source; the act text was not read)',
        href: 'https://www.billtrack50.com/billdetail/2002790',
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
          'Ark. Code 26-51-428(a)(1): 26 U.S.C. 167 and 168(a)-(j) as in effect on January 1, 2019, adopted for property purchased in tax years from 2014; 168(k) not adopted (read as a copy, current through the 2024 sessions)',
        href: 'https://casetext.com/statute/arkansas-code-of-1987/title-26-taxation/subtitle-5-state-taxes/chapter-51-income-taxes/subchapter-4-computation-of-tax-liability/section-26-51-428-see-note-depreciation-deductions-expensing-of-property',
      },
      verifiedOn: '2026-11-25',
    },
  ],
};
