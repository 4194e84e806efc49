/**
 * Exact dollar arithmetic. Shares (land share, reclassification percentages, the tax rate) are
 * whole basis points and prices are whole cents, so every product below is an integer well
 * inside Number.MAX_SAFE_INTEGER (50,000,000.00 dollars = 5e9 cents, times 10,000 = 5e13) and
 * rounding never depends on binary floating-point noise: 0.15 * 1_250_000 is exactly 187,500.
 *
 * Rounding rule, the same on every surface: round half up to whole dollars.
 */

const BASIS_POINTS = 10_000;

/** A share in [0, 1] as whole basis points; shares in the data modules are whole percent. */
export function toBasisPoints(share: number): number {
  return Math.round(share * BASIS_POINTS);
}

/** A whole number, halves rounded up: the one rounding of every figure on every surface. */
export function roundHalfUp(amount: number): number {
  return Math.floor(amount + 0.5);
}

/**
 * numerator / denominator as a whole number, halves rounded up. With integer arguments the
 * quotient is integral or at least 1/denominator away from one, so floor is exact.
 */
export function divideHalfUp(numerator: number, denominator: number): number {
  return Math.floor((numerator + denominator / 2) / denominator);
}

/** The amounts added up, in order (whole dollars, cents or rate units: exact while they are integers). */
export function sum(amounts: readonly number[]): number {
  let total = 0;
  for (let index = 0; index < amounts.length; index++) total += amounts[index]!;
  return total;
}

/** Whole dollars of price * share, rounded half up; price may carry cents. */
export function roundedShareOf(price: number, shareBasisPoints: number): number {
  const cents = Math.round(price * 100);
  const scaled = cents * shareBasisPoints; // exact integer: cents x basis points
  return divideHalfUp(scaled, 100 * BASIS_POINTS);
}

/** Whole dollars of price * (1 - share): what is left once the share is taken out. */
export function roundedRemainderOf(price: number, shareBasisPoints: number): number {
  return roundedShareOf(price, BASIS_POINTS - shareBasisPoints);
}

/**
 * A share as a percent with its sign, to the basis point: 0.37 -> "37%", 0.038 -> "3.8%", 0.3333
 * -> "33.33%". Through whole basis points, so a binary fraction never shows (0.038 x 100 is
 * 3.8000000000000003).
 */
export function percentText(share: number): string {
  return `${toBasisPoints(share) / 100}%`;
}
