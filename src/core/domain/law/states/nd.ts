import type { StateLawRecord } from '../state-law.ts';

/** North Dakota: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const ND: StateLawRecord = {
  code: 'ND',
  name: 'North Dakota',
  verified: false,
  note: 'Read: N.D.C.C. 57-38-01.1 (federal taxable income is the starting point, read as a copy) and Schedule ND-1SA for 2023 (its only additions are lump-sum distributions and S corporation losses; the 2018 and 2022 schedules have no additions at all), so the federal bonus passes through without adjustment. Not verified: the 2.5% top rate (N.D.C.C. 57-38-30.3 as amended by 2023 HB 1158) was read only in secondary sources; the 2025 rate bill HB 1388 was seen as introduced only, and the 2025 ND-1 booklet was not found.',
  topRate: [
    {
      from: '2025-01-01',
      value: 0.025,
      reference: {
        title: 'PolicyEngine-US parameter file nd/tax/income/rates/single.yaml (a secondary source; it cites N.D.C.C. 57-38-30.3 and the 2025 instructions)',
        href: 'https://github.com/PolicyEngine/policyengine-us/blob/8914f89da05465871c6bb62855853a85b244cd1e/policyengine_us/parameters/gov/states/nd/tax/income/rates/single.yaml',
      },
      verifiedOn: '2026-11-24',
    },
  ],
  bonus: [
    {
      from: '2015-01-01',
      value: {
        kind: 'conforms',
      },
      reference: {
        title:
          'North Dakota Office of State Tax Commissioner, Schedule ND-1SA Statutory Adjustments for 2023 (additions: lump-sum distributions and S corporation losses only; read as a copy), with N.D.C.C. 57-38-01.1 (federal taxable income as the starting point)',
        href: 'https://taxformfinder.org/index.php/northdakota/schedule-nd-1sa',
      },
      verifiedOn: '2026-11-25',
    },
  ],
};
