import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../support/server.ts';

/** Issue budget for the whole widget file, gzip (the compact ZIP3/land table included). */
const WIDGET_BUDGET_GZIP = 12 * 1024;
const built = readFileSync(new URL('../../dist/client/widget/costseg-estimator.js', import.meta.url));

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.stop());

describe('static files of the client build', () => {
  it('page scripts are sent compressed, cached for a year (hashed names) with an ETag', async () => {
    const html = await (await fetch(`${server.url}/v2/estimate`)).text();
    const script = /component-url="(\/_astro\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const response = await fetch(`${server.url}${script}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('etag')).toMatch(/^(W\/)?"[\w-]+"$/);
  });
});

describe('GET /widget/costseg-estimator.js', () => {
  it('is within 12 KB gzip and carries no zod', () => {
    const gzip = gzipSync(built, { level: 9 }).byteLength;
    console.log(`widget: ${built.byteLength} B raw, ${gzip} B gzip (budget ${WIDGET_BUDGET_GZIP})`);
    expect(gzip).toBeLessThanOrEqual(WIDGET_BUDGET_GZIP);
    expect(built.toString()).not.toMatch(/zod/i);
  });

  it('serves the built file to any origin, cacheable with an ETag for a few minutes', async () => {
    const response = await fetch(`${server.url}/widget/costseg-estimator.js`, { headers: { Origin: 'https://firm.example' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300, stale-while-revalidate=86400');
    expect(response.headers.get('etag')).toMatch(/^(W\/)?"[\w-]+"$/);
    expect(Buffer.from(await response.arrayBuffer()).equals(built)).toBe(true);

    const again = await fetch(`${server.url}/widget/costseg-estimator.js`, {
      headers: { 'If-None-Match': response.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
  });

  it('is sent compressed to browsers that accept it', async () => {
    const response = await fetch(`${server.url}/widget/costseg-estimator.js`, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
  });
});
