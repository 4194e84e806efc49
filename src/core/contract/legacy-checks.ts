import { LEGACY_PROPERTY_TYPES } from '../domain/estimate/catalog.ts';
import { checkFields } from './field-rules.ts';
import type { LEGACY_MESSAGES } from './legacy-messages.ts';
import { characterCount, MAX_LISTING_URL_LENGTH, MAX_PURCHASE_PRICE, MAX_SQUARE_FOOTAGE, MIN_PURCHASE_PRICE, MIN_SQUARE_FOOTAGE } from './limits.ts';
import { isListingUrl } from './listing-url.ts';

export type LegacyField = 'purchase_price' | 'property_type' | 'square_footage' | 'listing_url';

/** The legacy contract has no problem codes: a rule names its message (legacy-messages.ts). */
export type LegacyMessageName = keyof typeof LEGACY_MESSAGES;

type Name = LegacyMessageName;

/**
 * A whole number from `min` to `max`. A fraction, and a number that is no number at all, each have
 * their words; a number past a bound is past it, an integer beyond the safe integers and an
 * infinite one (1e400 in JSON) included, on its own side.
 */
function wholeNumberIn(min: number, max: number, names: { required?: Name; notNumber: Name; notWhole: Name; tooLow: Name; tooHigh: Name }) {
  return (value: unknown): Name | undefined => {
    if (value === undefined) return names.required;
    if (typeof value !== 'number' || Number.isNaN(value)) return names.notNumber;
    if (Number.isFinite(value) && !Number.isInteger(value)) return names.notWhole;
    if (value > max) return names.tooHigh;
    return value < min ? names.tooLow : undefined;
  };
}

/**
 * POST /api/estimate's rules (field-rules.ts), one per field, in the spec's table order: the
 * endpoint reports the first field that fails. The OpenAPI document's schema (schemas.ts)
 * describes the same; a property test holds the two together
 * (tests/core/contract/legacy-checks.test.ts).
 */
export const LEGACY_CHECKS: { readonly [F in LegacyField]: (value: unknown) => Name | undefined } = {
  purchase_price: wholeNumberIn(MIN_PURCHASE_PRICE, MAX_PURCHASE_PRICE, {
    required: 'purchasePriceRequired',
    notNumber: 'purchasePriceNotNumber',
    notWhole: 'purchasePriceNotWhole',
    tooLow: 'purchasePriceTooLow',
    tooHigh: 'purchasePriceTooHigh',
  }),
  property_type: (type) =>
    (LEGACY_PROPERTY_TYPES as readonly unknown[]).includes(type) ? undefined : type === undefined ? 'propertyTypeRequired' : 'propertyTypeUnknown',
  square_footage: wholeNumberIn(MIN_SQUARE_FOOTAGE, MAX_SQUARE_FOOTAGE, {
    notNumber: 'squareFootageNotNumber',
    notWhole: 'squareFootageNotWhole',
    tooLow: 'squareFootageTooLow',
    tooHigh: 'squareFootageTooHigh',
  }),
  listing_url: (url) => {
    if (url === undefined) return undefined;
    if (typeof url !== 'string') return 'listingUrlNotString';
    if (characterCount(url) > MAX_LISTING_URL_LENGTH) return 'listingUrlTooLong';
    return isListingUrl(url) ? undefined : 'listingUrlNotListing';
  },
};

/** The problem of each legacy field, by field, in the spec's table order: the first is the one reported. */
export const checkLegacyFields = (body: Readonly<Record<string, unknown>>): Partial<Record<LegacyField, Name>> => checkFields(LEGACY_CHECKS, body);
