import type { LegacyPropertyType, V2PropertyType } from './catalog.ts';

/**
 * Rule-of-thumb reclassification ranges: the share that a cost segregation study typically
 * moves into the 5-, 7- and 15-year classes. Every value sits inside the published bands
 * gathered from Seneca Cost Segregation, costsegusa.com, Cost Seg Smart's 2026 benchmarks and
 * Capstan Tax Strategies (percentages of depreciable basis). Values are whole percent so that
 * the arithmetic in money.ts stays exact.
 */

export interface V2Range {
  low: number;
  typical: number;
  high: number;
}

export const V2_RANGES: Readonly<Record<V2PropertyType, V2Range>> = {
  residential_ltr: { low: 0.15, typical: 0.23, high: 0.3 },
  residential_str: { low: 0.2, typical: 0.28, high: 0.4 },
  multifamily_2_4: { low: 0.18, typical: 0.24, high: 0.3 },
  multifamily_5plus: { low: 0.15, typical: 0.25, high: 0.4 },
  office: { low: 0.1, typical: 0.2, high: 0.35 },
  retail: { low: 0.15, typical: 0.3, high: 0.4 },
  warehouse_flex: { low: 0.1, typical: 0.17, high: 0.25 },
  mixed_use: { low: 0.08, typical: 0.23, high: 0.35 },
  other_light_commercial: { low: 0.1, typical: 0.2, high: 0.3 },
};

/**
 * Why each v2 row has its numbers: the band it comes from. A record of its own, beside the
 * numbers, so the browser bundles (which need only the numbers) leave the prose out.
 */
export const V2_RANGE_BASIS: Readonly<Record<V2PropertyType, string>> = {
  residential_ltr: 'Single-family rental band 15–30%, typical 22–25%',
  residential_str: 'Furnished short-term rental band 20–40%, typical 26–30%',
  multifamily_2_4: 'Small multifamily band 18–30%; typical at its midpoint',
  multifamily_5plus: 'Large multifamily band 15–40%; typical near the benchmarks’ median',
  office: 'Office band 10–35%, typical 20%',
  retail: 'Retail band 15–40%, typical 30%',
  warehouse_flex: 'Warehouse/industrial band 10–25%, typical 15–20%',
  mixed_use: 'Mixed-use band 8–35%, typical 20–26%',
  other_light_commercial: 'No band of its own: the overlap of the office, retail and warehouse bands (10–30%), typical as office',
};

export interface LegacyRange {
  low: number;
  high: number;
  basis: string;
}

/** The legacy contract has no typical case; its bounds are the published bands themselves. */
export const LEGACY_RANGES: Readonly<Record<LegacyPropertyType, LegacyRange>> = {
  multi_family_apartment: { low: 0.15, high: 0.4, basis: 'Large multifamily band 15–40%' },
  short_term_rental: { low: 0.2, high: 0.4, basis: 'Furnished short-term rental band 20–40%' },
  single_family_residential: { low: 0.15, high: 0.3, basis: 'Single-family rental band 15–30%' },
  condo_townhome: { low: 0.12, high: 0.3, basis: 'Condo band 12–30%' },
  medical_dental_office: { low: 0.15, high: 0.35, basis: 'Medical office band 15–35%' },
  retail_shopping_center: { low: 0.15, high: 0.4, basis: 'Retail band 15–40%' },
  warehouse_industrial: { low: 0.1, high: 0.25, basis: 'Warehouse/industrial band 10–25%' },
  general_office: { low: 0.1, high: 0.35, basis: 'Office band 10–35%' },
  hotel_hospitality: { low: 0.2, high: 0.5, basis: 'Hotel band 20–50%' },
  restaurant_bar: { low: 0.2, high: 0.45, basis: 'Restaurant band 20–45%' },
};

export const RANGE_SOURCES = [
  'Seneca Cost Segregation, reclassification by property type',
  'costsegusa.com, typical cost segregation percentages',
  'Cost Seg Smart, 2026 benchmarks',
  'Capstan Tax Strategies, cost segregation by asset class',
] as const;
