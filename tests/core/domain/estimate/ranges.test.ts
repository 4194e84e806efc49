import { describe, expect, it } from 'vitest';
import { LEGACY_PROPERTY_TYPES, V2_PROPERTY_TYPES } from '../../../../src/core/domain/estimate/catalog.ts';
import { LEGACY_RANGES, V2_RANGE_BASIS, V2_RANGES } from '../../../../src/core/domain/estimate/ranges.ts';

/** The published bands of the issue brief (share of depreciable basis), [low, high], typical band. */
const V2_BANDS = {
  residential_ltr: { band: [0.15, 0.3], typical: [0.22, 0.25] },
  residential_str: { band: [0.2, 0.4], typical: [0.26, 0.3] },
  multifamily_2_4: { band: [0.18, 0.3] },
  multifamily_5plus: { band: [0.15, 0.4] },
  office: { band: [0.1, 0.35], typical: [0.2, 0.2] },
  retail: { band: [0.15, 0.4], typical: [0.3, 0.3] },
  warehouse_flex: { band: [0.1, 0.25], typical: [0.15, 0.2] },
  mixed_use: { band: [0.08, 0.35], typical: [0.2, 0.26] },
  other_light_commercial: { band: [0.1, 0.35] },
} as const satisfies Record<string, { band: readonly number[]; typical?: readonly number[] }>;

/** 0.15 -> 15 */
const percent = (share: number) => Math.round(share * 100);

const LEGACY_BANDS = {
  multi_family_apartment: [0.15, 0.4],
  short_term_rental: [0.2, 0.4],
  single_family_residential: [0.15, 0.3],
  condo_townhome: [0.12, 0.3],
  medical_dental_office: [0.15, 0.35],
  retail_shopping_center: [0.15, 0.4],
  warehouse_industrial: [0.1, 0.25],
  general_office: [0.1, 0.35],
  hotel_hospitality: [0.2, 0.5],
  restaurant_bar: [0.2, 0.45],
} as const;

const isWholePercent = (share: number) => Math.abs(share * 100 - Math.round(share * 100)) < 1e-9;

describe('v2 rule-of-thumb ranges', () => {
  it.each(V2_PROPERTY_TYPES)('%s: low <= typical <= high, low < high, inside its published band', (type) => {
    const { low, typical, high } = V2_RANGES[type];
    const basis = V2_RANGE_BASIS[type];
    const bands = V2_BANDS[type];
    expect(low).toBeLessThanOrEqual(typical);
    expect(typical).toBeLessThanOrEqual(high);
    expect(low).toBeLessThan(high);
    expect(low).toBeGreaterThanOrEqual(bands.band[0]);
    expect(high).toBeLessThanOrEqual(bands.band[1]);
    if ('typical' in bands) {
      expect(typical).toBeGreaterThanOrEqual(bands.typical[0]);
      expect(typical).toBeLessThanOrEqual(bands.typical[1]);
    }
    // The stated basis names the published band the numbers were taken from.
    expect(basis).toContain(`${percent(bands.band[0])}–`);
    for (const share of [low, typical, high]) expect(isWholePercent(share)).toBe(true);
  });

  it('covers every v2 type and nothing else', () => {
    expect(Object.keys(V2_RANGES).sort()).toEqual([...V2_PROPERTY_TYPES].sort());
    expect(Object.keys(V2_RANGE_BASIS).sort()).toEqual([...V2_PROPERTY_TYPES].sort());
  });
});

describe('legacy rule-of-thumb ranges', () => {
  it.each(LEGACY_PROPERTY_TYPES)('%s: low < high, inside its published band', (type) => {
    const { low, high, basis } = LEGACY_RANGES[type];
    expect(low).toBeLessThan(high);
    expect(low).toBeGreaterThanOrEqual(LEGACY_BANDS[type][0]);
    expect(high).toBeLessThanOrEqual(LEGACY_BANDS[type][1]);
    expect(isWholePercent(low) && isWholePercent(high)).toBe(true);
    // The legacy bounds are the published band itself, and the stated basis says so.
    expect(basis).toContain(`band ${percent(low)}–${percent(high)}%`);
  });

  it('covers every legacy type and nothing else', () => {
    expect(Object.keys(LEGACY_RANGES).sort()).toEqual([...LEGACY_PROPERTY_TYPES].sort());
  });
});
