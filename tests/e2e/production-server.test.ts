import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../support/app.ts';
import { freshClientIp, postJson } from '../support/http-client.ts';
import { finalResponse, sendExpectingContinue } from '../support/raw-http.ts';
import { type RunningServer, startServer } from '../support/server.ts';

/** `npm start` as a user gets it: src/server/main.ts over the build, in its own process. */
describe('the production server', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ TRUST_PROXY: '1' });
  });
  afterAll(() => server.stop());

  it('answers both APIs, health and the OpenAPI document', async () => {
    const v2 = await postJson(
      `${server.url}/api/v2/estimate`,
      { propertyType: 'office', purchasePrice: 1_250_000, zip: '10001' },
      { 'X-Forwarded-For': freshClientIp() },
    );
    expect(v2.status).toBe(200);
    expect(v2.body).toMatchObject({ depreciableBasis: 775_000, typical: { pct: 0.2, reclassified: 155_000 } });
    const legacy = await postJson(
      `${server.url}/api/estimate`,
      { purchase_price: 1_000_000, property_type: 'general_office' },
      { 'X-Forwarded-For': freshClientIp() },
    );
    expect(legacy.body).toMatchObject({ accelerated_depreciation_range: { low: 100_000, high: 350_000 } });
    expect(await (await fetch(`${server.url}/healthz`)).json()).toEqual({ status: 'ok' });
    expect((await (await fetch(`${server.url}/api/openapi.json`)).json()).openapi).toBe('3.1.1');
  });

  it('writes its request log on stdout as JSON lines', async () => {
    await postJson(`${server.url}/api/v2/estimate`, { propertyType: 'retail', purchasePrice: 90_000 }, { 'X-Forwarded-For': '198.51.100.9' });
    const line = await eventually(
      () => server.output().find((text) => text.includes('"api_request"') && text.includes('"status":200')),
      10_000,
      'a request line',
    );
    expect(JSON.parse(line)).toMatchObject({ level: 'info', msg: 'api_request', path: '/api/v2/estimate', store: 'memory' });
    expect(server.output().join('\n')).not.toContain('198.51.100.9');
  });

  it('warns, at level warn, that TRUST_PROXY without PUBLIC_BASE_URL names the forwarded address', () => {
    const line = server.output().find((text) => text.includes('TRUST_PROXY is set'));
    expect(JSON.parse(line!)).toMatchObject({ level: 'warn', msg: expect.stringContaining('PUBLIC_BASE_URL is not') });
  });

  it('renders pages through Astro, compressed for browsers that accept it', async () => {
    const response = await fetch(`${server.url}/v2/estimate?propertyType=office&purchasePrice=1250000`, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(response.status).toBe(200);
    expect(['br', 'gzip']).toContain(response.headers.get('content-encoding'));
    expect(await response.text()).toContain('$1,062,500');
  });

  it('every non-API answer carries the security headers; an unknown page is a 404 page with a CSP', async () => {
    for (const path of ['/v2/estimate', '/widget/costseg-estimator.js', '/favicon.svg', '/no-such-page', '/v2/estimate?purchasePrice=%']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
    }
    const page = await fetch(`${server.url}/v2/estimate`);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self' 'sha256-"); // Astro's, not the fallback
    const missing = await fetch(`${server.url}/no-such-page`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Page not found');
  });

  it('Expect: 100-continue: a body announced over 16 KiB gets 413 at once; a small one 100 Continue, then 200', async () => {
    const endpoint = `${server.url}/api/v2/estimate`;
    const refused = await sendExpectingContinue(endpoint, { contentLength: 2_000_000, headers: { 'X-Forwarded-For': freshClientIp() } });
    expect(refused.text.startsWith('HTTP/1.1 413 ')).toBe(true);
    expect(refused.text).not.toContain('HTTP/1.1 100');
    expect(JSON.parse(finalResponse(refused.text).body)).toMatchObject({ error: 'payload_too_large' });
    const body = JSON.stringify({ propertyType: 'office', purchasePrice: 1_250_000, zip: '10001' });
    const accepted = await sendExpectingContinue(endpoint, { body, headers: { 'X-Forwarded-For': freshClientIp() } });
    expect(accepted.text.startsWith('HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 200 OK\r\n')).toBe(true);
    const page = await sendExpectingContinue(`${server.url}/methodology`, { method: 'GET' });
    expect(page.text.startsWith('HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 200 OK\r\n')).toBe(true);
  });

  it('the methodology tells the passive investor’s net value with its sign in words (worked example: $2,096 ahead, tests/core/domain/tax/worked-examples.test.ts)', async () => {
    const html = await (await fetch(`${server.url}/methodology`)).text();
    expect(html).toContain('with a $5,000 fee, comes out $2,096 ahead');
    expect(html).not.toMatch(/loses -\$/);
  });
});

