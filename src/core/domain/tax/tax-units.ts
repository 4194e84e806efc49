import { divideHalfUp } from '../estimate/money.ts';

/**
 * The unit of every tax the owner's tax function returns (tax-rules.ts): millionths of a dollar,
 * exact for a flat rate in basis points times dollars and for the return's whole dollars. Each
 * figure the answer reports is rounded once, from them (`wholeDollars`).
 */
export const TAX_UNITS = 1_000_000;

/** A tax in millionths of a dollar, in whole dollars rounded half up. */
export function wholeDollars(taxUnits: number): number {
  return divideHalfUp(taxUnits, TAX_UNITS);
}
