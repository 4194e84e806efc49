import type { DeductionsAllowed } from './deductions-allowed.ts';
import type { DepreciationSchedule } from './schedule.ts';
import type { StateTaxResult } from './state-tax-impact.ts';
import type { SaleOutcome, ScheduleYear } from './tax-impact-types.ts';

export interface RowFacts {
  /** The year placed in service: the first row's. */
  firstYear: number;
  schedule: DepreciationSchedule;
  allowed: DeductionsAllowed;
  /** The federal tax the study saves each year from the study year on (yearlyTaxSavings). */
  yearlySavings: readonly number[];
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
  const { schedule, sale, state, yearlySavings } = facts;
  const { studyIndex } = schedule;
  const limited = facts.allowed.limited;
  return schedule.without.map((withoutStudy, index) => {
    const row: ScheduleYear = { year: facts.firstYear + index, withoutStudy, withStudy: schedule.withStudy[index]! };
    if (limited) {
      row.allowedWithoutStudy = limited.without[index]!.allowed;
      row.allowedWithStudy = limited.withStudy[index]!.allowed;
      row.suspendedWithoutStudy = limited.without[index]!.suspended;
      row.suspendedWithStudy = limited.withStudy[index]!.suspended;
    }
    if (index >= studyIndex) row.taxSavings = yearlySavings[index - studyIndex]!;
    if (sale && row.year === sale.year) row.taxAtSale = sale.additionalTax;
    if (state && index >= studyIndex) row.stateTaxSavings = state.yearlySavings[index - studyIndex]!;
    if (state && sale && row.year === sale.year) row.stateTaxAtSale = state.impact.additionalTaxAtSale;
    return row;
  });
}
