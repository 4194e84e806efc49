import { LEGACY_PROPERTY_TYPES } from '../domain/estimate/catalog.ts';
import { choiceWords, fieldMessages, requiredWords, wholeNumberWords } from './field-messages.ts';
import { formatLimit, MAX_LISTING_URL_LENGTH, MAX_PURCHASE_PRICE, MAX_SQUARE_FOOTAGE, MIN_PURCHASE_PRICE, MIN_SQUARE_FOOTAGE } from './limits.ts';

/** The legacy contract's validation messages, one per rule; each names its field. */
export const LEGACY_MESSAGES = {
  ...fieldMessages('purchasePrice', {
    ...requiredWords('purchase_price'),
    ...wholeNumberWords('purchase_price', 'dollars', MIN_PURCHASE_PRICE, MAX_PURCHASE_PRICE),
  }),
  ...fieldMessages('propertyType', choiceWords('property_type', LEGACY_PROPERTY_TYPES)),
  ...fieldMessages('squareFootage', wholeNumberWords('square_footage', 'square feet', MIN_SQUARE_FOOTAGE, MAX_SQUARE_FOOTAGE)),
  listingUrlNotString: 'listing_url must be a string',
  listingUrlTooLong: `listing_url must be at most ${formatLimit(MAX_LISTING_URL_LENGTH)} characters`,
  listingUrlNotListing: 'listing_url must be the http(s) address of a listing on a property-listing website, such as zillow.com or loopnet.com',
} as const;
