import type { V2PropertyType } from './catalog.ts';

/**
 * What a cost segregation study typically moves out of the building, by class, with examples a
 * property owner recognises for each type. From the IRS Cost Segregation Audit Techniques Guide
 * (Publication 5653), chapter 6 and its asset-classification tables, and Rev. Proc. 87-56: 5-year
 * property is the personal property of the owner's activity (asset class 57.0, which covers
 * rental real estate), 7-year is office furniture and fixtures (asset class 00.11), 15-year is
 * land improvements (asset class 00.3). The methodology page cites them.
 */
export interface ClassExamples {
  fiveYear: string;
  sevenYear: string;
  fifteenYear: string;
}

const RESIDENTIAL: ClassExamples = {
  fiveYear: 'carpet and vinyl flooring, cabinetry and countertops, appliances, window blinds, dedicated electrical for appliances',
  sevenYear: 'office furniture and equipment for managing the property',
  fifteenYear: 'driveways and parking, sidewalks, landscaping, fencing, outdoor lighting, site utilities',
};

export const CLASS_EXAMPLES: Readonly<Record<V2PropertyType, ClassExamples>> = {
  residential_ltr: RESIDENTIAL,
  residential_str: {
    ...RESIDENTIAL,
    fiveYear: 'furniture, beds and linens, appliances, decor, carpet, cabinetry, dedicated electrical for appliances',
    fifteenYear: 'decks and patios, hot tubs and pools, driveways, landscaping, fencing, site utilities',
  },
  multifamily_2_4: RESIDENTIAL,
  multifamily_5plus: {
    ...RESIDENTIAL,
    fiveYear: 'carpet and vinyl flooring, cabinetry, appliances, laundry equipment, clubhouse furnishings, dedicated electrical',
    fifteenYear: 'parking lots, sidewalks, landscaping, fencing, pools, playgrounds, signage, site utilities',
  },
  office: {
    fiveYear: 'carpet, decorative millwork, dedicated electrical and cabling for equipment, break-room cabinetry',
    sevenYear: 'office furniture and fixtures, reception desks, movable partitions',
    fifteenYear: 'parking lots, sidewalks, landscaping, site lighting, fencing, site utilities',
  },
  retail: {
    fiveYear: 'display fixtures and millwork, decorative lighting, carpet, dedicated electrical for equipment',
    sevenYear: 'checkout counters, office furniture and fixtures',
    fifteenYear: 'parking lots, pylon signs, landscaping, site lighting, sidewalks, site utilities',
  },
  warehouse_flex: {
    fiveYear: 'dedicated electrical for machinery, office-area carpet and cabinetry',
    sevenYear: 'racking and shelving, office furniture',
    fifteenYear: 'truck courts and paving, fencing, yard lighting, storm drainage, site utilities',
  },
  mixed_use: {
    fiveYear: 'apartment carpet, cabinetry and appliances, retail display millwork, dedicated electrical',
    sevenYear: 'office and lobby furniture and fixtures',
    fifteenYear: 'parking, sidewalks, landscaping, site lighting, fencing, site utilities',
  },
  other_light_commercial: {
    fiveYear: 'carpet, decorative millwork, dedicated electrical for equipment, special-purpose plumbing',
    sevenYear: 'furniture and fixtures',
    fifteenYear: 'parking lots, sidewalks, landscaping, site lighting, fencing, site utilities',
  },
};
