import { divideHalfUp, roundHalfUp } from '../estimate/money.ts';

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
  breakEvenFee: number;
  paybackYear: number | null;
}

/**
 * The present value at the study year of `taxRate` x each year's extra deduction (the
 * differences from the study year on, the study year first), whole dollars rounded half up.
 */
export function presentValueOfSavings(differences: number[], taxRate: number, discountRate: number): number {
  let value = 0;
  differences.forEach((difference, index) => {
    value += (difference * taxRate) / (1 + discountRate) ** index;
  });
  return roundHalfUp(value);
}

/** An amount due `years` after the study year, discounted to it, whole dollars. */
export function presentValueAt(amount: number, years: number, discountRate: number): number {
  return roundHalfUp(amount / (1 + discountRate) ** years);
}

/**
 * The net benefit: `feeCents` the fee to the cent, `yearlySavings` each year's tax saved from the
 * study year on (whole dollars, federal and state). netPresentValue = presentValueOfTaxSavings -
 * presentValueOfTaxAtSale - studyFee + studyFeeTaxSaving. The break-even fee is the fee at which
 * it is zero, the fee's deduction counted at the share of it the given fee saves (a fee of $1,000
 * when none is given). The payback year is the first from the study year whose cumulative tax
 * savings, not discounted, reach the fee less what its deduction saves, or null.
 */
export function netBenefit(args: {
  feeCents: number;
  studyYear: number;
  yearlySavings: number[];
  presentValueOfTaxSavings: number;
  presentValueOfTaxAtSale: number;
  studyFeeTaxSaving: number;
  /** The tax a fee's deduction saves, as a share of the fee (0 to 1). */
  feeSavingShare: number;
}): NetBenefit {
  const beforeFee = args.presentValueOfTaxSavings - args.presentValueOfTaxAtSale;
  const netFeeCents = args.feeCents - args.studyFeeTaxSaving * 100;
  let cumulative = 0;
  let paybackYear: number | null = null;
  for (const [index, saving] of args.yearlySavings.entries()) {
    cumulative += saving;
    if (cumulative * 100 >= netFeeCents) {
      paybackYear = args.studyYear + index;
      break;
    }
  }
  return {
    studyFee: args.feeCents / 100,
    presentValueOfTaxSavings: args.presentValueOfTaxSavings,
    presentValueOfTaxAtSale: args.presentValueOfTaxAtSale,
    studyFeeTaxSaving: args.studyFeeTaxSaving,
    netPresentValue: divideHalfUp(beforeFee * 100 - netFeeCents, 100),
    breakEvenFee: args.feeSavingShare >= 1 ? beforeFee : roundHalfUp(beforeFee / (1 - args.feeSavingShare)),
    paybackYear,
  };
}
