import { FIRST_YEAR_OF_LIMITED_LOSSES, type YearLaw } from './ordinary-income-tax.ts';
import type { GainCharacter } from './sale-gains.ts';
import { TAX_UNITS } from './tax-units.ts';

/**
 * The owner's federal income tax in one world (without the study, or with it), year by year:
 * after the passive rules (IRC 469: `allowed`, passive-activity.ts), the excess business loss
 * cap (IRC 461(l)), then the net operating loss carried forward (IRC 172), then the year's tax by
 * its rules (tax-rules.ts: the brackets, or a flat rate as a schedule of one bracket). Both worlds
 * take the same steps: what the study saves is the difference of the two (owner-tax-savings.ts).
 * A state's tax is the same steps with the state's rules (state-tax-impact.ts), and the study
 * fee's deduction the with-study world with the fee added (fee-deduction.ts).
 *
 * With a flat rate the income is unbounded: a loss, and a loss carried in, is deducted in full at
 * once, and nothing but the cap's excess is carried (docs/decisions/0308-the-owner-tax-in-two-worlds.md).
 */

/**
 * The year's rules the owner's tax asks (tax-rules.ts makes them: the brackets, or a flat rate as a
 * schedule of one bracket; decision 0341). Taxes in millionths of a dollar (tax-units.ts).
 */
export interface TaxRules {
  /** The household's own taxable income, whole dollars, the property's figures set against it; Infinity: unbounded (a flat rate). */
  income: number;
  /** The 3.8% of IRC 1411 on the property's net income and its gain, basis points; 0 where it does not apply. */
  niitBasisPoints: number;
  /** Whether `incomeTax` is the return's own tax (the brackets), so each world's tax is a figure to show. */
  onTheReturn: boolean;
  /** The year's limits and amounts, found once per year: data, not rules (YearLaw). */
  yearLaw(year: number): YearLaw;
  /** The year's income tax, millionths of a dollar, when `deducted` (whole dollars) comes off the household's own income. */
  incomeTax(deducted: number, year: number): number;
  /** The same in a sale's year, the sale's `gain` income of the year, millionths of a dollar. */
  taxWithGain(deducted: number, gain: GainCharacter, year: number): number;
  /**
   * The highest rate the same year's tax (taxWithGain's, from the same figures) puts on the gain's
   * unrecaptured 1250 gain (IRC 1(h)(1)(E)), 0 to 1: asked once an answer, for the sale it reports,
   * not with every tax the fee's search figures.
   */
  unrecapturedRate(deducted: number, gain: GainCharacter, year: number): number;
  /** The most the year could tax unrecaptured 1250 gain at, 0 to 1: what an exchange, which taxes none, reports. */
  unrecapturedRateCap(year: number): number;
  /** The ordinary rate of the year's last dollar when `deducted` comes off the household's income, 0 to 1. */
  marginalRate(deducted: number, year: number): number;
  /** The latest year whose brackets the law's records hold (later years use it); null: a flat rate uses none. */
  latestBracketsYear: number | null;
}

export interface OwnerTaxContext {
  /** The year of the first amount. */
  firstYear: number;
  /**
   * The property's income before depreciation each year of the schedule, by the days owned
   * (rent-by-days-owned.ts), in the amounts' unit; none after the schedule (0 when not given).
   */
  propertyIncome: readonly number[];
  /** Whether the property's loss is not passive, so IRC 461(l) applies to it (losses not limited). */
  nonPassive: boolean;
  /**
   * The year's tax function (tax-rules.ts). Its income, the household's taxable income without
   * the property, is taken to be wages and other business income less the standard deduction, so
   * a loss beyond it makes a net operating loss only past the standard deduction (172(d)(4)).
   */
  rules: TaxRules;
}

