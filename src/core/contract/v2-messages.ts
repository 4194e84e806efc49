import { V2_PROPERTY_TYPES } from '../domain/estimate/catalog.ts';
import { formatLimit, MAX_PURCHASE_PRICE, MAX_ZIP_LENGTH, MIN_PURCHASE_PRICE } from './limits.ts';
import type { V2Field, V2Problem } from './v2-field-checks.ts';

/**
 * The v2 contract's validation messages, free of zod, so that the zod schema (server) and the
 * field checks (page and widget) say exactly the same words. Each names its field and says what
 * is needed. (Legacy messages live in legacy-messages.ts, which the browser never loads.)
 */

export const BODY_MUST_BE_OBJECT = 'The request body must be a JSON object';

export const V2_MESSAGES = {
  propertyTypeRequired: 'propertyType is required',
  propertyTypeUnknown: `propertyType must be one of: ${V2_PROPERTY_TYPES.join(', ')}`,
  purchasePriceRequired: 'purchasePrice is required',
  purchasePriceNotNumber: 'purchasePrice must be a number (dollars)',
  purchasePriceTooLow: `purchasePrice must be at least ${formatLimit(MIN_PURCHASE_PRICE)}`,
  purchasePriceTooHigh: `purchasePrice must be at most ${formatLimit(MAX_PURCHASE_PRICE)}`,
  zipNotString: 'zip must be a string, such as "10001"',
  zipTooLong: `zip must be at most ${MAX_ZIP_LENGTH} characters`,
} as const;

/** The API's message for a field problem found by checkV2Fields (the browser never needs it). */
export function v2ApiMessage(field: V2Field, problem: V2Problem): string {
  const V = V2_MESSAGES;
  if (field === 'propertyType') return problem === 'missing' ? V.propertyTypeRequired : V.propertyTypeUnknown;
  if (field === 'zip') return problem === 'notString' ? V.zipNotString : V.zipTooLong;
  const byProblem: Partial<Record<V2Problem, string>> = {
    missing: V.purchasePriceRequired,
    notNumber: V.purchasePriceNotNumber,
    tooLow: V.purchasePriceTooLow,
    tooHigh: V.purchasePriceTooHigh,
  };
  return byProblem[problem]!;
}
