import type { TaxImpact, TaxImpactInput } from '../core/domain/tax/tax-impact-types.ts';
import { headlineBreakdown } from '../core/view/headline-breakdown.ts';
import { keepSummary } from '../core/view/keep-figures.ts';
import { ownerAnswer } from '../core/view/owner-answer.ts';
import { limitsNamed, netLossSentence, savingReason } from '../core/view/saving-reason.ts';

/**
 * Under the headline's figure: why it costs or is small when it is (saving-reason.ts), then its breakdown,
 * this year, over time and after a sale, each said in today's money or as paid
 * (headline-breakdown.ts); with a fee or a sale, the bridge from the tax saved to the net value in
 * words (keep-figures.ts), on screen and in print, not only in a section the owner may not open (issue 41).
 */
export function HeadlineDetails({ result, input }: { result: TaxImpact; input: TaxImpactInput | null }) {
  // A study that costs more than it saves says why first (netLossSentence), then why the first year is small.
  const answer = ownerAnswer(result);
  const reason = [answer.loses && netLossSentence(answer, result.sale?.year ?? null), savingReason(result, input ?? undefined)].filter(Boolean).join(' ');
  // The limits behind the figure, with their figures (issue 41): on the screen and in print alike.
  const limits = limitsNamed(result, input);
  return (
    <>
      {reason && (
        <p class="headline-reason" data-testid="headline-reason">
          {reason}
        </p>
      )}
      {limits && (
        <p class="headline-limits small" data-testid="headline-limits">
          {limits}
        </p>
      )}
      <dl class="headline-breakdown" data-testid="headline-breakdown">
        {headlineBreakdown(result).map(([label, text, note, id]) => (
          <div key={id}>
            <dt>{label}</dt>
            <dd data-testid={`breakdown-${id}`}>
              {text}
              {note && <span class="headline-breakdown-note">{note}</span>}
            </dd>
          </div>
        ))}
      </dl>
      {(result.assumptions.studyFee > 0 || result.sale) && (
        <p class="headline-bridge small" data-testid="headline-bridge">
          {keepSummary(result, false)}
        </p>
      )}
    </>
  );
}
