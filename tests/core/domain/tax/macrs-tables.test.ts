import { describe, expect, it } from 'vitest';
import { buildingRates, classRates, RATE_UNITS, TABLE_A1, TABLE_A5 } from '../../../../src/core/domain/tax/macrs-tables.ts';

/**
 * IRS Publication 946, Appendix A, as printed (percent). Transcribed here independently of the
 * core's compact form, so a slip in either shows up as a difference.
 */
const PUB946_A1 = {
  5: [20.0, 32.0, 19.2, 11.52, 11.52, 5.76],
  7: [14.29, 24.49, 17.49, 12.49, 8.93, 8.92, 8.93, 4.46],
  15: [5.0, 9.5, 8.55, 7.7, 6.93, 6.23, 5.9, 5.9, 5.91, 5.9, 5.91, 5.9, 5.91, 5.9, 5.91, 2.95],
};
const PUB946_A5 = {
  5: [5.0, 38.0, 22.8, 13.68, 10.94, 9.58],
  7: [3.57, 27.55, 19.68, 14.06, 10.04, 8.73, 8.73, 7.64],
  15: [1.25, 9.88, 8.89, 8.0, 7.2, 6.48, 5.9, 5.9, 5.9, 5.91, 5.9, 5.91, 5.9, 5.91, 5.9, 5.17],
};

const A6_YEAR_1 = [3.485, 3.182, 2.879, 2.576, 2.273, 1.97, 1.667, 1.364, 1.061, 0.758, 0.455, 0.152];
const A6_EVEN = [3.637, 3.637, 3.637, 3.637, 3.637, 3.637, 3.636, 3.636, 3.636, 3.636, 3.636, 3.636];
const A6_ODD = [3.636, 3.636, 3.636, 3.636, 3.636, 3.636, 3.637, 3.637, 3.637, 3.637, 3.637, 3.637];
/** Table A-6, all 29 rows by month placed in service (years 10 to 27 alternate, as printed). */
const PUB946_A6: number[][] = [
  A6_YEAR_1,
  ...Array.from({ length: 8 }, () => Array(12).fill(3.636)), // years 2-9
  ...Array.from({ length: 18 }, (_, i) => ((10 + i) % 2 === 0 ? A6_EVEN : A6_ODD)), // years 10-27
  [1.97, 2.273, 2.576, 2.879, 3.182, 3.485, 3.636, 3.636, 3.636, 3.636, 3.636, 3.636], // year 28
  [0, 0, 0, 0, 0, 0, 0.152, 0.455, 0.758, 1.061, 1.364, 1.667], // year 29
];
/** Table A-7a: year 1, years 2-39, year 40. */
const PUB946_A7A: number[][] = [
  [2.461, 2.247, 2.033, 1.819, 1.605, 1.391, 1.177, 0.963, 0.749, 0.535, 0.321, 0.107],
  ...Array.from({ length: 38 }, () => Array(12).fill(2.564)),
  [0.107, 0.321, 0.535, 0.749, 0.963, 1.177, 1.391, 1.605, 1.819, 2.033, 2.247, 2.461],
];

const units = (percent: number) => Math.round(percent * 1000);
const column = (table: number[][], month: number) => {
  const rates = table.map((row) => units(row[month - 1]!));
  while (rates.at(-1) === 0) rates.pop();
  return rates;
};
const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);
const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

describe('Publication 946 tables', () => {
  it('Table A-1: the full 5-, 7- and 15-year half-year columns', () => {
    for (const life of [5, 7, 15] as const) {
      expect(TABLE_A1[life]).toEqual(PUB946_A1[life]);
      expect(classRates(life, false)).toEqual(PUB946_A1[life].map(units));
    }
  });

  it('Table A-5: the full fourth-quarter mid-quarter columns', () => {
    for (const life of [5, 7, 15] as const) {
      expect(TABLE_A5[life]).toEqual(PUB946_A5[life]);
      expect(classRates(life, true)).toEqual(PUB946_A5[life].map(units));
    }
  });

  it('every A-1 and A-5 column sums to 100%', () => {
    for (const life of [5, 7, 15] as const) {
      expect(sum(classRates(life, false))).toBe(RATE_UNITS);
      expect(sum(classRates(life, true))).toBe(RATE_UNITS);
    }
  });

  it.each(MONTHS)('Table A-6 (27.5 years), month %i: every year as printed', (month) => {
    expect(buildingRates(27.5, month)).toEqual(column(PUB946_A6, month));
    expect(sum(buildingRates(27.5, month))).toBe(RATE_UNITS);
  });

  it.each(MONTHS)('Table A-7a (39 years), month %i: every year as printed', (month) => {
    expect(buildingRates(39, month)).toEqual(column(PUB946_A7A, month));
    expect(buildingRates(39, month)).toHaveLength(40);
    expect(sum(buildingRates(39, month))).toBe(RATE_UNITS);
  });

  it('year 1 is the mid-month share of a straight-line year (A-6 exactly; A-7a as printed, within 0.005%)', () => {
    for (const month of MONTHS) {
      const share = (12 - month + 0.5) / 12;
      expect(buildingRates(27.5, month)[0]).toBe(Math.round((share / 27.5) * RATE_UNITS));
      expect(Math.abs(buildingRates(39, month)[0]! - (share / 39) * RATE_UNITS)).toBeLessThan(5);
    }
  });
});
