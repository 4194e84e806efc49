import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { legacyResponseSchema, v2ErrorSchema } from '../../../src/core/contract/api/response-schemas.ts';
import { jsonSchemaOf } from '../../../src/core/contract/openapi/json-schema.ts';
import { buildOpenApiDocument } from '../../../src/core/contract/openapi/openapi-document.ts';
import { v2RequestSchema } from '../../../src/core/contract/schemas.ts';

/** What z.toJSONSchema writes, less the dialect: the document's schemas must be exactly this. */
function zodJsonSchema(schema: z.core.$ZodType, io: 'input' | 'output') {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, target: 'draft-2020-12' });
  return rest;
}

describe('jsonSchemaOf', () => {
  it.each([
    ['v2 request', v2RequestSchema, 'input'],
    ['legacy response', legacyResponseSchema, 'output'],
    ['v2 error', v2ErrorSchema, 'output'],
  ] as const)("keeps zod's %s schema as it is, keyword order included", (_name, schema, io) => {
    const typed = jsonSchemaOf(schema, io);
    expect(JSON.stringify(typed)).toBe(JSON.stringify(zodJsonSchema(schema, io)));
  });

  it('refuses a keyword SchemaObject does not know, naming where it is', () => {
    const withPattern = z.object({ code: z.string().check(z.regex(/^[A-Z]+$/)) });
    expect(() => jsonSchemaOf(withPattern, 'input')).toThrow('at #/properties/code (pattern)');
  });
});

describe('buildOpenApiDocument', () => {
  it('names the server it is built for, or "/"', () => {
    expect(buildOpenApiDocument('https://estimate.example.com').servers).toEqual([{ url: 'https://estimate.example.com' }]);
    expect(buildOpenApiDocument(null).servers).toEqual([{ url: '/' }]);
  });

  it('is built once per server address', () => {
    expect(buildOpenApiDocument('https://a.example')).toBe(buildOpenApiDocument('https://a.example'));
  });
});
