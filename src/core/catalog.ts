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

export interface V2PropertyTypeInfo {
  label: string;
  buildingClass: BuildingClass;
}

export const V2_CATALOG: Readonly<Record<V2PropertyType, V2PropertyTypeInfo>> = {
  residential_ltr: { label: 'Residential, long-term rental', buildingClass: '27.5-year' },
  residential_str: { label: 'Residential, short-term rental, furnished', buildingClass: '39-year' },
  // The en dash is the spec's: "2–4", not "2-4".
  multifamily_2_4: { label: 'Small multifamily, 2–4 units', buildingClass: '27.5-year' },
  multifamily_5plus: { label: 'Multifamily, 5+ units', buildingClass: '27.5-year' },
  office: { label: 'Light commercial: office', buildingClass: '39-year' },
  retail: { label: 'Light commercial: retail', buildingClass: '39-year' },
  warehouse_flex: { label: 'Light commercial: warehouse or flex', buildingClass: '39-year' },
  mixed_use: { label: 'Mixed-use', buildingClass: '39-year' },
  other_light_commercial: { label: 'Other light commercial', buildingClass: '39-year' },
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
  // hasOwnProperty, not Object.hasOwn: the widget runs on browsers from before Object.hasOwn.
  return typeof value === 'string' && Object.hasOwn(V2_CATALOG, value);
}
