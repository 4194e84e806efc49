import type * as z from 'zod/mini';
import { V2_LABELS, V2_PROPERTY_TYPES } from '../../domain/estimate/catalog.ts';
import { LEGACY_TAX_RATE } from '../../domain/estimate/estimate.ts';
import { landShareForZip } from '../../domain/estimate/land.ts';
import { DEFAULT_LAND_SHARE, STATE_NAMES } from '../../domain/estimate/land-shares.ts';
import { defaultTaxRate } from '../../domain/tax/tax-impact-inputs.ts';
import type { EstimateContract } from '../api/contract.ts';
import { legacyEstimateContract } from '../api/legacy-contract.ts';
import {
  ESTIMATE_METHODS,
  MAX_BODY_BYTES,
  PREFLIGHT_HEADERS,
  RATE_LIMIT_BLOCK_SECONDS,
  RATE_LIMIT_POINTS,
  RATE_LIMIT_POLICY,
  RATE_LIMIT_POLICY_NAME,
  RATE_LIMIT_WINDOW_SECONDS,
} from '../api/policy.ts';
import { API_ROUTES } from '../api/routes.ts';
import { taxImpactContract } from '../api/tax-impact-contract.ts';
import { v2EstimateContract } from '../api/v2-contract.ts';
import { describeBonusByAcquisition } from '../law-descriptions.ts';
import { formatLimit, MIN_PURCHASE_PRICE } from '../limits.ts';
import { legacyErrorSchema, legacyMessageSchema, legacyResponseSchema, v2ErrorSchema, v2RateLimitedSchema, v2ResponseSchema } from '../response-schemas.ts';
import { LEGACY_FIELD_ORDER, legacyRequestSchema, v2RequestSchema } from '../schemas.ts';
import { taxImpactRequestSchema, taxImpactResponseSchema } from '../tax-impact-schemas.ts';
import { jsonSchemaOf } from './json-schema.ts';
import { componentRef } from './openapi-refs.ts';
import type { ComponentsObject, ExampleObject, HeaderObject, JsonContent, OpenApiDocument, PathItemObject, ResponseObject } from './openapi-types.ts';

/**
 * The OpenAPI 3.1 document of both endpoints (GET /api/openapi.json, and the /docs/api page),
 * generated, not written: request and response schemas from the zod schemas the endpoints
 * validate with (z.toJSONSchema), example answers computed by the endpoints' own definitions.
 * Nothing here can drift from the code without a test noticing.
 */

/** The component schemas, by name, and the side of the zod schema each describes. */
const SCHEMAS = {
  V2EstimateRequest: [v2RequestSchema, 'input'],
  V2Estimate: [v2ResponseSchema, 'output'],
  V2Error: [v2ErrorSchema, 'output'],
  V2RateLimited: [v2RateLimitedSchema, 'output'],
  TaxImpactRequest: [taxImpactRequestSchema, 'input'],
  TaxImpact: [taxImpactResponseSchema, 'output'],
  LegacyEstimateRequest: [legacyRequestSchema, 'input'],
  LegacyEstimate: [legacyResponseSchema, 'output'],
  LegacyError: [legacyErrorSchema, 'output'],
  LegacyMessage: [legacyMessageSchema, 'output'],
} as const satisfies Record<string, readonly [z.core.$ZodType, 'input' | 'output']>;

type SchemaName = keyof typeof SCHEMAS;

/** A named request example and the answer the endpoint gives it. */
interface Example {
  name: string;
  summary: string;
  body: unknown;
}

const NEW_YORK_ZIP = '10001';

const V2_EXAMPLES: Example[] = [
  {
    name: 'office_nyc',
    summary: `Office in ${STATE_NAMES.NY} (ZIP ${NEW_YORK_ZIP}: land share ${landShareForZip(NEW_YORK_ZIP).landShare})`,
    body: { propertyType: 'office', purchasePrice: 1_250_000, zip: NEW_YORK_ZIP },
  },
  {
    name: 'rental_no_zip',
    summary: `Long-term rental, no ZIP (default land share ${DEFAULT_LAND_SHARE})`,
    body: { propertyType: 'residential_ltr', purchasePrice: 450_000 },
  },
  { name: 'several_problems', summary: 'Every problem is reported at once', body: { propertyType: 'castle', purchasePrice: '1250000', zip: 10001 } },
  {
    name: 'price_too_low',
    summary: `Below the ${formatLimit(MIN_PURCHASE_PRICE)} minimum`,
    body: { propertyType: 'retail', purchasePrice: MIN_PURCHASE_PRICE - 1 },
  },
];

