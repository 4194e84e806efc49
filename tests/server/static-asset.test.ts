import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createStaticAsset, preferredEncoding, type StaticRequest } from '../../src/server/static-asset.ts';

const body = 'console.log("widget");'.repeat(50);
const serve = createStaticAsset({
  body: Buffer.from(body),
  contentType: 'text/javascript',
  cacheControl: 'public, max-age=300',
  headers: { 'Access-Control-Allow-Origin': '*' },
});
const get = (request: Partial<StaticRequest> = {}) => serve({ method: 'GET', acceptEncoding: undefined, ifNoneMatch: undefined, ...request });

describe('static asset', () => {
  it('serves brotli, gzip or identity by Accept-Encoding, with Vary and the same ETag', () => {
    const br = get({ acceptEncoding: 'gzip, deflate, br' });
    expect(br.headers['Content-Encoding']).toBe('br');
    expect(brotliDecompressSync(br.body!).toString()).toBe(body);
    const gzip = get({ acceptEncoding: 'gzip' });
    expect(gzip.headers['Content-Encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body!).toString()).toBe(body);
    const plain = get();
    expect(plain.headers['Content-Encoding']).toBeUndefined();
    expect(Buffer.from(plain.body!).toString()).toBe(body);
    expect(new Set([br.headers.ETag, gzip.headers.ETag, plain.headers.ETag]).size).toBe(3); // one per encoding
    for (const reply of [br, gzip, plain]) {
      expect(reply.headers.Vary).toBe('Accept-Encoding');
      expect(reply.headers.ETag!.startsWith(plain.headers.ETag!.slice(0, -1))).toBe(true);
      expect(reply.headers['Access-Control-Allow-Origin']).toBe('*');
      expect(reply.headers['Content-Length']).toBe(String(reply.body!.byteLength));
    }
    expect(br.body!.byteLength).toBeLessThan(plain.body!.byteLength / 5);
  });

  it('answers 304 to a matching If-None-Match (strong, weak, in a list, or *)', () => {
    const etag = get().headers.ETag!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const brTag = get({ acceptEncoding: 'br' }).headers.ETag!;
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*', brTag]) {
      const reply = get({ ifNoneMatch });
      expect(reply.status).toBe(304);
      expect(reply.body).toBeNull();
    }
    expect(get({ ifNoneMatch: '"other"' }).status).toBe(200);
  });

  it('answers HEAD without a body', () => {
    const reply = get({ method: 'HEAD' });
    expect(reply.status).toBe(200);
    expect(reply.body).toBeNull();
  });

  it('does not compress tiny files', () => {
    const tiny = createStaticAsset({ body: Buffer.from('x'), contentType: 'text/plain', cacheControl: 'no-cache' });
    expect(tiny({ method: 'GET', acceptEncoding: 'br', ifNoneMatch: undefined }).headers['Content-Encoding']).toBeUndefined();
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
