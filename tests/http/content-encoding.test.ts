import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_MESSAGES } from '../../src/core/contract/request-messages.ts';
import { isEncoded } from '../../src/server/estimate-endpoint.ts';
import { type RunningApp, startApp } from '../support/app.ts';
import { freshClientIp } from '../support/http-client.ts';

/** Issue 33: a body with a Content-Encoding the API does not decode is answered 415, in each contract's shape. */
let server: RunningApp;
beforeAll(async () => {
  server = await startApp({ TRUST_PROXY: '1' });
});
afterAll(() => server.stop());

async function post(path: string, encoding: string, body: Buffer | string) {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Content-Encoding': encoding, 'X-Forwarded-For': freshClientIp() },
    body: typeof body === 'string' ? body : new Uint8Array(body),
  });
  return { status: response.status, headers: response.headers, body: await response.json() };
}

describe('a compressed request body', () => {
  const v2 = JSON.stringify({ propertyType: 'office', purchasePrice: 1_250_000 });

  it('is a 415 on the v2 endpoints, with its problem code, counted like any request', async () => {
    for (const path of ['/api/v2/estimate', '/api/v2/tax-impact']) {
      const { status, headers, body } = await post(path, 'gzip', gzipSync(v2));
      expect(status).toBe(415);
      expect(body).toEqual({
        error: 'unsupported_media_type',
        issues: [REQUEST_MESSAGES.bodyEncoded],
        problems: [{ field: 'body', code: 'body_encoded', message: REQUEST_MESSAGES.bodyEncoded }],
      });
      expect(headers.get('ratelimit')).toMatch(/r=59/);
    }
  });

  it('is a 415 on the legacy endpoint, in its shape', async () => {
    const { status, body } = await post('/api/estimate', 'br', JSON.stringify({ purchase_price: 1_000_000, property_type: 'general_office' }));
    expect(status).toBe(415);
    expect(body).toEqual({ error: 'unsupported_media_type', message: REQUEST_MESSAGES.bodyEncoded, field: 'body' });
  });

  it('identity is a plain body', async () => {
    expect((await post('/api/v2/estimate', 'identity', v2)).status).toBe(200);
    expect((await post('/api/v2/estimate', ' Identity ', v2)).status).toBe(200);
  });

  it('reads the header as a list of codings', () => {
    expect([undefined, '', 'identity', 'IDENTITY', ' identity , identity'].map(isEncoded)).toEqual([false, false, false, false, false]);
    expect(['gzip', 'identity, gzip', 'deflate', 'x-anything'].map(isEncoded)).toEqual([true, true, true, true]);
  });
});
