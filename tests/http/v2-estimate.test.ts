import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { V2_PROPERTY_TYPES } from '../../src/core/domain/estimate/catalog.ts';
import { estimateV2 } from '../../src/core/domain/estimate/estimate.ts';
import { type RunningApp, startApp } from '../support/app.ts';
import { freshClientIp, postJson } from '../support/http-client.ts';
import { sendChunked } from '../support/raw-http.ts';

let server: RunningApp;
let endpoint: string;
beforeAll(async () => {
  server = await startApp({ TRUST_PROXY: '1' });
  endpoint = `${server.url}/api/v2/estimate`;
});
afterAll(() => server.stop());

/** Each call is a new client (TRUST_PROXY=1), so these tests never meet the rate limit. */
const post = (body: unknown, headers: Record<string, string> = {}) => postJson(endpoint, body, { 'X-Forwarded-For': freshClientIp(), ...headers });

describe('POST /api/v2/estimate', () => {
  it.each(V2_PROPERTY_TYPES)('returns the core estimate for %s, exactly', async (propertyType) => {
    for (const [purchasePrice, zip] of [
      [50_000, '96813'],
      [1_250_000, '10001'],
      [50_000_000, undefined],
    ] as const) {
      const input = { propertyType, purchasePrice, zip };
      const response = await post(input);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(response.body).toEqual(estimateV2(input));
    }
  });

  it('answers the spec example with the response fields and no tax figure', async () => {
    const { body } = await post({ propertyType: 'office', purchasePrice: 1_250_000, zip: '10001' });
    expect(Object.keys(body)).toEqual(['label', 'depreciableBasis', 'landShare', 'low', 'typical', 'high', 'disclaimer']);
    expect(body).toMatchObject({
      label: 'Light commercial: office',
      depreciableBasis: 775_000,
      landShare: 0.38,
      low: { pct: 0.1, reclassified: 77_500 },
      typical: { pct: 0.2, reclassified: 155_000 },
      high: { pct: 0.35, reclassified: 271_250 },
    });
  });

  it('ignores unknown extra fields', async () => {
    const response = await post('{"propertyType":"retail","purchasePrice":300000,"taxRate":0.5,"__proto__":{"zip":"96813"}}');
    expect(response.status).toBe(200);
    expect(response.body).toEqual(estimateV2({ propertyType: 'retail', purchasePrice: 300_000 }));
  });

  it.each([
    ['49_999', 49_999, 400],
    ['50_000', 50_000, 200],
    ['50_000_000', 50_000_000, 200],
    ['50_000_001', 50_000_001, 400],
  ])('purchasePrice %s answers %s', async (_, purchasePrice, status) => {
    expect((await post({ propertyType: 'office', purchasePrice })).status).toBe(status);
  });

  it('reports every validation problem at once as 400 invalid_request', async () => {
    const response = await post({ propertyType: 'castle', purchasePrice: '100000', zip: 10001 });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      error: 'invalid_request',
      issues: [
        `propertyType must be one of: ${V2_PROPERTY_TYPES.join(', ')}`,
        'purchasePrice must be a number (dollars)',
        'zip must be a string, such as "10001"',
      ],
      problems: [
        { field: 'propertyType', code: 'property_type_unknown', message: `propertyType must be one of: ${V2_PROPERTY_TYPES.join(', ')}` },
        { field: 'purchasePrice', code: 'purchase_price_not_number', message: 'purchasePrice must be a number (dollars)' },
        { field: 'zip', code: 'zip_not_string', message: 'zip must be a string, such as "10001"' },
      ],
    });
  });

  it.each([
    ['missing fields', {}, ['propertyType is required', 'purchasePrice is required']],
    [
      'nulls',
      { propertyType: null, purchasePrice: null },
      [`propertyType must be one of: ${V2_PROPERTY_TYPES.join(', ')}`, 'purchasePrice must be a number (dollars)'],
    ],
    [
      'a long zip and a low price',
      { propertyType: 'office', purchasePrice: 1, zip: '12345-67890' },
      ['purchasePrice must be at least 50,000', 'zip must be at most 10 characters'],
    ],
  ])('400 for %s', async (_, body, issues) => {
    expect(await post(body)).toMatchObject({ status: 400, body: { error: 'invalid_request', issues } });
  });

  it.each([
    ['malformed JSON', '{"propertyType": "office",', 'The request body is not valid JSON', 'body_malformed_json'],
    ['an empty body', '', 'The request body is empty: send a JSON object', 'body_empty'],
    ['an array', '[1,2]', 'The request body must be a JSON object', 'body_not_object'],
    ['a string', '"office"', 'The request body must be a JSON object', 'body_not_object'],
    ['null', 'null', 'The request body must be a JSON object', 'body_not_object'],
  ])('400 invalid_request for %s', async (_, raw, issue, code) => {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': freshClientIp() },
      body: raw,
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.json()).toEqual({ error: 'invalid_request', issues: [issue], problems: [{ field: 'body', code, message: issue }] });
  });

  it('accepts a cross-origin JSON POST, whatever its Content-Type (no origin check)', async () => {
    for (const contentType of ['application/json', 'text/plain', 'application/x-www-form-urlencoded']) {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': contentType, Origin: 'https://firm.example', 'X-Forwarded-For': freshClientIp() },
        body: JSON.stringify({ propertyType: 'office', purchasePrice: 100_000 }),
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
    }
  });

  it('answers a preflight with 204 and the CORS fields', async () => {
    const response = await fetch(endpoint, {
      method: 'OPTIONS',
      headers: { Origin: 'https://firm.example', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
    });
    expect(response.status).toBe(204);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'POST, OPTIONS',
      'access-control-allow-headers': 'Content-Type',
      'access-control-max-age': '86400',
      'access-control-expose-headers': 'RateLimit, RateLimit-Policy, Retry-After',
    });
    expect(await response.text()).toBe('');
  });

  it.each(['GET', 'PUT', 'DELETE', 'PATCH'])('%s gets 405 with Allow, CORS and the v2 error shape', async (method) => {
    const response = await fetch(endpoint, { method, headers: { 'X-Forwarded-For': freshClientIp() } });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST, OPTIONS');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const message = `Method ${method} is not allowed: use POST`;
    expect(await response.json()).toEqual({
      error: 'method_not_allowed',
      issues: [message],
      problems: [{ field: 'body', code: 'method_not_allowed', message }],
    });
  });

  it('413 for a body over 16 KiB, declared or streamed, and the server is unharmed', async () => {
    const big = JSON.stringify({ propertyType: 'office', purchasePrice: 100_000, pad: 'x'.repeat(16 * 1024) });
    const declared = await post(big);
    expect(declared.status).toBe(413);
    const message = 'The request body must be at most 16 KiB (16384 bytes)';
    expect(declared.body).toEqual({ error: 'payload_too_large', issues: [message], problems: [{ field: 'body', code: 'body_too_large', message }] });
    expect(declared.headers.get('access-control-allow-origin')).toBe('*');

    const streamed = await sendChunked(endpoint, 2_000, 1024, { 'X-Forwarded-For': freshClientIp() }); // ~2 MB, chunked
    expect(streamed.status).toBe(413);
    expect(JSON.parse(streamed.body)).toMatchObject({ error: 'payload_too_large' });

    expect((await post({ propertyType: 'office', purchasePrice: 100_000 })).status).toBe(200);
  });

  it('sends rate-limit fields on every counted response', async () => {
    const response = await post({ propertyType: 'office', purchasePrice: 100_000 });
    expect(response.headers.get('ratelimit-policy')).toBe('"per-client";q=60;w=60');
    expect(response.headers.get('ratelimit')).toBe('"per-client";r=59;t=60');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});
