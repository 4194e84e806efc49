import { type Participation as Answer, participationAnswers, participationOf, valuesOfAnswer } from '../core/view/participation.ts';
import type { TaxFieldCommon } from './TaxField.tsx';

/**
 * How the owner takes part, the first of the two facts that decide the answer: four answers in
 * plain words (participation.ts), radios named passiveActivity, so the choice submits without
 * JavaScript; with it, an answer also sets the short-term rental's average stay it implies.
 */
export function Participation({ legend, shortTermRental, form, values, issues, update }: TaxFieldCommon & { legend: string; shortTermRental: boolean }) {
  const chosen: Answer | null = participationOf(values.passiveActivity, values.averageStay, shortTermRental);
  const issue = issues.passiveActivity;
  return (
    <fieldset class="participation" aria-describedby={issue ? 'passiveActivity-error' : undefined}>
      <legend>{legend}</legend>
      {issue && (
        <p id="passiveActivity-error" class="field-error">
          {issue}
        </p>
      )}
      {participationAnswers(shortTermRental).map((answer) => (
        <div class="participation-answer" key={answer.id}>
          <input
            type="radio"
            id={`passiveActivity-${answer.id}`}
            name="passiveActivity"
            value={answer.passiveActivity}
            form={form}
            checked={chosen === answer.id}
            onChange={() => {
              for (const [field, value] of valuesOfAnswer(answer, shortTermRental)) update(field)({ currentTarget: { value } } as unknown as Event);
            }}
            aria-describedby={`passiveActivity-${answer.id}-hint`}
            aria-invalid={issue ? 'true' : undefined}
          />
          <label for={`passiveActivity-${answer.id}`}>{answer.label}</label>
          <p id={`passiveActivity-${answer.id}-hint`} class="hint">
            {answer.sentence}
          </p>
        </div>
      ))}
    </fieldset>
  );
}