/** One year of one world. Amounts in the context's unit; the tax in whole dollars. */
export interface OwnerTaxYear {
  /**
   * What the property takes off the household's taxable income this year: its net loss within the
   * cap, plus the loss carried in and deducted, less what income could not take (negative: a net income).
   */
  readonly deducted: number;
  /** The property's net loss over the IRC 461(l) threshold: not deducted this year, carried forward as a net operating loss. */
  readonly excessBusinessLoss: number;
  /** The excess business loss and net operating loss carried into the next year. */
  readonly carriedForward: number;
  /**
   * Of `carriedForward`, the losses that arose in a tax year beginning before 2018: they are
   * deducted first, and without the percentage limit (IRC 172(a)(1), (2)(A); 172(b)(2) takes the
   * losses in the order of the years they arose).
   */
  readonly carriedFromBefore2018: number;
  /**
   * The same, loss by loss, oldest first (their amounts add up to `carriedFromBefore2018`): each is
   * deducted until its last year (IRC 172(b)(1)(A)(ii), twenty years after it arose), then is gone.
   */
  readonly lossesBefore2018: readonly OldLoss[];
  /**
   * The most of a loss carried in from 2018 or later that the year can use (IRC 172(a)(2)'s limit,
   * with the sale's gain and without it, after the losses from before 2018): with the same carry
   * from before 2018 and a later carry of at least this much, a bigger carry changes nothing of the
   * year but what it carries out. Infinity when the income is unbounded (a flat rate).
   */
  readonly carryLimit: number;
  /**
   * The part of the year's loss that only took taxable income below zero by the standard
   * deduction (and before 2018 the personal exemptions): neither deducted nor carried, since a
   * nonbusiness deduction makes no net operating loss (IRC 172(d)(3), (4)). 0 with a flat rate.
   */
  readonly unusedLoss: number;
  /**
   * The year's tax by the rules, the 3.8% on the property's net income included, millionths of a
   * dollar (tax-rules.ts): with a flat rate measured from the household's tax without the
   * property, so only the difference of two worlds is a figure.
   */
  readonly tax: number;
  /** The return's ordinary income tax for the year, whole dollars, when the rules figure the return (the brackets); else null. */
  readonly federalTax: number | null;
  /**
   * The sale year only: what the gain at the sale adds to the year's tax, millionths of a dollar,
   * the 3.8% on a net gain included: the year's losses and the loss carried in set against the
   * gain first, and with the brackets the Schedule D Tax Worksheet.
   */
  readonly saleTax: number | undefined;
  /**
   * The sale year only: what the property's losses and the loss carried in take off the year's
   * income with the gain, whole dollars: what `saleTax` was figured from, and so what the rate its
   * unrecaptured 1250 gain met is asked with (TaxRules' unrecapturedRate).
   */
  readonly deductedWithSale: number | undefined;
}

/** A world's gain at a sale, by character (sale-gains.ts), and the index of its year. */
export interface GainInYear {
  index: number;
  gain: GainCharacter;
}

/**
 * Each year of one world, from the deductions the passive rules allow (`allowed`), then the years
 * after the last (`tail`): the rows end with the schedule, and a loss still carried is used on,
 * against the household's income. `tailYears`: how many; by default until nothing is carried.
 */
export function ownerFederalTax(
  allowed: readonly number[],
  context: OwnerTaxContext,
  tailYears?: number,
  sale: GainInYear | null = null,
  other?: WorldOf,
): OwnerTaxWorld {
  const years: OwnerTaxYear[] = new Array(allowed.length);
  let carried = NOTHING_CARRIED;
  // Until the first year whose deduction differs or that holds a gain that is not the very same
  // (a sale's year, as the two worlds' gains are their own), the other world's years are this
  // one's: the same deductions from the same carry make the same years (a study's worlds, before
  // the study year). The years are shared, not copied: nothing changes a year once figured.
  let same = other !== undefined;
  for (let index = 0; index < allowed.length; index++) {
    same &&= allowed[index] === other!.allowed[index] && gainIn(sale, index) === gainIn(other!.sale, index);
    years[index] = same ? other!.world.years[index]! : yearOfWorld(allowed, index, carried, context, sale);
    carried = years[index]!;
  }
  return { years, tail: tailAfter(years.length, carried, context, tailYears) };
}

/** A world figured already (ownerFederalTax), with what it was figured from. */
export interface WorldOf {
  world: OwnerTaxWorld;
  allowed: readonly number[];
  sale: GainInYear | null;
}

/** A sale's gain if its year is `index`, else null. */
function gainIn(sale: GainInYear | null, index: number): GainCharacter | null {
  return sale !== null && index === sale.index ? sale.gain : null;
}

/** A loss carried from one year into the next: all of it, and the part from before 2018, in total and loss by loss (OwnerTaxYear's fields). */
export type Carry = Pick<OwnerTaxYear, 'carriedForward' | 'carriedFromBefore2018' | 'lossesBefore2018'>;

/** A net operating loss of a year before 2018 still carried: what is left of it, and the last year it may be deducted in. */
export interface OldLoss {
  readonly amount: number;
  readonly lastYear: number;
}

/** No loss from before 2018: one list, shared, as almost every world's years carry none. */
const NO_OLD_LOSSES: readonly OldLoss[] = [];

/** A world's carry into its first year. */
export const NOTHING_CARRIED: Carry = { carriedForward: 0, carriedFromBefore2018: 0, lossesBefore2018: NO_OLD_LOSSES };

