import type { EstimateFormValues } from './estimate-form.ts';
import { evaluateEstimateForm } from './estimate-form.ts';
import { estimateHeadline, headlineOf, headlineSentence } from './headline.ts';
import { evaluateTaxForm } from './tax-evaluation.ts';
import type { TaxFormValues } from './tax-form.ts';
import { CORRECT_THE_FIELDS } from './visitor-messages.ts';

/**
 * What the page's one live region says (issue 34; docs/decisions/0332-one-layout-one-sentence-at-a-pause.md):
 * the headline as one sentence, its figure and the facts it rests on, figured from the values as
 * last judged, so it changes only when the visitor pauses, leaves a field or makes a choice
 * (while-typing.ts), never at a keystroke, and never the sections under it. An empty form says
 * nothing; a wrong field of the estimate says what to do once the page marks it (`marked`: a
 * field shows its message, as the result then says), and nothing before, while the visitor is
 * still filling the form in. The same figure as the headline on the screen once the visitor has
 * paused: both come from headlineOf.
 */
export function pageAnnouncement(judged: EstimateFormValues, taxJudged: TaxFormValues, marked: boolean): string {
  const estimate = evaluateEstimateForm(judged);
  if (estimate.kind === 'empty') return '';
  if (estimate.kind === 'invalid') return marked ? CORRECT_THE_FIELDS : '';
  const tax = evaluateTaxForm(estimate.input, taxJudged);
  if (tax.kind === 'result') return headlineSentence(headlineOf(tax.result));
  return headlineSentence(estimateHeadline(tax.estimate?.detail ?? estimate.detail));
}
