import type { V2EstimateDetail } from '../core/domain/estimate/estimate.ts';
import { formatUsd } from '../core/view/format.ts';
import { deductionHeadline, estimateHeadline, type Headline as HeadlineModel, headlineOf } from '../core/view/headline.ts';
import type { TaxFormState } from '../core/view/tax-form.ts';
import { HeadlineDetails } from './HeadlineDetails.tsx';

/**
 * The answer first: one figure an owner cares about in the largest type of the result (the
 * first-year tax saving, or the net present value once a fee or sale is given), labelled with
 * the facts it rests on; why it is small when it is; its breakdown (this year, over time, after a
 * sale, each said in today's money or as paid); then where it comes from. Without tax figures
 * (assumptions being corrected), the typical reclassified amount. A part whose code loads at the
 * owner's first change (Deferred.tsx), with the tax evaluation's: until then nothing it shows can
 * have changed, and the server's markup is right.
 */
export function Headline({ detail, tax }: { detail: V2EstimateDetail; tax: TaxFormState | null }) {
  const result = tax?.kind === 'result' ? tax.result : null;
  const input = tax?.kind === 'result' ? tax.input : null;
  // Before the owner says how they take part, the deduction, the same for everyone (decision 0342).
  const headline: HeadlineModel = result
    ? headlineOf(result)
    : tax?.kind === 'unanswered'
      ? deductionHeadline(tax.firstYear, tax.asks, tax.placedInService)
      : estimateHeadline(detail);
  return (
    <div class="headline" id="headline" data-testid="headline" data-kind={headline.kind}>
      <h2 id="result-heading" class="headline-label">
        {headline.label}
      </h2>
      <p class={headline.cost ? 'headline-amount cost' : 'headline-amount'} data-testid="headline-amount">
        {formatUsd(headline.amount)}
      </p>
      {result && <HeadlineDetails result={result} input={input} />}
      <p class="headline-subtitle">
        {headline.subtitle}.{' '}
        {tax && (
          <span class="no-print">
            <a href="#tax-heading">{result ? 'Your assumptions' : 'Answer below'}</a>
            {/* The property's form comes after the answer and the owner's questions: on a phone, screens below (0332). */}
            <span class="to-form">
              {' · '}
              <a href="#estimate-form">The property</a>
            </span>
          </span>
        )}
      </p>
    </div>
  );
}
