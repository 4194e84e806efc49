import { formatUsd } from './format.ts';
import { MAX_PURCHASE_PRICE, MAX_ZIP_LENGTH, MIN_PURCHASE_PRICE } from './limits.ts';
import { FIRST_PLACED_IN_SERVICE, LAST_PLACED_IN_SERVICE, MAX_DISCOUNT_RATE } from './tax/tax-impact-inputs.ts';

/**
 * What a visitor is told about a field, on the page and in the widget: one place for the
 * mapping from a field check (v2-field-checks.ts, tax-impact-checks.ts) to words a property
 * owner understands. The API keeps its own messages (v2-messages.ts, tax-impact-messages.ts):
 * they are part of its contract.
 */
export const VISITOR_MESSAGES = {
  propertyType: 'Choose a property type',
  purchasePrice: `Enter a purchase price between ${formatUsd(MIN_PURCHASE_PRICE)} and ${formatUsd(MAX_PURCHASE_PRICE)}`,
  zip: `ZIP code: up to ${MAX_ZIP_LENGTH} characters`,
  placedInService: `Enter a date from ${FIRST_PLACED_IN_SERVICE} to ${LAST_PLACED_IN_SERVICE}`,
  taxRate: 'Enter a tax rate from 0 to 100%',
  case: 'Choose low, typical or high',
  bonusRate: 'Enter a bonus rate from 0 to 100%, or leave it blank for the rate the law sets',
  discountRate: `Enter a discount rate from 0 to ${MAX_DISCOUNT_RATE * 100}%`,
  studyYear: 'Enter a year, or leave it blank for the year placed in service',
  studyYearRange: (first: number, last: number) => `Enter a year from ${first} to ${last}, or leave it blank for the year placed in service`,
} as const;