const TAX_IMPACT_EXAMPLES: Example[] = [
  {
    name: 'office_2024',
    summary: `The office above, placed in service in May 2024 (60% bonus), study that year, ${defaultTaxRate(2024) * 100}% tax rate`,
    body: { propertyType: 'office', purchasePrice: 1_250_000, zip: NEW_YORK_ZIP, placedInService: '2024-05-15' },
  },
  {
    name: 'rental_look_back',
    summary: 'A rental bought in November 2021, study applied in 2025: the missed depreciation is caught up in 2025',
    body: { propertyType: 'residential_ltr', purchasePrice: 450_000, placedInService: '2021-11-03', studyYear: 2025, taxRate: 0.32 },
  },
  {
    name: 'fourth_quarter_no_bonus',
    summary: 'Warehouse placed in service in December 2025, bonus elected out: mid-quarter tables for the 5-, 7- and 15-year property',
    body: { propertyType: 'warehouse_flex', purchasePrice: 3_000_000, zip: '75201', placedInService: '2025-12-01', bonusRate: 0, case: 'high' },
  },
  {
    name: 'acquired_before_placed_in_service',
    summary: 'Office under contract in December 2024, placed in service in March 2025: the TCJA schedule applies (40% in 2025), not the permanent 100%',
    body: { propertyType: 'office', purchasePrice: 2_000_000, zip: '60601', placedInService: '2025-03-01', acquired: '2024-12-10' },
  },
  {
    name: 'office_sold_after_five_years',
    summary:
      'Issue 18: the office placed in service in May 2025 (100% bonus), a study fee of $8,000, sold June 2030: recapture at sale and the net present value',
    body: { propertyType: 'office', purchasePrice: 1_250_000, zip: NEW_YORK_ZIP, placedInService: '2025-05-15', studyFee: 8_000, saleDate: '2030-06-30' },
  },
  {
    name: 'rental_active_participation',
    summary: 'A rental whose owner actively participates, modified AGI $130,000: a $10,000 special allowance (IRC 469(i)), the rest of the loss suspended',
    body: {
      propertyType: 'residential_ltr',
      purchasePrice: 600_000,
      placedInService: '2025-03-10',
      passiveActivity: 'active_participation',
      netOperatingIncome: 18_000,
      modifiedAgi: 130_000,
    },
  },
  {
    name: 'passive_investor_sells',
    summary:
      'A passive investor: losses suspended until the sale in 2030 releases them (IRC 469(g)); with the recapture and a $5,000 fee the study loses money',
    body: {
      propertyType: 'residential_ltr',
      purchasePrice: 600_000,
      placedInService: '2025-03-10',
      passiveActivity: 'passive',
      netOperatingIncome: 12_000,
      saleDate: '2030-06-30',
      studyFee: 5_000,
    },
  },
  {
    name: 'limit_without_its_incomes',
    summary: 'Active participation needs netOperatingIncome and modifiedAgi; a sale in the year placed in service is refused',
    body: { propertyType: 'office', purchasePrice: 1_250_000, placedInService: '2025-05-15', saleDate: '2025-12-31', passiveActivity: 'active_participation' },
  },
  {
    name: 'bad_date_and_rate',
    summary: 'Every problem is reported at once',
    body: { propertyType: 'office', purchasePrice: 1_250_000, placedInService: '05/15/2024', taxRate: 37 },
  },
];

const LEGACY_EXAMPLES: Example[] = [
  {
    name: 'office_with_context',
    summary: 'General office with the optional context fields',
    body: { purchase_price: 1_000_000, property_type: 'general_office', square_footage: 12_000, listing_url: 'https://www.loopnet.com/Listing/1/' },
  },
  { name: 'short_term_rental', summary: 'Short-term rental, required fields only', body: { purchase_price: 640_000, property_type: 'short_term_rental' } },
  { name: 'fractional_price', summary: 'purchase_price must be whole dollars', body: { purchase_price: 1_000_000.5, property_type: 'general_office' } },
  {
    name: 'not_a_listing_site',
    summary: 'A look-alike host is refused',
    body: { purchase_price: 500_000, property_type: 'condo_townhome', listing_url: 'https://zillow.com.evil.example/home/1' },
  },
];

