import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAW_PARAMETERS } from '../../src/core/domain/law/parameters.ts';
import { type RunningServer, startServer } from '../support/server.ts';

/**
 * The whole widget file, gzip (the compact ZIP3/land table included), against the issue's
 * budget: 12 KB (12,288 B). It used to fail at 11.5 KB, then 12,000 B, to keep headroom for
 * dependency patch releases; issue 21's problem codes and attribute warnings and issue 19's tax
 * line in two parts and wrapping select took it.
 */
const WIDGET_BUDGET_GZIP = 12_288;
/**
 * The tax add-on the widget imports when a visitor comes to its form (never with
 * data-show-tax-impact="false"), gzip: 24 KiB (decision 0368). The 12 KiB holds the
 * widget's first load; the add-on carries the law's tables (each year's brackets, every state's
 * rows: about a third of it) and the engine, 21.4 KiB when it got its budget.
 */
const TAX_ADDON_BUDGET_GZIP = 24 * 1024;
const built = readFileSync(new URL('../../dist/client/widget/costseg-estimator.js', import.meta.url));

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.stop());

describe('static files of the client build', () => {
  it('page scripts are sent compressed, cached for a year (hashed names) with an ETag', async () => {
    const html = await (await fetch(`${server.url}/v2/estimate`)).text();
    const script = /<script type="module" src="(\/_astro\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const response = await fetch(`${server.url}${script}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('etag')).toMatch(/^"[\w-]+"$/);
  });
});

describe('the law citations stay on the server', () => {
  it('no client file (page scripts, widget, tax add-on) carries a reference of src/core/domain/law/', () => {
    const clientFiles = readdirSync(new URL('../../dist/client/', import.meta.url), { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.js'),
    );
    expect(clientFiles.length).toBeGreaterThan(2);
    const titles = Object.values(LAW_PARAMETERS).flatMap((parameter) => parameter.rows.map((row) => row.reference.title));
    for (const file of clientFiles) {
      const text = readFileSync(new URL(`../../dist/client/${file}`, import.meta.url), 'utf8');
      expect(text, file).not.toMatch(/congress\.gov|law\.cornell\.edu/);
      for (const title of titles) expect(text.includes(title), `${file}: ${title}`).toBe(false);
    }
  });
});

describe('GET /widget/costseg-estimator-tax.js (the tax add-on)', () => {
  const addon = readFileSync(new URL('../../dist/client/widget/costseg-estimator-tax.js', import.meta.url));

  it('is within its 24 KiB gzip budget', () => {
    const gzip = gzipSync(addon, { level: 9 }).byteLength;
    console.log(`tax add-on: ${addon.byteLength} B raw, ${gzip} B gzip (budget ${TAX_ADDON_BUDGET_GZIP})`);
    expect(gzip).toBeLessThanOrEqual(TAX_ADDON_BUDGET_GZIP);
  });

  it('is an ES module any origin may import (module scripts are fetched with CORS), without Preact or zod', async () => {
    expect(addon.toString()).toMatch(/export\s*\{/);
    expect(addon.toString()).not.toMatch(/zod|preact/i);
    const response = await fetch(`${server.url}/widget/costseg-estimator-tax.js`, { headers: { Origin: 'https://firm.example' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300, stale-while-revalidate=86400');
    expect(Buffer.from(await response.arrayBuffer()).equals(addon)).toBe(true);
  });
});

describe('GET /widget/costseg-estimator.js', () => {
  it('is within the 12 KB gzip budget and carries no zod', () => {
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
    expect(response.headers.get('etag')).toMatch(/^"[\w-]+"$/);
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

describe('static files at the edges', () => {
  const widget = () => `${server.url}/widget/costseg-estimator.js`;

  it('ignores Range: a valid, an inverted or a foreign range gets the whole file, and the server stays up', async () => {
    for (const range of ['bytes=5-2', 'bytes=-5', 'bytes=0-0', 'bytes=0-1,5-6', 'chars=0-5']) {
      const response = await fetch(widget(), { headers: { Range: range } });
      expect(response.status, range).toBe(200);
      expect(Buffer.from(await response.arrayBuffer()).equals(built), range).toBe(true);
    }
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  it('a 304 keeps the ETag, caching, Vary and CORS headers; If-None-Match lists and weak tags match', async () => {
    const first = await fetch(widget(), { headers: { 'Accept-Encoding': 'gzip' } });
    const etag = first.headers.get('etag')!;
    for (const ifNoneMatch of [etag, `"other", ${etag}`, `W/${etag}`, '*']) {
      const again = await fetch(widget(), { headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': ifNoneMatch } });
      expect(again.status, ifNoneMatch).toBe(304);
      expect(again.headers.get('etag')).toBe(etag);
      expect(again.headers.get('cache-control')).toBe('public, max-age=300, stale-while-revalidate=86400');
      expect(again.headers.get('vary')).toBe('Accept-Encoding');
      expect(again.headers.get('access-control-allow-origin')).toBe('*');
    }
  });

  it('the compressed twins written at build time are sent by encoding, never under their own names', async () => {
    const gzip = await fetch(widget(), { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(Buffer.from(await gzip.arrayBuffer()).equals(built)).toBe(true); // fetch decodes it
    for (const twin of ['.br', '.gz']) expect((await fetch(`${widget()}${twin}`)).status, twin).toBe(404);
  });

  it('refuses gzip at q=0 and sends the file as is', async () => {
    const response = await fetch(widget(), { headers: { 'Accept-Encoding': 'gzip;q=0, br;q=0' } });
    expect(response.headers.get('content-encoding')).toBeNull();
  });
});
