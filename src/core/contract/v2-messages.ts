import { V2_PROPERTY_TYPES } from '../domain/estimate/catalog.ts';
import { choiceWords, fieldMessages, numberWords, requiredWords } from './field-messages.ts';
import { MAX_PURCHASE_PRICE, MAX_ZIP_LENGTH, MIN_PURCHASE_PRICE } from './limits.ts';
import { type CodeOf, messageKey } from './problem-codes.ts';
import { REQUEST_MESSAGES } from './request-messages.ts';

/**
 * The v2 contract's validation messages, free of zod: the endpoints answer them for the problems
 * the rules find (v2-field-checks.ts), and the zod schema that describes the request in the
 * OpenAPI document says the same words. Each names its field and says what is needed. Each
 * message's name is its field and the problem the rule reports, and in snake_case its code
 * (problem-codes.ts): `purchasePriceTooLow` is the rule's 'tooLow' of purchasePrice, answered
 * as `purchase_price_too_low`. (Legacy messages live in legacy-messages.ts, which the browser
 * never loads.)
 */

export const BODY_MUST_BE_OBJECT = REQUEST_MESSAGES.bodyNotObject;

export const V2_MESSAGES = {
  ...fieldMessages('propertyType', choiceWords('propertyType', V2_PROPERTY_TYPES)),
  ...fieldMessages('purchasePrice', { ...requiredWords('purchasePrice'), ...numberWords('purchasePrice', 'dollars', MIN_PURCHASE_PRICE, MAX_PURCHASE_PRICE) }),
  zipNotString: 'zip must be a string, such as "10001"',
  zipTooLong: `zip must be at most ${MAX_ZIP_LENGTH} characters`,
} as const;

/** The codes of the v2 fields' problems: `property_type_required`, `purchase_price_too_low`, ... */
export type V2Code = CodeOf<typeof V2_MESSAGES>;

/** The API's message for a field problem a v2 rule finds (the browser never needs it). */
export function v2ApiMessage(field: string, problem: string): string {
  return V2_MESSAGES[messageKey(field, problem) as keyof typeof V2_MESSAGES];
}
