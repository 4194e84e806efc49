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
    breakEvenFee: breakEvenFee(beforeFee, args.feeSavingAt, args.maxFeeSavingShare, { feeCents: args.feeCents, saving: args.studyFeeTaxSaving }),
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

/** A fee whose deduction's saving is already known (the fee given): a point of the net, free to the search. */
interface KnownFee {
  feeCents: number;
  saving: number;
}

/**
 * The largest whole-dollar fee f with beforeFee - f + feeSavingAt(f) >= 0, or null. The left side
 * never rises as the fee grows (a dollar of fee saves at most a dollar), and it is beforeFee at a
 * fee of 0 (no fee, no saving): that end is known without asking. Below a combined rate of 100%
 * the saving is at most about maxShare x f + 0.5, so the net is below zero past
 * (beforeFee + 0.5) / (1 - maxShare): the other end, asked only if the answer turns out to be its
 * neighbour. Should it not be below zero there (at 100%, where a limit's delay can still make a
 * fee too big, or where the Schedule D worksheet's bands make a dollar save a little more than the
 * top rate), the bracket is doubled until it is, and past FEE_SEARCH_LIMIT every fee breaks even:
 * null.
 *
 * Each fee asked for is the owner's tax figured again, year by year (fee-deduction.ts), so the
 * search is shaped for the nets the engine makes, almost linear in the fee (linear in pieces: a
 * passive limit's steps, a bracket's edge). The fee given is such a point already: the share of it
 * its deduction saves is the slope of the line the first guess is taken on, so the guess lands on
 * the answer or next to it, and its neighbour is asked at once: when the two straddle zero the
 * search is done (the bench's body: 3 evaluations, where a secant from the rate's bound took 5).
 * Later guesses are secant steps through the bracket's ends (the line through the last known end
 * while the other is only a bound), and a guess that does not halve the bracket is followed by a
 * halving, so the search ends within about three times the evaluations of a bisection.
 */
function breakEvenFee(beforeFee: number, feeSavingAt: (feeCents: number) => number, maxShare: number, known: KnownFee): number | null {
  if (beforeFee < 0) return null;
  const netAt = (fee: number) => beforeFee - fee + feeSavingAt(fee * 100);
  let low = 0;
  let netLow = beforeFee; // >= 0
  let high = maxShare < 1 ? Math.floor((beforeFee + 0.5) / (1 - maxShare)) + 1 : Math.max(2 * beforeFee, 1_000);
  // The net at `high` once asked; null while `high` is the rate's bound, not asked.
  let netHigh: number | null = null;
  /** Asks for `high`, doubling the bracket until its net is below zero; false when every fee breaks even. */
  const doubled = (): boolean => {
    netHigh = netAt(high);
    while (netHigh >= 0) {
      if (high > FEE_SEARCH_LIMIT) return false;
      [low, netLow] = [high, netHigh];
      high *= 2;
      netHigh = netAt(high);
    }
    return true;
  };
  if (maxShare >= 1 && !doubled()) return null;
  // The fee given, when in whole dollars inside the bracket, is a point of the net already.
  const knownFee = known.feeCents / 100;
  if (known.feeCents % 100 === 0 && knownFee > low && knownFee < high) {
    const net = beforeFee - knownFee + known.saving;
    if (net >= 0) [low, netLow] = [knownFee, net];
    else [high, netHigh] = [knownFee, net];
  }
  // What a dollar of fee saves, as the fee given shows it (the rate's bound without one).
  const share = known.feeCents > 0 ? Math.min(Math.max((known.saving * 100) / known.feeCents, 0), maxShare) : maxShare;
  const narrowed = () => {
    // A guess that did not halve the bracket is followed by a halving: the guesses are only guesses.
    let halve = false;
    while (high - low > 1) {
      const width = high - low;
      let guess: number;
      if (halve || (netHigh === null && share >= 1)) guess = Math.floor((low + high) / 2);
      else if (netHigh !== null) guess = low + Math.floor((netLow * (high - low)) / (netLow - netHigh));
      else guess = low + Math.floor(netLow / (1 - share));
      guess = Math.min(Math.max(guess, low + 1), high - 1);
      const net = netAt(guess);
      // The guess and its neighbour on the other side of zero: one of them ends the bracket.
      const neighbour = net >= 0 ? guess + 1 : guess - 1;
      if (net >= 0) [low, netLow] = [guess, net];
      else [high, netHigh] = [guess, net];
      if (!halve && neighbour > low && neighbour < high) {
        const netNeighbour = netAt(neighbour);
        if (netNeighbour >= 0) [low, netLow] = [neighbour, netNeighbour];
        else [high, netHigh] = [neighbour, netNeighbour];
      }
      halve = !halve && 2 * (high - low) > width;
    }
  };
  narrowed();
  // The answer is the bound's neighbour: the bound is asked, and should its net not be below zero
  // after all, the bracket doubles past it and is narrowed again.
  if (netHigh === null) {
    if (!doubled()) return null;
    narrowed();
  }
  return low;
}
