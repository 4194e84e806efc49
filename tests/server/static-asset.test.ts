import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createStaticAsset, preferredEncoding } from '../../src/server/static-asset.ts';

const body = 'console.log("widget");'.repeat(50);
const serve = createStaticAsset({ body, contentType: 'text/javascript', cacheControl: 'public, max-age=300', headers: { 'Access-Control-Allow-Origin': '*' } });
const get = (headers: Record<string, string> = {}, method = 'GET') => serve(new Request('http://x/w.js', { method, headers }));

describe('static asset', () => {
  it('serves brotli, gzip or identity by Accept-Encoding, with Vary and the same ETag', async () => {
    const br = get({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(body);
    const gzip = get({ 'accept-encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(body);
    const plain = get();
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(body);
    for (const response of [br, gzip, plain]) {
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
      expect(response.headers.get('etag')).toBe(plain.headers.get('etag'));
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
    }
  });

  it('answers 304 to a matching If-None-Match (strong, weak, in a list, or *)', () => {
    const etag = get().headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const response = get({ 'if-none-match': header });
      expect(response.status).toBe(304);
      expect(response.body).toBeNull();
    }
    expect(get({ 'if-none-match': '"other"' }).status).toBe(200);
  });

  it('answers HEAD without a body', () => {
    const response = get({}, 'HEAD');
    expect(response.status).toBe(200);
    expect(response.body).toBeNull();
  });

  it.each([
    [null, 'identity'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['identity', 'identity'],
    ['gzip;q=0, br;q=0', 'identity'],
  ])('preferred encoding for %j is %s', (header, encoding) => expect(preferredEncoding(header)).toBe(encoding));
});
