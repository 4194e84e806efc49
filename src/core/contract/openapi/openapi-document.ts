import type * as z from 'zod/mini';
import { V2_LABELS, V2_PROPERTY_TYPES } from '../../domain/estimate/catalog.ts';
import { LEGACY_TAX_RATE } from '../../domain/estimate/legacy-estimate.ts';
import type { EstimateContract } from '../api/contract.ts';
import { legacyEstimateContract } from '../api/legacy-contract.ts';
import {
  ESTIMATE_METHODS,
  MAX_BODY_BYTES,
  MAX_HEADER_BYTES,
  PREFLIGHT_HEADERS,
  RATE_LIMIT_BLOCK_SECONDS,
  RATE_LIMIT_POINTS,
  RATE_LIMIT_POLICY,
  RATE_LIMIT_POLICY_NAME,
  RATE_LIMIT_WINDOW_SECONDS,
  READ_ONLY_METHODS,
} from '../api/policy.ts';
import {
  legacyErrorSchema,
  legacyMessageSchema,
  legacyResponseSchema,
  openApiDocumentSchema,
  readOnlyNotAllowedSchema,
  v2ErrorSchema,
  v2RateLimitedSchema,
  v2ResponseSchema,
} from '../api/response-schemas.ts';
import { API_ROUTES } from '../api/routes.ts';
import { taxImpactContract } from '../api/tax-impact-contract.ts';
import { v2EstimateContract } from '../api/v2-contract.ts';
import { describeBonusByAcquisition, describeTopTaxRate } from '../law-descriptions.ts';
import { LEGACY_FIELD_ORDER, legacyRequestSchema, v2RequestSchema } from '../schemas.ts';
import { taxImpactResponseSchema } from '../tax-impact/response-schema.ts';
import { jsonSchemaOf } from './json-schema.ts';
import { type Example, LEGACY_EXAMPLES, TAX_IMPACT_EXAMPLES, V2_EXAMPLES } from './openapi-examples.ts';
import { componentRef } from './openapi-refs.ts';
import type {
  ComponentsObject,
  ExampleObject,
  HeaderObject,
  JsonContent,
  OpenApiDocument,
  PathItemObject,
  ResponseObject,
  SchemaObject,
} from './openapi-types.ts';
import { taxImpactRequestJsonSchema } from './tax-impact-request-schema.ts';

/**
 * The OpenAPI 3.1 document of both endpoints (GET /api/openapi.json, and the /docs/api page),
 * generated, not written: request and response schemas from the contract's zod schemas
 * (z.toJSONSchema), which property tests hold to the rules the endpoints validate with
 * (field-rules.ts), example answers computed by the endpoints' own definitions. Nothing here
 * can drift from the code without a test noticing.
 */

/**
 * The component schemas, by name: a zod schema and the side of it each describes, or the schema
 * itself where it is generated from a field table (the tax-impact request, tax-impact-request-schema.ts).
 */
const SCHEMAS = {
  V2EstimateRequest: [v2RequestSchema, 'input'],
  V2Estimate: [v2ResponseSchema, 'output'],
  V2Error: [v2ErrorSchema, 'output'],
  V2RateLimited: [v2RateLimitedSchema, 'output'],
  TaxImpactRequest: () =>
    taxImpactRequestJsonSchema(jsonSchemaOf(v2RequestSchema, 'input'), { topTaxRate: describeTopTaxRate(), bonusByAcquisition: describeBonusByAcquisition() }),
  TaxImpact: [taxImpactResponseSchema, 'output'],
  LegacyEstimateRequest: [legacyRequestSchema, 'input'],
  LegacyEstimate: [legacyResponseSchema, 'output'],
  LegacyError: [legacyErrorSchema, 'output'],
  LegacyMessage: [legacyMessageSchema, 'output'],
  OpenApiDocument: [openApiDocumentSchema, 'output'],
  ReadOnlyNotAllowed: [readOnlyNotAllowedSchema, 'output'],
} as const satisfies Record<string, readonly [z.core.$ZodType, 'input' | 'output'] | (() => SchemaObject)>;

type SchemaName = keyof typeof SCHEMAS;

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

/**
 * What Node's HTTP server answers, before any handler runs, to a request whose headers pass its
 * limit (http.maxHeaderSize, 16 KiB by default): every operation can meet it, a preflight too.
 */
const HEADERS_TOO_LARGE: ResponseObject = {
  description: `Request headers over ${MAX_HEADER_BYTES} bytes: refused by the HTTP server itself, with no body, and the connection closed.`,
};

