import { describe, expect, it } from 'vitest';
import { legacyResponseSchema, v2ResponseSchema } from '../../../src/core/contract/api/response-schemas.ts';
import { LEGACY_PROPERTY_TYPES, V2_PROPERTY_TYPES } from '../../../src/core/domain/estimate/catalog.ts';
import { estimateV2 } from '../../../src/core/domain/estimate/estimate.ts';
import { estimateLegacy } from '../../../src/core/domain/estimate/legacy-estimate.ts';

/** The documented response schemas hold for what the core actually returns. */
describe('response schemas', () => {
  it.each(V2_PROPERTY_TYPES)('v2 %s', (propertyType) => {
    for (const purchasePrice of [50_000, 1_234_567.89, 50_000_000]) {
      const result = v2ResponseSchema.safeParse(estimateV2({ propertyType, purchasePrice, zip: '96813' }));
      expect(result.success).toBe(true);
    }
  });

  it.each(LEGACY_PROPERTY_TYPES)('legacy %s', (property_type) => {
    expect(legacyResponseSchema.safeParse(estimateLegacy({ purchase_price: 777_777, property_type })).success).toBe(true);
  });

  it('refuses a body missing a field (the schema has teeth)', () => {
    const { disclaimer: _omitted, ...partial } = estimateV2({ propertyType: 'office', purchasePrice: 100_000 });
    expect(v2ResponseSchema.safeParse(partial).success).toBe(false);
  });
});
