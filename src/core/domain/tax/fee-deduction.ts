import { divideHalfUp, roundHalfUp, toBasisPoints } from '../estimate/money.ts';
import type { FederalTaxImpact } from './federal-tax-impact.ts';
import { type NetBenefit, netBenefit } from './net-benefit.ts';
import {
  type Carry,
  type GainInYear,
  MAX_TAIL_YEARS,
  NOTHING_CARRIED,
  type OldLoss,
  type OwnerTaxContext,
  type OwnerTaxWorld,
  type OwnerTaxYear,
  type TaxRules,
  tailAfter,
  yearAfter,
  yearOfWorld,
} from './owner-federal-tax.ts';
import { yearCount } from './owner-tax-savings.ts';
import { allowedDeductions, type PassiveLimit, type WorldDeductions } from './passive-activity.ts';
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
 * So the fee is one more deduction of each return's with-study world in the study year, the
 * federal one's and the state's (each on its own deductions, as its own passive rules allow them:
 * decision 0361), and what it saves is the difference of that world's tax without the fee and with
 * it, by the return's rules (tax-rules.ts), each year discounted to the study year, rounded once to
 * whole dollars.
 */
export interface FeeDeductionContext {
  /** The federal with-study world's deductions, without the fee (the state's are `state.withStudy`). */
  withStudy: WorldDeductions;
  firstYear: number;
  studyIndex: number;
  limit: PassiveLimit | null;
  discountRate: number;
  /** The owner's tax (owner-federal-tax.ts), with the federal rules. */
  owner: OwnerTaxContext;
  /** The state's rules and its with-study world, without the fee (state-tax-impact.ts), or null: no state. */
  state: { rules: TaxRules; withStudy: WorldDeductions } | null;
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
  const { studyIndex, discountRate, owner } = context;
  const federalBase = figured(withoutFee);
  const baseYears = yearCount(withoutFee);
  // The state's rules on its own deductions (its depreciation is its own, and the passive rules
  // hold them as they do the federal ones), and its world without the fee figured as far as the
  // fee's asks read it: at a flat rate they rejoin it once the fee is deducted, so its later years
  // are never figured.
  const state = context.state && stateFeeWorld(context.state, owner);
  return (feeDollars) => {
    if (feeDollars === 0) return 0;
    const withFee = allowedWithFee(context.withStudy, feeDollars, context);
    // Each year's saving, federal then the state's, by its index from the first year.
    const saved: number[] = [];
    // The federal worlds' years, the shorter's followed on plain (alignedWorlds): the years added up.
    const federalChanged = lastChangedYear(withFee, context.withStudy.allowed, studyIndex);
    const years = Math.max(baseYears, addChangedSavings(saved, federalBase, withFee, studyIndex, federalChanged, owner, context.gain));
    // The state's columns are the federal schedule's years (state-depreciation.ts), and at a flat rate
    // on an unbounded income nothing is carried past them: its years never outrun the federal ones.
    if (state) {
      const stateWithFee = allowedWithFee(state.world, feeDollars, context);
      const stateChanged = lastChangedYear(stateWithFee, state.world.allowed, studyIndex);
      addChangedSavings(saved, state.base, stateWithFee, studyIndex, stateChanged, state.context, null);
    }
    // Each year from the study year, those after the schedule too, discounted from its own year;
    // a year the fee leaves alone adds nothing.
    let value = 0;
    for (let index = studyIndex; index < years; index++) {
      const saving = saved[index];
      if (saving) value += discounted(saving / TAX_UNITS, 1, index - studyIndex, discountRate);
    }
    return roundHalfUp(value);
  };
}

/** The state's rules on the owner's context, and its with-study world: what its part of each fee's saving is set against. */
function stateFeeWorld(state: NonNullable<FeeDeductionContext['state']>, owner: OwnerTaxContext) {
  const context: OwnerTaxContext = { ...owner, rules: state.rules };
  return { context, base: figuredAsRead(state.withStudy.allowed, context), world: state.withStudy };
}

/** A world's deductions allowed each year with the fee deducted in the study year: the passive rules, if any, applied again. */
function allowedWithFee(
  world: WorldDeductions,
  feeDollars: number,
  { studyIndex, limit, firstYear }: Pick<FeeDeductionContext, 'studyIndex' | 'limit' | 'firstYear'>,
): readonly number[] {
  const withFee = world.deductions.slice();
  withFee[studyIndex]! += feeDollars;
  return limit ? allowedDeductions(withFee, firstYear, limit, world.releaseIndex).map((year) => year.allowed) : withFee;
}

