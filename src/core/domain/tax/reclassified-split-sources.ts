import type { V2PropertyType } from '../estimate/catalog.ts';

const APARTMENTS = 'apartment studies, about 68/32 5-year to 15-year (KBKG and Source Advisors published examples)';
const OFFICE_RETAIL = 'office and retail studies, about 60/40 (KBKG and Source Advisors published examples)';

/** Where each row of reclassified-split.ts comes from, as the methodology page cites it. */
export const RECLASSIFIED_SPLIT_SOURCES: Readonly<Record<V2PropertyType, string>> = {
  residential_ltr: `A single-family rental as ${APARTMENTS}`,
  residential_str: 'A furnished short-term rental as hotel studies, about 73/27 (the furnishings are 5-year property)',
  multifamily_2_4: `Small multifamily as ${APARTMENTS}`,
  multifamily_5plus: `Multifamily: ${APARTMENTS}`,
  office: `Office: ${OFFICE_RETAIL}`,
  retail: `Retail: ${OFFICE_RETAIL}`,
  warehouse_flex: 'Warehouse and distribution studies, from 30/70 to 56/44 (site work dominates): the middle of that range',
  mixed_use: 'Between the apartment (68/32) and the office and retail (60/40) mixes',
  other_light_commercial: `As ${OFFICE_RETAIL}`,
};
