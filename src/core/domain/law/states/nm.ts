import type { StateLawRecord } from '../state-law.ts';

/** New Mexico: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const NM: StateLawRecord = {
  code: 'NM',
  name: 'New Mexico',
  verified: true,
  note: "Read: NMSA 7-2-7 as in force from 2025 (top rate 5.9%, copy current through the 2024 session); the Taxation and Revenue Department's page saying the personal income tax starts from federal adjusted gross income; Schedule PIT-ADJ (2014 and 2023 copies), whose additions include nothing for depreciation; and the 2026 committee substitute for SB 151, which decouples from the bonus for the corporate income tax only, from 2027. Open: the PIT-ADJ for 2025, the October 2025 special session and the enacted 2026 laws beyond SB 151 were not read. 2015-2024 rows: section 7-2-7 read in its version for taxable years from 2008 (4.9% top) and its version for taxable years from 2021 (5.9% over $210,000 single), cross-checked with the FTA's 2015 table (4.9%) and KOB's report of the Department's December 2020 announcement (top rate up one point to 5.9% for 2021); that the 2008 version governed every year to 2020 rests on the 2021 version's start date, no form for 2016-2020 was read.",
  topRate: [
    {
      from: '2015-01-01',
      value: 0.049,
      reference: {
        title:
          'NMSA 1978, section 7-2-7 as enacted by Laws 2005, ch. 104, section 4, for taxable years beginning on or after 2008-01-01 (read as a copy): single, over $16,000, $504.50 plus 4.9% of the excess; joint over $24,000 and separate over $12,000 likewise 4.9%',
        href: 'https://getpocketlaw.com/law/state_new_mexico/section-7-2-7-individual-income-tax-rates_88104aea4cd0',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2021-01-01',
      value: 0.059,
      reference: {
        title:
          'NMSA 1978, section 7-2-7 (2021 New Mexico Statutes, read as a copy), for taxable years beginning on or after 2021-01-01: single, over $210,000, $10,010.50 plus 5.9% of the excess (joint over $315,000, separate over $157,500)',
        href: 'https://law.justia.com/codes/new-mexico/2021/chapter-7/article-2/section-7-2-7/?current=1',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2025-01-01',
      value: 0.059,
      reference: {
        title:
          'NMSA 1978, section 7-2-7, individual income tax rates for taxable years beginning on or after 2025-01-01: 5.9% on the top bracket (read as a copy)',
        href: 'https://casetext.com/statute/new-mexico-statutes-1978/chapter-7-taxation/article-2-income-tax-general-provisions/section-7-2-7-effective-112025-individual-income-tax-rates',
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
          'New Mexico Schedule PIT-ADJ, additions to federal adjusted gross income (2023 form, read as a copy): no addition for depreciation; with TRD, Personal Income Tax Information Overview (starts from federal AGI) and 2026 SB 151 committee substitute (corporate only)',
        href: 'https://taxformfinder.org/index.php/newmexico/form-pit-adj',
      },
      verifiedOn: '2026-11-25',
    },
  ],
};
