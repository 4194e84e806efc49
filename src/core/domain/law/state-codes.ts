/**
 * The 50 states and the District of Columbia by USPS code, in alphabetical order of code: the
 * jurisdictions the state layer has a record for. Plain strings in a module of their own, so a
 * form or a request check can name them without carrying the records.
 */
// biome-ignore format: the 51 codes read as a table
export const STATE_CODES = [
  'AK', 'AL', 'AR', 'AZ', 'CA', 'CO', 'CT', 'DC', 'DE', 'FL', 'GA', 'HI', 'IA', 'ID', 'IL', 'IN', 'KS',
  'KY', 'LA', 'MA', 'MD', 'ME', 'MI', 'MN', 'MO', 'MS', 'MT', 'NC', 'ND', 'NE', 'NH', 'NJ', 'NM', 'NV',
  'NY', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VA', 'VT', 'WA', 'WI', 'WV', 'WY',
] as const;

export type StateCode = (typeof STATE_CODES)[number];

// Pure: a bundle that imports this module without asking for a code (the widget, through land.ts) drops it.
const KNOWN: ReadonlySet<string> = /* @__PURE__ */ new Set(STATE_CODES);

/** A two-letter USPS code of a state or DC, exactly as written (upper case). */
export function isStateCode(value: unknown): value is StateCode {
  return typeof value === 'string' && KNOWN.has(value);
}
