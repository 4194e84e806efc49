import { divideHalfUp, roundedShareOf } from '../estimate/money.ts';
import type { CalendarDate } from './calendar-date.ts';
import { buildingYearUnits, classUnits, UNITS_PER_DOLLAR, type YearOfSchedule } from './disposition.ts';
import { type BuildingLife, buildingRates, classRates } from './macrs-tables.ts';

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

/**
 * The depreciation schedule without and with the study: the building by Table A-6 or A-7a, the
 * 5-, 7- and 15-year property by bonus and then Table, each year rounded to whole
 * dollars half up. Held through the recovery, each column's last year absorbs the rounding so
 * that it sums to the depreciable basis; with a sale the schedule ends in the sale year, whose
 * share is disposition.ts's, and a column sums to the depreciation taken.
 */
export function depreciationSchedule(input: ScheduleInput): DepreciationSchedule {
  const { placed, classes, sale, fourthQuarter } = input;
  const bonusOf = (basis: number) => roundedShareOf(basis, input.bonusBasisPoints);
  const bonus = { five: bonusOf(classes.fiveYear), seven: bonusOf(classes.sevenYear), fifteen: bonusOf(classes.fifteenYear) };
  const building = buildingRates(input.buildingLife, placed.month);
  const five = classRates(5, fourthQuarter);
  const seven = classRates(7, fourthQuarter);
  const fifteen = classRates(15, fourthQuarter);

  const studyIndex = input.studyYear - placed.year;
  const saleIndex = sale ? sale.year - placed.year : -1;
  const years = sale ? saleIndex + 1 : Math.max(building.length, fifteen.length, studyIndex + 1);
  // Each year's units: the table's, and in the sale year its share (Publication 946's disposition rules).
  const year: YearOfSchedule = { index: 0, saleIndex, saleMonth: sale?.month ?? 12, fourthQuarter };
  const asStudied: ClassColumns = { personal: new Array(years), fifteenYear: new Array(years), building: new Array(years) };
  const withoutUnits = new Array<number>(years);
  const studiedUnits = new Array<number>(years);
  for (let index = 0; index < years; index++) {
    year.index = index;
    const personal = classUnits(five, classes.fiveYear, bonus.five, year) + classUnits(seven, classes.sevenYear, bonus.seven, year);
    const fifteenYear = classUnits(fifteen, classes.fifteenYear, bonus.fifteen, year);
    const buildingUnits = buildingYearUnits(building, classes.building, year);
    asStudied.personal[index] = personal;
    asStudied.fifteenYear[index] = fifteenYear;
    asStudied.building[index] = buildingUnits;
    studiedUnits[index] = personal + fifteenYear + buildingUnits;
    withoutUnits[index] = buildingYearUnits(building, input.depreciableBasis, year);
  }
  const without = toDollarColumn(withoutUnits, years, input.depreciableBasis);
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
