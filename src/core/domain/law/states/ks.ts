import type { StateLawRecord } from '../state-law.ts';

/** Kansas: the top individual rate by tax year and the treatment of the federal bonus by date placed in service. */
export const KS: StateLawRecord = {
  code: 'KS',
  name: 'Kansas',
  verified: false,
  note: 'K.S.A. 79-32,110 as amended by 2024 Special Session SB 1 read as a copy: 5.58% top rate for 2024 and after. Kansas AGI is federal AGI with the modifications of K.S.A. 79-32,117; the additions were read only in part and no bonus addition was seen, and the 2002 legislature chose not to decouple (a secondary report), so the conformity row is not verified. Open: a 2025 bill making further rate cuts depend on revenue (its enactment and any 2026 rate were not read).',
  topRate: [
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
