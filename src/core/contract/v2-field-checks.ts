import { isV2PropertyType } from '../domain/estimate/catalog.ts';
import { checkFields, type FieldChecks } from './field-rules.ts';
import { characterCount, MAX_PURCHASE_PRICE, MAX_ZIP_LENGTH, MIN_PURCHASE_PRICE } from './limits.ts';
import { problemCode } from './problem-codes.ts';
import type { V2_MESSAGES, V2Code } from './v2-messages.ts';

export type V2Field = 'propertyType' | 'purchasePrice' | 'zip';

/**
 * What is wrong with a field. With the field it makes the problem's code (v2ProblemCode), which
 * the API answers in `problems` with its words (v2-messages.ts, the contract's), and which the
 * page and the widget turn into a visitor's (visitor-messages.ts).
 */
export type V2Problem = 'missing' | 'unknown' | 'notNumber' | 'tooLow' | 'tooHigh' | 'notString' | 'tooLong';

/** The code of a field's problem, the one the API answers for the same value: `purchase_price_too_low`. */
export const v2ProblemCode = (field: V2Field, problem: V2Problem) => problemCode(field, problem) as V2Code;

export type V2Fields = Partial<Record<V2Field, unknown>>;

/**
 * The v2 request's rules (field-rules.ts), one per field, in the request's field order:
 * POST /api/v2/estimate validates with them, POST /api/v2/tax-impact starts with them, the page
 * and the widget check their forms with them. The OpenAPI document's schema (schemas.ts)
 * describes the same; property tests hold the two together
 * (tests/core/contract/v2-field-checks.test.ts).
 */
export const V2_CHECKS: FieldChecks<typeof V2_MESSAGES, V2Field, V2Problem> = {
  propertyType: (type) => (isV2PropertyType(type) ? undefined : type === undefined ? 'missing' : 'unknown'),
  purchasePrice: (price) =>
    // Past a bound is past it, infinite too (1e400 in JSON): only what is no number is 'notNumber'.
    typeof price !== 'number' || Number.isNaN(price)
      ? price === undefined
        ? 'missing'
        : 'notNumber'
      : price < MIN_PURCHASE_PRICE
        ? 'tooLow'
        : price > MAX_PURCHASE_PRICE
          ? 'tooHigh'
          : undefined,
  zip: (zip) => (zip === undefined ? undefined : typeof zip !== 'string' ? 'notString' : characterCount(zip) > MAX_ZIP_LENGTH ? 'tooLong' : undefined),
};

/** At most one problem per field, keyed by field, in the request's field order. */
export type V2FieldProblems = Partial<Record<V2Field, V2Problem>>;

/** Every problem of the v2 fields, by field, in the request's field order. */
export const checkV2Fields = (body: V2Fields): V2FieldProblems => checkFields(V2_CHECKS, body);
