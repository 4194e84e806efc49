import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshClientIp, postJson, startServer, type RunningServer } from '../support/server.ts';

describe('health endpoints', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ LOG_REQUESTS: 'false' });
  });
  afterAll(() => server.stop());

  it('GET /healthz: the process is up', async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz: ready, with the in-memory limiter when no Redis is configured', async () => {
    const response = await fetch(`${server.url}/readyz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ready', rateLimitStore: 'memory', sharedStore: 'not_configured' });
  });
});

describe('request log', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ TRUST_PROXY: '1' });
  });
  afterAll(() => server.stop());

  it('writes one JSON line per API request, with the client hashed and no IP or listing URL', async () => {
    const ip = '203.0.113.77';
    const listing = 'https://www.zillow.com/homedetails/secret-street-123';
    await postJson(`${server.url}/api/estimate?utm=x`, { purchase_price: 300_000, property_type: 'condo_townhome', listing_url: listing }, { 'X-Forwarded-For': ip });
    await postJson(`${server.url}/api/v2/estimate`, '{bad', { 'X-Forwarded-For': ip });
    await fetch(`${server.url}/api/v2/estimate`, { method: 'OPTIONS' });
    await fetch(`${server.url}/v2/estimate`); // a page: not an API request
    await new Promise((resolve) => setTimeout(resolve, 200));

    const lines = server.output().filter((line) => line.includes('"api_request"')).map((line) => JSON.parse(line));
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatchObject({ level: 'info', msg: 'api_request', method: 'POST', path: '/api/estimate', status: 200, limiter: 'allowed', store: 'memory' });
    expect(lines[1]).toMatchObject({ method: 'POST', path: '/api/v2/estimate', status: 400, limiter: 'allowed' });
    expect(lines[2]).toMatchObject({ method: 'OPTIONS', status: 204, limiter: 'preflight', client: null });
    expect(lines[0].client).toMatch(/^[0-9a-f]{16}$/);
    expect(lines[0].client).toBe(lines[1].client);
    expect(typeof lines[0].durationMs).toBe('number');
    expect(Date.parse(lines[0].time)).not.toBeNaN();
    const all = server.output().join('\n');
    expect(all).not.toContain(ip);
    expect(all).not.toContain('secret-street');
    expect(all).not.toContain('utm=x');
  });
});

describe('graceful shutdown', () => {
  it('on SIGTERM stops accepting, finishes in-flight requests and exits 0 within 10 s', async () => {
    const server = await startServer({ LOG_REQUESTS: 'false' });
    const { port } = new URL(server.url);
    // A request in flight: headers sent, body still coming.
    const inFlight = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request({ host: '127.0.0.1', port, path: '/api/v2/estimate', method: 'POST', headers: { 'Content-Type': 'application/json' } });
      request.on('response', (response) => {
        let body = '';
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, body }));
      });
      request.on('error', reject);
      request.write('{"propertyType":"office",');
      setTimeout(() => request.end('"purchasePrice":100000}'), 700);
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const signalledAt = Date.now();
    server.signal('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow(); // no longer accepting

    const finished = await inFlight;
    expect(finished.status).toBe(200);
    expect(JSON.parse(finished.body)).toMatchObject({ label: 'Light commercial: office' });
    expect(await server.exited).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(10_000);
    expect(server.output().join('\n')).toContain('"stopped"');
  });

  it('SIGINT stops an idle server at once with exit code 0', async () => {
    const server = await startServer({ LOG_REQUESTS: 'false' });
    await postJson(`${server.url}/api/v2/estimate`, { propertyType: 'retail', purchasePrice: 60_000 }, { 'X-Forwarded-For': freshClientIp() });
    const started = Date.now();
    server.signal('SIGINT');
    expect(await server.exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

describe('configuration errors stop the server with a message', () => {
  it.each([
    ['TRUST_PROXY', 'yes', /TRUST_PROXY must be the number of trusted proxy hops/],
    ['RATE_LIMIT_REDIS_URL', 'http://localhost', /RATE_LIMIT_REDIS_URL must be a redis: or rediss: URL/],
    ['PUBLIC_BASE_URL', 'ftp://x', /PUBLIC_BASE_URL must be a https: or http: URL/],
    ['PORT', '99999', /PORT must be a port number/],
  ])('%s=%s', async (name, value, message) => {
    await expect(startServer({ [name]: value })).rejects.toThrow(message);
  });
});

describe('routing at the edges', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ TRUST_PROXY: '1', LOG_REQUESTS: 'false' });
  });
  afterAll(() => server.stop());

  it('an unknown /api/ path gets a JSON 404, not an HTML page', async () => {
    const response = await fetch(`${server.url}/api/v3/estimate`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toMatchObject({ error: 'not_found' });
  });

  it('repeated slashes reach the same endpoint', async () => {
    const response = await postJson(`${server.url}//api//v2/estimate`, { propertyType: 'office', purchasePrice: 100_000 }, { 'X-Forwarded-For': freshClientIp() });
    expect(response.status).toBe(200);
  });

  it('pages and files answer only GET and HEAD', async () => {
    for (const path of ['/v2/estimate', '/widget/costseg-estimator.js', '/']) {
      const response = await fetch(`${server.url}${path}`, { method: 'PUT' });
      expect(response.status, path).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD');
    }
  });

  it('a Host header Astro cannot use, or a broken %-escape, gets a 400 page, not a 500', async () => {
    const { port } = new URL(server.url);
    const viaHost = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.get({ host: '127.0.0.1', port, path: '/v2/estimate', headers: { Host: 'a@b' } }, (response) => {
        let body = '';
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, body }));
      });
      request.on('error', reject);
    });
    expect(viaHost.status).toBe(400);
    expect(viaHost.body).toContain('Host header');
    const escape = await fetch(`${server.url}/v2/estimate?purchasePrice=%FF`);
    expect(escape.status).toBe(400);
    expect(escape.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await escape.text()).toContain('Open the estimator');
    expect(server.output().join('\n')).not.toContain('TypeError');
  });

  it('pages are sent compressed to browsers that accept it', async () => {
    const response = await fetch(`${server.url}/v2/estimate?propertyType=office&purchasePrice=1250000`, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(response.status).toBe(200);
    expect(['br', 'gzip']).toContain(response.headers.get('content-encoding'));
    expect(await response.text()).toContain('$1,062,500');
  });

  it('the OpenAPI document answers only GET and HEAD', async () => {
    const response = await fetch(`${server.url}/api/openapi.json`, { method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
    expect((await fetch(`${server.url}/api/openapi.json/`)).status).toBe(200);
  });

  it('every non-API answer carries the security headers; an unknown page is a 404 page with a CSP', async () => {
    for (const path of ['/widget/costseg-estimator.js', '/favicon.svg', '/no-such-page', '/v2/estimate?purchasePrice=%']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
    }
    const missing = await fetch(`${server.url}/no-such-page`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Page not found');
  });
});
