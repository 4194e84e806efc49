import { MAX_PURCHASE_PRICE, MAX_ZIP_LENGTH, MIN_PURCHASE_PRICE } from '../contract/limits.ts';
import { formatUsd } from './format.ts';

/**
 * What a visitor is told about a field, on the page and in the widget: one place for the
 * mapping from a field check (v2-field-checks.ts) to words a property owner understands; the
 * tax form's fields have theirs beside their checks (tax/tax-visitor-messages.ts), so that the
 * widget does not carry them. The API keeps its own messages (v2-messages.ts,
 * tax-impact-messages.ts): they are part of its contract.
 */
export const VISITOR_MESSAGES = {
  propertyType: 'Choose a property type',
  purchasePrice: `Enter a purchase price between ${formatUsd(MIN_PURCHASE_PRICE)} and ${formatUsd(MAX_PURCHASE_PRICE)}`,
  zip: `ZIP code: up to ${MAX_ZIP_LENGTH} characters`,
} as const;
