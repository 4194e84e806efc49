import { divideHalfUp } from '../estimate/money.ts';

/**
 * What the study is worth to the owner: the tax saved year by year (federal and state),
 * discounted to the study year, less the extra tax its faster depreciation costs at a sale
 * (recapture.ts), less the fee, plus the tax the fee's own deduction saves (fee-deduction.ts).
 */
export interface NetBenefit {
  studyFee: number;
  /** Federal and state. */
  presentValueOfTaxSavings: number;
  /** Federal and state. */
  presentValueOfTaxAtSale: number;
  /** The tax the fee's deduction saves, federal and state, in the study year's money. */
  studyFeeTaxSaving: number;
  netPresentValue: number;
  /** Null when no fee breaks even. */
  breakEvenFee: number | null;
  paybackYear: number | null;
}

/**
 * The net benefit: `feeCents` the fee to the cent, `yearlySavings` each year's tax saved from the
 * study year on (whole dollars, federal and state). netPresentValue = presentValueOfTaxSavings -
 * presentValueOfTaxAtSale - studyFee + studyFeeTaxSaving.
 *
 * The break-even fee is the largest whole-dollar fee whose net present value is not below zero,
 * its own deduction counted as it would be for that fee (`feeSavingAt`): under a passive limit a
 * bigger fee is deducted later, or less of it, so the saving is not a fixed share of the fee and
 * the fee is searched for. Null when no fee breaks even (the tax at a sale takes back more than
 * the study saves), or when every fee does (a combined rate of 100%, no limit to delay the fee's
 * deduction: each dollar of fee saves a dollar). The payback year is paybackYear's.
 */
export function netBenefit(args: {
  feeCents: number;
  studyYear: number;
  yearlySavings: number[];
  presentValueOfTaxSavings: number;
  presentValueOfTaxAtSale: number;
  studyFeeTaxSaving: number;
  /** The tax the fee's deduction saves for a fee of `feeCents`, whole dollars in the study year's money. */
  feeSavingAt: (feeCents: number) => number;
  /** The most a dollar of fee can save (the combined rate, 0 to 1): a bound for the search. */
  maxFeeSavingShare: number;
}): NetBenefit {
  const beforeFee = args.presentValueOfTaxSavings - args.presentValueOfTaxAtSale;
  const netFeeCents = args.feeCents - args.studyFeeTaxSaving * 100;
  return {
    studyFee: args.feeCents / 100,
    presentValueOfTaxSavings: args.presentValueOfTaxSavings,
    presentValueOfTaxAtSale: args.presentValueOfTaxAtSale,
    studyFeeTaxSaving: args.studyFeeTaxSaving,
    netPresentValue: divideHalfUp(beforeFee * 100 - netFeeCents, 100),
    breakEvenFee: breakEvenFee(beforeFee, args.feeSavingAt, args.maxFeeSavingShare),
    paybackYear: paybackYear(args.yearlySavings, args.studyYear, netFeeCents),
  };
}

/**
 * The first year from the study year whose cumulative tax savings, not discounted, are above zero
 * and reach the fee less what its deduction saves (`netFeeCents`); null if none (a study that
 * saves nothing pays nothing back, even for no fee).
 */
function paybackYear(yearlySavings: readonly number[], studyYear: number, netFeeCents: number): number | null {
  let cumulative = 0;
  for (const [index, saving] of yearlySavings.entries()) {
    cumulative += saving;
    if (cumulative > 0 && cumulative * 100 >= netFeeCents) return studyYear + index;
  }
  return null;
}

/** Past this fee (a trillion dollars) the search stops: every fee breaks even. */
const FEE_SEARCH_LIMIT = 1e12;

/**
 * The largest whole-dollar fee f with beforeFee - f + feeSavingAt(f) >= 0, or null. The left side
 * never rises as the fee grows (a dollar of fee saves at most `maxShare` of tax, rounded to the
 * dollar), and it is beforeFee at a fee of 0 (no fee, no saving): that end is known without
 * asking. Below a combined rate of 100% the saving is at most maxShare x f + 0.5, so the net is
 * below zero past (beforeFee + 0.5) / (1 - maxShare); the bound is doubled until it is (at 100%
 * a limit's delay can still make a fee too big), and past FEE_SEARCH_LIMIT every fee breaks even:
 * null.
 *
 * Each fee asked for is the owner's tax figured again, year by year (fee-deduction.ts), so the
 * search is shaped for the nets the engine makes, almost linear in the fee (linear in pieces: a
 * passive limit's steps, a bracket's edge): a secant step through the bracket's ends lands on the
 * answer or next to it, so its neighbour is asked at once, and when the two straddle zero the
 * search is done (the bench's body: 5 evaluations, where secant and bisection alone took 7).
 * Otherwise every other step halves the bracket, so the search ends within about three times the
 * evaluations of a bisection (a secant step may ask twice).
 */
function breakEvenFee(beforeFee: number, feeSavingAt: (feeCents: number) => number, maxShare: number): number | null {
  if (beforeFee < 0) return null;
  const netAt = (fee: number) => beforeFee - fee + feeSavingAt(fee * 100);
  let low = 0;
  let netLow = beforeFee; // >= 0
  let high = maxShare < 1 ? Math.floor((beforeFee + 0.5) / (1 - maxShare)) + 1 : Math.max(2 * beforeFee, 1_000);
  let netHigh = netAt(high);
  while (netHigh >= 0) {
    if (high > FEE_SEARCH_LIMIT) return null;
    [low, netLow] = [high, netHigh];
    high *= 2;
    netHigh = netAt(high);
  }
  for (let step = 0; high - low > 1; step++) {
    if (step % 2 === 1) {
      const middle = Math.floor((low + high) / 2);
      const net = netAt(middle);
      if (net >= 0) [low, netLow] = [middle, net];
      else [high, netHigh] = [middle, net];
      continue;
    }
    const secant = Math.min(Math.max(low + Math.floor((netLow * (high - low)) / (netLow - netHigh)), low + 1), high - 1);
    const net = netAt(secant);
    // The guess and its neighbour on the other side of zero: one of them ends the bracket.
    const neighbour = net >= 0 ? secant + 1 : secant - 1;
    if (net >= 0) [low, netLow] = [secant, net];
    else [high, netHigh] = [secant, net];
    if (neighbour > low && neighbour < high) {
      const netNeighbour = netAt(neighbour);
      if (netNeighbour >= 0) [low, netLow] = [neighbour, netNeighbour];
      else [high, netHigh] = [neighbour, netNeighbour];
    }
  }
  return low;
}
