import { firstDay, valueAt } from '../law/dated-parameter.ts';
import { bonusScheduleByAcquisition, netInvestmentIncomeTaxRate, topIncomeTaxRate, topIncomeTaxRateLatest } from '../law/rates.ts';
import { parseIsoDate } from './calendar-date.ts';
import { FIRST_PLACED_IN_SERVICE, LAST_PLACED_IN_SERVICE } from './placed-in-service-range.ts';

/**
 * The tax-impact illustration's own inputs, beyond the v2 estimate's: their defaults and their
 * limits, in one place for the API's schema, the browser's checks, the page and the messages.
 */

/** Which of the v2 estimate's cases the illustration depreciates. */
export const TAX_CASES = ['low', 'typical', 'high'] as const;
export type TaxCase = (typeof TAX_CASES)[number];
export const DEFAULT_TAX_CASE: TaxCase = 'typical';

/**
 * The default marginal rate: the top federal income-tax rate in force in the tax year the
 * deduction is taken (the study year), from the law's dated record (src/core/domain/law/income-tax.ts).
 */
export function defaultTaxRate(taxYear: number): number {
  return valueAt(topIncomeTaxRate, `${taxYear}-01-01`);
}

/** The participation the API takes when none is given (passive-activity.ts: a loss not limited). */
export const DEFAULT_PASSIVE_ACTIVITY = 'not_limited' as const;

/**
 * Whether the 3.8% of IRC 1411 reaches the study's figures: when the owner says it applies to them,
 * and the rental is not one whose losses are not limited. That rental is taken as the owner's
 * nonpassive trade or business (a real estate professional's, a short-term rental the owner runs),
 * whose rents are not net investment income (1411(c)(1)(A)(i), (c)(2)(A); the safe harbor of
 * Treas. Reg. 1.1411-4(g)(7)), nor its gain (1411(c)(1)(A)(iii); 1.1411-4(d)(4)(i)(A)): decision
 * 0350. The request's rules (the rates together below 100%) read the same.
 */
export function investmentIncomeTaxApplies(input: { investmentIncomeTax?: boolean | undefined; passiveActivity?: string | undefined }): boolean {
  return input.investmentIncomeTax === true && (input.passiveActivity ?? DEFAULT_PASSIVE_ACTIVITY) !== 'not_limited';
}

/**
 * The federal rate on the study's figures (its deductions, the fee's, the gain at a sale): the
 * rate given plus, when the owner owes it, the 3.8% net investment income tax of the study year
 * (IRC 1411). The page names it beside the saving it gives.
 */
export function federalRateFor(taxRate: number, investmentIncomeTax: boolean, studyYear: number): number {
  return investmentIncomeTax ? taxRate + valueAt(netInvestmentIncomeTaxRate, `${studyYear}-01-01`) : taxRate;
}

/**
 * The top rate under the law as it now stands for the years ahead (the record's last row): the
 * legacy estimate's rate and the rate the forms offer before a visitor picks a year.
 */
export const CURRENT_TOP_TAX_RATE: number = topIncomeTaxRateLatest;

/**
 * The earliest acquisition date the bonus rules here cover: the first row of the schedule by
 * acquisition date (property acquired after 2007, src/core/domain/law/bonus-depreciation.ts).
 */
export const FIRST_ACQUIRED: string = /* @__PURE__ */ firstDay(bonusScheduleByAcquisition);

/** A common discount rate for the present value; the visitor sets their own. */
export const DEFAULT_DISCOUNT_RATE = 0.05;
export const MAX_DISCOUNT_RATE = 0.25;

/** The study fee's ceiling, dollars. */
export const MAX_STUDY_FEE = 1_000_000;

/** An income's ceiling, dollars (netOperatingIncome, otherPassiveIncome, modifiedAgi): past it a figure is noise. */
export const MAX_INCOME = 1_000_000_000;

/** A sale price's ceiling, dollars (salePrice, reclassifiedValueAtSale). */
export const MAX_SALE_PRICE = 100_000_000;

/** The largest land share an owner may give: past it a building is not the thing bought. */
export const MAX_LAND_SHARE = 0.9;

/** An assessed value's ceiling, dollars (assessedLand, assessedImprovements). */
export const MAX_ASSESSED_VALUE = 1_000_000_000;

/** The household taxable income's ceiling, dollars (taxableIncome). */
export const MAX_TAXABLE_INCOME = 100_000_000;

/** The highest state rate taken (stateTaxRate): above every state's top individual rate. */
export const MAX_STATE_TAX_RATE = 0.15;

/** A sale may be dated up to 40 years after the year placed in service. */
export const SALE_YEAR_SPAN = 40;

/** A placed-in-service date the illustration has rules for. */
export function isPlacedInServiceDate(value: unknown): value is string {
  return typeof value === 'string' && parseIsoDate(value) !== null && value >= FIRST_PLACED_IN_SERVICE && value <= LAST_PLACED_IN_SERVICE;
}

/** An acquisition date the bonus rules cover (on or before the date placed in service is checked apart). */
export function isAcquiredDate(value: unknown): value is string {
  return typeof value === 'string' && parseIsoDate(value) !== null && value >= FIRST_ACQUIRED && value <= LAST_PLACED_IN_SERVICE;
}

/** A real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: unknown): value is string {
  return typeof value === 'string' && parseIsoDate(value) !== null;
}

/**
 * The years a sale may fall in: after the year placed in service and after the study year (a
 * sale in the year placed in service gets no bonus and no depreciation, Treas. Reg.
 * 1.168(k)-1(f)(1) and 1.168(d)-1(b)(3)), and at most SALE_YEAR_SPAN years after the first.
 */
export function saleYearRange(placedInServiceYear: number, studyYear: number): { first: number; last: number } {
  return { first: Math.max(placedInServiceYear, studyYear) + 1, last: placedInServiceYear + SALE_YEAR_SPAN };
}
