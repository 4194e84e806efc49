import { roundHalfUp } from '../estimate/money.ts';
import { type GainInYear, type OwnerTaxContext, type OwnerTaxWorld, ownerFederalTax } from './owner-federal-tax.ts';
import { alignedWorlds, taxOf, yearCount, yearOf } from './owner-tax-savings.ts';
import { allowedDeductions, type PassiveLimit } from './passive-activity.ts';
import { discounted } from './present-value.ts';
import type { RatesUsed } from './rates-used.ts';

/**
 * The study fee's own deduction. The fee is an ordinary and necessary expense of the rental,
 * deducted in the year it is paid, the study year (IRC 162 and 212; Rev. Rul. 92-29 on a cost
 * segregation study's cost as an expense of the property's operation): with the rental's other
 * losses, so under a passive-activity limit it is allowed, suspended and released as they are
 * (IRC 469), and it takes the same steps of the owner's federal tax as they do (the excess
 * business loss cap, the carryforward, the brackets: owner-federal-tax.ts). A fee paid as part of
 * buying the property is a cost of the property instead (capitalised), which this illustration
 * does not model: the methodology says so.
 *
 * The tax it saves, in the study year's money: the owner's tax with the study, figured without
 * the fee and with it, each year, discounted; the state's part at its rate on the extra deduction
 * its limit allows. Whole dollars, half up; federal and state together.
 */
export interface FeeDeductionContext {
  withStudy: readonly number[];
  firstYear: number;
  studyIndex: number;
  limit: PassiveLimit | null;
  releaseIndex: number;
  rates: Pick<RatesUsed, 'federalBasisPoints' | 'niitBasisPoints' | 'discountRate'>;
  /** The state's rate, basis points (0 without a state). */
  stateBasisPoints: number;
  /** The owner's tax, in dollars (owner-federal-tax.ts). */
  owner: OwnerTaxContext;
  /** A taxable sale's gain with the study, income of its year in both worlds of the fee. */
  gain: GainInYear | null;
}

/**
 * What a fee's deduction saves, as a function of the fee in cents: what does not depend on the fee
 * (the deductions allowed without it, the owner's tax without it) figured once, so that the
 * break-even fee (net-benefit.ts) can ask for many fees.
 */
export function feeTaxSavingFor(context: FeeDeductionContext): (feeCents: number) => number {
  const { rates, stateBasisPoints, limit } = context;
  const combined = rates.federalBasisPoints + stateBasisPoints;
  // Nothing between the fee and the tax: each dollar of it saves the combined rate, in the study year.
  if (!limit && !context.owner.nonPassive && context.owner.taxableIncome === null) return (feeCents) => roundHalfUp((feeCents * combined) / 1_000_000);
  // The fee in cents is deducted with the depreciation (whole dollars): work in cents throughout.
  const owner: OwnerTaxContext = { ...context.owner, propertyIncome: context.owner.propertyIncome.map((dollars) => dollars * 100), unitsPerDollar: 100 };
  const withStudyCents = context.withStudy.map((dollars) => dollars * 100);
  const centsLimit: PassiveLimit | null = limit && {
    passiveIncome: limit.passiveIncome.map((dollars) => dollars * 100),
    allowance: (year) => limit.allowance(year) * 100,
  };
  const allowedOf = (column: number[]) =>
    centsLimit ? allowedDeductions(column, context.firstYear, centsLimit, context.releaseIndex).map((year) => year.allowed) : column;
  const allowedWithout = allowedOf(withStudyCents);
  // The world without the fee, by the years after the schedule it is followed for: figured once each.
  const withoutFee = new Map<number | undefined, OwnerTaxWorld>();
  const before = (tailYears?: number) => {
    const known = withoutFee.get(tailYears);
    if (known) return known;
    const world = ownerFederalTax(allowedWithout, owner, tailYears, context.gain);
    withoutFee.set(tailYears, world);
    return world;
  };
  return (feeCents) => {
    if (feeCents === 0 || (owner.taxableIncome === null && combined === 0)) return 0;
    const withFee = withStudyCents.slice();
    withFee[context.studyIndex]! += feeCents;
    const allowedWith = allowedOf(withFee);
    const [without, withFeeWorld] = alignedWorlds(before, (tailYears) => ownerFederalTax(allowedWith, owner, tailYears, context.gain));
    const brackets = owner.taxableIncome !== null;
    let value = 0;
    // Each year from the study year, those after the schedule too, discounted from its own year.
    for (let index = context.studyIndex; index < yearCount(without); index++) {
      const yearWithout = yearOf(without, index);
      const yearWith = yearOf(withFeeWorld, index);
      const deducted = yearWith.deducted - yearWithout.deducted;
      // In cent-basis-points: the federal part (the brackets' difference, in dollars, the tax on a
      // sale's gain included, or the flat rate), then the state's.
      const federal = brackets
        ? (taxOf(yearWithout, true) - taxOf(yearWith, true)) * 1_000_000 + deducted * rates.niitBasisPoints
        : deducted * rates.federalBasisPoints;
      const state = index < allowedWith.length ? (allowedWith[index]! - allowedWithout[index]!) * stateBasisPoints : 0;
      value += discounted((federal + state) / 1_000_000, 1, index - context.studyIndex, rates.discountRate);
    }
    return roundHalfUp(value);
  };
}

/** The fee to the cent (none given: 0), figured once: the answer echoes it and the deduction takes it. */
export function studyFeeCents(studyFee: number | undefined): number {
  return Math.round((studyFee ?? 0) * 100);
}
