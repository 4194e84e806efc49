import type { OwnerTaxYear } from './owner-federal-tax.ts';
import type { OwnerTaxSavings } from './owner-tax-savings.ts';
import type { DeductionsAllowed } from './passive-activity.ts';
import type { DepreciationSchedule } from './schedule.ts';
import type { StateTaxResult } from './state-tax-impact.ts';
import type { SaleOutcome, ScheduleYear } from './tax-impact-types.ts';

export interface RowFacts {
  /** The year placed in service: the first row's. */
  firstYear: number;
  schedule: DepreciationSchedule;
  allowed: DeductionsAllowed;
  /** The owner's federal tax in both worlds, and the tax the study saves each year from the study year on (owner-tax-savings.ts). */
  ownerTax: Pick<OwnerTaxSavings, 'without' | 'withStudy' | 'yearlySavings'>;
  sale: SaleOutcome | null;
  state: StateTaxResult | null;
}

/**
 * Each year's figures, from the year placed in service: the depreciation in both worlds, under a
 * passive-activity limit what is allowed and suspended, from the study year on the tax saved, and
 * in the sale year the tax the sale costs; with a state, its own. Computed here, once: every
 * surface renders these rows (src/core/view/owner-answer.ts).
 */
export function scheduleRows(facts: RowFacts): ScheduleYear[] {
  const { schedule, sale, state } = facts;
  const { yearlySavings } = facts.ownerTax;
  const { studyIndex } = schedule;
  const limited = facts.allowed.limited;
  const { without, withStudy } = facts.ownerTax;
  const carries = without.years.some(carriesLoss) || withStudy.years.some(carriesLoss);
  const onTheReturn = without.years[0]!.federalTax !== null;
  return schedule.without.map((withoutStudy, index) => {
    // The year read from here, not from the row: rows take their fields as they apply, so they
    // differ in shape, and reading the row's own would be a lookup across all their shapes.
    const year = facts.firstYear + index;
    const row: ScheduleYear = { year, withoutStudy, withStudy: schedule.withStudy[index]! };
    if (limited) {
      row.allowedWithoutStudy = limited.without[index]!.allowed;
      row.allowedWithStudy = limited.withStudy[index]!.allowed;
      row.suspendedWithoutStudy = limited.without[index]!.suspended;
      row.suspendedWithStudy = limited.withStudy[index]!.suspended;
    }
    // The owner's tax: with the household's income, each world's tax from the brackets; when a
    // loss is carried in any year, what each world carries into the next year.
    const before = without.years[index]!;
    const after = withStudy.years[index]!;
    if (onTheReturn) {
      row.federalTaxWithoutStudy = before.federalTax!;
      row.federalTaxWithStudy = after.federalTax!;
    }
    if (carries) {
      row.carriedForwardWithoutStudy = before.carriedForward;
      row.carriedForwardWithStudy = after.carriedForward;
    }
    if (index >= studyIndex) row.taxSavings = yearlySavings[index - studyIndex]!;
    if (sale && year === sale.year) row.taxAtSale = sale.additionalTax;
    if (state && index >= studyIndex) row.stateTaxSavings = state.yearlySavings[index - studyIndex]!;
    if (state && sale && year === sale.year) row.stateTaxAtSale = state.impact.additionalTaxAtSale;
    return row;
  });
}

function carriesLoss(year: OwnerTaxYear): boolean {
  return year.carriedForward !== 0;
}
