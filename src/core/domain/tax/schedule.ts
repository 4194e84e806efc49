import { divideHalfUp, roundedShareOf } from '../estimate/money.ts';
import { buildingSaleShare, halfYearSaleShare, midQuarterSaleShare, SALE_SCALE } from './disposition.ts';
import { type BuildingLife, buildingRates, classRates, type PropertyClass, RATE_UNITS } from './macrs-tables.ts';
import type { CalendarDate } from './tax-impact-inputs.ts';

/** The depreciable basis by recovery class, whole dollars (the four sum to the depreciable basis). */
export interface Classes {
  fiveYear: number;
  sevenYear: number;
  fifteenYear: number;
  building: number;
}

export interface ScheduleInput {
  placed: CalendarDate;
  depreciableBasis: number;
  classes: Classes;
  buildingLife: BuildingLife;
  /** Placed in service October to December: the mid-quarter convention (IRC 168(d)(3)). */
  fourthQuarter: boolean;
  bonusBasisPoints: number;
  studyYear: number;
  /** The date of sale, or null: held through the recovery. */
  sale: CalendarDate | null;
}

/** Yearly amounts by what a sale makes of them (recapture.ts), as studied, in sale units. */
export interface ClassColumns {
  /** The 5- and 7-year property: IRC section 1245 property. */
  personal: number[];
  /** The 15-year land improvements: section 1250 property. */
  fifteenYear: number[];
  building: number[];
}

export interface DepreciationSchedule {
  /** Whole dollars a year from the year placed in service: without the study, and with it (look-back applied). */
  without: number[];
  withStudy: number[];
  studyIndex: number;
  /** IRC 481(a): the with-study depreciation of the years before the study year, taken in it. */
  catchUp: number;
  /** As studied, year by year through the last year of the schedule (the sale year's share included). */
  asStudied: ClassColumns;
}

/** Sale units per dollar. */
export const UNITS_PER_DOLLAR = RATE_UNITS * SALE_SCALE;

/**
 * The depreciation schedule without and with the study: the building by Table A-6 or A-7a, the
 * 5-, 7- and 15-year property by bonus and then Table, each year rounded to whole
 * dollars half up. Held through the recovery, each column's last year absorbs the rounding so
 * that it sums to the depreciable basis; with a sale the schedule ends in the sale year, whose
 * share is disposition.ts's, and a column sums to the depreciation taken.
 */
