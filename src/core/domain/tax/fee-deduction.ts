import { divideHalfUp, roundHalfUp, toBasisPoints } from '../estimate/money.ts';
import type { FederalTaxImpact } from './federal-tax-impact.ts';
import { type NetBenefit, netBenefit } from './net-benefit.ts';
import {
  alignedWorlds,
  type Carry,
  carriedInto,
  type GainInYear,
  type OwnerTaxContext,
  type OwnerTaxWorld,
  ownerFederalTax,
  shiftedYear,
  type TaxRules,
  tailAfter,
  yearOfWorld,
} from './owner-federal-tax.ts';
import { taxSavedIn, yearCount } from './owner-tax-savings.ts';
import { allowedDeductions, type PassiveLimit } from './passive-activity.ts';
import { discounted } from './present-value.ts';
import type { StateTaxResult } from './state-tax-impact.ts';
import { TAX_UNITS } from './tax-units.ts';

/**
 * The study fee's own deduction. The fee is an ordinary and necessary expense of the rental,
 * deducted in the year it is paid, the study year (IRC 162 and 212; Rev. Rul. 92-29 on a cost
 * segregation study's cost as an expense of the property's operation): with the rental's other
 * losses, so under a passive-activity limit it is allowed, suspended and released as they are
 * (IRC 469), and it takes the same steps of the owner's tax as they do (owner-federal-tax.ts). A
 * fee paid as part of buying the property is a cost of the property instead (capitalised), which
 * this illustration does not model: the methodology says so.
 *
 * So the fee is one more deduction of the with-study world in the study year, and what it saves is
 * the difference of that world's tax without the fee and with it, by the same rules (tax-rules.ts),
 * federal and the state's, each year discounted to the study year, rounded once to whole dollars.
 */
export interface FeeDeductionContext {
  withStudy: readonly number[];
  /** The with-study world's deductions allowed (passive-activity.ts), without the fee. */
  allowedWithStudy: readonly number[];
  firstYear: number;
  studyIndex: number;
  limit: PassiveLimit | null;
  releaseIndex: number;
  discountRate: number;
  /** The owner's tax (owner-federal-tax.ts), with the federal rules. */
  owner: OwnerTaxContext;
  /** The state's rules (state-tax-impact.ts), or null: no state. */
  stateRules: TaxRules | null;
  /** A taxable sale's gain with the study, income of its year in both worlds of the fee. */
  gain: GainInYear | null;
}

/**
 * What a fee's deduction saves, as a function of the fee in whole dollars, as the return deducts
 * it (decision 0346): what does not depend on the fee (the deductions allowed without it, the
 * owner's tax without it: the with-study world, `withoutFee`) figured once, so that the break-even
 * fee (net-benefit.ts) can ask for many fees.
 */
export function feeTaxSavingFor(context: FeeDeductionContext, withoutFee: OwnerTaxWorld): (feeDollars: number) => number {
  const { limit, studyIndex, discountRate, owner } = context;
  const state: OwnerTaxContext | null = context.stateRules && { ...owner, rules: context.stateRules };
  const allowedWithout = context.allowedWithStudy;
  let stateWithout: OwnerTaxWorld | null = null;
  return (feeDollars) => {
    if (feeDollars === 0) return 0;
    const withFee = context.withStudy.slice();
    withFee[studyIndex]! += feeDollars;
    const allowedWith = limit ? allowedDeductions(withFee, context.firstYear, limit, context.releaseIndex).map((year) => year.allowed) : withFee;
    // The fee changes the deductions from the study year to, at most, the year a limit releases it.
    let lastChanged = allowedWith.length - 1;
    while (lastChanged > studyIndex && allowedWith[lastChanged] === allowedWithout[lastChanged]) lastChanged--;
    const changed = (base: OwnerTaxWorld, rules: OwnerTaxContext, gain: GainInYear | null) =>
      alignedWorlds(base, changedWorld(base, allowedWith, studyIndex, lastChanged, rules, gain), rules);
    const [federalWithout, federalWith] = changed(withoutFee, owner, context.gain);
    if (state) stateWithout ??= ownerFederalTax(allowedWithout, state);
    const [stateWithoutFee, stateWithFee] = (state && stateWithout && changed(stateWithout, state, null)) || NO_WORLDS;
    const stateYears = stateWithoutFee ? yearCount(stateWithoutFee) : 0;
    const years = yearCount(federalWithout);
    // Each year from the study year, those after the schedule too, discounted from its own year,
    // the federal and the state's saving added first; a year the fee leaves alone adds nothing.
    let value = 0;
    for (let index = studyIndex; index < years; index++) {
      let saved = taxSavedIn(federalWithout, federalWith, index, true);
      if (index < stateYears) saved += taxSavedIn(stateWithoutFee!, stateWithFee!, index, true);
      if (saved !== 0) value += discounted(saved / TAX_UNITS, 1, index - studyIndex, discountRate);
    }
    return roundHalfUp(value);
  };
}

