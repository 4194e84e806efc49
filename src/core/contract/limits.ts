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

/** 50000 -> "50,000": limits as people write them, the same in every message. */
export function formatLimit(value: number): string {
  return value.toLocaleString('en-US');
}
