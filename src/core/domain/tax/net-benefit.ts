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
 * The break-even fee is a whole-dollar fee where the net present value turns negative (breakEvenFee
 * below), its own deduction counted as it would be for that fee (`feeSavingAt`): under a passive limit a
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
  /** The tax the fee's deduction saves for a fee of `feeDollars` (the return's whole dollars), whole dollars in the study year's money. */
  feeSavingAt: (feeDollars: number) => number;
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
 * A whole-dollar fee f where the net turns negative: beforeFee - f + feeSavingAt(f) >= 0, and
 * below zero at f + 1; null when the net is below zero for no fee. The net is beforeFee at a fee
 * of 0 (no fee, no saving): that end is known without asking. It falls as the fee grows, about
 * (1 - the share of a dollar of fee its deduction saves) a dollar, but not strictly dollar by
 * dollar: with the brackets each year's tax is whole dollars, as on the return, and under $100,000
 * of taxable income it moves in the Tax Table's $50 rows, so near zero the net can step back up,
 * by a dollar or two above the table and by up to about a row's tax (a few dollars to a dozen)
 * within it, and the fee found is one of the few where it crosses, not always the last. Below a
 * combined rate of 100% the saving is at most about maxShare x f plus a row's rounding, so the net
 * is below zero past (beforeFee + 0.5) / (1 - maxShare) but for those steps: the other end, asked
 * only when needed (below). Should it not be below zero there (at
 * 100%, where a limit's delay can still make a fee too big, where a table row or the Schedule D
 * worksheet's bands make a dollar save more than the top rate), the bracket is doubled until it
 * is, and past FEE_SEARCH_LIMIT every fee breaks even: null.
 *
 * Each fee asked for is the owner's tax figured again, year by year (fee-deduction.ts), so the
 * search is shaped for the nets the engine makes, almost linear in the fee (linear in pieces: a
 * passive limit's steps, a bracket's edge) and whole dollars. Each guess follows the line through
 * the latest fee asked at the slope measured between two fees at least SLOPE_SPAN apart (at first
 * the share of the fee given, when it is large enough for its saving's rounding to the dollar not
 * to tilt it, SHARE_FROM_FEE; otherwise the rate's bound), to the last fee where the line, rounded,
 * is not below zero: near zero the line points a dollar or two on, so the search ends at the first
 * two neighbours on both sides of zero (the bench's body: 2 evaluations with the fee given and no
 * state). The rate's bound is asked when a guess would pass it, when the search would end at it,
 * and before a halving. A halving comes after two asks without headway (the bracket or the net
 * halved) and after three without the bracket halved: at least every fourth ask, so the search
 * ends within four times a bisection's evaluations, whatever the net (a cliff past the crossing, a
 * plateau at zero).
 */
function breakEvenFee(beforeFee: number, feeSavingAt: (feeDollars: number) => number, maxShare: number, known: KnownFee): number | null {
  if (beforeFee < 0) return null;
  const netAt = (fee: number) => beforeFee - fee + feeSavingAt(fee);
  let low = 0;
  let high = maxShare < 1 ? Math.floor((beforeFee + 0.5) / (1 - maxShare)) + 1 : Math.max(2 * beforeFee, 1_000);
  // The net at `high` once asked; null while `high` is the rate's bound, not asked.
  let netHigh: number | null = null;
  // The latest fee whose net is known; how much the net falls a dollar, measured from `anchor`, the
  // latest fee at least SLOPE_SPAN from the one before it.
  let last = 0;
  let netLast = beforeFee;
  let anchor = 0;
  let netAnchor = beforeFee;
  let fall = 0;
  /** A fee whose net is known: the bracket's end on its side of zero, the latest point, and the slope's. */
  const asked = (fee: number, net: number) => {
    if (net >= 0) low = fee;
    else {
      high = fee;
      netHigh = net;
    }
    last = fee;
    netLast = net;
    if (Math.abs(fee - anchor) < SLOPE_SPAN) return;
    fall = (netAnchor - net) / (fee - anchor);
    anchor = fee;
    netAnchor = net;
  };
  /** Asks for `high`, doubling the bracket until its net is below zero; false when every fee breaks even. */
  const highBelowZero = (): boolean => {
    for (;;) {
      const fee = high;
      asked(fee, netAt(fee));
      if (netHigh !== null) return true;
      if (fee > FEE_SEARCH_LIMIT) return false;
      high = 2 * fee;
    }
  };
  if (maxShare >= 1 && !highBelowZero()) return null;
  // The fee given, when in whole dollars inside the bracket, is a point of the net already.
  const knownFee = known.feeCents / 100;
  if (known.feeCents % 100 === 0 && knownFee > low && knownFee < high) asked(knownFee, beforeFee - knownFee + known.saving);
  // The first slope: what a dollar of fee saves, as the fee given shows it, within the rate's bound.
  const share = knownFee >= SHARE_FROM_FEE ? Math.min(Math.max(known.saving / knownFee, 0), maxShare) : maxShare;
  if (share < 1) fall = 1 - share;
  let width = high - low;
  // Asks since the bracket last halved, and since the last headway (the bracket or the net halved).
  let sinceHalved = 0;
  let stalled = 0;
  for (;;) {
    // A guess on the line, or a halving: after two asks without headway, after three without the
    // bracket halved, or when the line does not fall. So a halving comes at least every fourth ask.
    const halving = stalled === 2 || sinceHalved === 3 || !(fall > 0);
    const onTheLine = halving ? Math.floor((low + high) / 2) : last + Math.floor((netLast + 0.5) / fall);
    if (netHigh === null && (high - low <= 1 || halving || onTheLine >= high)) {
      if (!highBelowZero()) return null;
      width = high - low;
      sinceHalved = 0;
      stalled = 0;
    } else if (high - low <= 1) return low;
    else {
      const fee = Math.min(Math.max(onTheLine, low + 1), high - 1);
      const netBefore = Math.abs(netLast);
      asked(fee, netAt(fee));
      sinceHalved++;
      stalled++;
      if (2 * (high - low) <= width) {
        width = high - low;
        sinceHalved = 0;
        stalled = 0;
      } else if (2 * Math.abs(netLast) < netBefore) stalled = 0;
    }
  }
}

/** The fewest dollars between two fees whose nets set the slope: the nets are whole dollars, so nearer fees would show mostly their rounding. */
const SLOPE_SPAN = 16;

/**
 * The smallest fee given, in dollars, whose saving draws the first guess's line: its saving is
 * rounded to the dollar, so below this the share it shows can be off by more than a tenth of a
 * percentage point (a fee under 50 cents is deducted as $0), and the guess would start far from the answer.
 */
const SHARE_FROM_FEE = 500;
