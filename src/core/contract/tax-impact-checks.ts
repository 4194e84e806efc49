import { PASSIVE_ACTIVITIES } from '../domain/tax/passive-activity.ts';
import {
  isAcquiredDate,
  isIsoDate,
  isPlacedInServiceDate,
  MAX_DISCOUNT_RATE,
  MAX_STUDY_FEE,
  saleYearRange,
  studyYearRange,
  TAX_CASES,
} from '../domain/tax/tax-impact-inputs.ts';
import { problemCode } from './problem-codes.ts';
import type { TaxImpactCode } from './tax-impact-messages.ts';

export type TaxImpactField =
  | 'placedInService'
  | 'acquired'
  | 'taxRate'
  | 'discountRate'
  | 'bonusRate'
  | 'case'
  | 'studyYear'
  | 'studyFee'
  | 'saleDate'
  | 'passiveActivity'
  | 'netOperatingIncome'
  | 'otherPassiveIncome'
  | 'modifiedAgi';

/**
 * What is wrong with a field. With the field it makes the problem's code (taxImpactProblemCode),
 * which the API answers in `problems` with its words (tax-impact-messages.ts), and which the page
 * turns into a visitor's (tax-visitor-messages.ts). 'outOfRange' is a whole year outside the
 * years the study may be applied in, a date acquired after the date placed in service, or a sale
 * date outside the years a sale may fall in; 'missing' a required field, or a companion the
 * participation chosen requires.
 */
export type TaxFieldProblem = 'missing' | 'invalid' | 'outOfRange';

/** The code of a field's problem, the one the API answers for the same value: `study_year_out_of_range`. */
export const taxImpactProblemCode = (field: TaxImpactField, problem: TaxFieldProblem) => problemCode(field, problem) as TaxImpactCode;

/** At most one problem per field, in the request's field order. */
export type TaxImpactFieldProblems = Partial<Record<TaxImpactField, TaxFieldProblem>>;

const isRateUpTo = (value: unknown, max: number) => typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= max;

/**
 * The tax-impact rules for its own fields without zod, for the page's island: the same rules as
 * taxImpactRequestSchema (the v2 fields are checkV2Fields' job), compared with it over generated
 * bodies in tests/core/contract/tax-impact-checks.test.ts.
 */
export function checkTaxImpactFields(body: Partial<Record<TaxImpactField, unknown>>): TaxImpactFieldProblems {
  const problems: TaxImpactFieldProblems = {};
  const { placedInService, acquired, taxRate, discountRate, bonusRate, studyYear, studyFee, saleDate, passiveActivity } = body;
  // Each field on its own first, in the request's field order, as the schema's fields report...
  const dateValid = isPlacedInServiceDate(placedInService);
  if (!dateValid) problems.placedInService = placedInService === undefined ? 'missing' : 'invalid';
  if (acquired !== undefined && !isAcquiredDate(acquired)) problems.acquired = 'invalid';
  if (taxRate !== undefined && !isRateUpTo(taxRate, 1)) problems.taxRate = 'invalid';
  if (discountRate !== undefined && !isRateUpTo(discountRate, MAX_DISCOUNT_RATE)) problems.discountRate = 'invalid';
  if (bonusRate !== undefined && !isRateUpTo(bonusRate, 1)) problems.bonusRate = 'invalid';
  if (body.case !== undefined && !TAX_CASES.includes(body.case as never)) problems.case = 'invalid';
  if (studyYear !== undefined && !Number.isSafeInteger(studyYear)) problems.studyYear = 'invalid';
  if (studyFee !== undefined && !isRateUpTo(studyFee, MAX_STUDY_FEE)) problems.studyFee = 'invalid';
  if (saleDate !== undefined && !isIsoDate(saleDate)) problems.saleDate = 'invalid';
  if (passiveActivity !== undefined && !PASSIVE_ACTIVITIES.includes(passiveActivity as never)) problems.passiveActivity = 'invalid';
  for (const field of ['netOperatingIncome', 'otherPassiveIncome', 'modifiedAgi'] as const) {
    if (body[field] !== undefined && !isRateUpTo(body[field], Number.POSITIVE_INFINITY)) problems[field] = 'invalid';
  }
  // ... then the rules between fields, in the schema's order: the study year, acquired before
  // placed in service, the sale's years, the companions of a passive-activity limit.
  const placedYear = dateValid ? Number(placedInService.slice(0, 4)) : 0;
  let studyYearValid = studyYear === undefined;
  if (dateValid && Number.isSafeInteger(studyYear)) {
    const { first, last } = studyYearRange(placedYear);
    studyYearValid = (studyYear as number) >= first && (studyYear as number) <= last;
    if (!studyYearValid) problems.studyYear = 'outOfRange';
  }
  if (dateValid && isAcquiredDate(acquired) && acquired > placedInService) problems.acquired = 'outOfRange';
  if (dateValid && studyYearValid && isIsoDate(saleDate)) {
    const { first, last } = saleYearRange(placedYear, (studyYear as number | undefined) ?? placedYear);
    const saleYear = Number(saleDate.slice(0, 4));
    if (saleYear < first || saleYear > last) problems.saleDate = 'outOfRange';
  }
  const limited = passiveActivity === 'active_participation' || passiveActivity === 'passive';
  if (limited && body.netOperatingIncome === undefined) problems.netOperatingIncome = 'missing';
  if (passiveActivity === 'active_participation' && body.modifiedAgi === undefined) problems.modifiedAgi = 'missing';
  return problems;
}