/** A world's year `index` of the schedule, from the loss carried in. */
export function yearOfWorld(allowed: readonly number[], index: number, carried: Carry, context: OwnerTaxContext, sale: GainInYear | null): OwnerTaxYear {
  return ownerTaxYear(allowed[index]! - (context.propertyIncome[index] ?? 0), carried, context.firstYear + index, context, gainIn(sale, index));
}

/**
 * The years after the schedule (`first` the index of the first), from the loss still carried: no
 * deduction is left and the property's income is not counted, only the carry is used, against the
 * household's income. `tailYears`: how many; by default until nothing is carried.
 */
export function tailAfter(first: number, carriedIn: Carry, context: OwnerTaxContext, tailYears?: number): OwnerTaxYear[] {
  const tail: OwnerTaxYear[] = [];
  let carried = carriedIn;
  const last = tailYears === undefined ? MAX_TAIL_YEARS : tailYears;
  while (tail.length < last && (tailYears !== undefined || carried.carriedForward > 0)) {
    const year = yearAfter(first + tail.length, carried, context);
    tail.push(year);
    carried = year;
  }
  return tail;
}

/** A world's year `index` after the schedule (no deduction, no property income: only the carry is used), from the loss carried in. */
export function yearAfter(index: number, carried: Carry, context: OwnerTaxContext): OwnerTaxYear {
  return ownerTaxYear(0, carried, context.firstYear + index, context, null);
}

/**
 * Two worlds with as many years after the schedule: the shorter's tail is followed on, each year
 * plain (nothing carried, nothing deducted), so that the two can be set against each other year by year.
 */
export function alignedWorlds(without: OwnerTaxWorld, withStudy: OwnerTaxWorld, context: OwnerTaxContext): [OwnerTaxWorld, OwnerTaxWorld] {
  const tailYears = Math.max(without.tail.length, withStudy.tail.length);
  return [longerTail(without, tailYears, context), longerTail(withStudy, tailYears, context)];
}

function longerTail(world: OwnerTaxWorld, tailYears: number, context: OwnerTaxContext): OwnerTaxWorld {
  if (world.tail.length === tailYears) return world;
  const carried = world.tail.at(-1) ?? world.years.at(-1) ?? NOTHING_CARRIED;
  const more = tailAfter(world.years.length + world.tail.length, carried, context, tailYears - world.tail.length);
  return { years: world.years, tail: world.tail.concat(more) };
}

export interface OwnerTaxWorld {
  years: OwnerTaxYear[];
  tail: OwnerTaxYear[];
}

/** A carried loss still unused this many years after the schedule is not followed further. */
export const MAX_TAIL_YEARS = 40;

