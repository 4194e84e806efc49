import { estimateV2Detail } from '../estimate/estimate.ts';
import { landShareFor } from '../estimate/land.ts';
import type { StateRates } from '../law/state-law.ts';
import { taxImpactOfEstimate } from './tax-impact-of-estimate.ts';
import type { TaxImpact, TaxImpactInput } from './tax-impact-types.ts';

export type { ScheduleYear, TaxImpact } from './tax-impact-types.ts';

/**
 * POST /api/v2/tax-impact's answer for inputs its rules have accepted: the estimate on the owner's
 * own land share when they give it (landShareFor), then its tax impact. `stateRates`: the law rows of the owner's state (stateCodeOf, land.ts), looked up by the caller,
 * so that a browser bundle carries only the states it needs (law/state-rates.ts).
 */
export function taxImpact(input: TaxImpactInput, stateRates: StateRates | null = null): TaxImpact {
  const land = landShareFor(input);
  const { estimate } = estimateV2Detail(input, land);
  return taxImpactOfEstimate(estimate, input, stateRates, land.source);
}