/**
 * The same world with `allowed` changed from `fromIndex` on, no later than `lastChanged` (the fee's
 * deduction, net-benefit.ts asks for many): `base`'s years before `fromIndex`, and from the first
 * year at or after `lastChanged` that carries what `base`'s carries, `base`'s years again, its tail
 * too: the same deductions and the same carry make the same years. Otherwise the years after the
 * schedule run until nothing is carried.
 */
export function changedWorld(
  base: OwnerTaxWorld,
  allowed: readonly number[],
  fromIndex: number,
  lastChanged: number,
  context: OwnerTaxContext,
  sale: GainInYear | null,
): OwnerTaxWorld {
  const years = base.years.slice();
  let carried = carriedInto(base.years, fromIndex);
  for (let index = fromIndex; index < allowed.length; index++) {
    const baseYear = base.years[index]!;
    years[index] =
      index > lastChanged
        ? (shiftedYear(baseYear, carried, carriedInto(base.years, index)) ?? yearOfWorld(allowed, index, carried, context, sale))
        : yearOfWorld(allowed, index, carried, context, sale);
    carried = years[index]!;
    if (index >= lastChanged && sameCarry(carried, baseYear)) return { years, tail: base.tail };
  }
  return { years, tail: tailAfter(years.length, carried, context, undefined, base) };
}

function sameCarry(one: Carry, other: Carry): boolean {
  return one.carriedForward === other.carriedForward && one.carriedFromBefore2018 === other.carriedFromBefore2018;
}

/** No state: no worlds of its own. */
const NO_WORLDS: [null, null] = [null, null];

/** The fee to the cent (none given: 0), figured once: the answer echoes it and subtracts it; its deduction takes it in whole dollars (decision 0346). */
function studyFeeCents(studyFee: number | undefined): number {
  return Math.round((studyFee ?? 0) * 100);
}

/**
 * The net benefit, federal and state together: each year's savings of both, their present values,
 * the tax at a sale of both, and the fee's deduction at the combined rate (fee-deduction.ts).
 */
export function studyNetBenefit(federal: FederalTaxImpact, state: StateTaxResult | null, studyFee: number | undefined): NetBenefit {
  const feeCents = studyFeeCents(studyFee);
  const { schedule, studied, rates } = federal;
  // The fee's deduction is one more deduction of the with-study world: that world, without it, is the base.
  const feeSavingAt = feeTaxSavingFor(
    {
      withStudy: schedule.withStudy,
      allowedWithStudy: federal.allowed.withStudy,
      firstYear: studied.placed.year,
      studyIndex: schedule.studyIndex,
      limit: federal.limit,
      releaseIndex: federal.allowed.releaseIndex,
      discountRate: rates.discountRate,
      owner: federal.owner,
      stateRules: state?.rules ?? null,
      gain: federal.taxedGains.withStudy,
    },
    federal.ownerTax.withStudy,
  );
  // The most a dollar of fee can save: the flat rate (with the brackets, the top rate: the fee may fall in any of them), and the state's.
  const rateBasisPoints = federal.flatRates.federalBasisPoints + toBasisPoints(state?.impact.taxRate ?? 0);
  const studyFeeTaxSaving = feeSavingAt(divideHalfUp(feeCents, 100));
  return netBenefit({
    feeCents,
    studyYear: studied.studyYear,
    // Year by year, the years after the schedule on their own: the payback year is when the savings come.
    yearlySavings: federal.ownerTax.savingsByYear.map((saving, offset) => saving + (state?.yearlySavings[offset] ?? 0)),
    presentValueOfTaxSavings: federal.ownerTax.presentValue + (state?.impact.presentValueOfTaxSavings ?? 0),
    presentValueOfTaxAtSale: (federal.sale?.presentValueOfAdditionalTax ?? 0) + (state?.impact.presentValueOfTaxAtSale ?? 0),
    studyFeeTaxSaving,
    feeSavingAt,
    maxFeeSavingShare: rateBasisPoints / 10_000,
  });
}
