import type { StateLawRecord } from '../state-law.ts';

/** Kansas: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const KS: StateLawRecord = {
  code: 'KS',
  name: 'Kansas',
  verified: false,
  note: 'K.S.A. 79-32,110 as amended by 2024 Special Session SB 1 read as a copy: 5.58% top rate for 2024 and after. Kansas AGI is federal AGI with the modifications of K.S.A. 79-32,117; the additions were read only in part and no bonus addition was seen, and the 2002 legislature chose not to decouple (a secondary report), so the conformity row is not verified. Open: a 2025 bill making further rate cuts depend on revenue (its enactment and any 2026 rate were not read). Tax years 2015-2024 read in K.S.A. 79-32,110 as copies (the 2023 text for 2015-2017, the SB 1 text for 2018-2024) and KDOR Notice 15-06: 4.6% for 2015-2016, 5.2% for 2017 (2017 SB 30, from January 1), 5.7% for 2018-2023 and 5.58% for 2024 (2024 SB 1, from January 1); the FTA tables for 2015, 2017 and 2021-2024 agree, those of January 1, 2017 and 2024 showing the rates before the laws enacted later in those years.',
  topRate: [
    {
      from: '2015-01-01',
      value: 0.046,
      reference: {
        title:
          'K.S.A. 79-32,110(a)(1)(D) (2023 Kansas Statutes, read as a copy): for tax years 2015 and 2016, $810 plus 4.6% of the excess over $30,000 (joint); with Kansas Department of Revenue Notice 15-06 (2015-07-01): for tax years 2015 to 2017, 4.6% over $30,000 (joint) or $15,000 (others)',
        href: 'https://law.justia.com/codes/kansas/chapter-79/article-32/section-79-32-110/',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2017-01-01',
      value: 0.052,
      reference: {
        title:
          'K.S.A. 79-32,110(a)(1)(E) (2023 Kansas Statutes, read as a copy): for tax year 2017, $2,340 plus 5.2% of the excess over $60,000 (joint), the 2017 SB 30 rates enacted in June 2017 over the veto and applying from 2017-01-01',
        href: 'https://law.justia.com/codes/kansas/chapter-79/article-32/section-79-32-110/',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2018-01-01',
      value: 0.057,
      reference: {
        title:
          'K.S.A. 79-32,110(a)(1)(A) and (a)(2)(A) (read as a copy, current through the 2024 special session): for tax years 2018 through 2023, $2,505 plus 5.7% of the excess over $60,000 (joint) and $1,252.50 plus 5.7% of the excess over $30,000 (others)',
        href: 'https://print.casetext.com/statute/kansas-statutes/chapter-79-taxation/article-32-income-tax/section-79-32110-tax-imposed-classes-of-taxpayers-rates',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2024-01-01',
      value: 0.0558,
      reference: {
        title:
          'K.S.A. 79-32,110(a)(1)(B) and (a)(2)(B) as amended by 2024 Special Session SB 1 (read as a copy): for tax year 2024 and after, $2,392 plus 5.58% of the excess over $46,000 (joint) and $1,196 plus 5.58% of the excess over $23,000 (others); SB 1 was enacted in June 2024 and covers all of tax year 2024',
        href: 'https://print.casetext.com/statute/kansas-statutes/chapter-79-taxation/article-32-income-tax/section-79-32110-tax-imposed-classes-of-taxpayers-rates',
      },
      verifiedOn: '2026-11-29',
    },
    {
      from: '2025-01-01',
      value: 0.0558,
      reference: {
        title:
          'K.S.A. 79-32,110(a)(1)(B) and (a)(2)(B): 5.58% over $46,000 (joint) or $23,000 (others) for tax year 2024 and after (read as a copy, current through the 2024 special session)',
        href: 'https://print.casetext.com/statute/kansas-statutes/chapter-79-taxation/article-32-income-tax/section-79-32110-tax-imposed-classes-of-taxpayers-rates',
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
          'K.S.A. 79-32,117(a)-(b): Kansas AGI is federal AGI with the listed modifications (read as a copy; the additions read only in part, no bonus addition seen), with FTA, Kansas response to bonus depreciation (2002, a secondary source)',
        href: 'https://getpocketlaw.com/law/state_kansas/section-79-32-117-kansas-adjusted-gross-income-of-an-individual-addition-and-subtraction-modification_be426c06b27f',
      },
      verifiedOn: '2026-11-25',
    },
  ],
};
