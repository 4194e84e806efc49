/**
 * Land share of a residential or light-commercial purchase price, by state: the part of the
 * price that is land and so never depreciates.
 *
 * Basis: the state land-share work of the Lincoln Institute of Land Policy, the AEI Housing
 * Center's land price indicators and Davis, Larson, Oliner & Shui, "The Price of Residential
 * Land for Counties, ZIP Codes, and Census Tracts in the United States", FHFA Working Paper
 * 19-01. The anchor values (HI 0.62, DC 0.45, CA 0.42, NY 0.38, MA 0.32, WA 0.30, OR and CT
 * 0.28, NJ 0.27, MD and RI 0.25, FL, CO and VA 0.24, WV and ND 0.13) are from one published
 * state table of that work; the other states are placed between 0.13 and 0.24 by their rank
 * in the same series and rounded to whole percent. A rule of thumb, not an appraisal.
 *
 * Territories (PR, VI, GU) have no published share and use DEFAULT_LAND_SHARE.
 */
export const DEFAULT_LAND_SHARE = 0.15;

export const STATE_LAND_SHARES: Readonly<Record<string, number>> = {
  HI: 0.62, DC: 0.45, CA: 0.42, NY: 0.38, MA: 0.32, WA: 0.3, OR: 0.28, CT: 0.28,
  NJ: 0.27, MD: 0.25, RI: 0.25, FL: 0.24, CO: 0.24, VA: 0.24, UT: 0.23, NV: 0.22,
  AZ: 0.22, NH: 0.21, DE: 0.21, MT: 0.2, ID: 0.2, ME: 0.19, VT: 0.19, IL: 0.18,
  MN: 0.18, GA: 0.18, NC: 0.18, TX: 0.18, SC: 0.18, AK: 0.17, WY: 0.17, NM: 0.17,
  PA: 0.17, TN: 0.17, WI: 0.17, MI: 0.16, LA: 0.16, MO: 0.15, AL: 0.15, KY: 0.15,
  IN: 0.14, OH: 0.14, OK: 0.14, KS: 0.14, NE: 0.14, SD: 0.14, IA: 0.14, AR: 0.14,
  MS: 0.14, WV: 0.13, ND: 0.13,
};

/** Names for display (methodology page, "land share from ..."). */
export const STATE_NAMES: Readonly<Record<string, string>> = {
  AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California', CO: 'Colorado',
  CT: 'Connecticut', DE: 'Delaware', DC: 'District of Columbia', FL: 'Florida', GA: 'Georgia',
  HI: 'Hawaii', ID: 'Idaho', IL: 'Illinois', IN: 'Indiana', IA: 'Iowa', KS: 'Kansas',
  KY: 'Kentucky', LA: 'Louisiana', ME: 'Maine', MD: 'Maryland', MA: 'Massachusetts',
  MI: 'Michigan', MN: 'Minnesota', MS: 'Mississippi', MO: 'Missouri', MT: 'Montana',
  NE: 'Nebraska', NV: 'Nevada', NH: 'New Hampshire', NJ: 'New Jersey', NM: 'New Mexico',
  NY: 'New York', NC: 'North Carolina', ND: 'North Dakota', OH: 'Ohio', OK: 'Oklahoma',
  OR: 'Oregon', PA: 'Pennsylvania', RI: 'Rhode Island', SC: 'South Carolina',
  SD: 'South Dakota', TN: 'Tennessee', TX: 'Texas', UT: 'Utah', VT: 'Vermont', VA: 'Virginia',
  WA: 'Washington', WV: 'West Virginia', WI: 'Wisconsin', WY: 'Wyoming', PR: 'Puerto Rico',
  VI: 'U.S. Virgin Islands', GU: 'Guam and the Pacific territories',
};
