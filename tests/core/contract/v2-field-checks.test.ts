import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateV2RequestBySchema } from '../../../src/core/contract/openapi/schema-verdicts.ts';
import { checkV2Fields, type V2Field, type V2Problem, v2ProblemCode } from '../../../src/core/contract/v2-field-checks.ts';
import { v2ApiMessage } from '../../../src/core/contract/v2-messages.ts';
import { V2_PROPERTY_TYPES } from '../../../src/core/domain/estimate/catalog.ts';

/** Values near every rule's edge, plus anything at all. */
const fieldValue = fc.oneof(
  fc.constantFrom(...V2_PROPERTY_TYPES, 'castle', '', 'constructor', null, undefined, true),
  fc.constantFrom(49_999, 49_999.99, 50_000, 50_000_000, 50_000_000.01, 50_000_001, 0, -0, -1, 1e308, 1e16, -1e16),
  // Past either bound however far (JSON's 1e400 is Infinity), and no number at all.
  fc.constantFrom(Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, Number.MAX_VALUE, -Number.MAX_VALUE, Number.NaN),
  fc.double(),
  fc.string({ maxLength: 14 }),
  fc.string({ unit: 'binary', minLength: 5, maxLength: 14 }), // astral characters: lengths in code points
  fc.constantFrom('\u{1F600}'.repeat(6), '\u{1F600}'.repeat(11), 'e\u0301'.repeat(6)),
  fc.anything(),
  fc.record({ length: fc.anything() }), // zod runs length checks on anything with a length
);

describe('browser field checks agree with the zod schema', () => {
  it('give the same messages, in the same order, for any body', () => {
    fc.assert(
      fc.property(fc.record({ propertyType: fieldValue, purchasePrice: fieldValue, zip: fieldValue }, { requiredKeys: [] }), (body) => {
        const zod = validateV2RequestBySchema(body);
        const checks = (Object.entries(checkV2Fields(body)) as Array<[V2Field, V2Problem]>).map(([field, problem]) => v2ApiMessage(field, problem));
        expect(checks).toEqual(zod.ok ? [] : zod.issues);
      }),
      { numRuns: 10_000 },
    );
  });

  it("give the codes of the API's problems, field for field, for any body", () => {
    fc.assert(
      fc.property(fc.record({ propertyType: fieldValue, purchasePrice: fieldValue, zip: fieldValue }, { requiredKeys: [] }), (body) => {
        const zod = validateV2RequestBySchema(body);
        const checks = (Object.entries(checkV2Fields(body)) as Array<[V2Field, V2Problem]>).map(([field, problem]) => ({
          field,
          code: v2ProblemCode(field, problem),
        }));
        expect(checks).toEqual(zod.ok ? [] : zod.problems.map(({ field, code }) => ({ field, code })));
      }),
      { numRuns: 10_000 },
    );
  });
});
