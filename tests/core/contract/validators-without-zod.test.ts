import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

/**
 * The endpoints validate with the rules alone (field-rules.ts); zod only describes the requests
 * in the OpenAPI document. Bundled on its own, validation carries no zod: a schema imported for
 * its values rather than its types would put zod back on every request's path.
 */
describe('the validators', () => {
  it('bundle without zod', async () => {
    const result = await build({
      entryPoints: [new URL('../../../src/core/contract/api/validate.ts', import.meta.url).pathname],
      bundle: true,
      write: false,
      metafile: true,
      format: 'esm',
      logLevel: 'silent',
    });
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs).toContain('src/core/contract/field-rules.ts');
    expect(inputs.filter((input) => input.includes('node_modules/zod'))).toEqual([]);
  });
});
