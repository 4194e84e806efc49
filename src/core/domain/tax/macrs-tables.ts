/**
 * The MACRS percentage tables the tax-impact illustration depreciates with, as IRS Publication
 * 946 (How To Depreciate Property), Appendix A, publishes them: percent of the unadjusted
 * basis, by recovery year. Tax software and practitioners use these tables rather than the
 * formulas behind them, and so do we: a year's figure is basis x the table's rate. Each table
 * is checked against Publication 946's printed values in tests/core/domain/tax/macrs-tables.test.ts.
 */

/** The 5-, 7- and 15-year classes a cost segregation study moves basis into (IRC section 168(e)). */
export type PropertyClass = 5 | 7 | 15;

/** The building's own recovery period: 27.5 years residential rental, 39 nonresidential (IRC 168(c)). */
export type BuildingLife = 27.5 | 39;

/**
 * Table A-1: 3-, 5-, 7-, 10-, 15- and 20-year property, half-year convention (5 and 7 years
 * 200% declining balance, 15 years 150% declining balance, switching to straight line).
 */
export const TABLE_A1: Readonly<Record<PropertyClass, readonly number[]>> = {
  5: [20.0, 32.0, 19.2, 11.52, 11.52, 5.76],
  7: [14.29, 24.49, 17.49, 12.49, 8.93, 8.92, 8.93, 4.46],
  15: [5.0, 9.5, 8.55, 7.7, 6.93, 6.23, 5.9, 5.9, 5.91, 5.9, 5.91, 5.9, 5.91, 5.9, 5.91, 2.95],
};

/**
 * Table A-5: the same classes, mid-quarter convention, placed in service in the fourth quarter
 * (IRC 168(d)(3): required when over 40% of the year's personal property is placed in service
 * in its last three months, as a segregated building bought in October to December is).
 */
export const TABLE_A5: Readonly<Record<PropertyClass, readonly number[]>> = {
  5: [5.0, 38.0, 22.8, 13.68, 10.94, 9.58],
  7: [3.57, 27.55, 19.68, 14.06, 10.04, 8.73, 8.73, 7.64],
  15: [1.25, 9.88, 8.89, 8.0, 7.2, 6.48, 5.9, 5.9, 5.9, 5.91, 5.9, 5.91, 5.9, 5.91, 5.9, 5.17],
};

/**
 * Tables A-6 (residential rental property, 27.5 years) and A-7a (nonresidential real property,
 * 39 years): straight line, mid-month convention, one column per month placed in service.
 * Their layout, as printed:
 * - year 1 depends on the month (`firstYear`, January first);
 * - then `fullYear` every year, except that A-6 from year 10 on alternates with 3.637 (in even
 *   years for months 1 to 6, in odd years for months 7 to 12) to keep the column at 100%;
 * - the last year (A-6: 28 for months 1 to 6, 29 for 7 to 12; A-7a: 40) is what is left of 100%.
 */
export interface BuildingTable {
  firstYear: readonly number[];
  fullYear: number;
  /** A-6 only: the alternate rate and the first year it appears. */
  alternate?: { rate: number; fromYear: number };
  /** Number of recovery years for months 1 to 6 and for months 7 to 12. */
  years: readonly [number, number];
}

export const TABLE_A6: BuildingTable = {
  firstYear: [3.485, 3.182, 2.879, 2.576, 2.273, 1.97, 1.667, 1.364, 1.061, 0.758, 0.455, 0.152],
  fullYear: 3.636,
  alternate: { rate: 3.637, fromYear: 10 },
  years: [28, 29],
};

export const TABLE_A7A: BuildingTable = {
  firstYear: [2.461, 2.247, 2.033, 1.819, 1.605, 1.391, 1.177, 0.963, 0.749, 0.535, 0.321, 0.107],
  fullYear: 2.564,
  years: [40, 40],
};

export const BUILDING_TABLES: Readonly<Record<BuildingLife, BuildingTable>> = { 27.5: TABLE_A6, 39: TABLE_A7A };

/**
 * Rates are computed in whole units of 0.001% (the tables' finest digit), so that a dollar
 * basis times a rate is an exact integer: 3.485% is 3,485 units, 100% is 100,000.
 */
export const RATE_UNITS = 100_000;

const toUnits = (percent: number) => Math.round(percent * 1000);

/** A table column in rate units; its last year is what is left of 100%. */
function withRemainder(rates: number[], years: number): number[] {
  const column = rates.slice(0, years - 1);
  column.push(RATE_UNITS - column.reduce((sum, rate) => sum + rate, 0));
  return column;
}

// Columns are computed once and kept, by a small number (a list indexed by it: a string key
// built and hashed on every read cost more than the schedule's arithmetic): a request reads
// them, never changes them.
const buildingColumns: (readonly number[])[] = [];
const classColumns: (readonly number[])[] = [];

function kept(columns: (readonly number[])[], key: number, compute: () => number[]): readonly number[] {
  columns[key] ??= Object.freeze(compute());
  return columns[key];
}

/** A building table's column for the month placed in service (1 = January), in rate units. */
export function buildingRates(life: BuildingLife, month: number): readonly number[] {
  // A month of another table's range never shares a key (a review): 39-year columns from 100.
  return kept(buildingColumns, (life === 39 ? 100 : 0) + month, () => buildingColumn(life, month));
}

function buildingColumn(life: BuildingLife, month: number): number[] {
  const table = BUILDING_TABLES[life];
  const years = table.years[month <= 6 ? 0 : 1];
  const alternateParity = month <= 6 ? 0 : 1; // even years for months 1 to 6, odd for 7 to 12
  const rates = [toUnits(table.firstYear[month - 1]!)];
  for (let year = 2; year <= years; year++) {
    const { alternate } = table;
    const alternates = alternate !== undefined && year >= alternate.fromYear && year % 2 === alternateParity;
    rates.push(toUnits(alternates ? alternate.rate : table.fullYear));
  }
  return withRemainder(rates, years);
}

/** A-1 (half-year) or A-5 (fourth-quarter mid-quarter) column of a class, in rate units. */
export function classRates(propertyClass: PropertyClass, fourthQuarter: boolean): readonly number[] {
  return kept(classColumns, 2 * propertyClass + (fourthQuarter ? 1 : 0), () => (fourthQuarter ? TABLE_A5 : TABLE_A1)[propertyClass].map(toUnits));
}
