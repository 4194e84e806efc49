/**
 * Display formats shared by the page, the island and the widget: written out, without Intl, whose
 * first formatter costs a page its locale data at load (see groupThousands). For every value the
 * estimator shows (amounts under $10^12, prices with whole cents, calendar dates), each equals what
 * Intl's en-US formats give (tests/core/view/format.test.ts compares them), except that an amount
 * that rounds to zero is "$0", never "-$0".
 */
import { groupThousands } from '../contract/limits.ts';
import { percentText } from '../domain/estimate/money.ts';

/** 1250000 -> "$1,250,000", -2400.5 -> "-$2,401": whole dollars, halves away from zero. */
export function formatUsd(dollars: number): string {
  const whole = Math.round(Math.abs(dollars));
  return `${dollars < 0 && whole > 0 ? '-' : ''}$${groupThousands(whole)}`;
}

/**
 * 0.23 -> "23%", 0.0882 -> "8.82%": to the basis point, the finest a rate is taken to (a state's
 * 6.99% is not "7%"), without trailing zeros: the money module's percentText, under the view's name.
 */
export const formatPercent = percentText;

/**
 * A figure said to be "about": to the nearest $100, or the nearest $1,000 above $10,000, halves
 * away from zero. "About $78,999" claims a precision a rule of thumb does not have.
 */
export function roundAbout(dollars: number): number {
  const step = Math.abs(dollars) > 10_000 ? 1000 : 100;
  return Math.sign(dollars) * Math.round(Math.abs(dollars) / step) * step;
}

/** 78999 -> "$79,000"; 4249 -> "$4,200": a figure said to be "about", rounded (roundAbout). */
export function formatAbout(dollars: number): string {
  return formatUsd(roundAbout(dollars));
}

/** An axis label: 40000 -> "$40k", 1500000 -> "$1.5M", -5000 -> "-$5k", 0 -> "$0"; a negative amount signed as formatUsd signs it, so the chart and the table beside it write it alike. */
export function formatUsdShort(dollars: number): string {
  const size = Math.abs(dollars);
  const [value, suffix] = size >= 1e6 ? [size / 1e6, 'M'] : size >= 1e3 ? [size / 1e3, 'k'] : [size, ''];
  return `${dollars < 0 ? '-' : ''}$${Math.round(value * 10) / 10}${suffix}`;
}

/** The months' names, January first: dates as the page and the report write them. */
export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * "2024-05-15" -> "May 15, 2024": the calendar date as written, read from its digits (no Date, no
 * time zone). Callers pass dates already checked (parseIsoDate); anything else is shown as given.
 */
export function formatLongDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const month = match && MONTHS[Number(match[2]) - 1];
  return match && month ? `${month} ${Number(match[3])}, ${match[1]}` : iso;
}

/** The estimate's cases as a heading or a table names them. */
export const CASE_NAMES = { low: 'Low', typical: 'Typical', high: 'High' } as const;
