/**
 * A rate as a person or a program gives one, with one meaning wherever it is given (the page's
 * query string and fields, the widget's data-tax-rate; README, Decisions, "One meaning per
 * rate"): a fraction, as the API takes it (`0.37`), or a percent written with its sign (`37%`).
 *
 * A bare number over 1 (`37`) is neither: a surface reading fractions would take it for 3,700%,
 * one reading percents for 37%, and the old page read `0.37` as 0.37%. It is refused, so no
 * surface can misread it in silence. Range checks (a tax rate of at most 100%) are the
 * validator's job, not this one's.
 */
export type RateInput =
  /** A fraction: 0.37 for `0.37` or `37%`. */
  | { kind: 'rate'; rate: number }
  /** Nothing given: the caller's default. */
  | { kind: 'blank' }
  /** A bare number over 1, such as `37`: a percent without its sign, or a mistake. */
  | { kind: 'bareNumberOverOne'; number: number }
  /** Anything else: `lots`, `-5%`, `0,37`. */
  | { kind: 'notARate' };

const DECIMAL = '(\\d+(?:\\.\\d*)?|\\.\\d+)';
const FRACTION = new RegExp(`^${DECIMAL}$`);
const PERCENT = new RegExp(`^${DECIMAL}\\s*%$`);

export function parseRateInput(text: string): RateInput {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'blank' };
  const percent = PERCENT.exec(trimmed);
  // Scaled in decimal: "33.33e-2" is the double nearest 0.3333, which 33.33 / 100 need not be.
  if (percent) return { kind: 'rate', rate: Number(`${percent[1]}e-2`) };
  if (!FRACTION.test(trimmed)) return { kind: 'notARate' };
  const number = Number(trimmed);
  return number <= 1 ? { kind: 'rate', rate: number } : { kind: 'bareNumberOverOne', number };
}

/** A fraction as a percent with its sign, to the basis point: 0.37 -> "37%", 0.3333 -> "33.33%". */
export function percentText(rate: number): string {
  return `${Math.round(rate * 10_000) / 100}%`;
}

/** A fraction as the API and links carry it, to the basis point: 0.37 -> "0.37". */
export function fractionText(rate: number): string {
  return String(Math.round(rate * 10_000) / 10_000);
}
