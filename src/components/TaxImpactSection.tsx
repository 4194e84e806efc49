import type { TaxImpactField } from '../core/contract/tax-impact/checks.ts';
import type { V2PropertyType } from '../core/domain/estimate/catalog.ts';
import type { StateTaxImpact } from '../core/domain/tax/state-tax-impact.ts';
import { stateTaxIncluded } from '../core/domain/tax/state-tax-included.ts';
import type { TaxImpact } from '../core/domain/tax/tax-impact.ts';
import { federalRateFor } from '../core/domain/tax/tax-impact-inputs.ts';
import { CASE_NAMES, formatLongDate, formatPercent, formatUsd } from '../core/view/format.ts';
import { ownerAnswer } from '../core/view/owner-answer.ts';
import { savingAssumptions } from '../core/view/saving-words.ts';
import { STATE_TREATMENT_WORDS } from '../core/view/state-words.ts';
import { fieldsOfPart, partGivenOrWrong, type TaxFormState, type TaxFormValues } from '../core/view/tax-form.ts';
import type { TaxFormField } from '../core/view/tax-form-fields.ts';
import { Deferred } from './Deferred.tsx';
import { KeepSection } from './KeepSection.tsx';
import { Participation } from './Participation.tsx';
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
  const shortTermRental = propertyType === 'residential_str';
  const assumptions = fieldsOfPart('assumptions');
  const control = (field: TaxFormField) => {
    switch (field.name) {
      case 'passiveActivity':
        return <Participation key={field.name} legend={field.label} shortTermRental={shortTermRental} {...common} />;
      // Asked of a short-term rental only: with stays of 7 days or less there is no allowance for a landlord.
      case 'averageStay':
        return shortTermRental && <TaxFormFieldControl key={field.name} field={field} common={common} class="field companion-averageStay" />;
      // With the household's income the brackets give the rate (tax-evaluation.ts leaves the rate out).
      case 'taxRate':
        return values.taxableIncome.trim() === '' && <TaxFormFieldControl key={field.name} field={field} common={common} />;
      default:
        return <TaxFormFieldControl key={field.name} field={field} common={common} class={`field companion-${field.name}`} />;
    }
  };
  return (
    <section class="tax-impact" aria-labelledby="tax-heading">
      <h2 id="tax-heading">What it could mean for your taxes</h2>
      <div class="deciding-facts">
        <p class="deciding-lede">Two facts decide what a study saves you: how you take part in the property, and your household’s income.</p>
        {assumptions.filter(({ name }) => DECIDING.has(name)).map(control)}
      </div>
      <div class="tax-fields">
        {assumptions.filter(({ name }) => !DECIDING.has(name)).map(control)}
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
      <KeepSection values={values} update={update} form={form} issues={issues} result={state.kind === 'result' ? state.result : null} hydrated={hydrated} />
    </section>
  );
}

/** The two facts that decide the answer and what they need, asked first (decision 0309): how the owner takes part and the household's income. */
const DECIDING: ReadonlySet<TaxImpactField> = new Set<TaxImpactField>([
  'passiveActivity',
  'averageStay',
  'netOperatingIncome',
  'otherPassiveIncome',
  'modifiedAgi',
  'taxableIncome',
  'filingStatus',
]);

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
    [
      `${federal ? 'Federal tax' : 'Tax'} savings in ${studyYear.year} ${
        assumptions.taxableIncome === null ? `at ${rateWords}` : `on your ${formatUsd(assumptions.taxableIncome)} taxable income (the brackets)`
      }`,
      studyYear.taxSavings,
      'savings',
    ],
    [
      `All the ${federal}tax savings, valued today (${formatPercent(assumptions.discountRate)} discount rate)`,
      result.presentValue.additionalTaxSavings,
      'present-value',
    ],
  ];
  const catchUp = studyYear.catchUp > 0 ? ` ${studyYear.year} includes a catch-up of ${formatUsd(studyYear.catchUp)} (IRC 481(a)).` : '';
  return (
    <>
      <StudyYearCards result={result} />
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

/**
 * The study year on the page as cards that add up: the extra deduction, the part that reduces
 * income this year, the part that waits (suspended, IRC 469) or is carried (IRC 461(l), 172),
 * and the tax it saves, with the facts that figure rests on (owner-answer.ts, saving-words.ts).
 */
function StudyYearCards({ result }: { result: TaxImpact }) {
  const answer = ownerAnswer(result);
  const { split } = answer;
  const cards: Array<[string, string, string]> = [[`Extra deduction in ${split.year}`, formatUsd(split.extra), 'deduction']];
  cards.push([`= counts against income in ${split.year}`, formatUsd(split.usedNow), 'allowed']);
  if (answer.limited || split.suspended !== 0) cards.push(['+ waits for later years or a sale', formatUsd(split.suspended), 'suspended']);
  if (split.carried !== 0 || split.excessBusinessLoss > 0)
    cards.push([`+ carried to ${split.year + 1}${split.excessBusinessLoss > 0 ? ' (excess business loss limit)' : ''}`, formatUsd(split.carried), 'carried']);
  return (
    <div class="year-cards" data-testid="year-cards">
      <dl>
        {cards.map(([label, text, id]) => (
          <div key={id} class="year-card">
            <dt>{label}</dt>
            <dd data-testid={`card-${id}`}>{text}</dd>
          </div>
        ))}
        <div class="year-card year-card-saved">
          <dt>{`Tax saved in ${split.year}${answer.stateName ? `, federal and ${answer.stateName}` : ''}`}</dt>
          <dd data-testid="card-saved">{formatUsd(answer.years[0]!.taxSaved)}</dd>
        </div>
      </dl>
      <p class="small muted">{`The saving ${savingAssumptions(result)}.`}</p>
    </div>
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
