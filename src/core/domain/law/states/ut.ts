import type { StateLawRecord } from '../state-law.ts';

/** Utah: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const UT: StateLawRecord = {
  code: 'UT',
  name: 'Utah',
  verified: false,
  note: "Read: Utah Code 59-10-104 in the version in force from 2025-01-01 (4.5%, superseded on 2026-05-06), the enrolled SB 60 (2026), which amends 59-10-104 retrospectively to 2026-01-01, and the Tax Commission's lists of TC-40A additions and subtractions, which carry no depreciation item, so the federal bonus flows through federal adjusted gross income. Open: the 4.45% figure of SB 60 was read only in news reports (the part of the enrolled text that was read does not show it); the additions and subtractions section 59-10-114 has a version dated 2025-10-14 that was not read, and HB 587 (2026) amends it again from 2026 (only the introduced substitute's header was read), so a late-2025 or 2026 change to the treatment of the bonus cannot be ruled out.",
  topRate: [
    {
      from: '2025-01-01',
      value: 0.045,
      reference: {
        title: 'Utah Code 59-10-104(2)(b), version effective 2025-01-01 to 2026-05-06: 4.5% of state taxable income (Utah Legislature)',
        href: 'https://le.utah.gov/xcode/Title59/Chapter10/C59-10-S104_2025010120250507.xml',
      },
      verifiedOn: '2026-11-25',
    },
    {
      from: '2026-01-01',
      value: 0.0445,
      reference: {
        title:
          'Utah SB 60 (2026 General Session), enrolled, Income Tax Rate Amendments: amends 59-10-104 retrospectively to 2026-01-01 (header read); the 4.45% rate read only in a secondary source (KSL News)',
        href: 'https://le.utah.gov/Session/2026/bills/enrolled/SB0060.xml',
      },
      verifiedOn: '2026-11-25',
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
          'Utah State Tax Commission, Additions to Income (TC-40A, Part 1): no addition for depreciation; the Subtractions page (TC-40A, Part 2) has none either',
        href: 'https://incometax.utah.gov/additions',
      },
      verifiedOn: '2026-11-25',
    },
  ],
};
