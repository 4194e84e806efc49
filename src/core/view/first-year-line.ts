import type { V2Request } from '../contract/schemas.ts';
import type { V2Estimate } from '../domain/estimate/estimate.ts';
import { taxImpactOfEstimate } from '../domain/tax/tax-impact-of-estimate.ts';
import { formatAbout, formatPercent } from './format.ts';

/**
 * The widget's one line of tax impact, the saving first: the tax the study saves in its first
 * year, then the extra first-year deduction it comes from (what the page calls the additional
 * deduction) and the bonus rate behind it, for a property placed in service on
 * `placedInService` with the study applied that year. Both figures are said to be "about", so
 * both are rounded (formatAbout): "$36,700", not "$36,675".
 */
export function firstYearTaxLine(estimate: V2Estimate, input: V2Request, placedInService: string, taxRate: number): string {
  const { studyYear, assumptions } = taxImpactOfEstimate(estimate, { ...input, placedInService, taxRate });
  return (
    `About ${formatAbout(studyYear.taxSavings)} less tax this year: a first-year deduction about ${formatAbout(studyYear.additionalDeduction)} larger ` +
    `(bonus ${formatPercent(assumptions.bonusRate)}, ${formatPercent(assumptions.taxRate)} tax rate)`
  );
}
