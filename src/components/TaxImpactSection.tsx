import type { TaxImpactField } from '../core/contract/tax-impact-checks.ts';
import type { TaxImpact } from '../core/domain/tax/tax-impact.ts';
import { CASE_NAMES, formatPercent, formatUsd } from '../core/view/format.ts';
import type { TaxFormState, TaxFormValues } from '../core/view/tax-form.ts';
import { Deferred } from './Deferred.tsx';
import { KeepSection } from './KeepSection.tsx';
import { TaxField } from './TaxField.tsx';

interface Props {
  /** The tax form evaluated for the estimate's valid input (the island shows this section only with one). */
  state: TaxFormState;
  values: TaxFormValues;
  /** Input handler for a field. */
  update(field: TaxImpactField): (event: Event) => void;
  /** The estimate form's id: these fields submit with it (a GET form works without JavaScript). */
  form: string;
  /** Once the island runs, figures follow the inputs and the submit button goes. */
  hydrated: boolean;
}

/**
 * "What it could mean for your taxes": the visitor's assumptions and what the shared core makes
 * of them (src/core/tax/), below the range. Rendered on the server from the query string, then
 * recomputed by the island as the visitor types, with no request.
 */
export function TaxImpactSection({ state, values, update, form, hydrated }: Props) {
  const issues = state.kind === 'invalid' ? state.issues : {};
  const field = (name: TaxImpactField, label: string, input: Record<string, unknown>, hint?: string) => (
    <TaxField name={name} label={label} hint={hint} form={form} values={values} issues={issues} update={update} input={input} />
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
          <div class="tax-fields">
            {field('bonusRate', 'Bonus depreciation', rate, 'Blank: the rate the law sets')}
            {field('discountRate', 'Discount rate', rate, 'For the present value')}
            {field('studyYear', 'Study year', { type: 'text', inputMode: 'numeric', autoComplete: 'off', class: 'short' }, 'Blank: the year placed in service')}
            {field('acquired', 'Date acquired', { type: 'date' }, 'On or before the date placed in service; blank: the same day')}
          </div>
        </details>
        {!hydrated && (
          <button type="submit" form={form} class="button button-secondary">
            Update the figures
          </button>
        )}
      </div>
      <div aria-live="polite" data-testid="tax-result">
        {state.kind === 'result' ? <TaxFigures result={state.result} /> : <p class="placeholder">Correct the assumptions marked above to see the figures.</p>}
      </div>
      <KeepSection values={values} update={update} form={form} issues={issues} result={state.kind === 'result' ? state.result : null} hydrated={hydrated} />
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
    [`All the tax savings, valued today (${formatPercent(assumptions.discountRate)} discount rate)`, result.presentValue.additionalTaxSavings, 'present-value'],
  ];
  const catchUp = studyYear.catchUp > 0 ? ` ${studyYear.year} includes a catch-up of ${formatUsd(studyYear.catchUp)} (IRC 481(a)).` : '';
  return (
    <>
      <dl class="tax-figures">
        {rows.map(([label, dollars, id]) => (
          <div key={id}>
            <dt>{label}</dt>
            <dd data-testid={`tax-${id}`}>{formatUsd(dollars)}</dd>
          </div>
        ))}
      </dl>
      <p class="muted small tax-case-note">
        {`${CASE_NAMES[result.case]} case: ${formatUsd(result.reclassified)} moves to 5-, 7- and 15-year property, the other ${formatUsd(result.classes.building)} stays on ${assumptions.buildingLife} years. Bonus ${formatPercent(assumptions.bonusRate)}, ${assumptions.convention} convention.${catchUp}`}
      </p>
      <Deferred name="savings-chart" load={loadSavingsChart} props={{ result }} />
      <Deferred name="year-table" load={loadYearTable} props={{ result }} />
    </>
  );
}

// The chart and the year table: loaded at the owner's first change (Deferred.tsx).
const loadSavingsChart = () => import('./SavingsChart.tsx').then(({ SavingsChart }) => SavingsChart);
const loadYearTable = () => import('./YearTable.tsx').then(({ YearTable }) => YearTable);
