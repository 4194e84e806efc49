import { groupThousands } from '../contract/limits.ts';

/** Suffix -> power of ten. */
const SUFFIX_EXPONENTS: Readonly<Record<string, number>> = {
  '': 0,
  k: 3,
  thousand: 3,
  m: 6,
  mm: 6,
  mil: 6,
  million: 6,
};

// Optional "$", digits with optional thousands commas and a decimal part, optional suffix.
const PRICE = /^\$?\s*((?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?|\.\d+)\s*([a-z]*)$/;

/**
 * Reads a purchase price the way people type it: "1250000", "1,250,000", "$1,250,000.00",
 * "$1.25M", "1.25 million", "750k", "750K". Returns the number of dollars, or null when the
 * text is not a price. Range checks are the validator's job, not this one's.
 */
export function parsePriceInput(text: string): number | null {
  const match = PRICE.exec(
    text
      .trim()
      .toLowerCase()
      .replace(/\s+(?=\d)/g, ''),
  );
  if (!match) return null;
  const exponent = SUFFIX_EXPONENTS[match[2]!];
  if (exponent === undefined) return null;
  // Scaled in decimal ("1.25e6"), not by multiplying (1.25 * 1e6 is 1250000.0000000002 in binary),
  // and not rounded: the value is checked against the limits exactly as the API would check it.
  const amount = Number(`${match[1]!.replaceAll(',', '')}e${exponent}`);
  return Number.isFinite(amount) ? amount : null;
}

/**
 * A price as the field shows it once entered or pre-filled: "1250000", "$1.25M" or "750k" read
 * as money, "1,250,000". Text that is not a price, or has more than cents, is left as typed (the
 * field's message says what is wrong); parsePriceInput reads either form back to the same number.
 */
export function formatPriceInput(text: string): string {
  const price = parsePriceInput(text);
  // From $10^12 up (20,000 times the highest price allowed) a double's cents are no longer exact:
  // such text is left as typed, with the field's message.
  if (price === null || price >= 1e12 || Math.round(price * 100) !== price * 100) return text;
  const cents = Math.round(price * 100) % 100; // exact: the price has whole cents at most
  // Cents as money is written: two digits ("1,250,000.50", not ".5").
  const fraction = cents === 0 ? '' : `.${String(cents).padStart(2, '0')}`;
  return groupThousands(Math.trunc(price)) + fraction;
}
