import type { StateLawRecord } from '../state-law.ts';

/** Delaware: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const DE: StateLawRecord = {
  code: 'DE',
  name: 'Delaware',
  verified: false,
  note: "30 Del. C. 1101 (read) ties the personal income tax to the Internal Revenue Code as amended from time to time, so individuals take the federal bonus until HB 255. HB 255 (signed 2025-11-19): the General Assembly's synopsis (read) decouples individuals from the Public Law 119-21 full expensing for property acquired and placed in service after 2025-12-31; the engrossed bill was read only in its corporate section, so the personal-income-tax text (section 1106) was not read, and the 20% for 2026 and none after (the Code as it stood before Public Law 119-21) is inferred. Property acquired in 2025 and placed in service in 2026 is treated the same here. The 6.6% top rate rests on PolicyEngine-US and the 2013 bill (HB 50) that set it; the enacted text and any 2025-2026 rate change were not read. The 2015-2024 row rests on the Division of Revenue's rate page for tax years 2014 and later (6.6% over $60,000), cross-checked with ITEP's 2015 profile (0%-6.6%), rate tables for 2018 and 2024 (paycheckguru, efile.com) and PolicyEngine-US de/tax/income/rate.yaml (0.066 from 2014); no rate change between 2015 and 2024 was found.",
  topRate: [
    {
      from: '2015-01-01',
      value: 0.066,
      reference: {
        title:
          'Delaware Division of Revenue, Tax Rate Changes (page for software developers), for tax years 2014 and later: $2,943.50 plus .066 of taxable income over $60,000',
        href: 'https://revenue.delaware.gov/software-developer/tax-rate-changes/',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2025-01-01',
      value: 0.066,
      reference: {
        title:
          'Delaware HB 50 (147th General Assembly), draft: 6.6% of taxable income over $60,000 for taxable years after 2013, amending 30 Del. C. 1102(a)(14) (read as a copy; the enacted text not read); for 2025 a secondary source, PolicyEngine-US de/tax/income/rate',
        href: 'https://legiscan.com/DE/text/HB50/id/789448/Delaware-2013-HB50-Draft.html',
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
          '30 Del. C. 1101: references to the laws of the United States mean the Internal Revenue Code of 1986 and amendments, as effective for any taxable year (Delaware Code online)',
        href: 'http://delcode.delaware.gov/title30/c011/sc01/index.shtml',
      },
      verifiedOn: '2026-11-25',
    },
    {
      from: '2026-01-01',
      value: {
        kind: 'phase_down',
        bonusRate: 0.2,
      },
      reference: {
        title:
          'Delaware General Assembly, daily report of 2025-11-05, HB 255 synopsis: individuals decouple from the Public Law 119-21 full expensing for property acquired and placed in service after 2025-12-31; the 20% rate (the Code before Public Law 119-21) is inferred, the section 1106 text was not read',
        href: 'https://www.delcode.delaware.gov/DailyRecords/Detail?date=20251105',
      },
      verifiedOn: '2026-11-25',
    },
    {
      from: '2027-01-01',
      value: {
        kind: 'phase_down',
        bonusRate: 0,
      },
      reference: {
        title:
          'Delaware HB 255 as amended by House Amendments 2 and 3, engrossed text (read in its corporate section only); no bonus from 2027 under the Code before Public Law 119-21 is inferred, the section 1106 text was not read',
        href: 'https://legis.delaware.gov/json/BillDetail/GenerateHtmlDocumentEngrossment?docTypeId=6&engrossmentId=37616',
      },
      verifiedOn: '2026-11-25',
    },
  ],
};
