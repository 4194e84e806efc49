import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, type RunningApp, startApp } from '../support/app.ts';
import { freshClientIp, postJson } from '../support/http-client.ts';

describe('health endpoints', () => {
  let server: RunningApp;
  beforeAll(async () => {
    server = await startApp({ LOG_REQUESTS: 'false' });
  });
  afterAll(() => server.stop());

  it('GET /healthz: the process is up', async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz: ready, with the in-memory limiter when no Redis is configured', async () => {
    const response = await fetch(`${server.url}/readyz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ready', rateLimitStore: 'memory', sharedStore: 'not_configured', redisBreaker: 'not_configured' });
  });

  it('HEAD answers the status without a body', async () => {
    for (const path of ['/healthz', '/readyz']) {
      const response = await fetch(`${server.url}${path}`, { method: 'HEAD' });
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('');
    }
  });

  it('any other method: 405 with Allow, in the JSON error shape', async () => {
    for (const path of ['/healthz', '/readyz']) {
      for (const method of ['POST', 'PUT', 'DELETE']) {
        const response = await fetch(`${server.url}${path}`, { method });
        expect(response.status).toBe(405);
        expect(response.headers.get('allow')).toBe('GET, HEAD');
        expect(await response.json()).toEqual({ error: 'method_not_allowed', message: 'Use GET or HEAD' });
      }
    }
  });
});

describe('request log', () => {
  let server: RunningApp;
  beforeAll(async () => {
    server = await startApp({ TRUST_PROXY: '1' });
  });
  afterAll(() => server.stop());

  const apiLines = () => server.output().filter((line) => line.includes('"api_request"'));

  it('writes one JSON line per API request, with the client hashed and no IP or listing URL', async () => {
    const ip = '203.0.113.77';
    const listing = 'https://www.zillow.com/homedetails/secret-street-123';
    await fetch(`${server.url}/healthz`); // not an API request: no line
    await postJson(
      `${server.url}/api/estimate?utm=x`,
      { purchase_price: 300_000, property_type: 'condo_townhome', listing_url: listing },
      { 'X-Forwarded-For': ip },
    );
    await postJson(`${server.url}/api/v2/estimate`, '{bad', { 'X-Forwarded-For': ip });
    await fetch(`${server.url}/api/v2/estimate`, { method: 'OPTIONS' });

    const lines = (await eventually(() => apiLines().length >= 3 && apiLines(), 10_000, 'three log lines')).map((line) => JSON.parse(line));
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatchObject({
      level: 'info',
      msg: 'api_request',
      method: 'POST',
      path: '/api/estimate',
      status: 200,
      limiter: 'allowed',
      store: 'memory',
    });
    expect(lines[1]).toMatchObject({ method: 'POST', path: '/api/v2/estimate', status: 400, limiter: 'allowed' });
    expect(lines[2]).toMatchObject({ method: 'OPTIONS', status: 204, limiter: 'preflight', client: null });
    expect(Object.keys(lines[0]).sort()).toEqual(['client', 'durationMs', 'level', 'limiter', 'method', 'msg', 'path', 'status', 'store', 'time']);
    expect(lines[0].client).toMatch(/^[0-9a-f]{16}$/);
    expect(lines[0].client).toBe(lines[1].client);
    expect(lines[0].durationMs).toBeGreaterThanOrEqual(0);
    expect(new Date(lines[0].time).toISOString()).toBe(lines[0].time);
    const all = server.output().join('\n');
    expect(all).not.toContain(ip);
    expect(all).not.toContain('secret-street');
    expect(all).not.toContain('utm=x');
  });

  it('a client that leaves in the middle of its body is logged as 499, and its request does not linger', async () => {
    const before = apiLines().length;
    const socket = net.connect(Number(new URL(server.url).port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write('POST /api/v2/estimate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"propertyType":');
    socket.end(); // the body is 200 bytes long, and only 16 come before the connection closes
    const line = await eventually(
      () =>
        apiLines()
          .slice(before)
          .find((text) => text.includes('"status":499')),
      10_000,
      'a 499 line',
    );
    expect(JSON.parse(line)).toMatchObject({ method: 'POST', path: '/api/v2/estimate', status: 499, limiter: 'allowed' });
  });

  it('LOG_REQUESTS=false writes no request line', async () => {
    const quiet = await startApp({ LOG_REQUESTS: 'false' });
    try {
      expect((await postJson(`${quiet.url}/api/v2/estimate`, { propertyType: 'office', purchasePrice: 100_000 })).status).toBe(200);
      // A marker after the request: once it is out, the request's line would have been too.
      const before = apiLines().length;
      await postJson(`${server.url}/api/v2/estimate`, { propertyType: 'office', purchasePrice: 100_000 }, { 'X-Forwarded-For': freshClientIp() });
      await eventually(() => apiLines().length > before, 10_000, 'the marker line');
      expect(quiet.output().filter((line) => line.includes('"api_request"'))).toEqual([]);
    } finally {
      await quiet.stop();
    }
  });
});

describe('routing at the edges', () => {
  let server: RunningApp;
  beforeAll(async () => {
    server = await startApp({ TRUST_PROXY: '1', LOG_REQUESTS: 'false' });
  });
  afterAll(() => server.stop());

  it('an unknown /api/ path gets a JSON 404, not an HTML page', async () => {
    const response = await fetch(`${server.url}/api/v3/estimate`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toMatchObject({ error: 'not_found' });
    // Readable from any origin, as the API's other answers are (a review: a browser saw a CORS failure).
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    // A browser's JSON POST sends a preflight first: it passes, so the 404 itself is read.
    const preflight = await fetch(`${server.url}/api/v3/estimate`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://host.example', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/content-type/i);
  });

  it('repeated slashes reach the same endpoint', async () => {
    const response = await postJson(
      `${server.url}//api//v2/estimate`,
      { propertyType: 'office', purchasePrice: 100_000 },
      { 'X-Forwarded-For': freshClientIp() },
    );
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ label: 'Light commercial: office' });
  });

  it('pages and files answer only GET and HEAD', async () => {
    for (const path of ['/v2/estimate', '/widget/costseg-estimator.js', '/']) {
      const response = await fetch(`${server.url}${path}`, { method: 'PUT' });
      expect(response.status, path).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD');
      expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    }
  });

  it('a Host header that is no host name, or a broken %-escape in the path, gets a 400 page, not a 500', async () => {
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
    const brokenEscape = await fetch(`${server.url}/bad%FF/v2/estimate`);
    expect(brokenEscape.status).toBe(400);
    expect(brokenEscape.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await brokenEscape.text()).toContain('Open the estimator');
  });

  it('a query with a bare % (taxRate=37% typed in the address bar) reaches the page, read as a browser reads it', async () => {
    let seen = '';
    const withPages = await startApp(
      {},
      {
        pages: (request, response) => {
          seen = request.url!;
          response.writeHead(200).end('<p>page</p>');
        },
      },
    );
    try {
      const page = await fetch(`${withPages.url}/v2/estimate?propertyType=office&taxRate=37%&zip=%FF`);
      expect(page.status).toBe(200);
      const query = new URLSearchParams(seen.split('?')[1]);
      expect([query.get('propertyType'), query.get('taxRate'), query.get('zip')]).toEqual(['office', '37%', '\uFFFD']);
    } finally {
      await withPages.stop();
    }
  });

  it('a path with a . or .. segment, plain or %-escaped, gets the 400 page whether it names the API or a page', async () => {
    const { port } = new URL(server.url);
    for (const path of ['/api/../healthz', '/x/../api/v2/estimate', '/api/%2e%2e/healthz', '/./v2/estimate']) {
      const answer = await new Promise<{ status: number; body: string; type: string | undefined }>((resolve, reject) => {
        const request = http.get({ host: '127.0.0.1', port, path }, (response) => {
          let body = '';
          response.on('data', (chunk) => (body += chunk));
          response.on('end', () => resolve({ status: response.statusCode!, body, type: response.headers['content-type'] }));
        });
        request.on('error', reject);
      });
      expect(answer.status, path).toBe(400);
      expect(answer.type, path).toMatch(/^text\/html/);
      expect(answer.body, path).toContain('. or .. segment');
    }
  });

  it('a NUL in a query (%00) never reaches the page', async () => {
    let seen = '';
    const withPages = await startApp(
      {},
      {
        pages: (request, response) => {
          seen = request.url!;
          response.writeHead(200).end('<p>page</p>');
        },
      },
    );
    try {
      expect((await fetch(`${withPages.url}/v2/estimate?propertyType=office&zip=100%0001`)).status).toBe(200);
      expect(seen).toBe('/v2/estimate?propertyType=office&zip=10001');
    } finally {
      await withPages.stop();
    }
  });

  it('the OpenAPI document answers only GET and HEAD, with or without a trailing slash', async () => {
    const response = await fetch(`${server.url}/api/openapi.json`, { method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
    expect((await fetch(`${server.url}/api/openapi.json/`)).status).toBe(200);
    const head = await fetch(`${server.url}/api/openapi.json`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('a request for a page goes to the pages handler after the guard; without one it is a 404', async () => {
    const withPages = await startApp({}, { pages: (_request, response) => void response.writeHead(200, { 'Content-Type': 'text/html' }).end('<p>page</p>') });
    try {
      const page = await fetch(`${withPages.url}/v2/estimate`);
      expect(await page.text()).toBe('<p>page</p>');
      expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect((await fetch(`${withPages.url}/healthz`)).status).toBe(200);
    } finally {
      await withPages.stop();
    }
    expect((await fetch(`${server.url}/v2/estimate`)).status).toBe(404);
  });
});

describe('a page that fails mid-stream', () => {
  it('is cut off and its connection released, compressed or not: never a hang', async () => {
    // What Astro's node handler does when rendering throws after the head is sent: it writes
    // "Internal server error" and destroys the response in that write's callback.
    const server = await startApp(
      {},
      {
        pages: (_request, response) => {
          response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
          response.write(`<!doctype html><p>${'start of the page '.repeat(200)}`);
          setTimeout(() => response.write('Internal server error', () => response.destroy(new Error('render failed'))), 10);
        },
      },
    );
    try {
      for (const encoding of ['identity', 'gzip', 'br']) {
        const outcome = await Promise.race([
          fetch(`${server.url}/v2/estimate`, { headers: { 'Accept-Encoding': encoding } }).then(
            (response) =>
              response.text().then(
                () => 'completed',
                () => 'cut off',
              ),
            () => 'cut off',
          ),
          new Promise((resolve) => setTimeout(() => resolve('hung'), 10_000)),
        ]);
        expect(outcome, encoding).toBe('cut off');
      }
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    } finally {
      await server.stop();
    }
  });
});

describe('a handler that throws', () => {
  it('costs that request a 500, logged, and nothing else', async () => {
    const server = await startApp(
      {},
      {
        assets: () => {
          throw new Error('boom');
        },
      },
    );
    try {
      const response = await fetch(`${server.url}/favicon.svg`);
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({ error: 'internal_error' });
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      await eventually(() => server.output().some((line) => line.includes('request_handler_failed') && line.includes('boom')), 10_000, 'the error line');
    } finally {
      await server.stop();
    }
  });
});
