/**
 * The bonus ("special") depreciation allowance of IRC section 168(k): a share of the 5-, 7- and
 * 15-year property's basis deducted in the year placed in service, before the tables apply to
 * the rest. The rate depends on when the property was acquired; the illustration assumes it was
 * acquired on the day it was placed in service. Dates are ISO 8601 (YYYY-MM-DD), which compare
 * correctly as strings.
 */

import { FIRST_PLACED_IN_SERVICE, LAST_PLACED_IN_SERVICE } from './placed-in-service-range.ts';

export interface BonusPeriod {
  /** First day, inclusive. */
  from: string;
  /** Last day, inclusive. */
  to: string;
  rate: number;
}

/**
 * In date order, without gaps, from the first date the illustration accepts to the last. The
 * law behind each row, in words for the methodology page, is in bonus-depreciation-sources.ts
 * (kept apart so the browser does not download it).
 */
export const BONUS_PERIODS: readonly BonusPeriod[] = [
  { from: FIRST_PLACED_IN_SERVICE, to: '2017-09-27', rate: 0.5 }, // PATH Act of 2015 (P.L. 114-113, sec. 143)
  { from: '2017-09-28', to: '2022-12-31', rate: 1 }, // TCJA (P.L. 115-97, sec. 13201): acquired after 2017-09-27
  { from: '2023-01-01', to: '2023-12-31', rate: 0.8 }, // IRC 168(k)(6)(A)(ii)
  { from: '2024-01-01', to: '2024-12-31', rate: 0.6 }, // IRC 168(k)(6)(A)(iii)
  { from: '2025-01-01', to: '2025-01-19', rate: 0.4 }, // IRC 168(k)(6)(A)(iv): acquired before 2025-01-20
  { from: '2025-01-20', to: LAST_PLACED_IN_SERVICE, rate: 1 }, // P.L. 119-21, sec. 70301: permanent, acquired after 2025-01-19
];

/** The statutory bonus rate for property acquired and placed in service on `date` (in range). */
export function bonusRateFor(date: string): number {
  const period = BONUS_PERIODS.find((candidate) => date >= candidate.from && date <= candidate.to);
  if (!period) throw new RangeError(`No bonus depreciation rule for ${date}`);
  return period.rate;
}
