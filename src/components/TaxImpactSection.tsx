import type { V2Request } from '../core/contract/schemas.ts';
import type { TaxImpactField } from '../core/contract/tax-impact-checks.ts';
import type { TaxImpact } from '../core/domain/tax/tax-impact.ts';
import { formatPercent, formatUsd } from '../core/view/format.ts';
import { evaluateTaxForm, type TaxFormValues } from '../core/view/tax-form.ts';
import { DeductionChart } from './DeductionChart.tsx';
import { WhatYouKeep } from './WhatYouKeep.tsx';

interface Props {
  /** The estimate's valid input, or null while the estimate form is empty or wrong. */
  input: V2Request | null;
  values: TaxFormValues;
  /** Input handler for a field. */
  update(field: TaxImpactField): (event: Event) => void;
  /** The estimate form's id: these fields submit with it (a GET form works without JavaScript). */
  form: string;
  /** Once the island runs, figures follow the inputs and the submit button goes. */
  hydrated: boolean;
}

const CASE_NAMES = { low: 'Low', typical: 'Typical', high: 'High' } as const;

/**
 * "What it could mean for your taxes": the visitor's assumptions and what the shared core makes
 * of them (src/core/tax/), below the range. Rendered on the server from the query string, then
 * recomputed by the island as the visitor types, with no request.
 */
export function TaxImpactSection({ input, values, update, form, hydrated }: Props) {
  const state = input ? evaluateTaxForm(input, values) : null;
  const issues = state?.kind === 'invalid' ? state.issues : {};
  const field = (name: TaxImpactField, label: string, props: Record<string, unknown>, hint?: string) => (
    <div class="field">
      <label for={name}>{label}</label>
      <input
        id={name}
        name={name}
        form={form}
        value={values[name]}
        onInput={update(name)}
        aria-invalid={issues[name] ? 'true' : undefined}
        aria-describedby={[hint && `${name}-hint`, issues[name] && `${name}-error`].filter(Boolean).join(' ') || undefined}
        {...props}
      />
      {hint && (
        <p id={`${name}-hint`} class="hint">
          {hint}
        </p>
      )}
      {issues[name] && (
        <p id={`${name}-error`} class="field-error">
          {issues[name]}
        </p>
      )}
    </div>
  );
  // A rate shows as a percent with its sign, and 0.37 is read too (src/core/view/rate-input.ts): a
  // text input (the default type), so a phone offers the % key.
  const rate = { autoComplete: 'off', class: 'short' };
  return (
    <section class="tax-impact" aria-labelledby="tax-heading">
      <h2 id="tax-heading">What it could mean for your taxes</h2>
      <div class="tax-fields">
        {field('placedInService', 'Placed in service', { type: 'date', required: true })}
        {field('taxRate', 'Tax rate', rate, 'Your marginal federal rate')}
        <div class="field">
          <label for="case">Case</label>
          <select id="case" name="case" form={form} value={values.case} onChange={update('case')}>
            {Object.entries(CASE_NAMES).map(([key, name]) => (
              <option key={key} value={key}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <details
          class="more-assumptions"
          open={Boolean(
            values.bonusRate || values.studyYear || values.acquired || issues.bonusRate || issues.discountRate || issues.studyYear || issues.acquired,
          )}
        >
          <summary>More assumptions</summary>
          {field('bonusRate', 'Bonus depreciation', rate, 'Blank: the rate the law sets')}
          {field('discountRate', 'Discount rate', rate, 'For the present value')}
          {field('studyYear', 'Study year', { type: 'text', inputMode: 'numeric', autoComplete: 'off', class: 'short' }, 'Blank: the year placed in service')}
          {field('acquired', 'Date acquired', { type: 'date' }, 'On or before the date placed in service; blank: the same day')}
        </details>
        {!hydrated && (
          <button type="submit" form={form} class="button button-secondary">
            Update the figures
          </button>
        )}
      </div>
      <div aria-live="polite" data-testid="tax-result">
        {state?.kind === 'result' ? (
          <TaxFigures result={state.result} />
        ) : (
          <p class="placeholder">{input ? 'Correct the assumptions marked above to see the figures.' : 'Enter the property above to see its tax figures.'}</p>
        )}
      </div>
      <WhatYouKeep values={values} update={update} form={form} issues={issues} result={state?.kind === 'result' ? state.result : null} hydrated={hydrated} />
    </section>
  );
}

function TaxFigures({ result }: { result: TaxImpact }) {
  const { studyYear, assumptions } = result;
  const rows: Array<[string, number, string]> = [
    [`Deduction in ${studyYear.year} without a study`, studyYear.withoutStudy, 'without'],
    [`Deduction in ${studyYear.year} with the study`, studyYear.withStudy, 'with'],
    ['Additional deduction', studyYear.additionalDeduction, 'additional'],
    [`Tax savings in ${studyYear.year} at ${formatPercent(assumptions.taxRate)}`, studyYear.taxSavings, 'savings'],
    [
      `Present value of all the tax savings (${formatPercent(assumptions.discountRate)} discount rate)`,
      result.presentValue.additionalTaxSavings,
      'present-value',
    ],
  ];
  return (
    <>
      <p class="muted small">
        {CASE_NAMES[result.case]} case: {formatUsd(result.reclassified)} moves to 5-, 7- and 15-year property, the other {formatUsd(result.classes.building)}{' '}
        stays on {assumptions.buildingLife} years. Bonus {formatPercent(assumptions.bonusRate)}, {assumptions.convention} convention.
        {studyYear.catchUp > 0 && ` ${studyYear.year} includes a catch-up of ${formatUsd(studyYear.catchUp)} (IRC 481(a)).`}
      </p>
      <dl class="tax-figures">
        {rows.map(([label, dollars, id]) => (
          <div key={id}>
            <dt>{label}</dt>
            <dd data-testid={`tax-${id}`}>{formatUsd(dollars)}</dd>
          </div>
        ))}
      </dl>
      <DeductionChart result={result} />
      <p class="disclaimer">
        {result.disclaimer}{' '}
        <span class="more-link">
          <a href="/methodology#tax-impact">How this is computed</a>.
        </span>
      </p>
    </>
  );
}
