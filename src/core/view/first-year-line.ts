import type { V2Request } from '../contract/schemas.ts';
import type { V2Estimate } from '../domain/estimate/estimate.ts';
import { taxImpactOfEstimate } from '../domain/tax/tax-impact-of-estimate.ts';
import { formatPercent, formatUsd } from './format.ts';

/**
 * The widget's one line of tax impact: the extra first-year deduction a study brings (what the
 * page calls the additional deduction), the bonus rate behind it and its tax value, for a
 * property placed in service on `placedInService` with the study applied that year.
 */
export function firstYearTaxLine(estimate: V2Estimate, input: V2Request, placedInService: string, taxRate: number): string {
  const { studyYear, assumptions } = taxImpactOfEstimate(estimate, { ...input, placedInService, taxRate });
  return (
    `First-year deduction about ${formatUsd(studyYear.additionalDeduction)} (bonus ${formatPercent(assumptions.bonusRate)}), ` +
    `worth about ${formatUsd(studyYear.taxSavings)} at a ${formatPercent(assumptions.taxRate)} tax rate`
  );
}
