import type { TaxImpactField } from '../core/contract/tax-impact/checks.ts';
import { participationAnswers, participationOf, valuesOfAnswer } from '../core/view/participation.ts';
import type { TaxFormValues } from '../core/view/tax-form.ts';

export interface ParticipationProps {
  legend: string;
  shortTermRental: boolean;
  form: string;
  values: TaxFormValues;
  issues: Partial<Record<TaxImpactField, string>>;
}

/**
 * How the owner takes part, the first of the two facts that decide the answer: four answers in
 * plain words (participation.ts), radios named passiveActivity, so the choice submits without
 * JavaScript. An answer that also sets the short-term rental's average stay carries it in
 * data-also-name and data-also-value; the island reads a radio's choice itself (Estimator.tsx),
 * so this part's code can load after the first click (Deferred.tsx).
 */
export function Participation({ legend, shortTermRental, form, values, issues }: ParticipationProps) {
  const chosen = participationOf(values.passiveActivity, values.averageStay, shortTermRental);
  const issue = issues.passiveActivity;
  return (
    <fieldset class="participation" aria-describedby={issue ? 'passiveActivity-error' : undefined}>
      <legend>{legend}</legend>
      {issue && (
        <p id="passiveActivity-error" class="field-error">
          {issue}
        </p>
      )}
      {participationAnswers(shortTermRental).map((answer) => {
        const also = valuesOfAnswer(answer, shortTermRental)[1];
        return (
          <div class="participation-answer" key={answer.id}>
            <input
              type="radio"
              id={`passiveActivity-${answer.id}`}
              name="passiveActivity"
              value={answer.passiveActivity}
              form={form}
              checked={chosen === answer.id}
              data-also-name={also?.[0]}
              data-also-value={also?.[1]}
              aria-describedby={`passiveActivity-${answer.id}-hint`}
              aria-invalid={issue ? 'true' : undefined}
            />
            <label for={`passiveActivity-${answer.id}`}>{answer.label}</label>
            <p id={`passiveActivity-${answer.id}-hint`} class="hint">
              {answer.sentence}
            </p>
          </div>
        );
      })}
    </fieldset>
  );
}
