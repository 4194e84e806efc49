import { isV2PropertyType } from '../domain/estimate/catalog.ts';
import { characterCount, MAX_PURCHASE_PRICE, MAX_ZIP_LENGTH, MIN_PURCHASE_PRICE } from './limits.ts';
import { problemCode } from './problem-codes.ts';
import type { V2Code } from './v2-messages.ts';

export type V2Field = 'propertyType' | 'purchasePrice' | 'zip';

/**
 * What is wrong with a field. With the field it makes the problem's code (v2ProblemCode), which
 * the API answers in `problems` with its words (v2-messages.ts, the contract's), and which the
 * page and the widget turn into a visitor's (visitor-messages.ts).
 */
export type V2Problem = 'missing' | 'unknown' | 'notNumber' | 'tooLow' | 'tooHigh' | 'notString' | 'tooLong';

/** The code of a field's problem, the one the API answers for the same value: `purchase_price_too_low`. */
export const v2ProblemCode = (field: V2Field, problem: V2Problem) => problemCode(field, problem) as V2Code;

/** At most one problem per field, keyed by field, in the request's field order. */
export type V2FieldProblems = Partial<Record<V2Field, V2Problem>>;

/**
 * The v2 request rules without zod, for the browser (page island, widget), where zod would
 * cost ~7 KB gzip. Same rules as v2RequestSchema: tests/core/contract/v2-field-checks.test.ts compares
 * the two, message for message, over thousands of generated bodies.
 */
export function checkV2Fields(body: { propertyType?: unknown; purchasePrice?: unknown; zip?: unknown }): V2FieldProblems {
  const problems: V2FieldProblems = {};
  const { propertyType, purchasePrice, zip } = body;
  if (!isV2PropertyType(propertyType)) problems.propertyType = propertyType === undefined ? 'missing' : 'unknown';
  if (typeof purchasePrice !== 'number' || !Number.isFinite(purchasePrice)) {
    problems.purchasePrice = purchasePrice === undefined ? 'missing' : 'notNumber';
  } else if (purchasePrice < MIN_PURCHASE_PRICE) {
    problems.purchasePrice = 'tooLow';
  } else if (purchasePrice > MAX_PURCHASE_PRICE) {
    problems.purchasePrice = 'tooHigh';
  }
  if (zip !== undefined) {
    if (typeof zip !== 'string') problems.zip = 'notString';
    else if (characterCount(zip) > MAX_ZIP_LENGTH) problems.zip = 'tooLong';
  }
  return problems;
}
