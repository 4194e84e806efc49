import type { V2Request } from '../contract/schemas.ts';
import type { V2Estimate } from '../domain/estimate/estimate.ts';
import { stateRatesFor } from '../domain/law/state-rates.ts';
import { stateCodeOf } from '../domain/tax/tax-impact.ts';
import { taxImpactOfEstimate } from '../domain/tax/tax-impact-of-estimate.ts';
import { formatAbout, formatPercent } from './format.ts';

/**
 * The widget's one line of tax impact, the saving first: the tax the study saves in its first
 * year (federal, and the state of the ZIP code where it gives one, at the state's top rate),
 * then the extra first-year deduction it comes from and the bonus rate behind it, for a property
 * placed in service on `placedInService` with the study applied that year. The figures are the
 * engine's, added as the page's headline adds them; both are said to be "about", so rounded
 * (formatAbout): "$36,700", not "$36,675".
 */
export function firstYearTaxLine(estimate: V2Estimate, input: V2Request, placedInService: string, taxRate: number): string {
  const code = stateCodeOf(input);
  const { studyYear, assumptions, state } = taxImpactOfEstimate(estimate, { ...input, placedInService, taxRate }, code ? stateRatesFor(code) : null);
  const withState = state && state.treatment !== 'none' ? state : null;
  return (
    `About ${formatAbout(studyYear.taxSavings + (withState?.studyYear.taxSavings ?? 0))} less tax this year${withState ? `, federal and ${withState.name}` : ''}: ` +
    `a first-year deduction about ${formatAbout(studyYear.additionalDeduction)} larger ` +
    `(bonus ${formatPercent(assumptions.bonusRate)}, ${formatPercent(assumptions.taxRate)} tax rate${withState ? `, ${withState.name} ${formatPercent(withState.taxRate)}` : ''})`
  );
}
