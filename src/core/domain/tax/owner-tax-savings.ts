import { roundedShareOf } from '../estimate/money.ts';
import type { DeductionsAllowed } from './deductions-allowed.ts';
import { type GainInYear, type OwnerTaxContext, type OwnerTaxWorld, type OwnerTaxYear, ownerFederalTax } from './owner-federal-tax.ts';
import { presentValueOfSavings } from './present-value.ts';
import type { RatesUsed } from './rates-used.ts';

/**
 * What the study saves in federal tax: the owner's tax figured in both worlds, without the study
 * and with it (owner-federal-tax.ts), year by year, and the difference. With the household's
 * taxable income it is the difference of the two taxes from the brackets, plus the 3.8% of IRC
 * 1411 on the difference of what each year deducts when it applies; without it, the difference of
 * what each year deducts at the flat rate (the 3.8% included). A loss still carried after the last
 * row is used in the years after: what that saves is shown in the last row, and discounted from
 * its own year.
 */
export interface OwnerTaxSavings {
  without: OwnerTaxWorld;
  withStudy: OwnerTaxWorld;
  /** The federal tax the study saves each year from the study year on, whole dollars; the last row's with the years after it. */
  yearlySavings: number[];
  /** The same year by year, the years after the last row on their own (the present value and the payback read them). */
  savingsByYear: number[];
  /** The savings discounted to the study year, each year from its own year, whole dollars. */
  presentValue: number;
}

/** A sale's gain in each world, when the sale is taxable: it is income of its year (owner-federal-tax.ts). */
export interface GainsAtSale {
  without: GainInYear | null;
  withStudy: GainInYear | null;
}

export function ownerTaxSavings(
  allowed: DeductionsAllowed,
  studyIndex: number,
  rates: RatesUsed,
  context: OwnerTaxContext,
  gains: GainsAtSale = NO_SALE,
): OwnerTaxSavings {
  const [without, withStudy] = bothWorlds(allowed.without, allowed.withStudy, context, gains);
  const extra = deductedDifferences(without, withStudy).slice(studyIndex);
  const rows = without.years.length - studyIndex;
  if (context.taxableIncome === null) {
    const savingsByYear = extra.map((amount) => roundedShareOf(amount, rates.federalBasisPoints));
    return {
      without,
      withStudy,
      yearlySavings: folded(savingsByYear, rows),
      savingsByYear,
      // Unrounded each year, rounded once, as the figures have always been.
      presentValue: presentValueOfSavings(extra, rates.federalBasisPoints / 10_000, rates.discountRate),
    };
  }
  const taxSaved = taxDifferences(without, withStudy).slice(studyIndex);
  const savingsByYear = taxSaved.map((saved, offset) => saved + roundedShareOf(extra[offset]!, rates.niitBasisPoints));
  return {
    without,
    withStudy,
    yearlySavings: folded(savingsByYear, rows),
    savingsByYear,
    presentValue: presentValueOfSavings(savingsByYear, 1, rates.discountRate),
  };
}

const NO_SALE: GainsAtSale = { without: null, withStudy: null };

/** Both worlds, their years after the schedule as many (a world with nothing carried pays its plain tax then). */
export function bothWorlds(
  without: readonly number[],
  withStudy: readonly number[],
  context: OwnerTaxContext,
  gains: GainsAtSale = NO_SALE,
): [OwnerTaxWorld, OwnerTaxWorld] {
  return alignedWorlds(
    (tailYears) => ownerFederalTax(without, context, tailYears, gains.without),
    (tailYears) => ownerFederalTax(withStudy, context, tailYears, gains.withStudy),
  );
}

/** Two worlds, each figured by `world` until nothing is carried, then the shorter again for as many years after the schedule as the longer. */
export function alignedWorlds(
  without: (tailYears?: number) => OwnerTaxWorld,
  withStudy: (tailYears?: number) => OwnerTaxWorld,
): [OwnerTaxWorld, OwnerTaxWorld] {
  const first = [without(), withStudy()] as const;
  const tailYears = Math.max(first[0].tail.length, first[1].tail.length);
  return [first[0].tail.length === tailYears ? first[0] : without(tailYears), first[1].tail.length === tailYears ? first[1] : withStudy(tailYears)];
}

/** Amounts year by year, the years after the first `rows` added to the last of them (the rows end with the schedule). */
export function folded(amounts: readonly number[], rows: number): number[] {
  const kept = amounts.slice(0, rows);
  for (const amount of amounts.slice(rows)) kept[kept.length - 1]! += amount;
  return kept;
}

/** What the study adds each year to what is deducted from income (with - without), the years after the schedule each on its own. */
export function deductedDifferences(without: OwnerTaxWorld, withStudy: OwnerTaxWorld): number[] {
  const differences = new Array<number>(yearCount(without));
  for (let index = 0; index < differences.length; index++) differences[index] = yearOf(withStudy, index).deducted - yearOf(without, index).deducted;
  return differences;
}

/**
 * What the study takes off each year's tax from the brackets (without - with), year by year; with
 * `andSale`, the tax on a sale's gain too (the fee's deduction changes it; the study's own change
 * to it is the sale's figure, not a year's saving).
 */
export function taxDifferences(without: OwnerTaxWorld, withStudy: OwnerTaxWorld, andSale = false): number[] {
  const differences = new Array<number>(yearCount(without));
  for (let index = 0; index < differences.length; index++)
    differences[index] = taxOf(yearOf(without, index), andSale) - taxOf(yearOf(withStudy, index), andSale);
  return differences;
}

/** A year's tax from the brackets, with the tax on a sale's gain when `andSale`. */
export function taxOf(year: OwnerTaxYear, andSale: boolean): number {
  return (year.federalTax ?? 0) + (andSale ? (year.saleTax ?? 0) : 0);
}

/** How many years a world has, those after the schedule included. */
export function yearCount(world: OwnerTaxWorld): number {
  return world.years.length + world.tail.length;
}

/** A world's year by its index from the first year, the years after the schedule following on (no list copied). */
export function yearOf(world: OwnerTaxWorld, index: number): OwnerTaxYear {
  return index < world.years.length ? world.years[index]! : world.tail[index - world.years.length]!;
}
