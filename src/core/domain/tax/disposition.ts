import { RATE_UNITS } from './macrs-tables.ts';

/**
 * Depreciation in the year of a sale: IRS Publication 946, chapter 4, "Figuring the deduction
 * for property disposed of before the end of the recovery period" (and Treas. Reg.
 * 1.168(d)-1(c)): the convention that set the first year's share also sets the last.
 *
 * Amounts are in sale units: a table rate in RATE_UNITS (macrs-tables.ts) times 24, so that the
 * half (12/24), the quarter fractions (3, 9, 15, 21 / 24) and the building's half months
 * ((2m - 1) / 24) are all whole numbers and a dollar basis times a share stays an exact integer.
 * A year of the schedule (schedule.ts) takes each class's units from here: the table's rate, or in
 * the sale year its share.
 */

/** Sale units per RATE_UNIT: every fraction below is a whole number of 24ths. */
export const SALE_SCALE = 24;

/** Sale units per dollar. */
export const UNITS_PER_DOLLAR = RATE_UNITS * SALE_SCALE;

/** The quarter (1 to 4) a month (1 = January) falls in. */
export const quarterOf = (month: number) => Math.ceil(month / 3);

/**
 * Half-year convention (Publication 946, "Half-year convention": "you deduct a half year of
 * depreciation for the year you dispose of the property"), except in the table's last year,
 * whose rate is already the last half year: then the full rate.
 */
export function halfYearSaleShare(rate: number, lastTableYear: boolean): number {
  return rate * (lastTableYear ? SALE_SCALE : SALE_SCALE / 2);
}

/**
 * Mid-quarter convention (Publication 946, "Mid-quarter convention": the full year's
 * depreciation times 12.5%, 37.5%, 62.5% or 87.5% for a sale in the first to fourth quarter):
 * (6q - 3) / 24.
 */
export function midQuarterSaleShare(rate: number, saleMonth: number): number {
  return rate * (6 * quarterOf(saleMonth) - 3);
}

/**
 * The building, mid-month convention (Publication 946, "Mid-month convention": the months in
 * service that year, the month of sale counting as half): the full-year rate x (m - 1/2) / 12,
 * that is (2m - 1) / 24. In the table's last year the building is deemed sold no later than it
 * is fully depreciated, so never more than that year's own rate.
 */
export function buildingSaleShare(yearRate: number, fullYearRate: number, saleMonth: number): number {
  return Math.min(yearRate * SALE_SCALE, fullYearRate * (2 * saleMonth - 1));
}

/** The year of the schedule a column's units are asked for, and the sale's: its index (none: -1), month and convention. */
export interface YearOfSchedule {
  index: number;
  saleIndex: number;
  saleMonth: number;
  fourthQuarter: boolean;
}

/**
 * A 5-, 7- or 15-year class's depreciation in a year, sale units: the bonus in the first year,
 * then the table's rate (Table) on what the bonus leaves; in the sale year, its
 * share of that year (above); after the table, nothing.
 */
export function classUnits(rates: readonly number[], basis: number, bonus: number, year: YearOfSchedule): number {
  const { index } = year;
  const rate = rates[index];
  if (rate === undefined) return 0;
  const remaining = basis - bonus;
  if (index === year.saleIndex)
    return remaining * (year.fourthQuarter ? midQuarterSaleShare(rate, year.saleMonth) : halfYearSaleShare(rate, index === rates.length - 1));
  return remaining * rate * SALE_SCALE + (index === 0 ? bonus * UNITS_PER_DOLLAR : 0);
}

/** The building's depreciation in a year, sale units (Table A-6 or A-7a); in the sale year its share; after the table, nothing. */
export function buildingYearUnits(rates: readonly number[], basis: number, year: YearOfSchedule): number {
  const { index } = year;
  const rate = rates[index];
  if (rate === undefined) return 0;
  if (index !== year.saleIndex) return basis * rate * SALE_SCALE;
  const fullYearRate = index === rates.length - 1 ? rates[index - 1]! : rate;
  return basis * buildingSaleShare(rate, fullYearRate, year.saleMonth);
}