/** One year: the property's net loss (`loss`, negative for a net income), the loss carried in, and a sale's gain that year. */
function ownerTaxYear(loss: number, carry: Carry, year: number, context: OwnerTaxContext, gain: GainCharacter | null): OwnerTaxYear {
  const { rules } = context;
  const law = rules.yearLaw(year);
  // IRC 461(l)(1)(B), (3)(A): the loss over the threshold is disallowed this year, and carried as a
  // net operating loss (461(l)(2)). It applies to a loss that is not passive; in a taxable sale's
  // year the passive losses the sale frees are not passive either (469(g)(1)(A)), so it applies to
  // every owner's loss then. The sale's result is the business's too (461(l)(3)(A): Form 461 takes
  // Form 4797's): a gain is set against the loss before the threshold applies, a net section 1231
  // loss or ordinary loss at the sale adds to it.
  const threshold = context.nonPassive || gain !== null ? law.excessBusinessLossThreshold : null;
  const businessLoss = gain ? loss - gain.totalGain : loss;
  const excessBusinessLoss = threshold === null || businessLoss <= 0 ? 0 : Math.max(0, businessLoss - threshold);
  // The year as it would be without the sale's result (the row's own tax, which the sale's tax is
  // measured from) carries no more of the excess than the year's own loss: the rest of it is the
  // sale's loss, held back in the sale's figures below.
  const usable = loss - (gain ? Math.min(excessBusinessLoss, Math.max(0, loss)) : excessBusinessLoss);
  // An unbounded income (a flat rate) takes the whole carry and leaves no shortfall. The losses from
  // before 2018 are deducted first, up to the income (172(a)(1)); the later ones up to the limit's
  // share of what income is left (172(a)(2)(B)).
  const { income } = rules;
  const limit = law.netOperatingLossLimit;
  // A loss from before 2018 past its last year (twenty years on, 172(b)(1)(A)(ii)) is gone.
  let oldLosses = carry.lossesBefore2018;
  let expired = 0;
  while (oldLosses.length > 0 && oldLosses[0]!.lastYear < year) {
    expired += oldLosses[0]!.amount;
    oldLosses = oldLosses.slice(1);
  }
  const carriedIn = carry.carriedForward - expired;
  const oldIn = carry.carriedFromBefore2018 - expired;
  // Before 2018 a year uses up a loss carried in by its taxable income without the personal
  // exemptions (172(b)(2)(A), (d)(3)): the part the exemptions take saves no tax, and is gone.
  const oldUsedA = Math.min(oldIn, Math.max(0, income - usable + law.personalExemptions));
  const carryLimitA = carryLimitOf(income - usable - oldUsedA, limit);
  const used = oldUsedA + Math.min(carriedIn - oldIn, carryLimitA);
  const shortfall = Math.max(0, usable + used - income);
  const deducted = usable + used - shortfall;
  // The 3.8% of IRC 1411 on the property's net income (a loss deducted lowers it), in millionths.
  const investmentIncomeTax = -rules.niitBasisPoints * deducted * 100;
  const incomeTax = rules.incomeTax(deducted, year);
  // The sale's year: the gain is income of the year, so the year's losses, released passive losses
  // included (469(g)), and the loss carried in (up to the limit of 172(a)(2), now of the income with
  // the gain) are set against it before it is taxed; what is left over is carried as before.
  let usedOfCarry = used;
  let oldUsed = oldUsedA;
  let carryLimitB = 0;
  let belowZero = shortfall;
  let saleTax: number | undefined;
  let deductedWithSale: number | undefined;
  if (gain) {
    const withGain = income - businessLoss + excessBusinessLoss;
    oldUsed = Math.min(oldIn, Math.max(0, withGain + law.personalExemptions));
    carryLimitB = carryLimitOf(withGain - oldUsed, limit);
    usedOfCarry = oldUsed + Math.min(carriedIn - oldIn, carryLimitB);
    deductedWithSale = loss - excessBusinessLoss + usedOfCarry;
    belowZero = Math.max(0, deductedWithSale - income - gain.totalGain);
    saleTax = rules.taxWithGain(deductedWithSale, gain, year) - incomeTax + Math.max(0, gain.totalGain) * rules.niitBasisPoints * 100;
  }
  // Taxable income below zero is carried as a net operating loss (172(b)(1)(A)), but for the part
  // the standard deduction and (before 2018) the personal exemptions made: they make none (172(d)(3), (4)).
  const operatingLoss = Math.max(0, belowZero - law.nonbusinessDeductions);
  const arising = operatingLoss + excessBusinessLoss;
  const arisingOld = year < FIRST_YEAR_OF_LIMITED_LOSSES ? arising : 0;
  return {
    deducted,
    excessBusinessLoss,
    carriedForward: carriedIn - usedOfCarry + arising,
    carriedFromBefore2018: oldIn - oldUsed + arisingOld,
    lossesBefore2018: oldLossesAfter(oldLosses, oldUsed, arisingOld, law.lastYearOfLoss),
    carryLimit: Math.max(carryLimitA, carryLimitB),
    unusedLoss: belowZero - operatingLoss,
    tax: incomeTax + investmentIncomeTax,
    federalTax: rules.onTheReturn ? incomeTax / TAX_UNITS : null,
    saleTax,
    deductedWithSale,
  };
}

/**
 * The losses from before 2018 carried out of a year: those carried in less `used`, the oldest first
 * (172(b)(2)), and the year's own loss (`arising`) when the year is before 2018, deducted until
 * `lastYear` (the year's law: twenty years on).
 */
function oldLossesAfter(carried: readonly OldLoss[], used: number, arising: number, lastYear: number): readonly OldLoss[] {
  if (used === 0 && arising === 0) return carried;
  const left: OldLoss[] = [];
  let toUse = used;
  for (const loss of carried) {
    const taken = Math.min(toUse, loss.amount);
    toUse -= taken;
    if (loss.amount > taken) left.push(taken === 0 ? loss : { amount: loss.amount - taken, lastYear: loss.lastYear });
  }
  if (arising > 0) left.push({ amount: arising, lastYear });
  return left;
}

/**
 * The most of a loss carried in that a year's income (before it) takes: IRC 172(a)(2), a year's
 * NOL deduction is at most the limit's share of its taxable income before it. What falls short of
 * zero after it is carried forward (172(b)(1)(A)), less the standard deduction and the personal
 * exemptions (172(d)(3), (4); the caller's `unusedLoss`); the other 172(d) modifications do not
 * arise for wages and a rental.
 */
function carryLimitOf(income: number, limit: number): number {
  return Math.floor(Math.max(0, income) * limit);
}
