import type { StateLawRecord } from '../state-law.ts';

/** Utah: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const UT: StateLawRecord = {
  code: 'UT',
  name: 'Utah',
  verified: false,
  note: "Read: Utah Code 59-10-104 in the version in force from 2025-01-01 (4.5%, superseded on 2026-05-06), the enrolled SB 60 (2026), which amends 59-10-104 retrospectively to 2026-01-01, and the Tax Commission's lists of TC-40A additions and subtractions, which carry no depreciation item, so the federal bonus flows through federal adjusted gross income. Open: the 4.45% figure of SB 60 was read only in news reports (the part of the enrolled text that was read does not show it); the additions and subtractions section 59-10-114 has a version dated 2025-10-14 that was not read, and HB 587 (2026) amends it again from 2026 (only the introduced substitute's header was read), so a late-2025 or 2026 change to the treatment of the bonus cannot be ruled out. 2015-2024: 5% to 2017, 4.95% from 2018, 4.85% for 2022, 4.65% for 2023 and 4.55% for 2024, each cut operative from January 1 of its year (statute copies, the 2022 TC-40, PolicyEngine-US); the 2019 second special session cut (Chapter 1, effective 2020-04-01) was repealed on 2020-01-29 before it applied, so 2020 and 2021 keep 4.95%.",
  topRate: [
    {
      from: '2015-01-01',
      value: 0.05,
      reference: {
        title:
          'Utah Code 59-10-104(2)(b) as amended by Chapter 389, 2008 General Session (copy last updated 2015-01-16): 5% of state taxable income for taxable years from 2008-01-01; PolicyEngine-US ut/tax/income/rate.yaml (secondary) 5% from 2008',
        href: 'http://ut.elaws.us/code/59-10-104',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2018-01-01',
      value: 0.0495,
      reference: {
        title:
          'Utah Code 59-10-104(2)(b), 2019 version (read as a copy): 4.95%; amended by Chapter 456, 2018 General Session, effective 2018-05-08 and operative 2018-01-01 (history in the Casetext copy); PolicyEngine-US (secondary) 4.95% until 2022',
        href: 'https://legalfix.com/statutes/state-codes/utah/title-59/chapter-10/part-1/section-104',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2022-01-01',
      value: 0.0485,
      reference: {
        title:
          'Utah State Tax Commission, 2022 Form TC-40, line 10: Utah tax is line 9 multiplied by 4.85% (.0485) (read as a copy); Utah Code 59-10-104 (2022, Justia copy): 4.85%, amended by Chapter 12, 2022 General Session (retrospective operation to 2022-01-01 per the history in the Casetext copy)',
        href: 'https://ses.stf.com./bookmarks/Ricky%20McGill/Rickys%20Municipalities_wsw/0008/2023041812354216314034.htm',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2023-01-01',
      value: 0.0465,
      reference: {
        title:
          'Utah Code 59-10-104(2)(b) as amended by Chapter 459, 2023 General Session (read as a copy): 4.65%; EY Tax News 2023-0766 (secondary) says H.B. 54 cut the rate to 4.65% retroactive to 2023-01-01, and the bill as introduced (le.utah.gov) provides retrospective operation',
        href: 'https://www.lawserver.com/law/state/utah/ut-code/utah_code_59-10-104',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2024-01-01',
      value: 0.0455,
      reference: {
        title:
          'Utah Code 59-10-104(2)(b) (Casetext copy, current through 2024-05-02): 4.55%, amended in the 2024 General Session, retrospectively operative for taxable years beginning on or after 2024-01-01; PolicyEngine-US ut/tax/income/rate.yaml (secondary) agrees',
        href: 'https://www.casetext.com/statute/utah-code/title-59-revenue-and-taxation/chapter-10-individual-income-tax-act/part-1-determination-and-reporting-of-tax-liability-and-information/section-59-10-104-tax-basis-tax-rate-exemption',
      },
      verifiedOn: '2026-11-29',
    },
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
