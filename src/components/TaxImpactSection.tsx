import type { TaxImpactField } from '../core/contract/tax-impact/checks.ts';
import type { V2PropertyType } from '../core/domain/estimate/catalog.ts';
import type { StateTaxImpact } from '../core/domain/tax/state-tax-impact.ts';
import { stateTaxIncluded } from '../core/domain/tax/state-tax-included.ts';
import type { TaxImpact } from '../core/domain/tax/tax-impact.ts';
import { federalRateFor } from '../core/domain/tax/tax-impact-inputs.ts';
import { CASE_NAMES, formatLongDate, formatPercent, formatUsd } from '../core/view/format.ts';
import { STATE_TREATMENT_WORDS } from '../core/view/state-words.ts';
import { fieldsOfPart, partGivenOrWrong, type TaxFormState, type TaxFormValues } from '../core/view/tax-form.ts';
import { Deferred } from './Deferred.tsx';
import { KeepSection } from './KeepSection.tsx';
import { TaxFormFieldControl } from './TaxField.tsx';

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
  /** The estimate's property type: a short-term rental is asked its average stay. */
  propertyType: V2PropertyType;
}

/**
 * "What it could mean for your taxes": the visitor's assumptions and what the shared core makes
 * of them (src/core/domain/tax/), below the range. Rendered on the server from the query string, then
 * recomputed by the island as the visitor types, with no request.
 */
export function TaxImpactSection({ state, values, update, form, hydrated, propertyType }: Props) {
  const issues = state.kind === 'invalid' ? state.issues : {};
  const common = { form, values, issues, update };
  return (
    <section class="tax-impact" aria-labelledby="tax-heading">
      <h2 id="tax-heading">What it could mean for your taxes</h2>
      <div class="tax-fields">
        {fieldsOfPart('assumptions').map((field) => (
          <TaxFormFieldControl key={field.name} field={field} common={common} />
        ))}
        <details class="more-assumptions" open={partGivenOrWrong('more', values, issues)}>
          <summary>More assumptions</summary>
          <div class="tax-fields">
            {fieldsOfPart('more').map((field) => (
              <TaxFormFieldControl key={field.name} field={field} common={common} />
            ))}
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
      <KeepSection
        values={values}
        update={update}
        form={form}
        issues={issues}
        result={state.kind === 'result' ? state.result : null}
        hydrated={hydrated}
        shortTermRental={propertyType === 'residential_str'}
      />
    </section>
  );
}

function TaxFigures({ result }: { result: TaxImpact }) {
  const { studyYear, assumptions } = result;
  // These are the federal figures: with a state, its part is in the note below and in the answer.
  const federal = stateTaxIncluded(result.state) ? 'federal ' : '';
  const rate = federalRateFor(assumptions.taxRate, assumptions.investmentIncomeTax, studyYear.year);
  // The 3.8% of IRC 1411 as its dated row has it for the study year: the federal rate on nothing else.
  const investmentIncomeTaxRate = federalRateFor(0, true, studyYear.year);
  const rateWords = assumptions.investmentIncomeTax
    ? `${formatPercent(rate)} (${formatPercent(assumptions.taxRate)} and the ${formatPercent(investmentIncomeTaxRate)} tax)`
    : formatPercent(rate);
  const rows: Array<[string, number, string]> = [
    [`Deduction in ${studyYear.year} without a study`, studyYear.withoutStudy, 'without'],
    [`Deduction in ${studyYear.year} with the study`, studyYear.withStudy, 'with'],
    ['Additional deduction', studyYear.additionalDeduction, 'additional'],
    [`${federal ? 'Federal tax' : 'Tax'} savings in ${studyYear.year} at ${rateWords}`, studyYear.taxSavings, 'savings'],
    [
      `All the ${federal}tax savings, valued today (${formatPercent(assumptions.discountRate)} discount rate)`,
      result.presentValue.additionalTaxSavings,
      'present-value',
    ],
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
      {result.state && <StateNote state={result.state} />}
      <p class="muted small tax-case-note">
        {`${CASE_NAMES[result.case]} case: ${formatUsd(result.reclassified)} moves to 5-, 7- and 15-year property, the other ${formatUsd(result.classes.building)} stays on ${assumptions.buildingLife} years. Bonus ${formatPercent(assumptions.bonusRate)}, ${assumptions.convention} convention.${catchUp}`}
      </p>
      <Deferred name="savings-chart" load={loadSavingsChart} props={{ result }} />
      <Deferred name="year-table" load={loadYearTable} props={{ result }} />
    </>
  );
}

/** The state's part beside the federal one: its treatment in a sentence, its saving, its source and how sure it is. */
function StateNote({ state }: { state: StateTaxImpact }) {
  const day = formatLongDate(state.verifiedOn);
  const source = (
    <a href={`/methodology#state-${state.code.toLowerCase()}`}>
      {state.verified ? `source, verified on ${day}` : `source, read on ${day}: not verified against a primary source`}
    </a>
  );
  return (
    <p class="small state-note" data-testid="state-note">
      {!stateTaxIncluded(state as StateTaxImpact | null)
        ? `${state.name} has no income tax on wages or rental income: the figures are federal only (`
        : `${state.name}, ${STATE_TREATMENT_WORDS[state.treatment]}: its tax saved in the study year is ${formatUsd(state.studyYear.taxSavings)} at ${formatPercent(state.taxRate)}, added to the federal figures above in the headline, the chart and the table (`}
      {source})
    </p>
  );
}

// The chart and the year table: loaded at the owner's first change (Deferred.tsx).
const loadSavingsChart = () => import('./SavingsChart.tsx').then(({ SavingsChart }) => SavingsChart);
const loadYearTable = () => import('./YearTable.tsx').then(({ YearTable }) => YearTable);
