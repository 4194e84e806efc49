import { describe, expect, it } from 'vitest';
import { ESTIMATE_ROUTES } from '../../../src/core/contract/api/estimate-contracts.ts';
import { RATE_LIMIT_BLOCK_SECONDS, RATE_LIMIT_POINTS, RATE_LIMIT_POLICY } from '../../../src/core/contract/api/policy.ts';
import { API_ROUTES } from '../../../src/core/contract/api/routes.ts';
import {
  formatLimit,
  MAX_LISTING_URL_LENGTH,
  MAX_PURCHASE_PRICE,
  MAX_SQUARE_FOOTAGE,
  MAX_ZIP_LENGTH,
  MIN_PURCHASE_PRICE,
  MIN_SQUARE_FOOTAGE,
} from '../../../src/core/contract/limits.ts';
import { buildOpenApiDocument } from '../../../src/core/contract/openapi/openapi-document.ts';
import { componentRef, resolveComponent } from '../../../src/core/contract/openapi/openapi-refs.ts';
import type { OpenApiDocument } from '../../../src/core/contract/openapi/openapi-types.ts';
import { apiReferenceView, type EndpointView, fieldRows } from '../../../src/core/view/openapi-view.ts';

const BASE_URL = 'https://estimate.example.com';
const document = buildOpenApiDocument(BASE_URL);
const view = apiReferenceView(document);

function endpoint(path: string): EndpointView {
  const found = view.endpoints.find((candidate) => candidate.path === path);
  if (!found) throw new Error(`no endpoint ${path}`);
  return found;
}
const field = (path: string, name: string) => endpoint(path).requestFields.find((row) => row.name === name);

/** A copy of the document to break on purpose. */
const copy = (): OpenApiDocument => structuredClone(document);

describe('the /docs/api view of the OpenAPI document', () => {
  it('lists the endpoints, v2 first, then tax impact, the unversioned one marked legacy', () => {
    expect(view.endpoints.map(({ id, method, path, legacy }) => ({ id, method, path, legacy }))).toEqual([
      { id: 'v2', method: 'POST', path: API_ROUTES.v2Estimate, legacy: false },
      { id: 'taxImpact', method: 'POST', path: API_ROUTES.taxImpact, legacy: false },
      { id: 'legacy', method: 'POST', path: API_ROUTES.legacyEstimate, legacy: true },
    ]);
    expect(view.current.path).toBe(API_ROUTES.v2Estimate);
  });

  it("reads the base URL from the document's server and links the document itself", () => {
    expect(view.baseUrl).toBe(BASE_URL);
    expect(view.openApiPath).toBe(API_ROUTES.openApi);
    expect(view.openApiVersion).toBe(document.openapi);
    expect(view.description).toBe(document.info.description);
    expect(view.corsOrigin).toBe('*');
  });

  it('states the rate limit of policy.ts', () => {
    expect(view.rateLimit).toMatchObject({ points: RATE_LIMIT_POINTS, blockSeconds: RATE_LIMIT_BLOCK_SECONDS, policyHeader: RATE_LIMIT_POLICY });
    expect(view.rateLimit.firstRefused).toMatch(new RegExp(`^${RATE_LIMIT_POINTS + 1}(st|nd|rd|th)$`));
  });

  it('v2 field rows carry the limits of limits.ts', () => {
    expect(field(API_ROUTES.v2Estimate, 'purchasePrice')).toMatchObject({
      type: 'number',
      required: true,
      minimum: MIN_PURCHASE_PRICE,
      maximum: MAX_PURCHASE_PRICE,
      rules: `at least ${formatLimit(MIN_PURCHASE_PRICE)}; at most ${formatLimit(MAX_PURCHASE_PRICE)}`,
    });
    expect(field(API_ROUTES.v2Estimate, 'zip')).toMatchObject({ type: 'string', required: false, rules: `at most ${MAX_ZIP_LENGTH} characters` });
    expect(field(API_ROUTES.v2Estimate, 'propertyType')?.rules).toMatch(/^one of: residential_ltr, /);
  });

  it('limits are written as people write them: thousands grouped, fractions kept', () => {
    expect(field(API_ROUTES.v2Estimate, 'purchasePrice')?.rules).toBe('at least 50,000; at most 50,000,000');
    expect(field(API_ROUTES.taxImpact, 'discountRate')?.rules).toBe('at least 0; at most 0.25');
  });

  it('legacy field rows carry the limits of limits.ts', () => {
    expect(field(API_ROUTES.legacyEstimate, 'purchase_price')).toMatchObject({ type: 'integer', minimum: MIN_PURCHASE_PRICE, maximum: MAX_PURCHASE_PRICE });
    expect(field(API_ROUTES.legacyEstimate, 'square_footage')).toMatchObject({
      required: false,
      minimum: MIN_SQUARE_FOOTAGE,
      maximum: MAX_SQUARE_FOOTAGE,
      rules: `at least ${formatLimit(MIN_SQUARE_FOOTAGE)}; at most ${formatLimit(MAX_SQUARE_FOOTAGE)}`,
    });
    expect(field(API_ROUTES.legacyEstimate, 'listing_url')?.rules).toBe(`at most ${MAX_LISTING_URL_LENGTH} characters`);
  });

  it('shows no maximum for an integer zod leaves unbounded (Number.MAX_SAFE_INTEGER)', () => {
    const basis = fieldRows(resolveComponent('schemas', document.components.schemas, componentRef('schemas', 'V2Estimate')).component).find(
      (row) => row.name === 'depreciableBasis',
    );
    expect(basis).toMatchObject({ type: 'integer', minimum: 0, maximum: null, rules: 'at least 0' });
  });

  it('names each response body by the component its $ref points to', () => {
    expect(endpoint(API_ROUTES.v2Estimate).responses.map(({ status, schema }) => [status, schema])).toEqual([
      ['200', 'V2Estimate'],
      ['400', 'V2Error'],
      ['405', 'V2Error'],
      ['413', 'V2Error'],
      ['415', 'V2Error'],
      ['429', 'V2RateLimited'],
      ['431', null], // Node's own answer, no body
    ]);
    expect(endpoint(API_ROUTES.legacyEstimate).responses.map(({ schema }) => schema)).toEqual([
      'LegacyEstimate',
      'LegacyError',
      'LegacyMessage',
      'LegacyError',
      'LegacyError',
      'LegacyMessage',
      null,
    ]);
  });

  it.each(ESTIMATE_ROUTES)('every example of $path has an answer, and it is what its contract computes', ({ path, contract }) => {
    const operation = document.paths[path]?.post;
    const accepted = Object.keys(operation?.requestBody?.content['application/json'].examples ?? {});
    const refused = Object.entries(operation?.responses['400']?.content?.['application/json'].examples ?? {}).filter(
      ([, example]) => 'x-request-body' in example,
    );
    const examples = endpoint(path).examples;
    // The requests the endpoint accepts, then those it refuses, kept with their 400.
    expect(examples.map((example) => example.name)).toEqual([...accepted, ...refused.map(([name]) => name)]);
    expect(accepted.length).toBeGreaterThanOrEqual(2);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    for (const example of examples) {
      const body = JSON.parse(/-d '(.*)'$/s.exec(example.curl)![1]!.replaceAll("'\\''", "'"));
      const reply = contract.estimate(body);
      expect({ status: example.status, answer: JSON.parse(example.answer) }, example.name).toEqual({ status: String(reply.status), answer: reply.body });
      expect(reply.status === 200, example.name).toBe(accepted.includes(example.name));
    }
  });

  it('gives each example curl and fetch snippets that call the base URL', () => {
    const [first] = endpoint(API_ROUTES.v2Estimate).examples;
    expect(first?.curl).toMatch(new RegExp(`^curl -s ${BASE_URL}${API_ROUTES.v2Estimate} \\\\\n  -H 'Content-Type: application/json' \\\\\n  -d '\\{.*\\}'$`));
    expect(first?.fetch).toContain(`await fetch('${BASE_URL}${API_ROUTES.v2Estimate}', {`);
    expect(first?.fetch).toContain("method: 'POST'");
  });

  it('shows one error body for each failure no request example produces', () => {
    expect(endpoint(API_ROUTES.v2Estimate).errorBodies.map(({ status }) => status)).toEqual(['400', '405', '413', '415', '429']);
    expect(JSON.parse(endpoint(API_ROUTES.v2Estimate).errorBodies.at(-1)?.body ?? '')).toEqual({ error: 'rate_limited' });
  });

  it('drops a trailing slash of the server address from the snippets', () => {
    expect(apiReferenceView(buildOpenApiDocument(null)).baseUrl).toBe('');
  });
});

