import { describe, expect, it } from 'vitest';
import { buildingSaleShare, halfYearSaleShare, midQuarterSaleShare, quarterOf, SALE_SCALE } from '../../../../src/core/domain/tax/disposition.ts';

/** A sale share as a fraction of the rate it was given (sale units are 24ths). */
const fractionOf = (units: number, rate: number) => units / (rate * SALE_SCALE);

describe('disposition: the sale year (Publication 946, property disposed of before the end of the recovery period)', () => {
  it('half-year property: half of the year’s table rate', () => {
    expect(fractionOf(halfYearSaleShare(11_520, false), 11_520)).toBe(0.5); // 5-year, year 4: 11.52% -> 5.76%
  });

  it('half-year property in the table’s last year: the full rate (already a half year)', () => {
    expect(fractionOf(halfYearSaleShare(5_760, true), 5_760)).toBe(1); // 5-year, year 6: 5.76%
  });

  it.each([
    [1, 0.125],
    [3, 0.125],
    [4, 0.375],
    [6, 0.375],
    [7, 0.625],
    [9, 0.625],
    [10, 0.875],
    [12, 0.875],
  ])('mid-quarter property sold in month %i: %f of the year’s rate', (month, fraction) => {
    expect(fractionOf(midQuarterSaleShare(9_880, month), 9_880)).toBe(fraction);
  });

  it('quarters: January to March is the first, October to December the fourth', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map(quarterOf)).toEqual([1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4]);
  });

  it.each([
    [1, 0.5 / 12],
    [6, 5.5 / 12],
    [12, 11.5 / 12],
  ])('the building sold in month %i: the full-year rate x (months - 1/2) / 12', (month, fraction) => {
    expect(fractionOf(buildingSaleShare(2_564, 2_564, month), 2_564)).toBeCloseTo(fraction, 12);
  });

  it('the building in its table’s last year: no more than that year’s rate (fully depreciated by then)', () => {
    // A-7a, placed in service in May: year 40 is 0.963%, the 4.5 months before the anniversary.
    expect(buildingSaleShare(963, 2_564, 2)).toBe(2_564 * 3); // February: 1.5 months, under the remnant
    expect(buildingSaleShare(963, 2_564, 12)).toBe(963 * SALE_SCALE); // December: the whole remnant
  });
});
