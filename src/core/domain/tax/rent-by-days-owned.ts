import { divideHalfUp } from '../estimate/money.ts';
import { type CalendarDate, isLeapYear } from './calendar-date.ts';

/**
 * The property's income before depreciation in each year of the schedule, from its yearly income
 * (`netOperatingIncome`): a year's income is earned by the days the owner holds the property. The
 * first year earns from the day it is placed in service, when it is first available for rent,
 * through December 31; the sale year from January 1 through the day before the sale (the buyer
 * owns the day of closing, as rents are prorated at a closing); a sale in the year placed in
 * service earns the days between. The years between earn a full year. Whole dollars, half up, a
 * year of 365 or 366 days (docs/decisions/0335-rent-by-the-days-owned.md).
 */
export function rentByDaysOwned(yearly: number, placed: CalendarDate, sale: CalendarDate | null, years: number): number[] {
  const rent = new Array<number>(years).fill(yearly);
  if (years === 0 || yearly === 0) return rent;
  const last = years - 1;
  // The last year ends the day before a sale, else on December 31.
  const lastDay = sale ? dayOfYear(sale) - 1 : daysInYear(placed.year + last);
  const earned = (index: number, from: number, through: number) => divideHalfUp(yearly * Math.max(0, through - from + 1), daysInYear(placed.year + index));
  rent[0] = earned(0, dayOfYear(placed), last === 0 ? lastDay : daysInYear(placed.year));
  if (last > 0) rent[last] = earned(last, 1, lastDay);
  return rent;
}

const DAYS_BEFORE_MONTH = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334];

function daysInYear(year: number): number {
  return isLeapYear(year) ? 366 : 365;
}

/** 1 for January 1. */
function dayOfYear(date: CalendarDate): number {
  return DAYS_BEFORE_MONTH[date.month - 1]! + date.day + (date.month > 2 && isLeapYear(date.year) ? 1 : 0);
}
