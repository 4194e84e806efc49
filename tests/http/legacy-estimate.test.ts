import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEGACY_PROPERTY_TYPES } from '../../src/core/domain/estimate/catalog.ts';
import { estimateLegacy } from '../../src/core/domain/estimate/legacy-estimate.ts';
import { type RunningApp, startApp } from '../support/app.ts';
import { freshClientIp, postJson } from '../support/http-client.ts';
import { sendChunked } from '../support/raw-http.ts';

let server: RunningApp;
let endpoint: string;
beforeAll(async () => {
  server = await startApp({ TRUST_PROXY: '1' });
  endpoint = `${server.url}/api/estimate`;
});
afterAll(() => server.stop());

const post = (body: unknown) => postJson(endpoint, body, { 'X-Forwarded-For': freshClientIp() });

describe('POST /api/estimate (legacy)', () => {
  it.each(LEGACY_PROPERTY_TYPES)('returns the core estimate for %s, exactly', async (property_type) => {
    for (const purchase_price of [50_000, 1_234_567, 50_000_000]) {
      const response = await post({ purchase_price, property_type });
      expect(response.status).toBe(200);
      expect(response.body).toEqual(estimateLegacy({ purchase_price, property_type }));
    }
  });

  it('answers with the spec response fields', async () => {
    const { body } = await post({ purchase_price: 1_000_000, property_type: 'general_office' });
    expect(body).toEqual({
      property_type: 'general_office',
      property_type_label: 'General Office',
      purchase_price: 1_000_000,
      reclassifiable_percentage_range: { low: 0.1, high: 0.35 },
      accelerated_depreciation_range: { low: 100_000, high: 350_000 },
      estimated_tax_savings_range: { low: 37_000, high: 129_500 },
      assumptions: { tax_rate: 0.37, method: 'rule_of_thumb', disclaimer: expect.stringMatching(/preliminary estimate/i) },
    });
  });

  it('accepts the optional context fields without changing a number', async () => {
    const plain = await post({ purchase_price: 640_000, property_type: 'short_term_rental' });
    const withContext = await post({
      purchase_price: 640_000,
      property_type: 'short_term_rental',
      square_footage: 2_400,
      listing_url: 'https://www.airbnb.com/rooms/123',
    });
    expect(withContext.status).toBe(200);
    expect(withContext.body).toEqual(plain.body);
  });

  it.each([
    [{ purchase_price: 49_999, property_type: 'condo_townhome' }, 'purchase_price', 'purchase_price must be at least 50,000'],
    [{ purchase_price: 50_000_001, property_type: 'condo_townhome' }, 'purchase_price', 'purchase_price must be at most 50,000,000'],
    [{ purchase_price: 1_000_000.5, property_type: 'condo_townhome' }, 'purchase_price', 'purchase_price must be a whole number of dollars'],
    [{ purchase_price: '1000000', property_type: 'condo_townhome' }, 'purchase_price', 'purchase_price must be a number (whole dollars)'],
    [{ purchase_price: 100_000 }, 'property_type', 'property_type is required'],
    [{ purchase_price: 100_000, property_type: 'office' }, 'property_type', `property_type must be one of: ${LEGACY_PROPERTY_TYPES.join(', ')}`],
    [{ purchase_price: 100_000, property_type: 'condo_townhome', square_footage: 199 }, 'square_footage', 'square_footage must be at least 200'],
    [
      { purchase_price: 100_000, property_type: 'condo_townhome', listing_url: 'javascript:alert(1)' },
      'listing_url',
      expect.stringMatching(/property-listing website/),
    ],
    [
      { purchase_price: 100_000, property_type: 'condo_townhome', listing_url: 'https://zillow.com.evil.example/' },
      'listing_url',
      expect.stringMatching(/property-listing website/),
    ],
    [
      { purchase_price: 100_000, property_type: 'condo_townhome', listing_url: 'https://evilzillow.com/' },
      'listing_url',
      expect.stringMatching(/property-listing website/),
    ],
    [
      { purchase_price: 100_000, property_type: 'condo_townhome', listing_url: 'ftp://zillow.com/' },
      'listing_url',
      expect.stringMatching(/property-listing website/),
    ],
  ])('400 validation_error for %j', async (body, field, message) => {
    expect(await post(body)).toMatchObject({ status: 400, body: { error: 'validation_error', field, message } });
  });

  it('reports the first failing field in the spec table order when several fail', async () => {
    const response = await post({ listing_url: 'x', square_footage: 'x', property_type: 'x', purchase_price: 'x' });
    expect(response.body).toMatchObject({ error: 'validation_error', field: 'purchase_price' });
    const next = await post({ listing_url: 'x', square_footage: 'x', property_type: 'x', purchase_price: 60_000 });
    expect(next.body).toMatchObject({ field: 'property_type' });
  });

  it.each([
    ['malformed JSON', '{"purchase_price":', 'The request body is not valid JSON'],
    ['an empty body', '', 'The request body is empty: send a JSON object'],
    ['an array', '[]', 'The request body must be a JSON object'],
    ['a number', '42', 'The request body must be a JSON object'],
  ])('400 with field "body" for %s', async (_, raw, message) => {
    const response = await fetch(endpoint, { method: 'POST', headers: { 'X-Forwarded-For': freshClientIp() }, body: raw });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'validation_error', message, field: 'body' });
  });

  it('405 with Allow and the legacy error shape for another method', async () => {
    const response = await fetch(endpoint, { method: 'PUT', headers: { 'X-Forwarded-For': freshClientIp() } });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST, OPTIONS');
    expect(await response.json()).toEqual({ error: 'method_not_allowed', message: 'Method PUT is not allowed: use POST' });
  });

  it('shares the CORS rules of v2: * on responses, 204 on preflight', async () => {
    const ok = await post({ purchase_price: 100_000, property_type: 'condo_townhome' });
    expect(ok.headers.get('access-control-allow-origin')).toBe('*');
    const preflight = await fetch(endpoint, { method: 'OPTIONS', headers: { Origin: 'https://firm.example' } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS');
  });

  it('413 with field "body" for a body over 16 KiB, and the server is unharmed', async () => {
    const streamed = await sendChunked(endpoint, 100, 1024, { 'X-Forwarded-For': freshClientIp() });
    expect(streamed.status).toBe(413);
    expect(JSON.parse(streamed.body)).toEqual({
      error: 'payload_too_large',
      message: 'The request body must be at most 16 KiB (16384 bytes)',
      field: 'body',
    });
    expect((await post({ purchase_price: 100_000, property_type: 'condo_townhome' })).status).toBe(200);
  });
});