const HEADERS = {
  'Access-Control-Allow-Origin': { description: 'Any origin may call the API.', schema: { type: 'string', const: '*' } },
  RateLimit: {
    description: 'Remaining requests (r) and seconds until the window resets (t), IETF draft-ietf-httpapi-ratelimit-headers.',
    schema: { type: 'string', examples: [`"${RATE_LIMIT_POLICY_NAME}";r=${RATE_LIMIT_POINTS - 1};t=${RATE_LIMIT_WINDOW_SECONDS}`] },
  },
  'RateLimit-Policy': {
    description: `${RATE_LIMIT_POINTS} requests (q) per ${RATE_LIMIT_WINDOW_SECONDS} s window (w) per client and endpoint.`,
    schema: { type: 'string', const: RATE_LIMIT_POLICY },
  },
  'Retry-After': { description: 'Seconds until the client may retry.', schema: { type: 'integer', examples: [RATE_LIMIT_BLOCK_SECONDS] } },
  Allow: { description: 'The methods the endpoint answers.', schema: { type: 'string', const: ESTIMATE_METHODS } },
} as const satisfies Record<string, HeaderObject>;

type HeaderName = keyof typeof HEADERS;

const headerRef = (name: HeaderName) => componentRef('headers', name);
const COMMON_HEADERS = {
  'Access-Control-Allow-Origin': headerRef('Access-Control-Allow-Origin'),
  RateLimit: headerRef('RateLimit'),
  'RateLimit-Policy': headerRef('RateLimit-Policy'),
};

function jsonContent(schemaName: SchemaName, examples: Record<string, ExampleObject>): JsonContent {
  return { 'application/json': { schema: componentRef('schemas', schemaName), examples } };
}

function operation(options: {
  definition: EstimateContract;
  examples: Example[];
  names: { request: SchemaName; response: SchemaName; error: SchemaName; notAllowed: SchemaName; rateLimited: SchemaName };
  operationId: string;
  summary: string;
  description: string;
  successDescription?: string;
}): PathItemObject {
  const { definition, examples, names } = options;
  const tags = [definition.name];
  const answers = examples.map((example) => ({ ...example, reply: definition.estimate(example.body) }));
  const examplesWith = (status: number): Record<string, ExampleObject> =>
    Object.fromEntries(answers.filter((a) => a.reply.status === status).map((a) => [a.name, { summary: a.summary, value: a.reply.body }]));
  const errors = definition.errors;
  const responses: Record<string, ResponseObject> = {
    '200': { description: options.successDescription ?? 'The estimate.', headers: COMMON_HEADERS, content: jsonContent(names.response, examplesWith(200)) },
    '400': {
      description: 'The body is not valid: validation, malformed JSON, an empty body, or a body that is not a JSON object.',
      headers: COMMON_HEADERS,
      content: jsonContent(names.error, { ...examplesWith(400), malformed_json: { summary: 'Malformed JSON', value: errors.unreadableBody('malformed') } }),
    },
    '405': {
      description: 'Any method but POST and OPTIONS.',
      headers: { ...COMMON_HEADERS, Allow: headerRef('Allow') },
      content: jsonContent(names.notAllowed, { get: { summary: 'GET', value: errors.methodNotAllowed('GET') } }),
    },
    '413': {
      description: `A body over ${MAX_BODY_BYTES} bytes.`,
      headers: COMMON_HEADERS,
      content: jsonContent(names.error, { too_large: { value: errors.unreadableBody('too_large') } }),
    },
    '429': {
      description: `More than ${RATE_LIMIT_POINTS} requests in a minute from one client (every request but a preflight counts); the client stays refused for ${RATE_LIMIT_BLOCK_SECONDS} s.`,
      headers: { ...COMMON_HEADERS, 'Retry-After': headerRef('Retry-After') },
      content: jsonContent(names.rateLimited, { rate_limited: { value: errors.rateLimited() } }),
    },
  };
  return {
    post: {
      tags,
      summary: options.summary,
      description: options.description,
      operationId: options.operationId,
      requestBody: {
        required: true,
        description: `A JSON object, at most ${MAX_BODY_BYTES} bytes. Unknown fields are ignored. The Content-Type is not enforced.`,
        content: jsonContent(names.request, Object.fromEntries(examples.map((e) => [e.name, { summary: e.summary, value: e.body }]))),
      },
      responses,
    },
    options: {
      tags,
      summary: 'CORS preflight (not counted against the rate limit)',
      operationId: `${options.operationId}Preflight`,
      responses: {
        '204': {
          description: 'Any origin may POST JSON.',
          headers: Object.fromEntries(Object.entries(PREFLIGHT_HEADERS).map(([name, value]) => [name, { schema: { type: 'string', const: value } }])),
        },
      },
    },
  };
}

/** Built once per server address: the document never changes while the process runs. */
const built = new Map<string | null, OpenApiDocument>();

