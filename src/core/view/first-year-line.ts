import type { V2Request } from '../contract/schemas.ts';
import type { V2Estimate } from '../domain/estimate/estimate.ts';
import { stateCodeOf } from '../domain/estimate/land.ts';
import { toBasisPoints } from '../domain/estimate/money.ts';
import { stateRatesFor } from '../domain/law/state-rates.ts';
import { ratesPassOneHundred, stateRateBasisPointsUsed } from '../domain/tax/state-tax-impact.ts';
import { CURRENT_TOP_TAX_RATE } from '../domain/tax/tax-impact-inputs.ts';
import { taxImpactOfEstimate } from '../domain/tax/tax-impact-of-estimate.ts';
import type { TaxImpact } from '../domain/tax/tax-impact-types.ts';
import { formatAbout, formatPercent } from './format.ts';
import { ownerAnswer } from './owner-answer.ts';
import { savingAssumptions } from './saving-words.ts';
import { studyYearSplit } from './study-year-split.ts';

/**
 * The widget's one line of tax impact, the saving first: the tax the study saves in its first
 * year (federal, and the state of the ZIP code where it gives one, at the state's top rate) and,
 * in the same part, the facts it rests on (decision 0309: the rate, and losses usable as they
 * come); then the extra first-year deduction it comes from, the bonus rate behind it, and what the
 * excess business loss limit carries to next year (the lead names the limit). The property is placed in service on
 * `placedInService` with the study applied that year. The saving is the answer's first year
 * (owner-answer.ts), as the page's headline; both are said to be "about", so rounded
 * (formatAbout): "$36,700", not "$36,675".
 */
export function firstYearTaxLine(estimate: V2Estimate, input: V2Request, placedInService: string, taxRate: number): string {
  return firstYearLineOf(firstYearResult(estimate, input, placedInService, taxRate)).join('');
}

/** The result the line is told from: the estimate placed in service on `placedInService`, at `taxRate`, with the ZIP's state. */
export function firstYearResult(estimate: V2Estimate, input: V2Request, placedInService: string, taxRate: number, warn?: (message: string) => void): TaxImpact {
  const code = stateCodeOf(input);
  const rates = code ? stateRatesFor(code) : null;
  // A firm's rate that, with the ZIP's state, passes 100% is refused by the API and the page: here the default is used.
  // The warning gives the rate as read (the attribute may say 0.95 or 95%), not as if quoting it.
  const year = Number(placedInService.slice(0, 4));
  const passes = rates !== null && ratesPassOneHundred(toBasisPoints(taxRate), rates, undefined, placedInService, year);
  if (passes)
    warn?.(
      `data-tax-rate (${formatPercent(taxRate)}) with ${rates.name}'s ${formatPercent(stateRateBasisPointsUsed(rates, undefined, placedInService, year) / 10_000)} passes 100%; using the default (${formatPercent(CURRENT_TOP_TAX_RATE)})`,
    );
  return taxImpactOfEstimate(estimate, { ...input, placedInService, taxRate: passes ? CURRENT_TOP_TAX_RATE : taxRate }, rates);
}

/**
 * The line of a result (firstYearResult), in its two parts: the saving with the facts it rests
 * on, to the colon (the widget sets it large, and its live region says it), then what it comes
 * from. The widget's tax add-on tells it and hands its figures to the call to action.
 */
export function firstYearLineOf(result: TaxImpact): [lead: string, detail: string] {
  const { studyYear, assumptions, state } = result;
  // The answer's first year, as the page's headline says it (owner-answer.ts).
  const { stateName, years } = ownerAnswer(result);
  const split = studyYearSplit(result);
  return [
    `About ${formatAbout(years[0]!.taxSaved)} less tax this year${stateName ? `, federal and ${stateName},` : ''} ${savingAssumptions(result)}:`,
    ` a first-year deduction about ${formatAbout(studyYear.additionalDeduction)} larger ` +
      `(bonus ${formatPercent(assumptions.bonusRate)}${stateName ? `, ${stateName}’s top rate ${formatPercent(state!.taxRate)}` : ''})` +
      (split.carried > 0 ? `, about ${formatAbout(split.carried)} of it carried to next year` : ''),
  ];
}