export function depreciationSchedule(input: ScheduleInput): DepreciationSchedule {
  const { placed, classes, sale } = input;
  const building = buildingRates(input.buildingLife, placed.month);
  const bonus = (basis: number) => roundedShareOf(basis, input.bonusBasisPoints);
  const recovery = (propertyClass: PropertyClass, basis: number) => {
    const remaining = basis - bonus(basis);
    const column = classRates(propertyClass, input.fourthQuarter).map((rate) => remaining * rate * SALE_SCALE);
    column[0]! += bonus(basis) * UNITS_PER_DOLLAR;
    return column;
  };
  const five = recovery(5, classes.fiveYear);
  const seven = recovery(7, classes.sevenYear);
  const full: ClassColumns = {
    personal: sumColumns([five, seven], Math.max(five.length, seven.length)),
    fifteenYear: recovery(15, classes.fifteenYear),
    building: building.map((rate) => classes.building * rate * SALE_SCALE),
  };
  const withoutFull = building.map((rate) => input.depreciableBasis * rate * SALE_SCALE);

  const studyIndex = input.studyYear - placed.year;
  const saleIndex = sale ? sale.year - placed.year : null;
  const years = saleIndex === null ? Math.max(withoutFull.length, full.building.length, full.fifteenYear.length, studyIndex + 1) : saleIndex + 1;

  // The sale year's share of each column (Publication 946's disposition rules).
  const sold = (column: number[], saleYearUnits: (index: number) => number) =>
    saleIndex === null ? column : column.slice(0, saleIndex + 1).map((units, index) => (index === saleIndex ? saleYearUnits(index) : units));
  const saleMonth = sale?.month ?? 12;
  const classSale = (rates: readonly number[], basisOf: (index: number) => number) => (index: number) => {
    const rate = rates[index];
    if (rate === undefined) return 0;
    return basisOf(index) * (input.fourthQuarter ? midQuarterSaleShare(rate, saleMonth) : halfYearSaleShare(rate, index === rates.length - 1));
  };
  const buildingSale = (basis: number) => (index: number) => {
    const rate = building[index];
    if (rate === undefined) return 0;
    const fullYearRate = index === building.length - 1 ? building[index - 1]! : rate;
    return basis * buildingSaleShare(rate, fullYearRate, saleMonth);
  };
  const remaining = (basis: number) => () => basis - bonus(basis);
  const rates = (propertyClass: PropertyClass) => classRates(propertyClass, input.fourthQuarter);
  const personalSale = (index: number) => classSale(rates(5), remaining(classes.fiveYear))(index) + classSale(rates(7), remaining(classes.sevenYear))(index);
  const asStudied: ClassColumns = {
    personal: sold(full.personal, personalSale),
    fifteenYear: sold(full.fifteenYear, classSale(rates(15), remaining(classes.fifteenYear))),
    building: sold(full.building, buildingSale(classes.building)),
  };
  const withoutUnits = sold(withoutFull, buildingSale(input.depreciableBasis));

  const without = toDollarColumn(withoutUnits, years, input.depreciableBasis);
  const studiedUnits = sumColumns([asStudied.personal, asStudied.fifteenYear, asStudied.building], years);
  const studied = toDollarColumn(studiedUnits, years, input.depreciableBasis);

  // A look-back (IRC 481(a)): the years before the study are as filed, without it; the study
  // year takes its own with-study depreciation plus all that was missed before it.
  let catchUp = 0;
  for (let index = 0; index < studyIndex; index++) catchUp += studied[index]! - without[index]!;
  const withStudy = studied.map((amount, index) => (index < studyIndex ? without[index]! : index === studyIndex ? amount + catchUp : amount));
  return { without, withStudy, studyIndex, catchUp, asStudied };
}

/**
 * Yearly amounts in sale units to whole dollars, rounded half up, over `years` years. When the
 * column holds the whole basis (held through the recovery, or sold after it ended), or its
 * roundings would pass it, the last year with an amount absorbs the rounding, so the column sums
 * exactly to `total`. A small basis over 40 years can round up by more than its last year holds:
 * the excess is then taken from the years before it, latest first, so no year is below zero.
 */
function toDollarColumn(units: number[], years: number, total: number): number[] {
  const dollars: number[] = [];
  let rounded = 0;
  for (let index = 0; index < years; index++) {
    const amount = divideHalfUp(units[index] ?? 0, UNITS_PER_DOLLAR);
    dollars.push(amount);
    rounded += amount;
  }
  let unitsTotal = 0;
  for (const amount of units) unitsTotal += amount;
  // Sold before the end: each year on its own, but never more than the basis in all (a sale a
  // month before the end could otherwise round a few dollars past it).
  if (unitsTotal !== total * UNITS_PER_DOLLAR && rounded <= total) return dollars;
  let last = units.length - 1;
  while (last > 0 && units[last] === 0) last--;
  let excess = rounded - total;
  if (excess <= 0) {
    dollars[last]! -= excess;
    return dollars;
  }
  for (let index = last; index >= 0 && excess > 0; index--) {
    const taken = Math.min(dollars[index]!, excess);
    dollars[index]! -= taken;
    excess -= taken;
  }
  return dollars;
}

/** Year by year, the sum of the columns over `years` years (a missing year counts 0). */
function sumColumns(columns: readonly number[][], years: number): number[] {
  const sums: number[] = [];
  for (let index = 0; index < years; index++) {
    let sum = 0;
    for (const column of columns) sum += column[index] ?? 0;
    sums.push(sum);
  }
  return sums;
}