function operation(options: {
  definition: EstimateContract;
  examples: readonly Example[];
  names: { request: SchemaName; response: SchemaName; error: SchemaName; notAllowed: SchemaName; rateLimited: SchemaName };
  operationId: string;
  summary: string;
  description: string;
  successDescription?: string;
}): PathItemObject {
  const { definition, examples, names } = options;
  const tags = [definition.name];
  const answers = examples.map((example) => ({ ...example, reply: definition.estimate(example.body) }));
  const accepted = answers.filter((answer) => answer.reply.status === 200);
  // A request example is a request the endpoint accepts, so it conforms to the request schema; a
  // refused one is kept with the answer it gets, its body beside it ('x-request-body').
  const examplesWith = (status: number): Record<string, ExampleObject> =>
    Object.fromEntries(
      answers
        .filter((answer) => answer.reply.status === status)
        .map((answer) => [
          answer.name,
          status === 200
            ? { summary: answer.summary, value: answer.reply.body }
            : { summary: answer.summary, value: answer.reply.body, 'x-request-body': answer.body },
        ]),
    );
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
    '415': {
      description: 'A body sent with a Content-Encoding other than identity: the API does not decode compressed bodies.',
      headers: COMMON_HEADERS,
      content: jsonContent(names.error, { encoded: { value: errors.unreadableBody('encoded') } }),
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
        content: jsonContent(names.request, Object.fromEntries(accepted.map((e) => [e.name, { summary: e.summary, value: e.body }]))),
      },
      responses: { ...responses, '431': HEADERS_TOO_LARGE },
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
        // A preflight is always allowed; what can still refuse it is the HTTP server itself.
        '431': HEADERS_TOO_LARGE,
      },
    },
  };
}

/**
 * The project has no licence of its own yet (package.json is private, the repository has no
 * LICENSE file), so its code and this API are all rights reserved: said plainly, as an SPDX
 * reference for a licence that is not on the SPDX list. Change it here when the project takes one.
 */
const LICENSE = { name: 'Proprietary: all rights reserved', identifier: 'LicenseRef-Proprietary' };

const DOCUMENT_TAG = 'document';

/** GET /api/openapi.json: this document (read-only, any origin, cached for 5 minutes with an ETag). */
function documentOperation(): PathItemObject {
  return {
    get: {
      tags: [DOCUMENT_TAG],
      summary: 'This OpenAPI document',
      description: 'Brotli or gzip by Accept-Encoding; an ETag, and 304 for a matching If-None-Match. HEAD answers the same without the body.',
      operationId: 'openApiDocument',
      responses: {
        '200': {
          description: 'The document.',
          headers: { 'Access-Control-Allow-Origin': headerRef('Access-Control-Allow-Origin') },
          content: { 'application/json': { schema: componentRef('schemas', 'OpenApiDocument') } },
        },
        '304': { description: 'Not modified: If-None-Match named the document\u2019s ETag.' },
        '405': {
          description: `Any method but ${READ_ONLY_METHODS.replace(', ', ' and ')}.`,
          headers: { Allow: { description: 'The methods the document answers.', schema: { type: 'string', const: READ_ONLY_METHODS } } },
          content: { 'application/json': { schema: componentRef('schemas', 'ReadOnlyNotAllowed') } },
        },
        '431': HEADERS_TOO_LARGE,
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
      license: LICENSE,
    },
    servers: [{ url: serverUrl ?? '/' }],
    // A public API: no operation needs credentials, and the document says so rather than leaving it unsaid.
    security: [],
    tags: [
      { name: v2EstimateContract.name, description: 'The current contract.' },
      { name: taxImpactContract.name, description: 'What the v2 estimate could mean for depreciation and taxes: a separate illustration.' },
      {
        name: legacyEstimateContract.name,
        description: 'The earlier contract: other field names, property types and response shape; kept for existing integrations.',
      },
      { name: DOCUMENT_TAG, description: 'This document, for generating clients and for tools.' },
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
          '. Errors list every problem at once: in words in "issues", and as { field, code, message } in "problems", one per issue in the same order.',
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
      [API_ROUTES.openApi]: documentOperation(),
    },
    components: { schemas: componentSchemas(), headers: HEADERS },
  };
}

function componentSchemas(): ComponentsObject['schemas'] {
  return Object.fromEntries(
    Object.entries(SCHEMAS).map(([name, schema]) => [name, typeof schema === 'function' ? schema() : jsonSchemaOf(schema[0], schema[1])]),
  );
}
