import type { EstimateFormState } from './estimate-form.ts';
import { deductionHeadline, estimateHeadline, headlineOf, headlineSentence } from './headline.ts';
import type { TaxFormState } from './tax-form.ts';
import { CORRECT_THE_FIELDS } from './visitor-messages.ts';

/**
 * What the page's one live region says (issue 34; docs/decisions/0332-one-layout-one-sentence-at-a-pause.md):
 * the headline as one sentence, its figure and the facts it rests on, from the page's own answer
 * (the estimate form's state and the tax form's, as the island renders them) once the values are
 * judged, so it changes only when the visitor pauses, leaves a field or makes a choice
 * (while-typing.ts), never at a keystroke, and never the sections under it. A wrong or empty field
 * of the estimate says what to do once the page marks it (`marked`: a field shows its message, as
 * the result then says: an empty form once sent), and nothing before, while the visitor is still
 * filling the form in. The same figure as the headline on the screen: both come from
 * headlineOf, of the same result.
 */
export function pageAnnouncement(estimate: EstimateFormState, tax: TaxFormState | null, marked: boolean): string {
  if (estimate.kind !== 'estimate') return marked ? CORRECT_THE_FIELDS : '';
  if (tax?.kind === 'result') return headlineSentence(headlineOf(tax.result));
  if (tax?.kind === 'unanswered') return headlineSentence(deductionHeadline(tax.firstYear, tax.asks, tax.placedInService));
  return headlineSentence(estimateHeadline(tax?.estimate?.detail ?? estimate.detail));
}