export function buildOpenApiDocument(serverUrl: string | null): OpenApiDocument {
  let document = built.get(serverUrl);
  if (!document) {
    document = createDocument(serverUrl);
    // The page renders with the request's origin when PUBLIC_BASE_URL is unset; keep the cache small.
    if (built.size > 16) built.clear();
    built.set(serverUrl, document);
  }
  return document;
}

function createDocument(serverUrl: string | null): OpenApiDocument {
  return {
    openapi: '3.1.1',
    info: {
      title: 'Cost Segregation Estimator API',
      version: '2.0.0',
      summary: 'Preliminary cost segregation ranges from a property type, a purchase price and a ZIP code.',
      description:
        'Rule-of-thumb estimates, not a cost segregation study. No account and no API key: requests are limited to ' +
        `${RATE_LIMIT_POINTS} a minute per client IP address and endpoint. Use the v2 endpoint; the unversioned one is the earlier, legacy contract.`,
    },
    servers: [{ url: serverUrl ?? '/' }],
    tags: [
      { name: v2EstimateContract.name, description: 'The current contract.' },
      { name: taxImpactContract.name, description: 'What the v2 estimate could mean for depreciation and taxes: a separate illustration.' },
      {
        name: legacyEstimateContract.name,
        description: 'The earlier contract: other field names, property types and response shape; kept for existing integrations.',
      },
    ],
    paths: {
      [API_ROUTES.v2Estimate]: operation({
        definition: v2EstimateContract,
        examples: V2_EXAMPLES,
        names: { request: 'V2EstimateRequest', response: 'V2Estimate', error: 'V2Error', notAllowed: 'V2Error', rateLimited: 'V2RateLimited' },
        operationId: 'v2Estimate',
        summary: 'Estimate the reclassifiable basis (current)',
        description:
          'Depreciable basis = purchase price × (1 − land share); each case reclassifies its percentage of that basis. ' +
          'Amounts are whole dollars, rounded half up. Property types: ' +
          V2_PROPERTY_TYPES.map((type) => `${type} (${V2_LABELS[type]})`).join(', ') +
          '. Errors list every problem at once in "issues".',
      }),
      [API_ROUTES.taxImpact]: operation({
        definition: taxImpactContract,
        examples: TAX_IMPACT_EXAMPLES,
        names: { request: 'TaxImpactRequest', response: 'TaxImpact', error: 'V2Error', notAllowed: 'V2Error', rateLimited: 'V2RateLimited' },
        operationId: 'taxImpact',
        summary: 'Depreciation schedule, first-year deduction and tax savings of the estimate (illustration)',
        successDescription: 'The schedule with and without the study, the study year, and the tax savings.',
        description:
          "The v2 estimate's case, split into 5-, 7- and 15-year property by a mix typical of the type (the rest is the building, " +
          '27.5 or 39 years), depreciated with the tables of IRS Publication 946 (A-1 half-year, or A-5 when placed in service ' +
          'October to December; A-6 or A-7a mid-month for the building), after bonus depreciation (IRC 168(k)): ' +
          `by the date acquired (default: placed in service), ${describeBonusByAcquisition()}` +
          '. Calendar tax years; whole dollars rounded half up, the last year of each column absorbing the rounding. ' +
          "Its own rate-limit budget, the v2 error bodies. An illustration with the caller's assumptions, not tax advice.",
      }),
      [API_ROUTES.legacyEstimate]: operation({
        definition: legacyEstimateContract,
        examples: LEGACY_EXAMPLES,
        names: {
          request: 'LegacyEstimateRequest',
          response: 'LegacyEstimate',
          error: 'LegacyError',
          notAllowed: 'LegacyMessage',
          rateLimited: 'LegacyMessage',
        },
        operationId: 'legacyEstimate',
        summary: 'Estimate a percentage, depreciation and tax-savings range (legacy)',
        description:
          'Legacy contract. Differences from v2: snake_case fields, its own property types, percentages applied to the purchase price ' +
          `(no land share), a tax-savings range at a ${LEGACY_TAX_RATE} tax rate, and errors that name one field (the first failing one in the order ` +
          `${LEGACY_FIELD_ORDER.join(', ')}; "body" when the body itself is wrong).`,
      }),
    },
    components: { schemas: componentSchemas(), headers: HEADERS },
  };
}

function componentSchemas(): ComponentsObject['schemas'] {
  return Object.fromEntries(Object.entries(SCHEMAS).map(([name, [schema, io]]) => [name, jsonSchemaOf(schema, io)]));
}
