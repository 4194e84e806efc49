import { estimateV2Detail, type V2EstimateDetail, type V2Input } from '../domain/estimate/estimate.ts';
import { type LandShareLookup, landShareFor, type OwnerLand } from '../domain/estimate/land.ts';
import { STATE_NAMES } from '../domain/estimate/land-shares.ts';

/**
 * The estimate the page shows, on the land share its tax figures use (decision 0322): the owner's
 * own (issue 32: a share given, or the assessor's ratio) when the form's land fields are valid,
 * else the ZIP code's state's. The tax evaluation computes it once and the tax figures are figured
 * from its `detail` (tax-evaluation.ts), so the range, the basis, the land share, the headline and
 * the report tell one answer.
 */
export interface OwnerEstimate {
  detail: V2EstimateDetail;
  /** Where the land share came from, in the owner's words (landShareWords). */
  landWords: string;
}

/** The estimate on the owner's land share (landShareFor: given, assessed, else the ZIP's state's). */
export function ownerEstimate(input: V2Input, land: OwnerLand): OwnerEstimate {
  const detail = estimateV2Detail(input, landShareFor({ ...land, zip: input.zip }));
  return { detail, landWords: landShareWords(detail.land, input.zip) };
}

/**
 * Where a land share came from, as the page says it beside the share: "from your tax bill’s
 * assessed values", "the share you gave", "New York’s average", or the default with why (the
 * printed report says the same in the third person: view/report.ts, reportLandShare).
 */
export function landShareWords(land: LandShareLookup, zip: string | undefined): string {
  const name = land.state && (STATE_NAMES[land.state] ?? land.state);
  switch (land.source) {
    case 'assessed':
      return 'from your tax bill’s assessed values';
    case 'given':
      return 'the share you gave';
    case 'state':
      return `${name}’s average`;
    default:
      return name ? `the default: no average for ${name}` : zip ? 'the default: no state for this ZIP code' : 'the default: no ZIP code given';
  }
}
