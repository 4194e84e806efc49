import { V2_LABELS, type V2PropertyType } from './catalog.ts';
import { type LandShareLookup, landShareForZip } from './land.ts';
import { roundedRemainderOf, roundedShareOf, toBasisPoints } from './money.ts';
import { V2_RANGES } from './ranges.ts';

export const V2_DISCLAIMER =
  'Preliminary estimate from rule-of-thumb ranges, not a cost segregation study. ' +
  'The reclassifiable share of a real property depends on an engineering-based study of its ' +
  'components; talk to a tax professional before relying on these figures.';

/**
 * What the v2 estimate is computed from: the domain's own words for the inputs the API's
 * request schema accepts (src/core/contract/schemas.ts proves the two the same shape).
 */
export interface V2Input {
  propertyType: V2PropertyType;
  /** Dollars; may carry cents. */
  purchasePrice: number;
  zip?: string | undefined;
}

/** One of the v2 estimate's low, typical and high cases. */
export interface V2Case {
  /** Share of the depreciable basis moved to the 5-, 7- and 15-year classes, 0 to 1. */
  pct: number;
  /** pct applied to depreciableBasis, whole dollars. */
  reclassified: number;
}

/** The v2 estimate: POST /api/v2/estimate's 200 body (documented by the contract's v2ResponseSchema). */
export interface V2Estimate {
  label: string;
  depreciableBasis: number;
  landShare: number;
  low: V2Case;
  typical: V2Case;
  high: V2Case;
  disclaimer: string;
}

/** The v2 estimate plus where its land share came from, for surfaces that explain it. */
export interface V2EstimateDetail {
  estimate: V2Estimate;
  land: LandShareLookup;
}

function v2Case(pct: number, depreciableBasis: number): V2Case {
  return { pct, reclassified: roundedShareOf(depreciableBasis, toBasisPoints(pct)) };
}

/**
 * estimateV2 with the land-share lookup it used: the ZIP's state's, or the owner's own
 * (landShareFor, the tax impact's); the page and the widget show where it came from.
 */
export function estimateV2Detail(input: V2Input, land: LandShareLookup): V2EstimateDetail {
  const range = V2_RANGES[input.propertyType];
  const depreciableBasis = roundedRemainderOf(input.purchasePrice, toBasisPoints(land.landShare));
  return {
    land,
    estimate: {
      label: V2_LABELS[input.propertyType],
      depreciableBasis,
      landShare: land.landShare,
      low: v2Case(range.low, depreciableBasis),
      typical: v2Case(range.typical, depreciableBasis),
      high: v2Case(range.high, depreciableBasis),
      disclaimer: V2_DISCLAIMER,
    },
  };
}

/** POST /api/v2/estimate's response for valid input: pure, deterministic, no tax figure. */
export function estimateV2(input: V2Input): V2Estimate {
  return estimateV2Detail(input, landShareForZip(input.zip)).estimate;
}
