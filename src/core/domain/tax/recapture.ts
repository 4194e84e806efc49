import { divideHalfUp, sum } from '../estimate/money.ts';
import type { CalendarDate } from './calendar-date.ts';
import { quarterOf, UNITS_PER_DOLLAR } from './disposition.ts';
import type { TakenByAsset } from './sale-allocation.ts';
import type { ClassColumns } from './schedule.ts';

/**
 * What a sale takes back. The illustration assumes a price of at least the purchase price, so
 * that every dollar of depreciation taken comes back as gain (the gain above the original basis
 * is capital gain, the same with or without the study, and cancels out of the comparison).
 *
 * - IRC section 1245: on the 5- and 7-year property, all depreciation taken (bonus included) is
 *   ordinary income.
 * - IRC section 1250(a) and (b)(1): on the 15-year property (land improvements, section 1250
 *   property), the "additional depreciation", the depreciation taken over what straight line
 *   would have allowed, is ordinary income. Bonus depreciation is not straight line (Treas. Reg.
 *   1.168(k)-1(f)(3)), so it counts.
 * - IRC section 1(h)(1)(E) and (h)(6): the rest of the 15-year property's depreciation and all
 *   of the building's (straight line) is unrecaptured section 1250 gain, taxed at no more than
 *   25%.
 */
export interface Recapture {
  /** Whole dollars of ordinary income: section 1245 plus section 1250 additional depreciation. */
  ordinary: number;
  /** Whole dollars of unrecaptured section 1250 gain with the study: depreciation taken less `ordinary`. */
  unrecapturedWithStudy: number;
}

/** Months, from its placing in service to the sale, that straight line allows the 15-year property. */
export function straightLineMonths(placed: CalendarDate, sale: CalendarDate, fourthQuarter: boolean): number {
  const years = sale.year - placed.year;
  // Half-year: in service from mid-year to mid-year. Mid-quarter (fourth quarter): 1.5 months
  // the first year, then to the middle of the quarter of sale (Publication 946's fractions).
  const months = fourthQuarter ? 12 * (years - 1) + 3 * quarterOf(sale.month) : 12 * years;
  return Math.min(months, 15 * 12);
}

/**
 * The depreciation taken with the study through the sale, by asset: `asStudied` the depreciation
 * by class through the sale year (schedule.ts), `takenWithStudy` the with-study column's whole
 * dollars through it (the building's takes the rounding), and the 15-year property's additional
 * depreciation, never below zero (IRC 1250(b)(1): "in excess of").
 */
export function takenByAsset(asStudied: ClassColumns, fifteenYearBasis: number, straightLine: number, takenWithStudy: number): TakenByAsset {
  // In 1 / (UNITS_PER_DOLLAR x 180) dollars: a basis x months / 180 and sale units meet exactly.
  const monthsScale = 15 * 12;
  const fifteenYearUnits = sum(asStudied.fifteenYear);
  const excess = fifteenYearUnits * monthsScale - fifteenYearBasis * straightLine * UNITS_PER_DOLLAR;
  const section1245 = divideHalfUp(sum(asStudied.personal), UNITS_PER_DOLLAR);
  const fifteenYear = divideHalfUp(fifteenYearUnits, UNITS_PER_DOLLAR);
  return {
    section1245,
    fifteenYear,
    additional: Math.max(0, divideHalfUp(excess, UNITS_PER_DOLLAR * monthsScale)),
    building: takenWithStudy - section1245 - fifteenYear,
  };
}

/**
 * The recapture of a sale with the study at a price of at least the purchase price and the study's
 * property worth its adjusted basis: every dollar of depreciation taken comes back, the 1245
 * depreciation and the 1250 additional depreciation as ordinary income. The worst case the sale
 * can be, which the figures used before issue 35 assumed; tests compare the sale with it.
 */
export function recaptureWithStudy(asStudied: ClassColumns, fifteenYearBasis: number, straightLine: number, takenWithStudy: number): Recapture {
  const taken = takenByAsset(asStudied, fifteenYearBasis, straightLine, takenWithStudy);
  const ordinary = taken.section1245 + taken.additional;
  return { ordinary, unrecapturedWithStudy: takenWithStudy - ordinary };
}
