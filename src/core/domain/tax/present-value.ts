import { roundHalfUp } from '../estimate/money.ts';

/**
 * Discounting: what an amount due some years after the study year is worth in the study year, at
 * the visitor's discount rate compounded once a year. Every present value the answer reports (the
 * federal savings, the state's, the fee's deduction, the tax at a sale) goes through `discounted`.
 */

/** `amount` x `share`, due `years` after the study year, in the study year's money; not rounded. */
export function discounted(amount: number, share: number, years: number, discountRate: number): number {
  // Multiplied, then divided, in this order: the figures reported since the first release were
  // computed so, and another order (a precomputed factor) could move one by a dollar. The divisor
  // is the same number however it is found: kept for the last rate asked, as the engine asks for
  // the same few years of one rate hundreds of times a request.
  if (discountRate !== divisorsRate) {
    divisorsRate = discountRate;
    divisors.length = 0;
  }
  divisors[years] ??= (1 + discountRate) ** years;
  return (amount * share) / divisors[years]!;
}

/** (1 + rate) ** years by years, for `divisorsRate`. */
const divisors: number[] = [];
let divisorsRate = Number.NaN;

/**
 * The present value at the study year of `share` x each year's amount (the study year first),
 * whole dollars rounded half up: the sum is rounded once, not each year.
 */
export function presentValueOfSavings(amounts: readonly number[], share: number, discountRate: number): number {
  let value = 0;
  for (let index = 0; index < amounts.length; index++) value += discounted(amounts[index]!, share, index, discountRate);
  return roundHalfUp(value);
}

/** An amount due `years` after the study year, discounted to it, whole dollars. */
export function presentValueAt(amount: number, years: number, discountRate: number): number {
  return roundHalfUp(discounted(amount, 1, years, discountRate));
}
