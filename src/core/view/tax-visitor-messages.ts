import { formatLimit } from '../contract/limits.ts';
import type { TaxImpactCode } from '../contract/tax-impact-messages.ts';
import { FIRST_PLACED_IN_SERVICE, LAST_PLACED_IN_SERVICE } from '../domain/tax/placed-in-service-range.ts';
import { FIRST_ACQUIRED, MAX_DISCOUNT_RATE, MAX_STATE_TAX_RATE, MAX_STUDY_FEE } from '../domain/tax/tax-impact-inputs.ts';
import { fractionText } from './rate-input.ts';

/**
 * What a visitor is told about a tax field on the page (visitor-messages.ts has the estimate's
 * fields): one place for the mapping from a problem's code (tax-impact-checks.ts,
 * taxImpactProblemCode: the code the API answers) to words a property owner understands,
 * VISITOR_TAX_WORDS. The API keeps its own (tax-impact-messages.ts).
 */
export const VISITOR_TAX_MESSAGES = {
  placedInService: `Enter a date from ${FIRST_PLACED_IN_SERVICE} to ${LAST_PLACED_IN_SERVICE}`,
  acquired: `Enter a date from ${FIRST_ACQUIRED}, or leave it blank if the property was bought the day it was placed in service`,
  acquiredAfterPlacedInService: 'Enter a date on or before the date placed in service: the property is bought, then put in use',
  taxRate: 'Enter a tax rate from 0 to 100%',
  taxRateWithInvestmentIncomeTax: 'Enter a tax rate of 96.2% or less: the 3.8% tax is added to it',
  case: 'Choose low, typical or high',
  bonusRate: 'Enter a bonus rate from 0 to 100%, or leave it blank for the rate the law sets',
  discountRate: `Enter a discount rate from 0 to ${MAX_DISCOUNT_RATE * 100}%`,
  studyYear: 'Enter a year, or leave it blank for the year placed in service',
  studyYearRange: (first: number, last: number) => `Enter a year from ${first} to ${last}, or leave it blank for the year placed in service`,
  /** A rate written `37`: a percent without its sign, or a fraction mistyped (rate-input.ts). */
  bareNumberOverOne: (number: number) => `Write ${number}% or ${fractionText(number / 100)}, not a bare ${number}`,
  studyFee: `Enter a fee from $0 to $${formatLimit(MAX_STUDY_FEE)}, or leave it blank`,
  saleDate: 'Enter a date, or leave it blank if you plan to keep the property',
  saleDateRange: (first: number, last: number) =>
    `Enter a date in ${first} to ${last} (after the year placed in service and the study year), or leave it blank`,
  passiveActivity: 'Choose how you take part in the rental',
  netOperatingIncome: 'Enter an income of $0 or more',
  netOperatingIncomeRequired: "Enter the property's yearly income before depreciation: the limit depends on it",
  otherPassiveIncome: 'Enter an income of $0 or more, or leave it blank',
  modifiedAgi: 'Enter an income of $0 or more',
  modifiedAgiRequired: 'Enter your modified adjusted gross income: the allowance depends on it',
  passiveActivityNotAllowed:
    'A short-term rental with stays of 7 days or less is not a rental activity, so the $25,000 allowance does not apply: choose the first or the last answer',
  averageStay: 'Choose the average guest stay',
  averageStayNotApplicable: 'The average stay is asked for short-term rentals only',
  filingStatus: 'Choose your filing status',
  investmentIncomeTax: 'Answer yes or no',
  state: 'Choose a state, or leave it to your ZIP code',
  stateTaxRate: `Enter a state rate from 0 to ${MAX_STATE_TAX_RATE * 100}%, or leave it blank for the state's top rate`,
  combinedRates: 'Your federal and state rates together cannot be more than 100%: lower one of them',
} as const;

const M = VISITOR_TAX_MESSAGES;

/** The visitor's words for each code the tax-impact checks give; a study year or sale date out of range names the years. */
export const VISITOR_TAX_WORDS: Readonly<Record<TaxImpactCode, string | ((first: number, last: number) => string)>> = {
  placed_in_service_required: M.placedInService,
  placed_in_service_invalid: M.placedInService,
  acquired_invalid: M.acquired,
  acquired_out_of_range: M.acquiredAfterPlacedInService,
  tax_rate_invalid: M.taxRate,
  tax_rate_out_of_range: M.taxRateWithInvestmentIncomeTax,
  discount_rate_invalid: M.discountRate,
  bonus_rate_invalid: M.bonusRate,
  case_invalid: M.case,
  study_year_invalid: M.studyYear,
  study_year_out_of_range: M.studyYearRange,
  study_fee_invalid: M.studyFee,
  sale_date_invalid: M.saleDate,
  sale_date_out_of_range: M.saleDateRange,
  passive_activity_invalid: M.passiveActivity,
  net_operating_income_invalid: M.netOperatingIncome,
  net_operating_income_required: M.netOperatingIncomeRequired,
  other_passive_income_invalid: M.otherPassiveIncome,
  modified_agi_invalid: M.modifiedAgi,
  modified_agi_required: M.modifiedAgiRequired,
  passive_activity_not_allowed: M.passiveActivityNotAllowed,
  average_stay_invalid: M.averageStay,
  average_stay_not_applicable: M.averageStayNotApplicable,
  filing_status_invalid: M.filingStatus,
  investment_income_tax_invalid: M.investmentIncomeTax,
  state_invalid: M.state,
  state_tax_rate_invalid: M.stateTaxRate,
  state_tax_rate_out_of_range: M.combinedRates,
};
