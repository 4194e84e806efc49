import type { TaxImpactCode } from '../contract/tax-impact-messages.ts';
import { FIRST_PLACED_IN_SERVICE, LAST_PLACED_IN_SERVICE } from '../domain/tax/placed-in-service-range.ts';
import { FIRST_ACQUIRED, MAX_DISCOUNT_RATE } from '../domain/tax/tax-impact-inputs.ts';
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
  case: 'Choose low, typical or high',
  bonusRate: 'Enter a bonus rate from 0 to 100%, or leave it blank for the rate the law sets',
  discountRate: `Enter a discount rate from 0 to ${MAX_DISCOUNT_RATE * 100}%`,
  studyYear: 'Enter a year, or leave it blank for the year placed in service',
  studyYearRange: (first: number, last: number) => `Enter a year from ${first} to ${last}, or leave it blank for the year placed in service`,
  /** A rate written `37`: a percent without its sign, or a fraction mistyped (rate-input.ts). */
  bareNumberOverOne: (number: number) => `Write ${number}% or ${fractionText(number / 100)}, not a bare ${number}`,
} as const;

const M = VISITOR_TAX_MESSAGES;

/** The visitor's words for each code the tax-impact checks give; a study year out of range names the years. */
export const VISITOR_TAX_WORDS: Readonly<Record<TaxImpactCode, string | ((first: number, last: number) => string)>> = {
  placed_in_service_required: M.placedInService,
  placed_in_service_invalid: M.placedInService,
  acquired_invalid: M.acquired,
  acquired_out_of_range: M.acquiredAfterPlacedInService,
  tax_rate_invalid: M.taxRate,
  discount_rate_invalid: M.discountRate,
  bonus_rate_invalid: M.bonusRate,
  case_invalid: M.case,
  study_year_invalid: M.studyYear,
  study_year_out_of_range: M.studyYearRange,
};
