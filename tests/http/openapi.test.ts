import http from 'node:http';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningApp, startApp } from '../support/app.ts';
import { freshClientIp, postJson } from '../support/http-client.ts';

// biome-ignore lint/suspicious/noExplicitAny: the document is read as JSON off the wire and walked freely; the first test checks it against the OpenAPI 3.1 schema.
type Json = Record<string, any>;

let server: RunningApp;
let document: Json;
beforeAll(async () => {
  server = await startApp({ TRUST_PROXY: '1', LOG_REQUESTS: 'false' });
  const response = await fetch(`${server.url}/api/openapi.json`);
  expect(response.status).toBe(200);
  expect(response.headers.get('access-control-allow-origin')).toBe('*');
  document = await response.json();
});
afterAll(() => server.stop());

/** Validates a body against a documented component schema (JSON Schema 2020-12). */
function validate(schemaRef: string, body: unknown): string[] {
  const name = schemaRef.replace('#/components/schemas/', '');
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  const check = ajv.compile(document.components.schemas[name]);
  return check(body) ? [] : (check.errors ?? []).map((error) => `${error.instancePath} ${error.message}`);
}

const ENDPOINTS = ['/api/v2/estimate', '/api/v2/tax-impact', '/api/estimate'];

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toMatch(/^3\.1\./);
    const result = await new Validator().validate(document as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('documents every endpoint with every answer: 200, 400, 405, 413, 429, the 204 preflight, and the server\u2019s own 431', () => {
    for (const path of ENDPOINTS) {
      expect(Object.keys(document.paths[path].post.responses).sort()).toEqual(['200', '400', '405', '413', '415', '429', '431']);
      expect(Object.keys(document.paths[path].options.responses)).toEqual(['204', '431']);
    }
    expect(document.paths['/api/estimate'].post.tags).toEqual(['legacy']);
  });

  it('takes its request schemas from the zod schemas (limits and enums included)', () => {
    const v2 = document.components.schemas.V2EstimateRequest;
    expect(v2.required).toEqual(['propertyType', 'purchasePrice']);
    expect(v2.properties.purchasePrice).toMatchObject({ type: 'number', minimum: 50_000, maximum: 50_000_000 });
    expect(v2.properties.zip).toMatchObject({ type: 'string', maxLength: 10 });
    expect(v2.properties.propertyType.enum).toHaveLength(9);
    const legacy = document.components.schemas.LegacyEstimateRequest;
    expect(legacy.properties.purchase_price).toMatchObject({ type: 'integer', minimum: 50_000, maximum: 50_000_000 });
    expect(legacy.properties.square_footage).toMatchObject({ type: 'integer', minimum: 200, maximum: 2_000_000 });
    const tax = document.components.schemas.TaxImpactRequest;
    expect(tax.required).toEqual(['propertyType', 'purchasePrice', 'placedInService']);
    expect(tax.properties.taxRate).toMatchObject({ type: 'number', minimum: 0, maximum: 1 });
    expect(tax.properties.discountRate).toMatchObject({ type: 'number', minimum: 0, maximum: 0.25 });
    expect(tax.properties.case.enum).toEqual(['low', 'typical', 'high']);
    expect(tax.properties.studyYear.type).toBe('integer');
  });

  it('every example request, sent to the server, gets the documented answer in the documented schema', async () => {
    let sent = 0;
    for (const path of ENDPOINTS) {
      const operation = document.paths[path].post;
      const requestContent = operation.requestBody.content['application/json'];
      expect(validate(requestContent.schema.$ref, {}).length).toBeGreaterThan(0); // the schema has teeth
      // The requests it accepts, each conforming to the request schema and answered by the example
      // of the same name; then those it refuses, each kept with its answer as 'x-request-body'.
      const examples: Array<[string, unknown]> = Object.entries<Json>(requestContent.examples).map(([name, example]) => {
        expect(validate(requestContent.schema.$ref, example.value), `${path} ${name}`).toEqual([]);
        return [name, example.value];
      });
      for (const response of Object.values<Json>(operation.responses)) {
        for (const [name, example] of Object.entries<Json>(response.content?.['application/json'].examples ?? {})) {
          if ('x-request-body' in example) examples.push([name, example['x-request-body']]);
        }
      }
      for (const [name, body] of examples) {
        const [status, documented] = Object.entries<Json>(operation.responses).find(([, response]) => response.content?.['application/json'].examples?.[name])!;
        const expected = documented.content['application/json'];
        const response = await postJson(`${server.url}${path}`, body, { 'X-Forwarded-For': freshClientIp() });
        expect(response.status, `${path} ${name}`).toBe(Number(status));
        expect(response.body, `${path} ${name}`).toEqual(expected.examples[name].value);
        expect(validate(expected.schema.$ref, response.body), `${path} ${name}`).toEqual([]);
        expect(response.headers.get('ratelimit-policy')).toBe(document.components.headers['RateLimit-Policy'].schema.const);
        sent++;
      }
      expect(
        examples.some(([name]) => !(name in requestContent.examples)),
        `${path}: a refused example`,
      ).toBe(true);
    }
    expect(sent).toBeGreaterThanOrEqual(12);
  });

  it('request headers over the documented limit get the server\u2019s own 431, on a preflight as on a POST', async () => {
    const limit = Number(/over (\d+) bytes/.exec(document.paths['/api/v2/estimate'].options.responses['431'].description)![1]);
    expect(limit).toBe(http.maxHeaderSize);
    for (const path of ENDPOINTS) {
      for (const method of ['OPTIONS', 'POST']) {
        expect(await statusWithHeaders(`${server.url}${path}`, method, { 'X-Padding': 'x'.repeat(limit) }), `${method} ${path}`).toBe(431);
        expect(await statusWithHeaders(`${server.url}${path}`, method, { 'X-Padding': 'x'.repeat(limit / 2), 'X-Forwarded-For': freshClientIp() })).not.toBe(
          431,
        );
      }
    }
  });

  it('documents itself: GET /api/openapi.json answers its schema, 304 for its ETag, 405 with Allow for anything but GET and HEAD', async () => {
    const operation = document.paths['/api/openapi.json'].get;
    expect(Object.keys(operation.responses)).toEqual(['200', '304', '405', '431']);
    expect(validate(operation.responses['200'].content['application/json'].schema.$ref, document)).toEqual([]);
    expect(validate(operation.responses['200'].content['application/json'].schema.$ref, { openapi: '3.1.1' }).length).toBeGreaterThan(0);
    const first = await fetch(`${server.url}/api/openapi.json`);
    const again = await fetch(`${server.url}/api/openapi.json`, { headers: { 'If-None-Match': first.headers.get('etag')! } });
    expect(again.status).toBe(304);
    const post = await fetch(`${server.url}/api/openapi.json`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe(operation.responses['405'].headers.Allow.schema.const);
    expect(validate(operation.responses['405'].content['application/json'].schema.$ref, await post.json())).toEqual([]);
  });

  it('the 405, 413, 429 and malformed-JSON examples are what the server answers', async () => {
    for (const path of ENDPOINTS) {
      const responses = document.paths[path].post.responses;
      const example = (status: string, name: string) => responses[status].content['application/json'].examples[name].value;
      const client = freshClientIp();
      const get = await fetch(`${server.url}${path}`, { headers: { 'X-Forwarded-For': client } });
      expect(await get.json()).toEqual(example('405', 'get'));
      const malformed = await postJson(`${server.url}${path}`, '{"oops":', { 'X-Forwarded-For': client });
      expect(malformed.body).toEqual(example('400', 'malformed_json'));
      const big = await postJson(`${server.url}${path}`, JSON.stringify({ pad: 'x'.repeat(20_000) }), { 'X-Forwarded-For': client });
      expect(big.status).toBe(413);
      expect(big.body).toEqual(example('413', 'too_large'));
      let last = big;
      for (let i = 0; i < 60; i++) last = await postJson(`${server.url}${path}`, '{}', { 'X-Forwarded-For': client });
      expect(last.status).toBe(429);
      expect(last.body).toEqual(example('429', 'rate_limited'));
      expect(validate(responses['429'].content['application/json'].schema.$ref, last.body)).toEqual([]);
    }
  });
});

/** The status a request with these headers gets (node:http: fetch refuses oversized headers itself). */
function statusWithHeaders(url: string, method: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers: { 'Content-Type': 'application/json', ...headers } }, (response) => {
      response.resume();
      resolve(response.statusCode!);
    });
    request.on('error', reject);
    request.end(method === 'POST' ? '{}' : undefined);
  });
}
