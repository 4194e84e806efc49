import { AVERAGE_STAYS, FILING_STATUSES, PASSIVE_ACTIVITIES } from '../domain/tax/passive-activity.ts';
import { FIRST_PLACED_IN_SERVICE, LAST_PLACED_IN_SERVICE } from '../domain/tax/placed-in-service-range.ts';
import {
  FIRST_ACQUIRED,
  MAX_DISCOUNT_RATE,
  MAX_STATE_TAX_RATE,
  MAX_STUDY_FEE,
  SALE_YEAR_SPAN,
  saleYearRange,
  studyYearRange,
  TAX_CASES,
} from '../domain/tax/tax-impact-inputs.ts';
import { type CodeOf, messageKey } from './problem-codes.ts';

/**
 * Messages of POST /api/v2/tax-impact for its own fields (the v2 fields keep the v2 messages):
 * part of the API's contract, answered for the problems its rules find (tax-impact-checks.ts)
 * and said by its zod schema, which describes the request in the OpenAPI document. The page
 * says the same in a visitor's words (tax-visitor-messages.ts). As in v2-messages.ts, a
 * message's name is its field and the problem a rule reports ('invalid' -> `taxRateInvalid`),
 * and in snake_case its code. A message with values in it is a function of the years the
 * problem names (field-rules.ts, Finding); its field has at most one.
 */
export const TAX_IMPACT_MESSAGES = {
  placedInServiceRequired: `placedInService is required: a date written YYYY-MM-DD, from ${FIRST_PLACED_IN_SERVICE} to ${LAST_PLACED_IN_SERVICE}`,
  placedInServiceInvalid: `placedInService must be a date written YYYY-MM-DD, from ${FIRST_PLACED_IN_SERVICE} to ${LAST_PLACED_IN_SERVICE}`,
  acquiredInvalid: `acquired must be a date written YYYY-MM-DD, from ${FIRST_ACQUIRED}, on or before placedInService`,
  acquiredOutOfRange: 'acquired must be on or before placedInService: the property is acquired, then placed in service',
  taxRateInvalid: 'taxRate must be a number from 0 to 1 (0.37 is 37%)',
  taxRateOutOfRange: 'taxRate with investmentIncomeTax must be at most 0.962: the 3.8% net investment income tax is added to it, and the two cannot pass 1',
  discountRateInvalid: `discountRate must be a number from 0 to ${MAX_DISCOUNT_RATE} (0.05 is 5%)`,
  bonusRateInvalid: 'bonusRate must be a number from 0 to 1 (0 elects out of bonus depreciation)',
  caseInvalid: `case must be one of: ${TAX_CASES.join(', ')}`,
  studyYearInvalid: 'studyYear must be a whole year, such as 2026',
  studyYearOutOfRange: (first: number, last: number) => `studyYear must be from ${first} (the year placed in service) to ${last} (${last - first} years later)`,
  studyFeeInvalid: `studyFee must be a number of dollars from 0 to ${MAX_STUDY_FEE}`,
  saleDateInvalid: 'saleDate must be a date written YYYY-MM-DD',
  saleDateOutOfRange: (first: number, last: number) =>
    `saleDate must be in a year from ${first} (after the year placed in service and the study year) to ${last} (${SALE_YEAR_SPAN} years after the year placed in service)`,
  passiveActivityInvalid: `passiveActivity must be one of: ${PASSIVE_ACTIVITIES.join(', ')}`,
  netOperatingIncomeInvalid: 'netOperatingIncome must be a number of dollars, 0 or more',
  netOperatingIncomeRequired:
    "netOperatingIncome is required with passiveActivity active_participation or passive: the property's yearly income before depreciation",
  otherPassiveIncomeInvalid: 'otherPassiveIncome must be a number of dollars, 0 or more',
  modifiedAgiInvalid: 'modifiedAgi must be a number of dollars, 0 or more',
  modifiedAgiRequired: 'modifiedAgi is required with passiveActivity active_participation: modified adjusted gross income sets the allowance (IRC 469(i)(3))',
  passiveActivityNotAllowed:
    'passiveActivity active_participation is not available for a short-term rental with an average stay of 7 days or less: it is not a rental activity (Treas. Reg. 1.469-1T(e)(3)(ii)(A)), so the special allowance of IRC 469(i) does not apply. Choose not_limited if you materially participate, or passive; or give averageStay over_7_days',
  averageStayInvalid: `averageStay must be one of: ${AVERAGE_STAYS.join(', ')}`,
  averageStayNotApplicable: 'averageStay applies only to propertyType residential_str (a short-term rental)',
  filingStatusInvalid: `filingStatus must be one of: ${FILING_STATUSES.join(', ')}`,
  investmentIncomeTaxInvalid: 'investmentIncomeTax must be true or false',
  stateInvalid: 'state must be a two-letter USPS code of a state or DC, in capitals, such as CA',
  stateTaxRateInvalid: `stateTaxRate must be a number from 0 to ${MAX_STATE_TAX_RATE} (0.093 is 9.3%)`,
  stateTaxRateOutOfRange:
    "the federal rate (taxRate, plus 0.038 with investmentIncomeTax) and the state's rate (stateTaxRate, or the state's top rate when it is not given) together cannot pass 1: each dollar deducted would save more than a dollar. Give a lower taxRate or stateTaxRate",
} as const;

/** The codes of the tax-impact fields' problems: `placed_in_service_invalid`, `study_year_out_of_range`, ... */
export type TaxImpactCode = CodeOf<typeof TAX_IMPACT_MESSAGES>;

/** The years a sale may fall in, from the body's placedInService and studyYear (both valid). */
export function saleYearsOf(placedInService: unknown, studyYear: unknown): { first: number; last: number } {
  const placedYear = Number(String(placedInService).slice(0, 4));
  return saleYearRange(placedYear, typeof studyYear === 'number' ? studyYear : placedYear);
}

/**
 * The API's message for a field problem, from the body's dates rather than the problem's years
 * (tests name messages this way; the endpoint uses the years its rule found, apiProblemOf). A
 * message with values in it names the years allowed: the sale's (saleYearsOf) or the study's
 * (studyYearRange).
 */
export function taxImpactApiMessage(field: string, problem: string, placedInService: unknown, studyYear?: unknown): string {
  const message = TAX_IMPACT_MESSAGES[messageKey(field, problem) as keyof typeof TAX_IMPACT_MESSAGES];
  if (typeof message === 'string') return message;
  const { first, last } = field === 'saleDate' ? saleYearsOf(placedInService, studyYear) : studyYearRange(Number(String(placedInService).slice(0, 4)));
  return message(first, last);
}
