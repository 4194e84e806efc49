import type { StateLawRecord } from '../state-law.ts';

/** California: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const CA: StateLawRecord = {
  code: 'CA',
  name: 'California',
  verified: false,
  note: "Searched again on 2026-11-25 for R&TC 17250 and the FTB 3885A and Schedule CA (540) instructions: none of their texts on 168(k) could be read in the stored copies, so both rows still rest on secondary sources (EY's SB 711 alert for the treatment, PolicyEngine-US for the rate). The legislature's record of SB 711 (Ch. 231, Stats. 2025, signed 2025-10-01) was read and confirms it amends section 17250, but not what it says. Top rate: 12.3% plus the 1% Mental Health Services Tax over $1 million (R&TC 17043); the 2025 Form 540 rate schedule was not found. The 2015-2024 row (13.3%): copies of the FTB Schedule X for 2015, 2019 and 2020 (12.3% top bracket) and R&TC 17043 (1% over $1 million from 2005), cross-checked with the FTA tables for 2015, 2017 and 2021 (12.3% top bracket), the FTB notice page on the Mental Health Services Tax, the Proposition 55 summary (the 2012 Proposition 30 rates over $250,000 extended through 2030) and PolicyEngine-US (12.3% and 1% for 2021-2024); the FTB schedules of 2016-2018 and 2021-2024 were not read themselves.",
  topRate: [
    {
      from: '2015-01-01',
      value: 0.133,
      reference: {
        title:
          'FTB 2020 California Tax Rate Schedules, Schedule X, read as a copy on accountingportal.com: 12.3% over $599,012 single (the 2015 and 2019 schedules, copied on ustaxtips.net: 12.3% over $526,443 and $590,742); R&TC 17043 (read as a copy): additional 1% on taxable income over $1,000,000 for taxable years from 2005; 12.3% + 1% = 13.3% (secondary sources for the schedules)',
        href: 'https://www.accountingportal.com/2020-california-individual-tax-rate-tables/',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2025-01-01',
      value: 0.133,
      reference: {
        title:
          'PolicyEngine-US parameter file ca/tax/income/rates/single.yaml and mental_health_services.yaml (a secondary source; it cites the FTB 2025 Form 540 tax rate schedules, R&TC 17041 and 17043: 12.3% plus 1%)',
        href: 'https://github.com/PolicyEngine/policyengine-us/blob/8914f89da05465871c6bb62855853a85b244cd1e/policyengine_us/parameters/gov/states/ca/tax/income/rates/single.yaml',
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
