import type { StateLawRecord } from '../state-law.ts';

/** Georgia: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const GA: StateLawRecord = {
  code: 'GA',
  name: 'Georgia',
  verified: false,
  note: "Read: the Department of Revenue's 2023 Form 4562 instructions (Georgia has not adopted the 30%, 50% and 100% bonus of 168(k)) and HB 290 (2025) as passed, which keeps treating 168(k) as not in effect in O.C.G.A. 48-1-2(14) with the Code as of 2025-01-01; HB 111 (2025) as passed: 5.19% for 2025, then 0.10 a year down to 4.99%, subject to revenue triggers. The 4.99% for 2026 rests on PolicyEngine-US (HB 463 of 2026); the act itself and any 2026 conformity bill were not read.",
  topRate: [
    {
      from: '2025-01-01',
      value: 0.0519,
      reference: {
        title:
          'Georgia HB 111 (2025), as passed House and Senate, amending O.C.G.A. 48-7-20(a.1): 5.19% for taxable years beginning on or after 2025-01-01 (read as a copy)',
        href: 'https://app.legiplex.com/ga/legislature/2025/2025-r/bills/hb111/drafts-compare',
      },
      verifiedOn: '2026-11-25',
    },
    {
      from: '2026-01-01',
      value: 0.0499,
      reference: {
        title:
          'PolicyEngine-US parameter file ga/tax/income/main/flat_rate.yaml (a secondary source; it cites Georgia HB 463 (2025-2026), section 2-1, amending O.C.G.A. 48-7-20(a.1))',
        href: 'https://github.com/PolicyEngine/policyengine-us/blob/8914f89da05465871c6bb62855853a85b244cd1e/policyengine_us/parameters/gov/states/ga/tax/income/main/flat_rate.yaml',
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
          'Georgia Department of Revenue, Instructions for Form 4562, Georgia Depreciation and Amortization (2023): Georgia has not adopted the 30%, 50% and 100% bonus depreciation rules of IRC 168(k) (read as a copy); HB 290 (2025, as passed) keeps 168(k) as if not in effect',
        href: 'https://taxformfinder.org/index.php/georgia/form-4562',
      },
      verifiedOn: '2026-11-25',
    },
  ],
};
