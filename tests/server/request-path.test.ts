import { describe, expect, it } from 'vitest';
import { pathOf } from '../../src/server/request-path.ts';

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
