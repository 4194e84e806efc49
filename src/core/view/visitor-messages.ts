import { MAX_PURCHASE_PRICE, MAX_ZIP_LENGTH, MIN_PURCHASE_PRICE } from '../contract/limits.ts';
import type { V2Code } from '../contract/v2-messages.ts';
import { formatUsd } from './format.ts';

/**
 * What a visitor is told about a field, on the page and in the widget: one place for the
 * mapping from a problem's code (v2-field-checks.ts, v2ProblemCode: the code the API answers in
 * `problems`) to words a property owner understands, VISITOR_WORDS; the tax form's fields have
 * theirs beside their checks (tax-visitor-messages.ts), so that the widget does not carry them.
 * The API keeps its own messages (v2-messages.ts, tax-impact-messages.ts): they are part of its
 * contract.
 */
const PROPERTY_TYPE = 'Choose a property type';
const PURCHASE_PRICE = `Enter a purchase price between ${formatUsd(MIN_PURCHASE_PRICE)} and ${formatUsd(MAX_PURCHASE_PRICE)}`;
const ZIP = `ZIP code: up to ${MAX_ZIP_LENGTH} characters`;

/** The words by field: one sentence a field, whatever its problem. */
export const VISITOR_MESSAGES = { propertyType: PROPERTY_TYPE, purchasePrice: PURCHASE_PRICE, zip: ZIP } as const;

/** The visitor's words for each code the v2 field checks give. */
export const VISITOR_WORDS: Readonly<Record<V2Code, string>> = {
  property_type_required: PROPERTY_TYPE,
  property_type_unknown: PROPERTY_TYPE,
  purchase_price_required: PURCHASE_PRICE,
  purchase_price_not_number: PURCHASE_PRICE,
  purchase_price_too_low: PURCHASE_PRICE,
  purchase_price_too_high: PURCHASE_PRICE,
  zip_not_string: ZIP,
  zip_too_long: ZIP,
};
