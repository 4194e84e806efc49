import { describe, expect, it } from 'vitest';
import {
  isV2PropertyType,
  LEGACY_LABELS,
  LEGACY_PROPERTY_TYPES,
  V2_BUILDING_CLASSES,
  V2_LABELS,
  V2_PROPERTY_TYPES,
} from '../../../../src/core/domain/estimate/catalog.ts';

describe('v2 property types (spec: v2 property type enum)', () => {
  it('has the 9 values, labels and building classes of the spec table, in its order', () => {
    expect(V2_PROPERTY_TYPES.map((type) => [type, V2_LABELS[type], V2_BUILDING_CLASSES[type]])).toEqual([
      ['residential_ltr', 'Residential, long-term rental', '27.5-year'],
      ['residential_str', 'Residential, short-term rental, furnished', '39-year'],
      ['multifamily_2_4', 'Small multifamily, 2\u20134 units', '27.5-year'],
      ['multifamily_5plus', 'Multifamily, 5+ units', '27.5-year'],
      ['office', 'Light commercial: office', '39-year'],
      ['retail', 'Light commercial: retail', '39-year'],
      ['warehouse_flex', 'Light commercial: warehouse or flex', '39-year'],
      ['mixed_use', 'Mixed-use', '39-year'],
      ['other_light_commercial', 'Other light commercial', '39-year'],
    ]);
  });

  it('uses an en dash, not a hyphen, in "2–4 units"', () => {
    expect(V2_LABELS.multifamily_2_4).toContain('\u2013');
    expect(V2_LABELS.multifamily_2_4).not.toContain('2-4');
  });

  it('recognises exactly its own values, not inherited object keys', () => {
    for (const type of V2_PROPERTY_TYPES) expect(isV2PropertyType(type)).toBe(true);
    for (const other of ['__proto__', 'constructor', 'toString', 'OFFICE', 'general_office', '', 1, null]) {
      expect(isV2PropertyType(other)).toBe(false);
    }
  });
});

describe('legacy property types (spec: legacy property type enum)', () => {
  it('has the 10 values and display labels of the spec table, in its order', () => {
    expect(LEGACY_PROPERTY_TYPES.map((type) => [type, LEGACY_LABELS[type]])).toEqual([
      ['multi_family_apartment', 'Multi-Family (Apartment)'],
      ['short_term_rental', 'Short-Term Rental (STR / Airbnb)'],
      ['single_family_residential', 'Single Family Residential'],
      ['condo_townhome', 'Condo / Townhome'],
      ['medical_dental_office', 'Medical / Dental Office'],
      ['retail_shopping_center', 'Retail / Shopping Center'],
      ['warehouse_industrial', 'Warehouse / Industrial'],
      ['general_office', 'General Office'],
      ['hotel_hospitality', 'Hotel / Hospitality'],
      ['restaurant_bar', 'Restaurant / Bar'],
    ]);
  });

  it('shares no value with the v2 enum', () => {
    for (const type of LEGACY_PROPERTY_TYPES) expect(isV2PropertyType(type)).toBe(false);
    for (const type of V2_PROPERTY_TYPES) expect(Object.hasOwn(LEGACY_LABELS, type)).toBe(false);
  });
});