/** The last year whose deduction the fee changes: from the study year to, at most, the year a limit releases it. */
function lastChangedYear(withFee: readonly number[], without: readonly number[], studyIndex: number): number {
  let last = withFee.length - 1;
  while (last > studyIndex && withFee[last] === without[last]) last--;
  return last;
}

/** A world the fee's worlds are set against: its year `index` (from the first), and its years after the schedule. */
export interface BaseWorld {
  year(index: number): OwnerTaxYear;
  tail(): readonly OwnerTaxYear[];
}

/** A world figured already. */
export function figured(world: OwnerTaxWorld): BaseWorld {
  return new FiguredWorld(world);
}

/** The world of `allowed` (ownerFederalTax's, no sale), each year figured when it is first read, its tail when it is. */
export function figuredAsRead(allowed: readonly number[], context: OwnerTaxContext): BaseWorld {
  return new WorldFiguredAsRead(allowed, context);
}

/*
 * The two kinds of BaseWorld are classes, not objects of closures: the fee's search asks both in
 * every answer (the federal world and the state's), and a method of a known class is a call V8
 * can follow and inline where a new closure each answer is not (decision 0355).
 */
class FiguredWorld implements BaseWorld {
  private readonly world: OwnerTaxWorld;

  constructor(world: OwnerTaxWorld) {
    this.world = world;
  }

  year(index: number): OwnerTaxYear {
    return this.world.years[index]!;
  }

  tail(): readonly OwnerTaxYear[] {
    return this.world.tail;
  }
}

class WorldFiguredAsRead implements BaseWorld {
  private readonly allowed: readonly number[];
  private readonly context: OwnerTaxContext;
  private readonly years: OwnerTaxYear[] = [];
  private tailYears: OwnerTaxYear[] | null = null;

  constructor(allowed: readonly number[], context: OwnerTaxContext) {
    this.allowed = allowed;
    this.context = context;
  }

  year(index: number): OwnerTaxYear {
    const { years } = this;
    while (years.length <= index) years.push(yearOfWorld(this.allowed, years.length, years.at(-1) ?? NOTHING_CARRIED, this.context, null));
    return years[index]!;
  }

  tail(): readonly OwnerTaxYear[] {
    this.tailYears ??= tailAfter(this.allowed.length, this.year(this.allowed.length - 1), this.context);
    return this.tailYears;
  }
}

/**
 * What the same world with `allowed` changed from `fromIndex` on, no later than `lastChanged` (the
 * fee's deduction: net-benefit.ts asks for many), takes off `base`'s tax each year, the tax on a
 * sale's gain included, millionths of a dollar: added to `saved` at the year's index (years after
 * the schedule following on). Returns where the years it figured end: the two worlds, the
 * shorter's years after the schedule followed on plain (alignedWorlds), run to the later of that
 * and the end of `base`'s, which the caller knows. Only the years the change reaches are
 * figured: a year whose carry in reaches what it can use in both worlds is `base`'s with the carry
 * moved (shifts), the same tax; from the first year at or after `lastChanged` that carries
 * what `base`'s carries, every year is `base`'s again, its tail too. Otherwise the years after the
 * schedule run until nothing is carried. Nothing is kept but the savings: the break-even search
 * asks this many times an answer.
 */
export function addChangedSavings(
  saved: number[],
  base: BaseWorld,
  allowed: readonly number[],
  fromIndex: number,
  lastChanged: number,
  context: OwnerTaxContext,
  sale: GainInYear | null,
): number {
  // The changed world's carry into the year (read, never kept, by the year figured from it).
  const carriedIn = baseCarriedInto(base, fromIndex);
  const carried: MovingCarry = { ...carriedIn };
  const rows = allowed.length;
  for (let index = fromIndex; index < rows; index++) {
    const baseYear = base.year(index);
    const baseCarried = baseCarriedInto(base, index);
    if (index > lastChanged && shifts(baseYear, carried, baseCarried)) moveCarry(carried, baseYear, baseCarried);
    else {
      const year = yearOfWorld(allowed, index, carried, context, sale);
      add(saved, index, taxWithSale(baseYear) - taxWithSale(year));
      setCarry(carried, year);
    }
    if (index >= lastChanged && sameCarry(carried, baseYear)) return index + 1;
  }
  // The years after the schedule: the changed world's run while it carries a loss (base's shifted
  // where they can be), against base's, base's own followed on plain where the changed world's run longer.
  const baseTail = base.tail();
  let baseCarried: Carry = baseCarriedInto(base, rows);
  let offset = 0;
  for (; offset < MAX_TAIL_YEARS && carried.carriedForward > 0; offset++) {
    const index = rows + offset;
    const baseYear = baseTail[offset] ?? yearAfter(index, baseCarried, context);
    if (offset < baseTail.length && shifts(baseYear, carried, baseCarried)) moveCarry(carried, baseYear, baseCarried);
    else {
      const year = yearAfter(index, carried, context);
      add(saved, index, taxWithSale(baseYear) - taxWithSale(year));
      setCarry(carried, year);
    }
    baseCarried = baseYear;
  }
  // The changed world's years after its last loss carried, plain, where base's run longer.
  for (; offset < baseTail.length; offset++) {
    const index = rows + offset;
    const year = yearAfter(index, carried, context);
    add(saved, index, taxWithSale(baseTail[offset]!) - taxWithSale(year));
    setCarry(carried, year);
  }
  return rows + offset;
}

