import type { StateLawRecord } from '../state-law.ts';

/** California: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const CA: StateLawRecord = {
  code: 'CA',
  name: 'California',
  verified: false,
  note: "Searched again on 2026-11-25 for R&TC 17250 and the FTB 3885A and Schedule CA (540) instructions: none of their texts on 168(k) could be read in the stored copies, so both rows still rest on secondary sources (EY's SB 711 alert for the treatment, PolicyEngine-US for the rate). The legislature's record of SB 711 (Ch. 231, Stats. 2025, signed 2025-10-01) was read and confirms it amends section 17250, but not what it says. Top rate: 12.3% plus the 1% Mental Health Services Tax over $1 million (R&TC 17043); the 2025 Form 540 rate schedule was not found.",
  topRate: [
    {
      from: '2025-01-01',
      value: 0.133,
      reference: {
        title:
          'PolicyEngine-US parameter file ca/tax/income/rates/single.yaml and mental_health_services.yaml (a secondary source; it cites the FTB 2025 Form 540 tax rate schedules, R&TC 17041 and 17043: 12.3% plus 1%)',
        href: 'https://github.com/PolicyEngine/policyengine-us/blob/8914f89da05465871c6bb62855853a85b244cd1e/policyengine_us/parameters/gov/states/ca/tax/income/rates/single.yaml and mental_health_services.yaml',
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
        title: 'EY Tax News 2025-2032, California updates general date conformity and continues to decouple from bonus depreciation (secondary)',
        href: 'https://taxnews.ey.com/news/2025-2032-california-updates-general-date-conformity-to-internal-revenue-code-while-continuing-to-decouple-from-significant-federal-provisions',
      },
      verifiedOn: '2026-11-24',
    },
  ],
};
