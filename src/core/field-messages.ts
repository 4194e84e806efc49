import { LEGACY_PROPERTY_TYPES, V2_PROPERTY_TYPES } from './catalog.ts';
import {
  formatLimit,
  MAX_LISTING_URL_LENGTH,
  MAX_PURCHASE_PRICE,
  MAX_SQUARE_FOOTAGE,
  MAX_ZIP_LENGTH,
  MIN_PURCHASE_PRICE,
  MIN_SQUARE_FOOTAGE,
} from './limits.ts';

/**
 * Every validation message of both contracts, in one place and free of zod, so that the zod
 * schemas (server) and the field checks (browser) say exactly the same words.
 * Each message names its field and says what is needed.
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

export const LEGACY_MESSAGES = {
  purchasePriceRequired: 'purchase_price is required',
  purchasePriceNotNumber: 'purchase_price must be a number (whole dollars)',
  purchasePriceNotWhole: 'purchase_price must be a whole number of dollars',
  purchasePriceTooLow: `purchase_price must be at least ${formatLimit(MIN_PURCHASE_PRICE)}`,
  purchasePriceTooHigh: `purchase_price must be at most ${formatLimit(MAX_PURCHASE_PRICE)}`,
  propertyTypeRequired: 'property_type is required',
  propertyTypeUnknown: `property_type must be one of: ${LEGACY_PROPERTY_TYPES.join(', ')}`,
  squareFootageNotNumber: 'square_footage must be a number (whole square feet)',
  squareFootageNotWhole: 'square_footage must be a whole number of square feet',
  squareFootageTooLow: `square_footage must be at least ${formatLimit(MIN_SQUARE_FOOTAGE)}`,
  squareFootageTooHigh: `square_footage must be at most ${formatLimit(MAX_SQUARE_FOOTAGE)}`,
  listingUrlNotString: 'listing_url must be a string',
  listingUrlTooLong: `listing_url must be at most ${formatLimit(MAX_LISTING_URL_LENGTH)} characters`,
  listingUrlNotListing:
    'listing_url must be the http(s) address of a listing on a property-listing website, such as zillow.com or loopnet.com',
} as const;
