import { isAcquiredDate, isPlacedInServiceDate, MAX_DISCOUNT_RATE, studyYearRange, TAX_CASES } from '../domain/tax/tax-impact-inputs.ts';
import { problemCode } from './problem-codes.ts';
import type { TaxImpactCode } from './tax-impact-messages.ts';

export type TaxImpactField = 'placedInService' | 'acquired' | 'taxRate' | 'discountRate' | 'bonusRate' | 'case' | 'studyYear';

/**
 * What is wrong with a field. With the field it makes the problem's code (taxImpactProblemCode),
 * which the API answers in `problems` with its words (tax-impact-messages.ts), and which the page
 * turns into a visitor's (tax-visitor-messages.ts). 'outOfRange' is a whole year outside the
 * years the study may be applied in, or a date acquired after the date placed in service.
 */
export type TaxFieldProblem = 'missing' | 'invalid' | 'outOfRange';

/** The code of a field's problem, the one the API answers for the same value: `study_year_out_of_range`. */
export const taxImpactProblemCode = (field: TaxImpactField, problem: TaxFieldProblem) => problemCode(field, problem) as TaxImpactCode;

/** At most one problem per field, in the request's field order. */
export type TaxImpactFieldProblems = Partial<Record<TaxImpactField, TaxFieldProblem>>;

const isRateUpTo = (value: unknown, max: number) => typeof value === 'number' && value >= 0 && value <= max;

/**
 * The tax-impact rules for its own fields without zod, for the page's island: the same rules as
 * taxImpactRequestSchema (the v2 fields are checkV2Fields' job), compared with it over generated
 * bodies in tests/core/contract/tax-impact-checks.test.ts.
 */
export function checkTaxImpactFields(body: Partial<Record<TaxImpactField, unknown>>): TaxImpactFieldProblems {
  const problems: TaxImpactFieldProblems = {};
  const { placedInService, acquired, taxRate, discountRate, bonusRate, studyYear } = body;
  const dateValid = isPlacedInServiceDate(placedInService);
  if (!dateValid) problems.placedInService = placedInService === undefined ? 'missing' : 'invalid';
  if (acquired !== undefined && !isAcquiredDate(acquired)) problems.acquired = 'invalid';
  if (taxRate !== undefined && !isRateUpTo(taxRate, 1)) problems.taxRate = 'invalid';
  if (discountRate !== undefined && !isRateUpTo(discountRate, MAX_DISCOUNT_RATE)) problems.discountRate = 'invalid';
  if (bonusRate !== undefined && !isRateUpTo(bonusRate, 1)) problems.bonusRate = 'invalid';
  if (body.case !== undefined && !TAX_CASES.includes(body.case as never)) problems.case = 'invalid';
  if (studyYear !== undefined) {
    if (!Number.isSafeInteger(studyYear)) problems.studyYear = 'invalid';
    else if (dateValid) {
      const { first, last } = studyYearRange(Number(placedInService.slice(0, 4)));
      if ((studyYear as number) < first || (studyYear as number) > last) problems.studyYear = 'outOfRange';
    }
  }
  // Last, as the schema's cross-field rule reports it: acquired, then placed in service. zod
  // judges no cross-field rule once a number fails z.int() (the check aborts), so neither do we.
  const yearAborted = typeof studyYear === 'number' && !Number.isInteger(studyYear);
  if (dateValid && isAcquiredDate(acquired) && acquired > placedInService && !yearAborted) problems.acquired = 'outOfRange';
  return problems;
}
