import { estimateV2 } from '../estimate/estimate.ts';
import { type TaxImpact, taxImpactOfEstimate } from './tax-impact-of-estimate.ts';
import type { TaxImpactInput } from './tax-impact-types.ts';

export { type ScheduleYear, TAX_IMPACT_DISCLAIMER, type TaxImpact } from './tax-impact-of-estimate.ts';

/** POST /api/v2/tax-impact's answer for inputs its schema has accepted: the estimate, then its tax impact. */
export function taxImpact(input: TaxImpactInput): TaxImpact {
  return taxImpactOfEstimate(estimateV2(input), input);
}
