import { roundHalfUp } from '../estimate/money.ts';
import { allowedDeductions, type PassiveLimit } from './passive-activity.ts';

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
export function studyFeeTaxSaving(args: {
  feeCents: number;
  withStudy: number[];
  firstYear: number;
  studyIndex: number;
  limit: PassiveLimit | null;
  releaseIndex: number;
  /** Federal (3.8% included when it applies) plus state, basis points. */
  rateBasisPoints: number;
  discountRate: number;
}): number {
  const { feeCents, rateBasisPoints, limit } = args;
  if (feeCents === 0 || rateBasisPoints === 0) return 0;
  if (!limit) return roundHalfUp((feeCents * rateBasisPoints) / 1_000_000);
  // The fee in cents is deducted with the depreciation (whole dollars): work in cents throughout.
  const inCents = (column: number[]) => column.map((dollars) => dollars * 100);
  const centsLimit: PassiveLimit = { passiveIncome: limit.passiveIncome * 100, allowance: (year) => limit.allowance(year) * 100 };
  const withFee = inCents(args.withStudy).map((cents, index) => (index === args.studyIndex ? cents + feeCents : cents));
  const allowedWith = allowedDeductions(inCents(args.withStudy), args.firstYear, centsLimit, args.releaseIndex);
  const allowedWithFee = allowedDeductions(withFee, args.firstYear, centsLimit, args.releaseIndex);
  let value = 0;
  for (let index = args.studyIndex; index < withFee.length; index++) {
    const extraCents = allowedWithFee[index]!.allowed - allowedWith[index]!.allowed;
    value += (extraCents * rateBasisPoints) / 1_000_000 / (1 + args.discountRate) ** (index - args.studyIndex);
  }
  return roundHalfUp(value);
}