describe('a broken document is refused with a clear error', () => {
  it('an unknown $ref', () => {
    const broken = copy();
    const request = broken.paths[API_ROUTES.v2Estimate]?.post?.requestBody?.content['application/json'];
    if (!request) throw new Error('no request body');
    request.schema = componentRef('schemas', 'NoSuchSchema');
    expect(() => apiReferenceView(broken)).toThrow(
      '#/components/schemas/NoSuchSchema points to no entry of components.schemas (it has: V2EstimateRequest, V2Estimate,',
    );
  });

  it('a request example without an answer', () => {
    const broken = copy();
    const request = broken.paths[API_ROUTES.legacyEstimate]?.post?.requestBody?.content['application/json'];
    if (!request) throw new Error('no request body');
    request.examples = { ...request.examples, unanswered: { value: {} } };
    expect(() => apiReferenceView(broken)).toThrow(`the request example "unanswered" of POST ${API_ROUTES.legacyEstimate} has no answer in any response`);
  });

  it('a missing rate-limit policy header', () => {
    const broken = copy();
    delete broken.components.headers['RateLimit-Policy'];
    expect(() => apiReferenceView(broken)).toThrow('components.headers["RateLimit-Policy"] has no string const');
  });
});

describe('component references', () => {
  it('resolve to the component of the same name, built by the same helper', () => {
    const headers = { A: { schema: {} }, B: { schema: { const: 'b' } } };
    expect(resolveComponent('headers', headers, componentRef('headers', 'B'))).toEqual({ name: 'B', component: headers.B });
  });

  it('do not resolve into the wrong component kind', () => {
    const reference = { $ref: `#/components/schemas/A` } as const;
    expect(() => resolveComponent('headers', { A: 1 }, reference as never)).toThrow('#/components/schemas/A points to no entry of components.headers');
  });
});
