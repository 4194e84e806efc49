import type { DatedParameter } from './dated-parameter.ts';
import { REFERENCES as R } from './references.ts';

/**
 * The Tax Table of the Form 1040 instructions: a taxable income under $100,000 is taxed as the
 * table prints it, not by the rate schedules (Instructions for Form 1040, line 16: "If your
 * taxable income is less than $100,000, you must use the Tax Table"; the Schedule D Tax
 * Worksheet's lines 44 and 46 say the same). Each row of the table is a band "at least X but less
 * than Y", and its tax is the rate schedule's tax on the band's midpoint, rounded to the nearest
 * whole dollar: $5, $10 and $10 bands at the bottom (0 to 5, 5 to 15, 15 to 25), $25 bands to
 * $3,000, then $50 bands to $100,000. The bands have been the same every year the estimator
 * records, 2015 on (the 2015 to 2017 instructions said it on line 44, as the 2025 ones on line
 * 16; see the reference); the brackets the tax is figured from are each year's own
 * (ordinary-brackets.ts).
 */
export interface TaxTableBands {
  /** From this taxable income on, the rate schedule (the Tax Computation Worksheet) applies instead. */
  below: number;
  /** Where each run of bands starts and how wide its bands are, lowest first: a run goes on until the next starts. */
  bands: ReadonlyArray<{ from: number; width: number }>;
}

export const taxTable: DatedParameter<TaxTableBands> = {
  name: 'taxTable',
  unit: 'dollars',
  description: 'The Tax Table: below this taxable income the tax is the rate schedule’s on the middle of the table’s band, in whole dollars',
  dependsOn: 'the first day of the tax year',
  rows: [
    {
      from: '2015-01-01',
      value: {
        below: 100_000,
        bands: [
          { from: 0, width: 5 },
          { from: 5, width: 10 },
          { from: 25, width: 25 },
          { from: 3_000, width: 50 },
        ],
      },
      reference: R.taxTable,
    },
  ],
};
