/**
 * A rate as a person or a program gives one, with one meaning wherever it is given (the page's
 * query string and fields, the widget's data-tax-rate; docs/decisions/0015-one-meaning-per-rate.md):
 * a fraction, as the API takes it (`0.37`), or a percent written with its sign (`37%`).
 *
 * A bare number over 1 (`37`) is neither: a surface reading fractions would take it for 3,700%,
 * one reading percents for 37%, and the old page read `0.37` as 0.37%. It is refused, so no
 * surface can misread it in silence; bareNumberOverOne finds it, for a message that names it.
 * Range checks (a tax rate of at most 100%) are the validator's job, not this one's. Small on
 * purpose: the page's and the widget's scripts carry it.
 */

/** A decimal number, then a percent sign or none. */
const RATE = /^(\d+(?:\.\d*)?|\.\d+)\s*(%?)$/;

/** The fraction `text` gives (0.37 for `0.37` or `37%`); undefined when blank; NaN when it is not a rate, `37` included. */
export function parseRateInput(text: string): number | undefined {
  const trimmed = text.trim();
  const match = RATE.exec(trimmed);
  if (!match) return trimmed ? Number.NaN : undefined;
  // A percent is scaled in decimal: "33.33e-2" is the double nearest 0.3333, which 33.33 / 100 need not be.
  const number = Number(match[2] ? `${match[1]}e-2` : match[1]);
  return match[2] || number <= 1 ? number : Number.NaN;
}

/** The number in a bare number over 1 (`37` -> 37): a percent without its sign, or a mistake; else null. */
export function bareNumberOverOne(text: string): number | null {
  const match = RATE.exec(text.trim());
  return match && !match[2] && Number(match[1]) > 1 ? Number(match[1]) : null;
}

/** Whether parseRateInput read a rate (not blank, not refused). */
export const isRate = (rate: number | undefined): rate is number => rate! >= 0;

export { percentText } from '../domain/estimate/money.ts';

/** A fraction as the API and links carry it, to the basis point: 0.37 -> "0.37". */
export function fractionText(rate: number): string {
  return String(Math.round(rate * 10_000) / 10_000);
}
