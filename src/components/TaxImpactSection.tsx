import type { TaxImpactField } from '../core/contract/tax-impact/checks.ts';
import type { V2PropertyType } from '../core/domain/estimate/catalog.ts';
import type { TaxImpact } from '../core/domain/tax/tax-impact.ts';
import { askedList } from '../core/view/asked-words.ts';
import { fieldsOfPart, partGivenOrWrong, type TaxFormState, type TaxFormValues } from '../core/view/tax-form.ts';
import type { TaxFormField } from '../core/view/tax-form-fields.ts';
import { Deferred } from './Deferred.tsx';
import { OpenPart } from './OpenPart.tsx';
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
const ASSUMPTIONS = fieldsOfPart('assumptions');
// The two facts that decide the answer come first (decision 0309): how the owner takes part and
// the household's income, with what they need; the field table places them before the rate.
const DECIDED = ASSUMPTIONS.findIndex(({ name }) => name === 'taxRate');
const MORE = fieldsOfPart('more');
const SALE = fieldsOfPart('sale');

export function TaxImpactSection({ state, values, update, form, hydrated, propertyType }: Props) {
  const issues = state.kind === 'invalid' ? state.issues : {};
  const result = state.kind === 'result' ? state.result : null;
  const common = { form, values, issues, update };
  const shortTermRental = propertyType === 'residential_str';
  // The sale's price, value and exchange follow its date once any of them is given or wrong.
  const saleOpen = partGivenOrWrong('sale', values, issues);
  // The average stay is asked of a short-term rental only (with 7 days or less, no allowance for
  // a landlord); with the household's income the brackets give the rate (tax-evaluation.ts).
  const asked = ({ name }: TaxFormField) => (name === 'averageStay' ? shortTermRental : name !== 'taxRate' || values.taxableIncome.trim() === '');
  const control = (field: TaxFormField) =>
    field.name === 'passiveActivity' ? (
      <Deferred key={field.name} name="participation" load={loadParticipation} props={{ legend: field.label, shortTermRental, form, values, issues }} />
    ) : (
      asked(field) && <TaxFormFieldControl key={field.name} field={field} common={common} class={`field companion-${field.name}`} />
    );
  return (
    <section class="tax-impact" aria-labelledby="tax-heading">
      <h2 id="tax-heading">What it could mean for your taxes</h2>
      <div class="deciding-facts">{ASSUMPTIONS.slice(0, DECIDED).map(control)}</div>
      <div class="tax-fields">
        {ASSUMPTIONS.slice(DECIDED).map(control)}
        <OpenPart class="more-assumptions" part="more" values={values} issues={issues} summary="More assumptions">
          {() => (
            <div class="tax-fields">
              {MORE.map((field) => (
                <TaxFormFieldControl key={field.name} field={field} common={common} />
              ))}
            </div>
          )}
        </OpenPart>
      </div>
      {/* The sale, in the main flow (issue 35): when, then for how much and whether an exchange; what it takes back opens the figures. */}
      <fieldset class="sale-plan no-print">
        <legend>Do you plan to sell?</legend>
        <div class="tax-fields">
          {SALE.map((field, index) => (index === 0 || saleOpen) && <TaxFormFieldControl key={field.name} field={field} common={common} />)}
        </div>
      </fieldset>
      {!hydrated && (
        <button type="submit" form={form} class="button button-secondary">
          Update the figures
        </button>
      )}
      <div data-testid="tax-result">
        {result?.sale && <Deferred name="sale-answer" load={loadSaleAnswer} props={{ result }} />}
        {result ? (
          <TaxFigures result={result} />
        ) : (
          <p class="placeholder">
            {state.kind === 'unanswered'
              ? 'To see what the study saves you in tax, answer the questions above.'
              : 'Correct the assumptions marked above to see the figures.'}
          </p>
        )}
      </div>
      {/* The questions do not print: the report says why it has no tax figure, not "above". */}
      {!result && (
        <p class="print-only">
          {state.kind === 'unanswered'
            ? `What the study saves in tax depends on what this estimate was not told: ${askedList(state.asks)}. Answer on the page, then print again.`
            : 'Correct the tax assumptions marked on the page to see what the study saves.'}
        </p>
      )}
      {/* "What you keep", whose code the browser loads only when it is opened: an owner who never asks about a fee never downloads it. */}
      <OpenPart class="keep-section" part="keep" values={values} issues={issues} summary={<h3>What you keep: the study's fee</h3>}>
        {(open) => <Deferred name="what-you-keep" load={loadWhatYouKeep} props={{ values, update, form, issues, result, hydrated }} now={open} />}
      </OpenPart>
    </section>
  );
}

/** The study year's cards, the figures, the chart and the year table: parts whose code loads at the owner's first change. */
function TaxFigures({ result }: { result: TaxImpact }) {
  return (
    <>
      <Deferred name="year-cards" load={loadYearCards} props={{ result }} />
      <Deferred name="tax-figures" load={loadFigures} props={{ result }} />
      <Deferred name="savings-chart" load={loadSavingsChart} props={{ result }} />
      <Deferred name="year-table" load={loadYearTable} props={{ result }} />
    </>
  );
}

// The study year's cards and figures, the chart and the year table: loaded at the owner's first change (Deferred.tsx).
// Each export is read off the module (`module.X`), not destructured: Vite wraps a destructuring
// `then` in code of its own for each import, about 100 bytes gzip of the first load in all (decision 0359).
const loadSavingsChart = () => import('./SavingsChart.tsx').then((module) => module.SavingsChart);
const loadSaleAnswer = () => import('./SaleAnswer.tsx').then((module) => module.SaleAnswer);
const loadParticipation = () => import('./Participation.tsx').then((module) => module.Participation);
const loadFigures = () => import('./StudyYearFigures.tsx').then((module) => module.StudyYearFigures);
const loadYearCards = () => import('./YearCards.tsx').then((module) => module.YearCards);
const loadYearTable = () => import('./YearTable.tsx').then((module) => module.YearTable);
const loadWhatYouKeep = () => import('./WhatYouKeep.tsx').then((module) => module.WhatYouKeep);