// These start their own server in the test (up to 20 s to start on a loaded machine): a minute each.
describe('the call to action (CTA_URL, CTA_TEXT)', { timeout: 60_000 }, () => {
  const page = '/v2/estimate?propertyType=office&purchasePrice=1250000&zip=10001';

  it('unset: no button, no dead link', async () => {
    const server = await startServer();
    try {
      const html = await (await fetch(`${server.url}${page}`)).text();
      expect(html).toContain('$775,000');
      expect(html).not.toMatch(/class="button cta"/);
    } finally {
      await server.stop();
    }
  });

  it('set: beside a valid result, with the estimate merged into its query as the widget carries it (decision 0343), and its fragment kept', async () => {
    const server = await startServer({ CTA_URL: 'https://firm.example/quote?ref=site#form', CTA_TEXT: 'Talk to our engineers' });
    try {
      const html = await (await fetch(`${server.url}${page}`)).text();
      const link = /<a class="button cta" href="([^"]+)">([^<]+)<\/a>/.exec(html);
      expect(link?.[2]).toBe('Talk to our engineers');
      expect(link?.[1]?.replace(/&amp;/g, '&')).toBe(
        'https://firm.example/quote?ref=site&costseg=1&propertyType=office&purchasePrice=1250000&zip=10001&low=77500&typical=155000&high=271250#form',
      );
      const invalid = await (await fetch(`${server.url}/v2/estimate?propertyType=office&purchasePrice=10`)).text();
      expect(invalid).not.toMatch(/class="button cta"/);
    } finally {
      await server.stop();
    }
  });
});

describe('graceful shutdown', { timeout: 60_000 }, () => {
  it('on SIGTERM stops accepting, finishes the request in flight and exits 0', async () => {
    const server = await startServer({ LOG_REQUESTS: 'false' });
    const { port } = new URL(server.url);
    const request = http.request({ host: '127.0.0.1', port, path: '/api/v2/estimate', method: 'POST', headers: { 'Content-Type': 'application/json' } });
    const answer = new Promise<{ status: number; body: string; connection: string | undefined }>((resolve, reject) => {
      request.on('response', (response) => {
        let body = '';
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, body, connection: response.headers.connection }));
      });
      request.on('error', reject);
    });
    request.write('{"propertyType":"office",'); // headers sent, body still coming
    await fetch(`${server.url}/healthz`); // a round trip later, the server holds that request

    server.signal('SIGTERM');
    await eventually(
      () =>
        fetch(`${server.url}/healthz`).then(
          () => false,
          () => true,
        ),
      10_000,
      'the server to stop accepting',
    );
    request.end('"purchasePrice":100000}');

    const finished = await answer;
    expect(finished.status).toBe(200);
    expect(finished.connection).toBe('close'); // the answer was under way when the signal came
    expect(JSON.parse(finished.body)).toMatchObject({ label: 'Light commercial: office' });
    expect(await server.exited).toBe(0);
    expect(server.output().join('\n')).toContain('"stopped"');
  });

  it('logs a request the shutdown cuts off (499) before it stops', async () => {
    const server = await startServer();
    const socket = net.connect(Number(new URL(server.url).port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.on('error', () => {}); // the server may reset it
    socket.write('POST /api/v2/estimate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"propertyType":');
    await fetch(`${server.url}/healthz`); // a round trip later, the server holds that request
    server.signal('SIGTERM');
    await eventually(() => server.output().some((line) => line.includes('"shutting_down"')), 10_000, 'the shutdown to begin');
    socket.end(); // the client gives up with its body unfinished
    expect(await server.exited).toBe(0);
    const output = server.output();
    const cutOff = output.findIndex((line) => line.includes('"api_request"') && line.includes('"status":499'));
    expect(cutOff).toBeGreaterThanOrEqual(0);
    expect(cutOff).toBeLessThan(output.findIndex((line) => line.includes('"stopped"')));
  });

  it('SIGINT stops an idle server with exit code 0', async () => {
    const server = await startServer({ LOG_REQUESTS: 'false' });
    await postJson(`${server.url}/api/v2/estimate`, { propertyType: 'retail', purchasePrice: 60_000 });
    server.signal('SIGINT');
    expect(await server.exited).toBe(0);
  });
});

describe('configuration errors stop the server with the variable and what it allows', { timeout: 60_000 }, () => {
  it.each([
    ['TRUST_PROXY', 'yes', /TRUST_PROXY must be the number of trusted proxy hops, a whole number from 0 to 10/],
    ['RATE_LIMIT_REDIS_URL', 'http://localhost', /RATE_LIMIT_REDIS_URL must be a redis: or rediss: URL/],
    ['PUBLIC_BASE_URL', 'ftp://x', /PUBLIC_BASE_URL must be a https: or http: URL/],
    ['PORT', '99999', /PORT must be a port number, 0 to 65535/],
    ['LOG_REQUESTS', 'maybe', /LOG_REQUESTS must be true or false/],
    ['CTA_TEXT', 'Get a quote', /CTA_TEXT is set but CTA_URL is not/],
  ])('%s=%s', async (name, value, message) => {
    await expect(startServer({ [name]: value })).rejects.toThrow(message);
  });
});
