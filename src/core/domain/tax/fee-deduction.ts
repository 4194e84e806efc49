import { roundHalfUp } from '../estimate/money.ts';
import { allowedDeductions, type PassiveLimit } from './passive-activity.ts';
import { discounted } from './present-value.ts';

/**
 * The study fee's own deduction. The fee is an ordinary and necessary expense of the rental,
 * deducted in the year it is paid, the study year (IRC 162 and 212; Rev. Rul. 92-29 on a cost
 * segregation study's cost as an expense of the property's operation): with the rental's other
 * losses, so under a passive-activity limit it is allowed, suspended and released as they are
 * (IRC 469). A fee paid as part of buying the property is a cost of the property instead
 * (capitalised), which this illustration does not model: the methodology says so.
 *
 * The tax it saves, in the study year's money: under a limit, the extra deduction the fee makes
 * allowed each year (the with-study column with and without the fee), at the rate, discounted;
 * otherwise the fee at the rate. Whole dollars, half up; federal and state together.
 */
export function studyFeeTaxSaving(args: FeeDeductionContext & { feeCents: number }): number {
  return feeTaxSavingFor(args)(args.feeCents);
}

export interface FeeDeductionContext {
  withStudy: number[];
  firstYear: number;
  studyIndex: number;
  limit: PassiveLimit | null;
  releaseIndex: number;
  /** Federal (3.8% included when it applies) plus state, basis points. */
  rateBasisPoints: number;
  discountRate: number;
}

/**
 * What a fee's deduction saves, as a function of the fee in cents: what does not depend on the fee
 * (the deductions allowed without it) figured once, so that the break-even fee (net-benefit.ts)
 * can ask for many fees.
 */
export function feeTaxSavingFor(context: FeeDeductionContext): (feeCents: number) => number {
  const { rateBasisPoints, limit } = context;
  if (rateBasisPoints === 0) return () => 0;
  if (!limit) return (feeCents) => roundHalfUp((feeCents * rateBasisPoints) / 1_000_000);
  // The fee in cents is deducted with the depreciation (whole dollars): work in cents throughout.
  const withStudyCents = context.withStudy.map((dollars) => dollars * 100);
  const centsLimit: PassiveLimit = { passiveIncome: limit.passiveIncome * 100, allowance: (year) => limit.allowance(year) * 100 };
  const allowedWith = allowedDeductions(withStudyCents, context.firstYear, centsLimit, context.releaseIndex);
  return (feeCents) => {
    if (feeCents === 0) return 0;
    const withFee = withStudyCents.map((cents, index) => (index === context.studyIndex ? cents + feeCents : cents));
    const allowedWithFee = allowedDeductions(withFee, context.firstYear, centsLimit, context.releaseIndex);
    let value = 0;
    for (let index = context.studyIndex; index < withFee.length; index++) {
      const extraCents = allowedWithFee[index]!.allowed - allowedWith[index]!.allowed;
      value += discounted((extraCents * rateBasisPoints) / 1_000_000, 1, index - context.studyIndex, context.discountRate);
    }
    return roundHalfUp(value);
  };
}

/** The fee to the cent (none given: 0), figured once: the answer echoes it and the deduction takes it. */
export function studyFeeCents(studyFee: number | undefined): number {
  return Math.round((studyFee ?? 0) * 100);
}
