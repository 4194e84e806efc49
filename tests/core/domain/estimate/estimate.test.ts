import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LEGACY_LABELS, LEGACY_PROPERTY_TYPES, V2_LABELS, V2_PROPERTY_TYPES } from '../../../../src/core/domain/estimate/catalog.ts';
import { estimateV2, estimateV2Detail, V2_DISCLAIMER } from '../../../../src/core/domain/estimate/estimate.ts';
import { landShareForZip } from '../../../../src/core/domain/estimate/land.ts';
import { estimateLegacy, LEGACY_DISCLAIMER, LEGACY_TAX_RATE } from '../../../../src/core/domain/estimate/legacy-estimate.ts';
import { LEGACY_RANGES, V2_RANGES } from '../../../../src/core/domain/estimate/ranges.ts';

/** Independent reference: exact decimal arithmetic on BigInt cents and basis points, half up. */
function roundHalfUp(numerator: bigint, denominator: bigint): number {
  return Number((numerator * 2n + denominator) / (denominator * 2n));
}
const bp = (share: number) => BigInt(Math.round(share * 10_000));

describe('estimateV2', () => {
  it.each(V2_PROPERTY_TYPES)('%s: label, basis, three ordered cases, disclaimer, no tax figure', (type) => {
    const result = estimateV2({ propertyType: type, purchasePrice: 1_000_000, zip: '10001' });
    expect(Object.keys(result)).toEqual(['label', 'depreciableBasis', 'landShare', 'low', 'typical', 'high', 'disclaimer']);
    expect(result.label).toBe(V2_LABELS[type]);
    expect(result.landShare).toBe(0.38);
    expect(result.depreciableBasis).toBe(620_000);
    const range = V2_RANGES[type];
    expect(result.low).toEqual({ pct: range.low, reclassified: Math.round(range.low * 620_000) });
    expect(result.typical).toEqual({ pct: range.typical, reclassified: Math.round(range.typical * 620_000) });
    expect(result.high).toEqual({ pct: range.high, reclassified: Math.round(range.high * 620_000) });
    expect(result.low.pct).toBeLessThanOrEqual(result.typical.pct);
    expect(result.typical.pct).toBeLessThanOrEqual(result.high.pct);
    expect(result.disclaimer).toBe(V2_DISCLAIMER);
    const keys = JSON.stringify(result, (key, value) => (key === 'disclaimer' ? undefined : value));
    expect(keys).not.toMatch(/tax|saving/i);
  });

  it('uses the 0.15 default land share without a ZIP', () => {
    const result = estimateV2({ propertyType: 'office', purchasePrice: 1_250_000 });
    expect(result.landShare).toBe(0.15);
    expect(result.depreciableBasis).toBe(1_062_500);
    expect(result.typical.reclassified).toBe(212_500);
  });

  it.each([
    [50_000, 42_500],
    [50_000_000, 42_500_000],
    [50_000.5, 42_500], // 42,500.425
    [123_456.78, 104_938], // 104,938.263
  ])('depreciable basis of %s with the default land share is %s', (price, basis) => {
    expect(estimateV2({ propertyType: 'retail', purchasePrice: price }).depreciableBasis).toBe(basis);
  });

  it('applies the percentages to the depreciable basis, rounded half up, for any valid input', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...V2_PROPERTY_TYPES),
        fc.integer({ min: 5_000_000, max: 5_000_000_000 }),
        fc.option(fc.stringMatching(/^\d{5}$/), { nil: undefined }),
        (propertyType, cents, zip) => {
          const { estimate, land } = estimateV2Detail({ propertyType, purchasePrice: cents / 100, zip }, landShareForZip(zip));
          const basis = roundHalfUp(BigInt(cents) * (10_000n - bp(land.landShare)), 1_000_000n);
          expect(estimate.depreciableBasis).toBe(basis);
          for (const key of ['low', 'typical', 'high'] as const) {
            expect(estimate[key].reclassified).toBe(roundHalfUp(BigInt(basis) * bp(estimate[key].pct), 10_000n));
          }
          expect(estimate.low.reclassified).toBeLessThanOrEqual(estimate.typical.reclassified);
          expect(estimate.typical.reclassified).toBeLessThanOrEqual(estimate.high.reclassified);
        },
      ),
      { numRuns: 5_000 },
    );
  });

  it('depends on the ZIP only through its first three digits, after trimming spaces', () => {
    const estimate = (zip: string) => estimateV2({ propertyType: 'mixed_use', purchasePrice: 2_345_678, zip });
    const reference = estimate('94105');
    expect(reference.landShare).toBe(0.42); // California
    for (const zip of [' 94105 ', '94199', '941', '94105-1234']) expect(estimate(zip), zip).toEqual(reference);
    expect(estimate('10001')).not.toEqual(reference);
  });

  it('reports where the land share came from', () => {
    expect(estimateV2Detail({ propertyType: 'office', purchasePrice: 100_000, zip: '96813' }, landShareForZip('96813')).land).toEqual({
      landShare: 0.62,
      state: 'HI',
      source: 'state',
    });
  });
});

