import { LEGACY_PROPERTY_TYPES } from '../domain/estimate/catalog.ts';
import { formatLimit, MAX_LISTING_URL_LENGTH, MAX_PURCHASE_PRICE, MAX_SQUARE_FOOTAGE, MIN_PURCHASE_PRICE, MIN_SQUARE_FOOTAGE } from './limits.ts';

/** The legacy contract's validation messages, one per rule; each names its field. */
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
  listingUrlNotListing: 'listing_url must be the http(s) address of a listing on a property-listing website, such as zillow.com or loopnet.com',
} as const;
