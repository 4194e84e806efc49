import { type AllowedYear, allowedDeductions, type PassiveLimit } from './passive-activity.ts';

/**
 * The deduction each world takes, year by year: without the study and with it. Under a
 * passive-activity limit (IRC 469, passive-activity.ts) it is what the limit allows of the
 * depreciation, the rest suspended and released in the schedule's last year; otherwise the
 * depreciation itself. The federal side and the state's (state-tax-impact.ts) both read it: a
 * state starts from federal income, so the same limit holds the state's own columns.
 */
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
