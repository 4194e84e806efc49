import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RateLimiterCompactMemory } from '../../src/server/compact-memory-limiter.ts';
import { type RunningApp, startApp } from '../support/app.ts';
import { freshClientIp, postJson } from '../support/http-client.ts';

const v2Body = { propertyType: 'office', purchasePrice: 100_000 };
const legacyBody = { purchase_price: 100_000, property_type: 'general_office' };

describe('rate limit: 60 requests per minute per client, per endpoint', () => {
  let proxied: RunningApp;
  beforeAll(async () => {
    proxied = await startApp({ TRUST_PROXY: '1' });
  });
  afterAll(() => proxied.stop());

  it('v2: the 61st request gets 429 rate_limited with Retry-After, RateLimit fields and CORS', async () => {
    const headers = { 'X-Forwarded-For': freshClientIp() };
    for (let i = 1; i <= 60; i++) {
      const response = await postJson(`${proxied.url}/api/v2/estimate`, v2Body, headers);
      expect(response.status, `request ${i}`).toBe(200);
    }
    const refused = await postJson(`${proxied.url}/api/v2/estimate`, v2Body, headers);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: 'rate_limited' });
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(refused.headers.get('ratelimit')).toBe('"per-client";r=0;t=60');
    expect(refused.headers.get('access-control-allow-origin')).toBe('*');
    // Still refused: the block lasts 60 s.
    expect((await postJson(`${proxied.url}/api/v2/estimate`, v2Body, headers)).status).toBe(429);
  });

  it('legacy: the 61st request gets 429 rate_limit telling the client to retry in 60 seconds', async () => {
    const headers = { 'X-Forwarded-For': freshClientIp() };
    for (let i = 1; i <= 60; i++) await postJson(`${proxied.url}/api/estimate`, legacyBody, headers);
    const refused = await postJson(`${proxied.url}/api/estimate`, legacyBody, headers);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      error: 'rate_limit',
      message: 'Too many requests: the limit is 60 per minute. Please retry in 60 seconds.',
    });
    expect(refused.headers.get('retry-after')).toBe('60');
  });

  it('counts invalid requests but not preflights; budgets are per endpoint', async () => {
    const client = freshClientIp();
    const headers = { 'X-Forwarded-For': client };
    for (let i = 0; i < 30; i++) {
      const preflight = await fetch(`${proxied.url}/api/v2/estimate`, { method: 'OPTIONS', headers });
      expect(preflight.status).toBe(204);
    }
    for (let i = 0; i < 59; i++) await postJson(`${proxied.url}/api/v2/estimate`, '{bad json', headers);
    expect((await postJson(`${proxied.url}/api/v2/estimate`, v2Body, headers)).status).toBe(200); // the 60th
    expect((await postJson(`${proxied.url}/api/v2/estimate`, v2Body, headers)).status).toBe(429);
    expect((await postJson(`${proxied.url}/api/estimate`, legacyBody, headers)).status).toBe(200);
  });

  it('keys IPv6 clients by /64 and IPv4-mapped clients by their IPv4 address', async () => {
    const ipv6 = (suffix: string) => ({ 'X-Forwarded-For': `2001:db8:77:1:${suffix}` });
    for (let i = 0; i < 60; i++) await postJson(`${proxied.url}/api/v2/estimate`, v2Body, ipv6(`0:0:0:${i.toString(16)}`));
    expect((await postJson(`${proxied.url}/api/v2/estimate`, v2Body, ipv6('ffff:ffff:ffff:ffff'))).status).toBe(429);

    const ipv4 = freshClientIp();
    for (let i = 0; i < 60; i++) await postJson(`${proxied.url}/api/v2/estimate`, v2Body, { 'X-Forwarded-For': ipv4 });
    const mapped = await postJson(`${proxied.url}/api/v2/estimate`, v2Body, { 'X-Forwarded-For': `::ffff:${ipv4}` });
    expect(mapped.status).toBe(429);
  });
});

describe('rate limit without TRUST_PROXY: the socket address is the client', () => {
  let direct: RunningApp;
  beforeAll(async () => {
    direct = await startApp();
  });
  afterAll(() => direct.stop());

  it('a forged X-Forwarded-For on every request does not dodge the limit', async () => {
    for (let i = 1; i <= 60; i++) {
      const response = await postJson(`${direct.url}/api/v2/estimate`, v2Body, { 'X-Forwarded-For': freshClientIp() });
      expect(response.status, `request ${i}`).toBe(200);
    }
    const refused = await postJson(`${direct.url}/api/v2/estimate`, v2Body, { 'X-Forwarded-For': freshClientIp() });
    expect(refused.status).toBe(429);
  });
});

describe('rate-limit store errors', () => {
  let app: RunningApp;
  beforeAll(async () => {
    app = await startApp({ TRUST_PROXY: '1' });
  });
  afterAll(() => {
    vi.restoreAllMocks();
    return app.stop();
  });

  it('a store that fails lets the request through and writes the error, with its endpoint, to the log', async () => {
    vi.spyOn(RateLimiterCompactMemory.prototype, 'consume').mockRejectedValueOnce(new Error('store broke'));
    const response = await postJson(`${app.url}/api/v2/estimate`, v2Body, { 'X-Forwarded-For': freshClientIp() });
    expect(response.status).toBe(200);
    const line = app.output().find((text) => text.includes('"rate_limit_store_error"'));
    expect(line, 'log line').toBeDefined();
    expect(JSON.parse(line!)).toMatchObject({ level: 'error', msg: 'rate_limit_store_error', endpoint: 'v2', error: expect.stringContaining('store broke') });
  });
});
