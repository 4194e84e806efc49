import { describe, expect, it } from 'vitest';
import { hasDotSegment, isDecodable, isValidHost, pathOf, withoutNulInQuery, withReadableQuery } from '../../src/server/request-path.ts';

describe('pathOf (what routing sees)', () => {
  it.each([
    ['/api/v2/estimate', '/api/v2/estimate'],
    ['/api/v2/estimate?x=1', '/api/v2/estimate'],
    ['//api/v2/estimate', '/api/v2/estimate'],
    ['/api//estimate/', '/api/estimate/'],
    ['http://127.0.0.1:4321/api/estimate?a', '/api/estimate'],
    [undefined, '/'],
    ['*', '*'],
  ])('%j -> %j', (url, path) => expect(pathOf(url)).toBe(path));
});

describe('request guards before Astro', () => {
  it.each(['localhost:4321', 'estimate.example.com', '127.0.0.1', '[::1]:8080', 'a-b.example.', 'x:65535', undefined])('accepts Host %j', (host) =>
    expect(isValidHost(host)).toBe(true),
  );
  it.each(['a@b', 'x y', 'host/path', '', 'h:port', '[::1', 'x:65536', 'x:99999'])('refuses Host %j', (host) => expect(isValidHost(host)).toBe(false));
  it('tells decodable targets from broken %-escapes', () => {
    expect(isDecodable('/v2/estimate?zip=%2010001')).toBe(true);
    expect(isDecodable('/v2/estimate?purchasePrice=%FF')).toBe(false);
    expect(isDecodable('/v2/estimate?purchasePrice=%')).toBe(false);
  });

  it('reads a broken query as a browser does: a bare % is a percent sign, a stray byte a replacement character', () => {
    expect(withReadableQuery('/v2/estimate?taxRate=37%&zip=10001')).toBe('/v2/estimate?taxRate=37%25&zip=10001');
    expect(new URLSearchParams(withReadableQuery('/v2/estimate?taxRate=37%')!.split('?')[1]).get('taxRate')).toBe('37%');
    expect(withReadableQuery('/v2/estimate?purchasePrice=%FF')).toBe('/v2/estimate?purchasePrice=%EF%BF%BD');
    expect(withReadableQuery('/v2/estimate?taxRate=37%25')).toBeNull();
    expect(withReadableQuery('/v2/estimate')).toBeNull();
    expect(withReadableQuery('/bad%FF/path')).toBeNull(); // the path is not the query's to repair
  });
});

describe('dot segments and NULs (issue 33)', () => {
  it.each(['/api/../healthz', '/./v2/estimate', '/v2/estimate/..', '/x/%2e%2E/api/v2/estimate', '/%2e/healthz', '..'])('%j has a dot segment', (path) =>
    expect(hasDotSegment(path)).toBe(true),
  );
  it.each(['/_astro/page.abc123.js', '/.well-known/security.txt', '/v2/estimate', '/...', '/a..b/'])('%j has none', (path) =>
    expect(hasDotSegment(path)).toBe(false),
  );

  it('a NUL in the query, raw or %00, is taken out; a query without one is left alone', () => {
    expect(withoutNulInQuery('/v2/estimate?zip=100%0001&a%00b=1')).toBe('/v2/estimate?zip=10001&ab=1');
    expect(withoutNulInQuery('/v2/estimate?zip=10001')).toBeNull();
    expect(withoutNulInQuery('/v2/estimate')).toBeNull();
  });
});
