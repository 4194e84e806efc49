import type { DatedParameter } from './dated-parameter.ts';
import { REFERENCES as R } from './references.ts';

/**
 * The alternative depreciation system's recovery period (IRC 168(g)(2)(C)) of each class the
 * study moves property into: for property with a class life, the class life itself. The class
 * lives are those of Rev. Proc. 87-56 (1987-2 C.B. 674), the table the IRS reprints as
 * Publication 946, Appendix B, for the asset class each of the estimator's class examples belongs
 * to (domain/estimate/class-examples.ts, domain/tax/reclassified-split.ts):
 *
 * - 5-year: asset class 57.0, Distributive Trades and Services, class life 9 years, GDS 5, ADS 9;
 * - 7-year: asset class 00.11, Office Furniture, Fixtures, and Equipment, class life 10, GDS 7, ADS 10;
 * - 15-year: asset class 00.3, Land Improvements, class life 20, GDS 15, ADS 20.
 *
 * The GDS periods follow from the class lives by 168(e)(1) (more than 4 and under 10 years: 5-year
 * property; 10 to under 16: 7-year; 20 to under 25: 15-year), which is how the tax courts read the
 * table (Norwest Corp. v. Commissioner, 111 T.C. 105 (1998), for 00.11 and 57.0, citing the procedure
 * at 1987-2 C.B. 676 and 686; a 1999 Tax Court memorandum, Hart v. Commissioner, for 00.3, citing
 * it at 677). The procedure's own table was not in the reference corpus: the class lives were read
 * from those decisions' quotations of it, the ADS column from secondary reprints of the table (a
 * quick life chart of Rev. Procs 87-56 and 87-57: 00.11 10/10/7, 00.3 20/20/15), and the rule that
 * the ADS period is the class life from 168(g)(2)(C) as summarised in Tax Facts.
 *
 * Issue 35 uses them as a default: what the property is worth at a sale, as its cost less
 * straight-line wear over these periods. The row applies to property placed in service after 1986,
 * when Rev. Proc. 87-56 took effect with the Tax Reform Act of 1986.
 */

/** One recovery class: the asset class it belongs to and its ADS recovery period. */
export interface AdsRecoveryPeriod {
  /** The Rev. Proc. 87-56 asset class, as it numbers it ("57.0"). */
  assetClass: string;
  /** The asset class's name in the procedure. */
  assetClassName: string;
  /** Its class life in years, which is its ADS recovery period (168(g)(2)(C)). */
  years: number;
}

export interface AdsRecoveryPeriods {
  fiveYear: AdsRecoveryPeriod;
  sevenYear: AdsRecoveryPeriod;
  fifteenYear: AdsRecoveryPeriod;
}

export const adsRecoveryPeriods: DatedParameter<AdsRecoveryPeriods> = {
  name: 'adsRecoveryPeriods',
  unit: 'years',
  description:
    'ADS recovery periods (IRC 168(g)(2)(C): the class life of Rev. Proc. 87-56) of the asset classes the 5-, 7- and 15-year property belongs to, years',
  dependsOn: 'the date the property was placed in service',
  rows: [
    {
      from: '1987-01-01',
      value: {
        fiveYear: { assetClass: '57.0', assetClassName: 'Distributive Trades and Services', years: 9 },
        sevenYear: { assetClass: '00.11', assetClassName: 'Office Furniture, Fixtures, and Equipment', years: 10 },
        fifteenYear: { assetClass: '00.3', assetClassName: 'Land Improvements', years: 20 },
      },
      reference: R.adsRecoveryPeriods,
    },
  ],
};