/** What a world carries into its year `index` of the schedule. */
function baseCarriedInto(base: BaseWorld, index: number): Carry {
  return index === 0 ? NOTHING_CARRIED : base.year(index - 1);
}

/**
 * Whether `base`'s year (of the same deductions, figured from the carry `baseCarried`) is the same
 * with the carry `carried` in instead but for the carry out, moved by the difference: when both
 * carry the same from before 2018 and both later carries reach what the year can use (the year's
 * figures take the later carry only up to `carryLimit`). Otherwise the year is figured again.
 */
function shifts(base: OwnerTaxYear, carried: Carry, baseCarried: Carry): boolean {
  const old = carried.carriedFromBefore2018;
  return (
    sameOldLosses(carried.lossesBefore2018, baseCarried.lossesBefore2018) &&
    carried.carriedForward - old >= base.carryLimit &&
    baseCarried.carriedForward - old >= base.carryLimit
  );
}

/** A year's tax and the tax on a sale's gain in it, millionths of a dollar. */
function taxWithSale(year: OwnerTaxYear): number {
  return year.tax + (year.saleTax ?? 0);
}

function add(saved: number[], index: number, amount: number): void {
  saved[index] = (saved[index] ?? 0) + amount;
}

/** A changed world's carry as its years are walked: one object, moved along, where the years' own are never changed. */
type MovingCarry = { -readonly [Field in keyof Carry]: Carry[Field] };

/** The carry out of `baseYear` with `carried` in instead of `baseCarried` (shifts). */
function moveCarry(carried: MovingCarry, baseYear: OwnerTaxYear, baseCarried: Carry): void {
  carried.carriedForward = baseYear.carriedForward + carried.carriedForward - baseCarried.carriedForward;
  carried.carriedFromBefore2018 = baseYear.carriedFromBefore2018;
  carried.lossesBefore2018 = baseYear.lossesBefore2018;
}

function setCarry(carried: MovingCarry, year: Carry): void {
  carried.carriedForward = year.carriedForward;
  carried.carriedFromBefore2018 = year.carriedFromBefore2018;
  carried.lossesBefore2018 = year.lossesBefore2018;
}

function sameCarry(one: Carry, other: Carry): boolean {
  return one.carriedForward === other.carriedForward && sameOldLosses(one.lossesBefore2018, other.lossesBefore2018);
}

/** Whether two carries hold the same losses from before 2018, loss by loss (and so the same total, carriedFromBefore2018). */
function sameOldLosses(one: readonly OldLoss[], other: readonly OldLoss[]): boolean {
  if (one === other) return true;
  if (one.length !== other.length) return false;
  return one.every((loss, index) => loss.amount === other[index]!.amount && loss.lastYear === other[index]!.lastYear);
}

/** The fee to the cent (none given: 0), figured once: the answer echoes it and subtracts it; its deduction takes it in whole dollars (decision 0346). */
function studyFeeCents(studyFee: number | undefined): number {
  return Math.round((studyFee ?? 0) * 100);
}

/**
 * The net benefit, federal and state together: each year's savings of both, their present values,
 * the tax at a sale of both, and the fee's deduction on each return's own with-study world (decision 0361).
 */
export function studyNetBenefit(federal: FederalTaxImpact, state: StateTaxResult | null, studyFee: number | undefined): NetBenefit {
  const feeCents = studyFeeCents(studyFee);
  const { schedule, studied, rates } = federal;
  // The fee's deduction is one more deduction of the with-study world: that world, without it, is the base.
  const feeSavingAt = feeTaxSavingFor(
    {
      withStudy: { deductions: schedule.withStudy, allowed: federal.allowed.withStudy, releaseIndex: federal.allowed.releaseIndex },
      firstYear: studied.placed.year,
      studyIndex: schedule.studyIndex,
      limit: federal.limit,
      discountRate: rates.discountRate,
      owner: federal.owner,
      state: state && { rules: state.rules, withStudy: state.withStudy },
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
