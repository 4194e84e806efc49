import * as z from 'zod/mini';
import { LEGACY_PROPERTY_TYPES, V2_PROPERTY_TYPES } from '../domain/estimate/catalog.ts';
import type { V2Input } from '../domain/estimate/estimate.ts';
import { DEFAULT_LAND_SHARE } from '../domain/estimate/land-shares.ts';
import type { LegacyInput } from '../domain/estimate/legacy-estimate.ts';
import type { LegacyField } from './legacy-checks.ts';
import { LEGACY_MESSAGES as L } from './legacy-messages.ts';
import { MAX_LISTING_URL_LENGTH, MAX_PURCHASE_PRICE, MAX_SQUARE_FOOTAGE, MAX_ZIP_LENGTH, MIN_PURCHASE_PRICE, MIN_SQUARE_FOOTAGE } from './limits.ts';
import { isListingUrl } from './listing-url.ts';
import type { SameShape } from './same-shape.ts';
import type { V2Field } from './v2-field-checks.ts';
import { BODY_MUST_BE_OBJECT, V2_MESSAGES as V } from './v2-messages.ts';

/**
 * Request schemas of both contracts: they describe each field in the OpenAPI document, with the
 * message the API answers when it is wrong. No request goes through them: the endpoints, the
 * page and the widget run the rules (v2-field-checks.ts, legacy-checks.ts), which property tests
 * hold to these schemas, message for message (tests/core/contract/).
 */

type Issue = { input?: unknown };

/**
 * zod runs length checks on any input that has a `length`, even after the type check failed
 * ({"zip": {"length": 20}} would get two messages). One message per field: only check strings.
 */
const onlyStrings = { when: (payload: { value: unknown }) => typeof payload.value === 'string' };

/** One message when the field is missing, another when it has the wrong type. */
function requiredOr(required: string, wrongType: string) {
  return (issue: Issue) => (issue.input === undefined ? required : wrongType);
}

/**
 * zod's number types refuse some numbers before their bounds are checked: z.number() an infinite
 * one (1e400 in JSON), z.int() a fraction and an integer beyond the safe integers too. Tell them
 * apart so each gets the words that fit ("1000000", 1000000.5, 1e20, -1e400): a fraction is not
 * whole, and any other number refused is past the bound on its side.
 */
function numberOr(messages: { required?: string; notNumber: string; notWhole?: string; tooLow: string; tooHigh: string }) {
  return (issue: Issue) => {
    const { input } = issue;
    if (input === undefined && messages.required) return messages.required;
    if (typeof input !== 'number' || Number.isNaN(input)) return messages.notNumber;
    if (messages.notWhole && Number.isFinite(input) && !Number.isInteger(input)) return messages.notWhole;
    // Every field's lower bound is above 0 and its upper bound finite, so a number refused here
    // (infinite, or an integer beyond the safe ones) is past the bound on its sign's side.
    return input > 0 ? messages.tooHigh : messages.tooLow;
  };
}

export const v2RequestSchema = z.object(
  {
    propertyType: z.enum(V2_PROPERTY_TYPES, { error: requiredOr(V.propertyTypeRequired, V.propertyTypeUnknown) }).check(z.describe('The v2 property type')),
    purchasePrice: z
      .number({
        error: numberOr({
          required: V.purchasePriceRequired,
          notNumber: V.purchasePriceNotNumber,
          tooLow: V.purchasePriceTooLow,
          tooHigh: V.purchasePriceTooHigh,
        }),
      })
      .check(
        z.gte(MIN_PURCHASE_PRICE, { error: V.purchasePriceTooLow }),
        z.lte(MAX_PURCHASE_PRICE, { error: V.purchasePriceTooHigh }),
        z.describe('Purchase price in dollars (cents allowed)'),
      ),
    zip: z.optional(
      z
        .string({ error: V.zipNotString })
        .check(
          z.maxLength(MAX_ZIP_LENGTH, { error: V.zipTooLong, ...onlyStrings }),
          z.describe(
            `ZIP code; its first three digits pick the state's land share (missing or unknown: ${DEFAULT_LAND_SHARE}). Characters are Unicode code points.`,
          ),
        ),
    ),
  },
  { error: BODY_MUST_BE_OBJECT },
);

export type V2Request = z.infer<typeof v2RequestSchema>;
export const v2RequestIsTheDomainInput: SameShape<V2Request, V2Input> = true;
/** The rules judge exactly the fields this schema describes. */
export const v2RulesJudgeEveryField: SameShape<V2Field, keyof V2Request> = true;

export const legacyRequestSchema = z.object(
  {
    purchase_price: z
      .int({
        error: numberOr({
          required: L.purchasePriceRequired,
          notNumber: L.purchasePriceNotNumber,
          notWhole: L.purchasePriceNotWhole,
          tooLow: L.purchasePriceTooLow,
          tooHigh: L.purchasePriceTooHigh,
        }),
      })
      .check(
        z.gte(MIN_PURCHASE_PRICE, { error: L.purchasePriceTooLow }),
        z.lte(MAX_PURCHASE_PRICE, { error: L.purchasePriceTooHigh }),
        z.describe('Purchase price in whole dollars'),
      ),
    property_type: z
      .enum(LEGACY_PROPERTY_TYPES, { error: requiredOr(L.propertyTypeRequired, L.propertyTypeUnknown) })
      .check(z.describe('The legacy property type')),
    square_footage: z.optional(
      z
        .int({
          error: numberOr({
            notNumber: L.squareFootageNotNumber,
            notWhole: L.squareFootageNotWhole,
            tooLow: L.squareFootageTooLow,
            tooHigh: L.squareFootageTooHigh,
          }),
        })
        .check(
          z.gte(MIN_SQUARE_FOOTAGE, { error: L.squareFootageTooLow }),
          z.lte(MAX_SQUARE_FOOTAGE, { error: L.squareFootageTooHigh }),
          z.describe('Building area in square feet; context only, it changes no number'),
        ),
    ),
    listing_url: z.optional(
      z
        .string({ error: L.listingUrlNotString })
        .check(
          z.maxLength(MAX_LISTING_URL_LENGTH, { error: L.listingUrlTooLong, abort: true, ...onlyStrings }),
          z.refine(isListingUrl, { error: L.listingUrlNotListing }),
          z.describe(
            'http(s) address of the listing on a property-listing website (zillow.com, redfin.com, realtor.com, loopnet.com, crexi.com, ... or a subdomain); context only, it changes no number',
          ),
        ),
    ),
  },
  { error: BODY_MUST_BE_OBJECT },
);

export type LegacyRequest = z.infer<typeof legacyRequestSchema>;
export const legacyRequestIsTheDomainInput: SameShape<LegacyRequest, LegacyInput> = true;
/** The rules judge exactly the fields this schema describes. */
export const legacyRulesJudgeEveryField: SameShape<LegacyField, keyof LegacyRequest> = true;

/** The legacy contract reports one field: the first failing one in the spec's table order. */
export const LEGACY_FIELD_ORDER = ['purchase_price', 'property_type', 'square_footage', 'listing_url'] as const;
