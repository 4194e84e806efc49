import { alignedWorlds, type GainInYear, type OwnerTaxContext, type OwnerTaxWorld, type OwnerTaxYear, ownerFederalTax } from './owner-federal-tax.ts';
import type { DeductionsAllowed } from './passive-activity.ts';
import { presentValueOfSavings } from './present-value.ts';
import type { SaleGains } from './sale-gains.ts';
import { TAX_UNITS, wholeDollars } from './tax-units.ts';

/**
 * What the study saves in tax: the owner's tax figured in both worlds, without the study and with
 * it (owner-federal-tax.ts), year by year, and the difference of the two, nothing else (the rules
 * of the year, tax-rules.ts, are the brackets or a flat rate). A loss still carried after the last
 * row is used in the years after: what that saves is shown in the last row, and discounted from
 * its own year. Each figure is rounded once, from the exact taxes.
 */
export interface OwnerTaxSavings {
  without: OwnerTaxWorld;
  withStudy: OwnerTaxWorld;
  /** The tax the study saves each year from the study year on, whole dollars; the last row's with the years after it. */
  yearlySavings: number[];
  /** The same year by year, the years after the last row on their own (the present value and the payback read them). */
  savingsByYear: number[];
  /** The same exact, millionths of a dollar (tax-units.ts). */
  exactByYear: number[];
  /** The savings discounted to the study year, each year from its own year, whole dollars. */
  presentValue: number;
}

/** A sale's gain in each world, when the sale is taxable: it is income of its year (owner-federal-tax.ts). */
export interface GainsAtSale {
  without: GainInYear | null;
  withStudy: GainInYear | null;
}

/** The gains as income of the sale's year in the owner's tax; none for an exchange, which recognises nothing (IRC 1031). */
export function gainsAtSale(gains: SaleGains | null, plan: { exchange: boolean } | null): GainsAtSale {
  if (!gains || plan?.exchange) return { without: null, withStudy: null };
  return { without: { index: gains.index, gain: gains.withoutStudy }, withStudy: { index: gains.index, gain: gains.withStudy } };
}

export function ownerTaxSavings(
  allowed: Pick<DeductionsAllowed, 'without' | 'withStudy'>,
  studyIndex: number,
  discountRate: number,
  context: OwnerTaxContext,
  gains: GainsAtSale = NO_SALE,
): OwnerTaxSavings {
  const [without, withStudy] = bothWorlds(allowed.without, allowed.withStudy, context, gains);
  const exactByYear = taxDifferences(without, withStudy).slice(studyIndex);
  const savingsByYear = exactByYear.map(wholeDollars);
  return {
    without,
    withStudy,
    yearlySavings: folded(savingsByYear, without.years.length - studyIndex),
    savingsByYear,
    exactByYear,
    presentValue: presentValueOfSavings(exactByYear, 1 / TAX_UNITS, discountRate),
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
  const first = ownerFederalTax(without, context, undefined, gains.without);
  return alignedWorlds(
    first,
    ownerFederalTax(withStudy, context, undefined, gains.withStudy, { world: first, allowed: without, sale: gains.without }),
    context,
  );
}

/** Amounts year by year, the years after the first `rows` added to the last of them (the rows end with the schedule). */
export function folded(amounts: readonly number[], rows: number): number[] {
  const kept = amounts.slice(0, rows);
  for (const amount of amounts.slice(rows)) kept[kept.length - 1]! += amount;
  return kept;
}

/** What the study takes off each year's tax (without - with), millionths of a dollar, year by year. */
export function taxDifferences(without: OwnerTaxWorld, withStudy: OwnerTaxWorld): number[] {
  const differences = new Array<number>(yearCount(without));
  for (let index = 0; index < differences.length; index++) differences[index] = taxSavedIn(without, withStudy, index, false);
  return differences;
}

/**
 * What the second world takes off the first's tax in year `index` (first - second), millionths of
 * a dollar; with `andSale`, the tax on a sale's gain too (the fee's deduction changes it; the
 * study's own change to it is the sale's figure, not a year's saving).
 */
export function taxSavedIn(first: OwnerTaxWorld, second: OwnerTaxWorld, index: number, andSale: boolean): number {
  return taxOf(yearOf(first, index), andSale) - taxOf(yearOf(second, index), andSale);
}

/** A year's tax, millionths of a dollar, with the tax on a sale's gain when `andSale`. */
function taxOf(year: OwnerTaxYear, andSale: boolean): number {
  return year.tax + (andSale ? (year.saleTax ?? 0) : 0);
}

/** How many years a world has, those after the schedule included. */
export function yearCount(world: OwnerTaxWorld): number {
  return world.years.length + world.tail.length;
}

/** A world's year by its index from the first year, the years after the schedule following on (no list copied). */
export function yearOf(world: OwnerTaxWorld, index: number): OwnerTaxYear {
  return index < world.years.length ? world.years[index]! : world.tail[index - world.years.length]!;
}
