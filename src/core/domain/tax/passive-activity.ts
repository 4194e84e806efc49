import { roundHalfUp } from '../estimate/money.ts';
import { valueAt } from '../law/dated-parameter.ts';
import { RATES } from '../law/rates.ts';
import { DEFAULT_PASSIVE_ACTIVITY } from './tax-impact-inputs.ts';

/**
 * The passive activity loss rules of IRC section 469 (IRS Publication 925). A rental is a passive
 * activity (469(c)(2)), and a passive loss is allowed only against passive income; the rest is
 * suspended and carried to the next year (469(b)) until the activity is sold (469(g)).
 */

/**
 * How the owner takes part:
 * - `not_limited`: the losses are usable as they come: a real estate professional who materially
 *   participates (469(c)(7)), a short-term rental with average stays of 7 days or less that the
 *   owner materially participates in (not a rental activity, Treas. Reg. 1.469-1T(e)(3)(ii)(A)).
 *   Not an investor with enough passive income from elsewhere: the rental is still passive (so the
 *   3.8% of IRC 1411 reaches it, decision 0350), which is `passive` with `otherPassiveIncome`;
 * - `active_participation`: the special allowance of 469(i), up to $25,000 a year against other
 *   income, phased out above $100,000 of modified adjusted gross income;
 * - `passive`: no allowance (a limited partner or an owner who does not actively participate).
 */
export const PASSIVE_ACTIVITIES = ['not_limited', 'active_participation', 'passive'] as const;
export type PassiveActivity = (typeof PASSIVE_ACTIVITIES)[number];
// The default participation is kept with the other defaults (tax-impact-inputs.ts), which the page's first load reads without these rules.
export { DEFAULT_PASSIVE_ACTIVITY };

/**
 * The owner's filing status. Only married filing separately changes the passive-loss figures:
 * no special allowance (IRC 469(i)(5)(B)), assuming the spouses lived together at some time in
 * the year (living apart all year, $12,500 phased out from $50,000: not modelled).
 */
export const FILING_STATUSES = ['single', 'married_joint', 'married_separate', 'head_of_household'] as const;
export type FilingStatus = (typeof FILING_STATUSES)[number];
export const DEFAULT_FILING_STATUS: FilingStatus = 'single';

/**
 * A short-term rental's average guest stay. Seven days or less, it is not a rental activity
 * (Treas. Reg. 1.469-1T(e)(3)(ii)(A)): its losses are non-passive with material participation,
 * passive without, and never get the special allowance of 469(i), which is for rental real
 * estate. Over seven days it is a rental like any other.
 */
export const AVERAGE_STAYS = ['7_days_or_less', 'over_7_days'] as const;
export type AverageStay = (typeof AVERAGE_STAYS)[number];
export const DEFAULT_AVERAGE_STAY: AverageStay = '7_days_or_less';

/**
 * IRC 469(i)(2) and (3)(A): $25,000 less 50% of modified adjusted gross income over $100,000,
 * never below zero, in whole dollars (rounded half up); the figures are the law's dated records.
 * Married filing separately, none (469(i)(5)(B)).
 */
export function specialAllowance(modifiedAgi: number, year: number, filingStatus: FilingStatus = DEFAULT_FILING_STATUS): number {
  const date = `${year}-01-01`;
  if (filingStatus === 'married_separate') return valueAt(RATES.passiveAllowanceMarriedSeparate, date);
  const over = Math.max(0, modifiedAgi - valueAt(RATES.passivePhaseOutStart, date));
  const allowance = valueAt(RATES.passiveSpecialAllowance, date) - valueAt(RATES.passivePhaseOutRate, date) * over;
  return Math.max(0, roundHalfUp(allowance));
}

export interface PassiveLimit {
  /** Each year of the schedule: the property's income before depreciation (by the days owned) plus other passive income, whole dollars. */
  passiveIncome: readonly number[];
  /** The loss allowed against other income each year (0 for a passive investor). */
  allowance: (year: number) => number;
}

