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

/**
 * One row per state or territory: USPS code, name for display (methodology page, "land share
 * from ..."), land share (null: none published). Largest share first. Rows, not two records
 * keyed by code, so each code is written once: the widget ships this table.
 */
const STATES: readonly (readonly [code: string, name: string, landShare: number | null])[] = [
  ['HI', 'Hawaii', 0.62],
  ['DC', 'District of Columbia', 0.45],
  ['CA', 'California', 0.42],
  ['NY', 'New York', 0.38],
  ['MA', 'Massachusetts', 0.32],
  ['WA', 'Washington', 0.3],
  ['OR', 'Oregon', 0.28],
  ['CT', 'Connecticut', 0.28],
  ['NJ', 'New Jersey', 0.27],
  ['MD', 'Maryland', 0.25],
  ['RI', 'Rhode Island', 0.25],
  ['FL', 'Florida', 0.24],
  ['CO', 'Colorado', 0.24],
  ['VA', 'Virginia', 0.24],
  ['UT', 'Utah', 0.23],
  ['NV', 'Nevada', 0.22],
  ['AZ', 'Arizona', 0.22],
  ['NH', 'New Hampshire', 0.21],
  ['DE', 'Delaware', 0.21],
  ['MT', 'Montana', 0.2],
  ['ID', 'Idaho', 0.2],
  ['ME', 'Maine', 0.19],
  ['VT', 'Vermont', 0.19],
  ['IL', 'Illinois', 0.18],
  ['MN', 'Minnesota', 0.18],
  ['GA', 'Georgia', 0.18],
  ['NC', 'North Carolina', 0.18],
  ['TX', 'Texas', 0.18],
  ['SC', 'South Carolina', 0.18],
  ['AK', 'Alaska', 0.17],
  ['WY', 'Wyoming', 0.17],
  ['NM', 'New Mexico', 0.17],
  ['PA', 'Pennsylvania', 0.17],
  ['TN', 'Tennessee', 0.17],
  ['WI', 'Wisconsin', 0.17],
  ['MI', 'Michigan', 0.16],
  ['LA', 'Louisiana', 0.16],
  ['MO', 'Missouri', 0.15],
  ['AL', 'Alabama', 0.15],
  ['KY', 'Kentucky', 0.15],
  ['IN', 'Indiana', 0.14],
  ['OH', 'Ohio', 0.14],
  ['OK', 'Oklahoma', 0.14],
  ['KS', 'Kansas', 0.14],
  ['NE', 'Nebraska', 0.14],
  ['SD', 'South Dakota', 0.14],
  ['IA', 'Iowa', 0.14],
  ['AR', 'Arkansas', 0.14],
  ['MS', 'Mississippi', 0.14],
  ['WV', 'West Virginia', 0.13],
  ['ND', 'North Dakota', 0.13],
  ['PR', 'Puerto Rico', null],
  ['VI', 'U.S. Virgin Islands', null],
  ['GU', 'Guam and the Pacific territories', null],
];

/** Land share by USPS code, for the 50 states and DC. */
export const STATE_LAND_SHARES: Readonly<Record<string, number>> = Object.fromEntries(
  STATES.flatMap(([code, , landShare]) => (landShare === null ? [] : [[code, landShare]])),
);

/** Name by USPS code, territories included. */
export const STATE_NAMES: Readonly<Record<string, string>> = Object.fromEntries(STATES.map(([code, name]) => [code, name]));
