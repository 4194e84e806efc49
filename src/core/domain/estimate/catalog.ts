/**
 * Property-type catalogues of the two contracts, exactly as the spec's tables give them.
 * The v2 and legacy enums are independent: they share no values and no labels.
 */

/** Recovery period of the building itself; the reclassified share moves to 5-, 7- and 15-year. */
export type BuildingClass = '27.5-year' | '39-year';

export const V2_PROPERTY_TYPES = [
  'residential_ltr',
  'residential_str',
  'multifamily_2_4',
  'multifamily_5plus',
  'office',
  'retail',
  'warehouse_flex',
  'mixed_use',
  'other_light_commercial',
] as const;

export type V2PropertyType = (typeof V2_PROPERTY_TYPES)[number];

/**
 * Label of each v2 type, as the spec's table gives it. Labels and building classes are two
 * records, not one of objects: the widget ships the labels alone.
 */
export const V2_LABELS: Readonly<Record<V2PropertyType, string>> = {
  residential_ltr: 'Residential, long-term rental',
  residential_str: 'Residential, short-term rental, furnished',
  // The en dash is the spec's: "2–4", not "2-4".
  multifamily_2_4: 'Small multifamily, 2–4 units',
  multifamily_5plus: 'Multifamily, 5+ units',
  office: 'Light commercial: office',
  retail: 'Light commercial: retail',
  warehouse_flex: 'Light commercial: warehouse or flex',
  mixed_use: 'Mixed-use',
  other_light_commercial: 'Other light commercial',
};

/** Building class of each v2 type: its depreciation life before a study. */
export const V2_BUILDING_CLASSES: Readonly<Record<V2PropertyType, BuildingClass>> = {
  residential_ltr: '27.5-year',
  residential_str: '39-year',
  multifamily_2_4: '27.5-year',
  multifamily_5plus: '27.5-year',
  office: '39-year',
  retail: '39-year',
  warehouse_flex: '39-year',
  mixed_use: '39-year',
  other_light_commercial: '39-year',
};

export const LEGACY_PROPERTY_TYPES = [
  'multi_family_apartment',
  'short_term_rental',
  'single_family_residential',
  'condo_townhome',
  'medical_dental_office',
  'retail_shopping_center',
  'warehouse_industrial',
  'general_office',
  'hotel_hospitality',
  'restaurant_bar',
] as const;

export type LegacyPropertyType = (typeof LEGACY_PROPERTY_TYPES)[number];

export const LEGACY_LABELS: Readonly<Record<LegacyPropertyType, string>> = {
  multi_family_apartment: 'Multi-Family (Apartment)',
  short_term_rental: 'Short-Term Rental (STR / Airbnb)',
  single_family_residential: 'Single Family Residential',
  condo_townhome: 'Condo / Townhome',
  medical_dental_office: 'Medical / Dental Office',
  retail_shopping_center: 'Retail / Shopping Center',
  warehouse_industrial: 'Warehouse / Industrial',
  general_office: 'General Office',
  hotel_hospitality: 'Hotel / Hospitality',
  restaurant_bar: 'Restaurant / Bar',
};

export function isV2PropertyType(value: unknown): value is V2PropertyType {
  // Own keys only ("toString" is no type). Object.hasOwn is in every browser the widget supports.
  return typeof value === 'string' && Object.hasOwn(V2_LABELS, value);
}
