/**
 * Reads a purchase price the way people type it: "1250000", "1,250,000", "$1,250,000.00",
 * "$1.25M", "1.25 million", "750k", "750K". Returns the number of dollars, or null when the
 * text is not a price. Range checks are the validator's job, not this one's.
 */
const SUFFIX_MULTIPLIERS: Readonly<Record<string, number>> = {
  '': 1,
  k: 1_000,
  thousand: 1_000,
  m: 1_000_000,
  mm: 1_000_000,
  mil: 1_000_000,
  million: 1_000_000,
};

// Optional "$", digits with optional thousands commas and a decimal part, optional suffix.
const PRICE = /^\$?\s*((?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?|\.\d+)\s*([a-z]*)$/;

export function parsePriceInput(text: string): number | null {
  const match = PRICE.exec(text.trim().toLowerCase().replace(/\s+(?=\d)/g, ''));
  if (!match) return null;
  const multiplier = SUFFIX_MULTIPLIERS[match[2]!];
  if (multiplier === undefined) return null;
  const amount = Number(match[1]!.replaceAll(',', '')) * multiplier;
  // Millions with decimals: 1.25 * 1e6 is 1250000.0000000002 in binary; prices are whole cents.
  return Number.isFinite(amount) ? Math.round(amount * 100) / 100 : null;
}
