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
 * UTF-16 units), as zod's maxLength counts them: the API and the browser checks must agree.
 */
export function characterCount(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

/**
 * 1250000 -> "1,250,000", -5000 -> "-5,000": a whole number grouped by thousands, as en-US writes
 * it. Written out, not Intl.NumberFormat or toLocaleString: the first Intl formatter a page makes
 * loads the browser's locale data, about 20 ms of main thread (88 ms on Lighthouse's throttled
 * phone) on every page and widget that shows a dollar figure. Fractions are the caller's to round.
 */
export function groupThousands(whole: number): string {
  const digits = String(Math.abs(whole));
  let grouped = digits.slice(0, ((digits.length - 1) % 3) + 1);
  for (let index = grouped.length; index < digits.length; index += 3) grouped += `,${digits.slice(index, index + 3)}`;
  return whole < 0 ? `-${grouped}` : grouped;
}

/** 50000 -> "50,000": limits as people write them, the same in every message. */
export const formatLimit = groupThousands;
