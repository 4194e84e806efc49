import { isPlacedInServiceDate, MAX_DISCOUNT_RATE, studyYearRange, TAX_CASES } from './tax-impact-inputs.ts';
import { TAX_IMPACT_MESSAGES as T } from './tax-impact-messages.ts';

export type TaxImpactField = 'placedInService' | 'taxRate' | 'discountRate' | 'bonusRate' | 'case' | 'studyYear';

/** At most one message per field, in the request's field order. */
export type TaxImpactFieldIssues = Partial<Record<TaxImpactField, string>>;

const isRateUpTo = (value: unknown, max: number) => typeof value === 'number' && value >= 0 && value <= max;

/**
 * The tax-impact rules for its own fields without zod, for the page's island: the same rules
 * and words as taxImpactRequestSchema (the v2 fields are checkV2Fields' job), compared with it
 * over generated bodies in tests/core/tax-impact-checks.test.ts.
 */
export function checkTaxImpactFields(body: Partial<Record<TaxImpactField, unknown>>): TaxImpactFieldIssues {
  const issues: TaxImpactFieldIssues = {};
  const { placedInService, taxRate, discountRate, bonusRate, studyYear } = body;
  if (!isPlacedInServiceDate(placedInService)) {
    issues.placedInService = placedInService === undefined ? T.placedInServiceRequired : T.placedInServiceInvalid;
  }
  if (taxRate !== undefined && !isRateUpTo(taxRate, 1)) issues.taxRate = T.taxRateInvalid;
  if (discountRate !== undefined && !isRateUpTo(discountRate, MAX_DISCOUNT_RATE)) issues.discountRate = T.discountRateInvalid;
  if (bonusRate !== undefined && !isRateUpTo(bonusRate, 1)) issues.bonusRate = T.bonusRateInvalid;
  if (body.case !== undefined && !TAX_CASES.includes(body.case as never)) issues.case = T.caseInvalid;
  if (studyYear !== undefined) {
    if (!Number.isSafeInteger(studyYear)) issues.studyYear = T.studyYearNotYear;
    else if (isPlacedInServiceDate(placedInService)) {
      const { first, last } = studyYearRange(Number(placedInService.slice(0, 4)));
      if ((studyYear as number) < first || (studyYear as number) > last) issues.studyYear = T.studyYearOutOfRange(first, last);
    }
  }
  return issues;
}
