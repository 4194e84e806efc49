import type { V2PropertyType } from '../estimate/catalog.ts';

/**
 * How the reclassified amount divides into 5-, 7- and 15-year property, by type: shares of the
 * reclassified dollars (not of the basis), whole percent, summing to 100. Rounded from published
 * cost segregation study summaries; a real study itemises each component.
 *
 * 7-year property is kept small on purpose: a building's personal property mostly falls in the
 * 5-year class of its owner's activity (Rev. Proc. 87-56, asset class 57.0, distributive trades
 * and services, which covers rental real estate), so published studies rarely report more than
 * 1-2% of the reclassified amount as 7-year (office furniture and fixtures, asset class 00.11).
 * 15-year property is the land improvements (asset class 00.3: paving, landscaping, fencing,
 * site utilities).
 */
export interface ReclassifiedSplit {
  fiveYear: number;
  sevenYear: number;
  fifteenYear: number;
}

/** The source of each row, in words for the methodology page, is in reclassified-split-sources.ts. */
export const RECLASSIFIED_SPLIT: Readonly<Record<V2PropertyType, ReclassifiedSplit>> = {
  residential_ltr: { fiveYear: 67, sevenYear: 1, fifteenYear: 32 }, // as apartments, about 68/32
  residential_str: { fiveYear: 72, sevenYear: 1, fifteenYear: 27 }, // as hotels, about 73/27
  multifamily_2_4: { fiveYear: 67, sevenYear: 1, fifteenYear: 32 }, // as apartments
  multifamily_5plus: { fiveYear: 67, sevenYear: 1, fifteenYear: 32 }, // apartments, about 68/32
  office: { fiveYear: 58, sevenYear: 2, fifteenYear: 40 }, // offices and retail, about 60/40
  retail: { fiveYear: 58, sevenYear: 2, fifteenYear: 40 }, // offices and retail, about 60/40
  warehouse_flex: { fiveYear: 42, sevenYear: 1, fifteenYear: 57 }, // warehouses, 30/70 to 56/44
  mixed_use: { fiveYear: 62, sevenYear: 1, fifteenYear: 37 }, // between apartments and offices
  other_light_commercial: { fiveYear: 58, sevenYear: 2, fifteenYear: 40 }, // as offices and retail
};
