import { isPlacedInServiceDate, MAX_DISCOUNT_RATE, studyYearRange, TAX_CASES } from '../domain/tax/tax-impact-inputs.ts';

export type TaxImpactField = 'placedInService' | 'taxRate' | 'discountRate' | 'bonusRate' | 'case' | 'studyYear';

/**
 * What is wrong with a field, as a code: the API says it in its words (tax-impact-messages.ts),
 * the page in a visitor's (tax-form.ts). 'outOfRange' is a whole year outside the years the
 * study may be applied in.
 */
export type TaxFieldProblem = 'missing' | 'invalid' | 'outOfRange';

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
  const { placedInService, taxRate, discountRate, bonusRate, studyYear } = body;
  const dateValid = isPlacedInServiceDate(placedInService);
  if (!dateValid) problems.placedInService = placedInService === undefined ? 'missing' : 'invalid';
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
  return problems;
}
