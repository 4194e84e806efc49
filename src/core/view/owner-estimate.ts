import { estimateV2Detail, type V2EstimateDetail, type V2Input } from '../domain/estimate/estimate.ts';
import { landShareFor, type OwnerLand } from '../domain/estimate/land.ts';
import { landShareWords } from './land-share-words.ts';

/**
 * The estimate the page shows, on the land share its tax figures use (decision 0322): the owner's
 * own (issue 32: a share given, or the assessor's ratio) when the form's land fields are valid,
 * else the ZIP code's state's. The tax evaluation computes it once and the tax figures are figured
 * from its `detail` (tax-evaluation.ts), so the range, the basis, the land share, the headline and
 * the report tell one answer.
 */
export interface OwnerEstimate {
  detail: V2EstimateDetail;
  /** Where the land share came from, in the owner's words (land-share-words.ts). */
  landWords: string;
}

/** The estimate on the owner's land share (landShareFor: given, assessed, else the ZIP's state's). */
export function ownerEstimate(input: V2Input, land: OwnerLand): OwnerEstimate {
  const detail = estimateV2Detail(input, landShareFor({ ...land, zip: input.zip }));
  return { detail, landWords: landShareWords(detail.land, input.zip) };
}
