import * as z from 'zod/mini';
import { LEGACY_PROPERTY_TYPES } from '../../domain/estimate/catalog.ts';
import type { V2Estimate } from '../../domain/estimate/estimate.ts';
import { DEFAULT_LAND_SHARE } from '../../domain/estimate/land-shares.ts';
import { LEGACY_TAX_RATE, type LegacyEstimate } from '../../domain/estimate/legacy-estimate.ts';
import { MAX_PURCHASE_PRICE, MIN_PURCHASE_PRICE } from '../limits.ts';
import type { SameShape } from '../same-shape.ts';
import { PROBLEM_CODES } from './api-problems.ts';

/**
 * The response bodies of both contracts as zod schemas: the API reference (GET /api/openapi.json)
 * is generated from these and from schemas.ts, and tests parse real responses with them, so the
 * documentation cannot drift from what the endpoints send. The endpoints themselves do not
 * parse their own output: estimate.ts builds it, typed.
 */

const share = z.number().check(z.gte(0), z.lte(1));
const dollars = z.int().check(z.gte(0), z.describe('Whole dollars'));

const v2Case = z.object({
  pct: share.check(z.describe('Share of the depreciable basis moved to the 5-, 7- and 15-year classes')),
  reclassified: dollars.check(z.describe('pct applied to depreciableBasis, whole dollars')),
});

export const v2ResponseSchema = z.object({
  label: z.string().check(z.describe('Display label of the property type')),
  depreciableBasis: dollars.check(z.describe('Purchase price less land (purchase price times landShare), whole dollars')),
  landShare: share.check(z.describe(`The land share used: the state of the ZIP's first three digits, or ${DEFAULT_LAND_SHARE}`)),
  low: v2Case,
  typical: v2Case,
  high: v2Case,
  disclaimer: z.string(),
});
export const v2ResponseIsTheDomainEstimate: SameShape<z.infer<typeof v2ResponseSchema>, V2Estimate> = true;

const lowHigh = <T extends z.core.$ZodType>(bound: T, description: string) => z.object({ low: bound, high: bound }).check(z.describe(description));

export const legacyResponseSchema = z.object({
  property_type: z.enum(LEGACY_PROPERTY_TYPES),
  property_type_label: z.string(),
  purchase_price: z.int().check(z.gte(MIN_PURCHASE_PRICE), z.lte(MAX_PURCHASE_PRICE), z.describe('Echo of the requested price')),
  reclassifiable_percentage_range: lowHigh(share, 'Shares of the purchase price, 0 to 1'),
  accelerated_depreciation_range: lowHigh(dollars, 'The purchase price times each share, whole dollars'),
  estimated_tax_savings_range: lowHigh(dollars, 'Each accelerated depreciation bound times assumptions.tax_rate, whole dollars'),
  assumptions: z.object({
    tax_rate: share.check(z.describe(`${LEGACY_TAX_RATE}, the top federal bracket, for every type`)),
    method: z.literal('rule_of_thumb'),
    disclaimer: z.string(),
  }),
});
export const legacyResponseIsTheDomainEstimate: SameShape<z.infer<typeof legacyResponseSchema>, LegacyEstimate> = true;

/** v2 400, 405 and 413: what is wrong, one message per problem, and the same problems for a program. */
export const v2ErrorSchema = z.object({
  error: z.enum(['invalid_request', 'method_not_allowed', 'payload_too_large', 'unsupported_media_type']),
  issues: z.array(z.string()).check(z.minLength(1), z.describe('One human-readable message per problem')),
  problems: z
    .array(
      z.object({
        field: z.string().check(z.describe('The request field at fault, or "body" for the request as a whole (its body, size or method)')),
        code: z
          .enum(PROBLEM_CODES)
          .check(
            z.describe(
              'What is wrong, as a stable identifier to act on: the field and the problem in snake_case. New codes may be added; the words of message may change.',
            ),
          ),
        message: z.string().check(z.describe('The same words as the matching entry of issues')),
      }),
    )
    .check(z.minLength(1), z.describe('The problems of issues, one per issue and in the same order')),
});

/** v2 429, exactly as the spec gives it. */
export const v2RateLimitedSchema = z.object({ error: z.literal('rate_limited') });

/** Legacy 400 and 413: the first offending field. */
export const legacyErrorSchema = z.object({
  error: z.enum(['validation_error', 'payload_too_large', 'unsupported_media_type']),
  message: z.string(),
  field: z.string().check(z.describe('The offending request field, or "body" when the body itself is wrong')),
});

/** Legacy 405 and 429: a message, no field (nothing in the body is at fault). */
export const legacyMessageSchema = z.object({
  error: z.enum(['rate_limit', 'method_not_allowed']),
  message: z.string(),
});

/** A read-only resource's 405 (the OpenAPI document, /healthz, /readyz): the methods to use. */
export const readOnlyNotAllowedSchema = z.object({
  error: z.literal('method_not_allowed'),
  message: z.string(),
});

/** GET /api/openapi.json: an OpenAPI 3.1 document (this one), described by its own specification. */
export const openApiDocumentSchema = z
  .looseObject({
    openapi: z.string().check(z.describe('The OpenAPI version, 3.1.x')),
    info: z.looseObject({ title: z.string(), version: z.string() }),
    paths: z.looseObject({}),
  })
  .check(z.describe('An OpenAPI 3.1 document: https://spec.openapis.org/oas/v3.1.1'));
