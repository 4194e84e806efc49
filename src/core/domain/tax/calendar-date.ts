/**
 * Dates as the request writes them (YYYY-MM-DD), read as calendar dates: the engine's dates (placed
 * in service, acquired, sold) and the request's rules read them the same way.
 */

export interface CalendarDate {
  year: number;
  /** 1 = January. */
  month: number;
  day: number;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** The Gregorian calendar's leap years. */
export function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

/**
 * A real calendar date written YYYY-MM-DD (2025-02-29 is not one), or null (anything else, a
 * value that is not text included). Read digit by digit, not by a regular expression and slices:
 * the engine reads two dates an answer, and this way costs about an eighth of that.
 */
export function parseIsoDate(text: string): CalendarDate | null {
  if (typeof text !== 'string' || text.length !== 10 || text.charCodeAt(4) !== DASH || text.charCodeAt(7) !== DASH) return null;
  const year = digitsAt(text, 0, 4);
  const month = digitsAt(text, 5, 7);
  const day = digitsAt(text, 8, 10);
  const daysInMonth = month === 2 ? (isLeapYear(year) ? 29 : 28) : (DAYS_IN_MONTH[month - 1] ?? 0);
  return year >= 0 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth ? { year, month, day } : null;
}

const DASH = 45; // "-"
const ZERO = 48; // "0"

/** The number written by the decimal digits of text[from, to), or -1 if any is not a digit. */
function digitsAt(text: string, from: number, to: number): number {
  let value = 0;
  for (let index = from; index < to; index++) {
    const digit = text.charCodeAt(index) - ZERO;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
  }
  return value;
}