/** The incomes the limit reads, dollars as given (rounded to whole dollars here; absent: 0). */
export interface PassiveIncomes {
  otherPassiveIncome?: number | undefined;
  modifiedAgi?: number | undefined;
}

/**
 * The limit the owner's participation sets, or null: the losses are usable as they come. `rent`:
 * the property's income each year of the schedule (rent-by-days-owned.ts).
 */
export function passiveLimit(
  passiveActivity: PassiveActivity,
  filingStatus: FilingStatus,
  incomes: PassiveIncomes,
  rent: readonly number[],
): PassiveLimit | null {
  if (passiveActivity === 'not_limited') return null;
  const modifiedAgi = incomes.modifiedAgi ?? 0;
  const other = roundHalfUp(incomes.otherPassiveIncome ?? 0);
  return {
    passiveIncome: rent.map((amount) => amount + other),
    allowance: passiveActivity === 'active_participation' ? (year) => specialAllowance(modifiedAgi, year, filingStatus) : () => 0,
  };
}

export interface AllowedYear {
  allowed: number;
  suspended: number;
}

/**
 * One column's deductions under the limit, year by year: the loss is the depreciation plus the
 * loss suspended the year before, less the passive income; the allowance takes what it can of
 * it and the rest is suspended. In `releaseIndex` (the sale year, or the last year of a schedule
 * held through the recovery) every suspended loss is released (469(g)).
 */
export function allowedDeductions(depreciation: readonly number[], firstYear: number, limit: PassiveLimit, releaseIndex: number): AllowedYear[] {
  let suspended = 0;
  return depreciation.map((amount, index) => {
    const available = amount + suspended;
    const loss = available - limit.passiveIncome[index]!;
    if (loss <= 0 || index >= releaseIndex) {
      suspended = 0;
      return { allowed: available, suspended };
    }
    const used = Math.min(loss, limit.allowance(firstYear + index));
    suspended = loss - used;
    return { allowed: available - suspended, suspended };
  });
}

/**
 * The deduction each world takes, year by year: without the study and with it. Under a
 * passive-activity limit (IRC 469, above) it is what the limit allows of the
 * depreciation, the rest suspended and released in the schedule's last year; otherwise the
 * depreciation itself. The federal side and the state's (state-tax-impact.ts) both read it: a
 * state starts from federal income, so the same limit holds the state's own columns.
 */
/**
 * One world's deductions as a return takes them: each year's before the passive rules and allowed
 * by them, and the year they release what they suspend (the fee's deduction is added to one of
 * these, federal or the state's: fee-deduction.ts).
 */
export interface WorldDeductions {
  deductions: readonly number[];
  allowed: readonly number[];
  releaseIndex: number;
}

export interface DeductionsAllowed {
  /** Each year's deduction allowed, whole dollars, from the year placed in service. */
  without: readonly number[];
  withStudy: readonly number[];
  /** Under a limit, each world's years with the loss suspended; null when not limited. */
  limited: { without: AllowedYear[]; withStudy: AllowedYear[] } | null;
  /** The index of the year every suspended loss is released (IRC 469(g)): the schedule's last, the sale year or the recovery's last. */
  releaseIndex: number;
}

/**
 * The schedule's last year releases every suspended loss (IRC 469(g)): a fully taxable sale, or
 * the end of the recovery. A like-kind exchange is not such a year: its schedule goes on as the
 * held property's (federal-tax-impact.ts), and so do its suspended losses.
 */
export function deductionsAllowed(without: readonly number[], withStudy: readonly number[], firstYear: number, limit: PassiveLimit | null): DeductionsAllowed {
  const releaseIndex = without.length - 1;
  if (!limit) return { without, withStudy, limited: null, releaseIndex };
  const limited = {
    without: allowedDeductions(without, firstYear, limit, releaseIndex),
    withStudy: allowedDeductions(withStudy, firstYear, limit, releaseIndex),
  };
  return { without: limited.without.map(allowedOf), withStudy: limited.withStudy.map(allowedOf), limited, releaseIndex };
}

const allowedOf = (year: AllowedYear) => year.allowed;
