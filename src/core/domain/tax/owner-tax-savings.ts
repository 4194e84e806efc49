import { roundedShareOf } from '../estimate/money.ts';
import type { DeductionsAllowed } from './deductions-allowed.ts';
import { type OwnerTaxContext, type OwnerTaxWorld, ownerFederalTax } from './owner-federal-tax.ts';
import { presentValueOfSavings } from './present-value.ts';
import type { RatesUsed } from './rates-used.ts';

/**
 * What the study saves in federal tax: the owner's tax figured in both worlds, without the study
 * and with it (owner-federal-tax.ts), year by year, and the difference. With the household's
 * taxable income it is the difference of the two taxes from the brackets, plus the 3.8% of IRC
 * 1411 on the difference of what each year deducts when it applies; without it, the difference of
 * what each year deducts at the flat rate (the 3.8% included). A loss still carried after the last
 * row is used in the years after, and what that saves is counted in the last row.
 */
export interface OwnerTaxSavings {
  without: OwnerTaxWorld;
  withStudy: OwnerTaxWorld;
  /** The federal tax the study saves each year from the study year on, whole dollars. */
  yearlySavings: number[];
  /** Those savings discounted to the study year, whole dollars. */
  presentValue: number;
}

export function ownerTaxSavings(allowed: DeductionsAllowed, studyIndex: number, rates: RatesUsed, context: OwnerTaxContext): OwnerTaxSavings {
  const [without, withStudy] = bothWorlds(allowed.without, allowed.withStudy, context);
  const extra = deductedDifferences(without, withStudy);
  if (context.taxableIncome === null) {
    const fromStudyYear = extra.slice(studyIndex);
    return {
      without,
      withStudy,
      yearlySavings: fromStudyYear.map((amount) => roundedShareOf(amount, rates.federalBasisPoints)),
      // Unrounded each year, rounded once, as the figures have always been.
      presentValue: presentValueOfSavings(fromStudyYear, rates.federalBasisPoints / 10_000, rates.discountRate),
    };
  }
  const taxSaved = taxDifferences(without, withStudy);
  const yearlySavings = taxSaved.slice(studyIndex).map((saved, offset) => saved + roundedShareOf(extra[studyIndex + offset]!, rates.niitBasisPoints));
  return { without, withStudy, yearlySavings, presentValue: presentValueOfSavings(yearlySavings, 1, rates.discountRate) };
}

/** Both worlds, their years after the schedule as many (a world with nothing carried pays its plain tax then). */
export function bothWorlds(without: readonly number[], withStudy: readonly number[], context: OwnerTaxContext): [OwnerTaxWorld, OwnerTaxWorld] {
  return alignedWorlds(
    (tailYears) => ownerFederalTax(without, context, tailYears),
    (tailYears) => ownerFederalTax(withStudy, context, tailYears),
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

/** A world's years, the years after the schedule folded into the last (their amounts added to it). */
function folded(world: OwnerTaxWorld, of: (year: OwnerTaxWorld['years'][number]) => number): number[] {
  const amounts = world.years.map(of);
  for (const year of world.tail) amounts[amounts.length - 1]! += of(year);
  return amounts;
}

/** What the study adds each year to what is deducted from income (with - without). */
export function deductedDifferences(without: OwnerTaxWorld, withStudy: OwnerTaxWorld): number[] {
  const before = folded(without, (year) => year.deducted);
  return folded(withStudy, (year) => year.deducted).map((amount, index) => amount - before[index]!);
}

/** What the study takes off each year's tax from the brackets (without - with). */
export function taxDifferences(without: OwnerTaxWorld, withStudy: OwnerTaxWorld): number[] {
  const after = folded(withStudy, (year) => year.federalTax ?? 0);
  return folded(without, (year) => year.federalTax ?? 0).map((amount, index) => amount - after[index]!);
}