describe('estimateLegacy', () => {
  it.each(LEGACY_PROPERTY_TYPES)('%s: echoes, label, the three ranges and the assumptions', (type) => {
    const result = estimateLegacy({ purchase_price: 1_000_000, property_type: type });
    const { low, high } = LEGACY_RANGES[type];
    expect(result).toEqual({
      property_type: type,
      property_type_label: LEGACY_LABELS[type],
      purchase_price: 1_000_000,
      reclassifiable_percentage_range: { low, high },
      accelerated_depreciation_range: { low: Math.round(low * 1_000_000), high: Math.round(high * 1_000_000) },
      estimated_tax_savings_range: {
        low: Math.round(Math.round(low * 1_000_000) * 0.37),
        high: Math.round(Math.round(high * 1_000_000) * 0.37),
      },
      assumptions: { tax_rate: 0.37, method: 'rule_of_thumb', disclaimer: LEGACY_DISCLAIMER },
    });
  });

  it('uses one tax rate, 0.37, for every type', () => {
    expect(LEGACY_TAX_RATE).toBe(0.37);
    const rates = LEGACY_PROPERTY_TYPES.map((type) => estimateLegacy({ purchase_price: 500_000, property_type: type }).assumptions.tax_rate);
    expect(new Set(rates)).toEqual(new Set([0.37]));
  });

  it('applies percentages to the purchase price (no land share) and the tax rate to each bound, exactly', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LEGACY_PROPERTY_TYPES), fc.integer({ min: 50_000, max: 50_000_000 }), (type, price) => {
        const result = estimateLegacy({ purchase_price: price, property_type: type });
        for (const key of ['low', 'high'] as const) {
          const accelerated = roundHalfUp(BigInt(price) * bp(result.reclassifiable_percentage_range[key]), 10_000n);
          expect(result.accelerated_depreciation_range[key]).toBe(accelerated);
          expect(result.estimated_tax_savings_range[key]).toBe(roundHalfUp(BigInt(accelerated) * 3_700n, 10_000n));
        }
      }),
      { numRuns: 5_000 },
    );
  });

  it('is not changed by square_footage or listing_url', () => {
    const plain = estimateLegacy({ purchase_price: 750_000, property_type: 'restaurant_bar' });
    const withContext = estimateLegacy({
      purchase_price: 750_000,
      property_type: 'restaurant_bar',
      square_footage: 4_000,
      listing_url: 'https://www.loopnet.com/Listing/1',
    });
    expect(withContext).toEqual(plain);
  });

  it.each([50_000, 50_000_000])('computes at the price bound %s', (price) => {
    const result = estimateLegacy({ purchase_price: price, property_type: 'hotel_hospitality' });
    expect(result.accelerated_depreciation_range).toEqual({ low: price * 0.2, high: price * 0.5 });
  });
});
