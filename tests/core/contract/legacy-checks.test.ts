import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateLegacyRequest } from '../../../src/core/contract/api/validate.ts';
import { LEGACY_CHECKS } from '../../../src/core/contract/legacy-checks.ts';
import { validateLegacyRequestBySchema } from '../../../src/core/contract/openapi/schema-verdicts.ts';
import { LEGACY_FIELD_ORDER } from '../../../src/core/contract/schemas.ts';
import { LEGACY_PROPERTY_TYPES } from '../../../src/core/domain/estimate/catalog.ts';

/** Whole numbers near every limit (the safe integers' too), fractions, and anything at all. */
const wholeNumber = fc.oneof(
  fc.constantFrom(49_999, 50_000, 50_000_000, 50_000_001, 199, 200, 2_000_000, 2_000_001, 0, -0, -1, 1_000_000.5, 1e20, -1e20),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER + 1, Number.MIN_SAFE_INTEGER, Number.MIN_SAFE_INTEGER - 1, '1000000', null, undefined, true),
  // Past either bound however far (JSON's 1e400 is Infinity), and no number at all.
  fc.constantFrom(Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, Number.MAX_VALUE, -Number.MAX_VALUE, Number.NaN, -1e16, 0.5, -0.5),
  fc.integer({ min: -10, max: 60_000_000 }),
  fc.double({ noNaN: true }),
  fc.anything(),
);
const propertyType = fc.oneof(fc.constantFrom(...LEGACY_PROPERTY_TYPES, 'office', 'castle', 'constructor', '', null, undefined), fc.anything());
const listingUrl = fc.oneof(
  fc.constantFrom(
    'https://www.zillow.com/homedetails/123',
    'https://zillow.com.evil.example/x',
    'https://user:pw@zillow.com/x',
    'ftp://zillow.com/x',
    '',
    `https://zillow.com/${'a'.repeat(2029)}`,
    `https://zillow.com/${'a'.repeat(2030)}`,
    `https://zillow.com/${'\u{1F600}'.repeat(2029)}`,
    `https://zillow.com/${'\u{1F600}'.repeat(2030)}`,
    null,
    undefined,
    42,
  ),
  fc.webUrl(),
  fc.anything(),
  fc.record({ length: fc.anything() }),
);

/**
 * The legacy endpoint validates with its rules alone (legacy-checks.ts); its zod schema only
 * describes the request in the OpenAPI document. These hold the two together.
 */
describe('legacy rules agree with the legacy schema', () => {
  it('list the fields in the spec table order, the order the first failing one is found in', () => {
    expect(Object.keys(LEGACY_CHECKS)).toEqual([...LEGACY_FIELD_ORDER]);
  });

  it('give the same answer, the value or the first failing field and its message, for any body (extra keys included)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          {
            weight: 9,
            arbitrary: fc.record(
              { purchase_price: wholeNumber, property_type: propertyType, square_footage: wholeNumber, listing_url: listingUrl, extra: fc.anything() },
              { requiredKeys: [] },
            ),
          },
          { weight: 1, arbitrary: fc.anything() },
        ),
        (body) => {
          expect(validateLegacyRequest(body)).toEqual(validateLegacyRequestBySchema(body));
        },
      ),
      { numRuns: 20_000 },
    );
  });

  it('give the same answer for valid bodies with at most one field changed', () => {
    const valid = fc.record(
      {
        purchase_price: fc.integer({ min: 50_000, max: 50_000_000 }),
        property_type: fc.constantFrom(...LEGACY_PROPERTY_TYPES),
        square_footage: fc.integer({ min: 200, max: 2_000_000 }),
        listing_url: fc.constantFrom('https://www.zillow.com/homedetails/1', 'https://www.loopnet.com/Listing/1/'),
      },
      { requiredKeys: ['purchase_price', 'property_type'] },
    );
    const FIELDS = { purchase_price: wholeNumber, property_type: propertyType, square_footage: wholeNumber, listing_url: listingUrl };
    const change = fc.option(
      fc.constantFrom(...(Object.keys(FIELDS) as Array<keyof typeof FIELDS>)).chain((field) => FIELDS[field].map((value) => [field, value] as const)),
      { freq: 2 },
    );
    let accepted = 0;
    fc.assert(
      fc.property(valid, change, (body, changed) => {
        const changedBody = changed === null ? body : { ...body, [changed[0]]: changed[1] };
        expect(validateLegacyRequest(changedBody)).toEqual(validateLegacyRequestBySchema(changedBody));
        if (validateLegacyRequest(changedBody).ok) accepted++;
      }),
      { numRuns: 10_000 },
    );
    expect(accepted).toBeGreaterThan(3_000); // values compared, not only refusals
  });
});
