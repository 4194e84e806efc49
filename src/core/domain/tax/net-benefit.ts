import { divideHalfUp, roundHalfUp } from '../estimate/money.ts';

/**
 * What the study is worth to the owner: the tax saved year by year, discounted to the study
 * year, less the extra tax its faster depreciation costs at a sale (recapture.ts), less the fee.
 * The fee is paid in the study year and, in this illustration, not deducted: whether it is
 * deductible, and when, depends on the owner's facts (it may be a cost of the property).
 */
export interface NetBenefit {
  studyFee: number;
  presentValueOfTaxSavings: number;
  presentValueOfTaxAtSale: number;
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
 * The net benefit: `feeCents` the fee to the cent, `differences` the extra deductions from the
 * study year on, `taxBasisPoints` the tax rate. The payback year is the first from the study
 * year whose cumulative tax savings, not discounted, reach the fee (compared exactly, in
 * dollar-basis-points), or null.
 */
export function netBenefit(args: {
  feeCents: number;
  studyYear: number;
  differences: number[];
  taxBasisPoints: number;
  presentValueOfTaxSavings: number;
  presentValueOfTaxAtSale: number;
}): NetBenefit {
  const breakEvenFee = args.presentValueOfTaxSavings - args.presentValueOfTaxAtSale;
  let cumulative = 0;
  let paybackYear: number | null = null;
  for (const [index, difference] of args.differences.entries()) {
    cumulative += difference;
    if (cumulative * args.taxBasisPoints >= args.feeCents * 100) {
      paybackYear = args.studyYear + index;
      break;
    }
  }
  return {
    studyFee: args.feeCents / 100,
    presentValueOfTaxSavings: args.presentValueOfTaxSavings,
    presentValueOfTaxAtSale: args.presentValueOfTaxAtSale,
    netPresentValue: divideHalfUp(breakEvenFee * 100 - args.feeCents, 100),
    breakEvenFee,
    paybackYear,
  };
}
