import { Component } from 'preact';
import type { TaxImpactField } from '../core/contract/tax-impact/checks.ts';
import type { pageAnnouncement } from '../core/view/announcement.ts';
import { ctaEstimate, withQueryParameters } from '../core/view/call-to-action.ts';
import type { EstimateFormValues } from '../core/view/estimate-form.ts';
import {
  ESTIMATE_FIELDS,
  type EstimateFormInputs,
  estimateFormOf,
  initialFormInputs,
  judgeAllFormInputs,
  judgeFormInputs,
  withEmptyFormMessages,
} from '../core/view/estimate-form-model.ts';
import { pageQuery } from '../core/view/page-query.ts';
import { asksParticipationAgain } from '../core/view/participation-across-types.ts';
import { formatPriceInput } from '../core/view/price-input.ts';
import type { evaluateTaxForm } from '../core/view/tax-evaluation.ts';
import { fieldsOfPart, type TaxFormState, type TaxFormValues, taxFormQuery } from '../core/view/tax-form.ts';
import { CORRECT_THE_FIELDS } from '../core/view/visitor-messages.ts';
import { PAUSE_MS } from '../core/view/while-typing.ts';
import { CopyButton } from './CopyButton.tsx';
import { Deferred } from './Deferred.tsx';
import { EstimateFields } from './EstimateFields.tsx';
import { EstimateResult } from './EstimateResult.tsx';
import { LandValue } from './LandValue.tsx';
import { TaxImpactSection } from './TaxImpactSection.tsx';

export interface EstimatorProps {
  /** Form values from the query string; the server renders the same state the island starts in. */
  initial: EstimateFormValues;
  /** Path the form submits to (GET) and the address bar is kept on. */
  action: string;
  /** Whether the query came from the form (it names the estimate's fields, blank or not): every message shows. */
  submitted: boolean;
  /** The tax section's assumptions from the query string (defaults where absent). */
  initialTax: TaxFormValues;
  /** Today, YYYY-MM-DD, from the server: the default date placed in service, the same in both renders. */
  today: string;
  /** The page's origin, for the printed report's address line. */
  origin: string;
  /** The operator's next step (CTA_URL, CTA_TEXT), or null: no button. */
  callToAction: { url: string; text: string } | null;
  /** Who prepares the printed report (FIRM_NAME), or null. */
  firmName: string | null;
  /** The server's evaluation of the initial tax assumptions (initialTaxStateOf): what the island shows until its own code is there. */
  initialTaxState: TaxFormState | null;
}

type EvaluateTaxForm = typeof evaluateTaxForm;

/**
 * How the tax assumptions are evaluated: the engine, the rules' words and the states' rows
 * (tax-evaluation.ts), the heaviest part of the page's code. The server gives it here
 * (EstimatorIsland.astro: server code, so no browser bundle imports it); the browser loads it at
 * the owner's first interaction with the island. Until then nothing has changed, and the
 * server's answer (initialTaxState) is the island's.
 */
let evaluator: EvaluateTaxForm | null = null;
export function evaluateTaxWith(evaluate: EvaluateTaxForm): void {
  evaluator = evaluate;
}

/** What the live region says (announcement.ts): loaded with the evaluation, since it says nothing before the visitor's first change. */
let announcer: typeof pageAnnouncement | null = null;

/** What the island shows for the initial values: the server computes it once and hands it over in the props. */
export function initialTaxStateOf(props: Pick<EstimatorProps, 'initial' | 'initialTax' | 'today'>, evaluate: EvaluateTaxForm): TaxFormState | null {
  const { state } = estimateFormOf(initialFormInputs(props.initial, false), () => {});
  return state.kind === 'estimate' ? evaluate(state.input, props.initialTax, props.today) : null;
}

const FORM_ID = 'estimate-form';
const LAND = fieldsOfPart('land').map(({ name }) => name);

interface EstimatorState {
  inputs: EstimateFormInputs;
  /** The tax assumptions as typed, and as last judged (while-typing.ts). */
  taxValues: TaxFormValues;
  taxJudged: TaxFormValues;
  /** False during server rendering and the hydrating render, true after: for browser-only UI. */
  hydrated: boolean;
}

/**
 * The estimate page's form and result. Server-rendered as a plain GET form that works without
 * JavaScript; once hydrated it recomputes with the shared core as the visitor types (no
 * network), judges what is typed when the visitor pauses or leaves a field (while-typing.ts: no
 * message at the first keystroke, the last good result kept until then), keeps the address bar
 * a sharable link, and offers to copy it. The answer comes before the form, whether it came
 * from a link or from typing (decision 0332): on a phone first, on a wide screen on the left. One
 * live region says the headline in one sentence once the visitor pauses (announcement.ts), not
 * the sections under it. A class component, as the widget's is: the page then sends no
 * preact/hooks (about 1.1 KB gzip of its budget).
 */
export default class Estimator extends Component<EstimatorProps, EstimatorState> {
  /** The live region's last sentence: kept while the visitor types. */
  private announced = '';
  /** The query the page arrived with, and whether what is judged has differed from it since. */
  private firstQuery?: string;
  private judgedChanged = false;
  /** The judgement waiting for the visitor's typing to pause. */
  private pause?: ReturnType<typeof setTimeout>;
  /** The address bar's query: what the visitor entered, as last judged (a pause, a field left). */
  private judgedQuery = '';

  constructor(props: EstimatorProps) {
    super(props);
    // Messages show for every field when the link set any value or the form was sent, else for touched fields.
    const showAllFirst = props.submitted || Object.values(props.initial).some((value) => value.trim() !== '');
    this.state = { inputs: initialFormInputs(props.initial, showAllFirst), taxValues: props.initialTax, taxJudged: props.initialTax, hydrated: false };
  }

  // The listeners are on the island's own element (this.base): they go with it, so nothing is removed on unmount.
  override componentDidMount() {
    this.setState({ hydrated: true });
    if (!evaluator || !announcer)
      for (const type of ['focusin', 'input', 'change']) this.base?.addEventListener(type, this.loadEvaluator, { once: true, capture: true });
  }

  /** The tax evaluation's code, loaded once, then every figure follows the inputs. */
  private loadEvaluator = (): void => {
    if (announcer) return;
    void import('./island-evaluation.ts').then(({ evaluateTaxForm, pageAnnouncement }) => {
      evaluator = evaluateTaxForm;
      announcer = pageAnnouncement;
      this.forceUpdate();
    });
  };

  /** The tax form evaluated, or until its code is there the server's answer (nothing has changed yet, or for a moment since). */
  private evaluate(input: Parameters<EvaluateTaxForm>[0], values: TaxFormValues): TaxFormState {
    return evaluator ? evaluator(input, values, this.props.today) : (this.props.initialTaxState ?? { kind: 'invalid', issues: {} });
  }

  /**
   * The live region's sentence: nothing until what is judged differs from what the page arrived
   * with (a link's answer is on the screen to be read, not to be said; a field entered and left
   * as it was changes nothing), then the headline of the page's answer each time the values as
   * typed are judged (`settled`), kept while the visitor types. `marked`: whether a field of the
   * estimate shows its message, so that the region says what the screen says.
   */
  private announcement(answer: Parameters<typeof pageAnnouncement>, query: string, settled: boolean): string {
    this.firstQuery ??= query;
    this.judgedChanged ||= query !== this.firstQuery;
    if (!announcer || !this.judgedChanged) return '';
    if (settled) this.announced = announcer(...answer);
    return this.announced;
  }

  /**
   * The tax figures as typed when they are figures, else as last judged (stateWhileTyping's rule,
   * written out as estimateFormOf does, so that the judged values are evaluated only when they
   * differ and are needed).
   */
  private taxStateWhileTyping(input: Parameters<EvaluateTaxForm>[0], typed: TaxFormValues, judged: TaxFormValues): TaxFormState {
    const asTyped = this.evaluate(input, typed);
    return asTyped.kind === 'result' || judged === typed ? asTyped : this.evaluate(input, judged);
  }

  override componentDidUpdate() {
    const query = this.judgedQuery;
    const url = `${location.pathname}${query ? `?${query}` : ''}`;
    if (url !== `${location.pathname}${location.search}`) history.replaceState(history.state, '', url);
  }

  /**
   * A choice made anywhere in the island. A radio of the tax form (Participation.tsx, a part whose
   * code loads later) is read here, so the first click counts before that code is there: its
   * field takes its value, and the field its data-also-name names takes its data-also-value.
   */
  private changed = (event: Event): void => {
    const input = event.target as HTMLInputElement;
    if (input.type === 'radio' && input.name in this.state.taxValues) {
      const { alsoName, alsoValue } = input.dataset;
      this.setState((previous) => ({
        taxValues: { ...previous.taxValues, [input.name]: input.value, ...(alsoName ? { [alsoName]: alsoValue ?? '' } : {}) },
      }));
    }
    this.judge();
  };

  /** Judges what the visitor typed, the estimate's fields and the tax assumptions alike: a field left, a choice made. */
  private judge = (): void => {
    clearTimeout(this.pause);
    this.setState(({ inputs, taxValues }) => {
      // A property type that changes what the owner's participation answered asks it again.
      const values = asksParticipationAgain(inputs.judged.propertyType, inputs.values.propertyType, taxValues.passiveActivity)
        ? { ...taxValues, passiveActivity: '', averageStay: '' }
        : taxValues;
      return { inputs: judgeFormInputs(inputs), taxValues: values, taxJudged: values };
    });
  };

  /** A keystroke: judged once the visitor pauses. */
  private typed = (): void => {
    clearTimeout(this.pause);
    this.pause = setTimeout(this.judge, PAUSE_MS);
  };

  override render({ action, today, origin, callToAction, firmName }: EstimatorProps, { inputs, taxValues, taxJudged, hydrated }: EstimatorState) {
    const form = withEmptyFormMessages(
      estimateFormOf(inputs, (update) => this.setState((previous) => ({ inputs: update(previous.inputs) }))),
      inputs.shown,
    );
    const { state } = form;
    const taxState = state.kind === 'estimate' ? this.taxStateWhileTyping(state.input, taxValues, taxJudged) : null;
    const [taxResult, taxInput] = taxState?.kind === 'result' ? [taxState.result, taxState.input] : [null, null];
    // The estimate on the land share the tax figures use (owner-estimate.ts): the range, the
    // headline and the report show it, so the page tells one answer.
    const shown = taxState?.estimate;
    const detail = state.kind === 'estimate' ? (shown?.detail ?? state.detail) : null;
    // The canonical query string of what the visitor entered, as last judged: estimate inputs, then tax choices.
    const query = pageQuery(inputs.judged, taxJudged, today);
    this.judgedQuery = query;
    // A field of the estimate shows its message: the result says to correct the fields marked.
    const marked = ESTIMATE_FIELDS.some((field) => form.messageFor(field));
    // Money as money once entered: "1250000" or "$1.25M" reads "1,250,000" when the price field is
    // left. Heard on the form (focusout bubbles), so the fields the widget shares stay as they are.
    const formatPrice = (event: FocusEvent) => {
      const field = event.target as HTMLInputElement;
      if (field.id !== 'purchasePrice') return;
      const formatted = formatPriceInput(field.value);
      // Left, so judged: the formatted text too (the same price).
      this.setState((previous) => ({ inputs: judgeFormInputs({ ...previous.inputs, values: { ...previous.inputs.values, purchasePrice: formatted } }) }));
    };
    const updateTax = (field: TaxImpactField) => (event: Event) => {
      const { value } = event.currentTarget as HTMLInputElement;
      this.setState((previous) => ({ taxValues: { ...previous.taxValues, [field]: value } }));
    };
    const onSubmit = (event: Event) => {
      // Already computed as the visitor typed: no page load, just judge what is typed and show
      // any remaining messages, and bring the result into view where it is out of it (on a
      // phone, above the form).
      event.preventDefault();
      clearTimeout(this.pause);
      this.setState(
        (previous) => ({ inputs: judgeAllFormInputs(previous.inputs), taxJudged: previous.taxValues }),
        () => {
          // A field still wrong (an empty form sent, too) takes the focus: a screen reader says its
          // message, where the live region would not speak for a query that did not change.
          const wrong = document.querySelector<HTMLElement>(`#${FORM_ID} [aria-invalid="true"]`);
          if (wrong) return wrong.focus();
          const top = document.getElementById('headline')?.getBoundingClientRect().top;
          if (top !== undefined && (top < 0 || top > innerHeight * 0.6)) document.getElementById('headline')!.scrollIntoView({ block: 'start' });
        },
      );
    };
    const address = `${action}${query ? `?${query}` : ''}`;

    const estimateForm = (
      <form id={FORM_ID} method="get" action={action} class="estimator-form" onSubmit={onSubmit} onFocusOut={formatPrice} noValidate>
        <EstimateFields form={form} />
        <LandValue common={{ form: FORM_ID, values: taxValues, issues: taxState?.kind === 'invalid' ? taxState.issues : {}, update: updateTax }} />
        <button type="submit" class="button">
          Estimate
        </button>
        {/* The questions the answer waits for (how the owner takes part, then the incomes that answer needs) come before this form in the page's order (decision 0342): a keyboard reaches them from here (a review). */}
        {taxState?.kind === 'unanswered' && (
          <a href="#tax-heading" class="next-step">
            Next: the questions your answer waits for
          </a>
        )}
      </form>
    );
    return (
      // Typing is judged at a pause, a field left or a choice made: heard here for every field of the island.
      <div class="estimator" onInput={this.typed} onChange={this.changed}>
        <p class="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="announcement">
          {this.announcement([state, taxState, marked], query, inputs.values === inputs.judged && taxValues === taxJudged)}
        </p>
        {state.kind === 'estimate' && <Deferred name="report-title" load={loadReportTitle} props={{ input: state.input, detail: detail!, today, firmName }} />}
        <div class="two-columns answer-first">
          <section class="estimator-result" aria-labelledby="result-heading">
            <div data-testid="result">
              {state.kind === 'estimate' ? (
                <>
                  <Deferred name="headline" load={loadHeadline} props={{ detail: detail!, tax: taxState }} />
                  <EstimateResult detail={detail!} purchasePrice={state.input.purchasePrice} landSource={shown?.landWords} />
                </>
              ) : (
                <>
                  <h2 id="result-heading">Your estimate</h2>
                  <p class="placeholder">{marked ? CORRECT_THE_FIELDS : 'Choose a property type and enter a price to see what a study could save you.'}</p>
                </>
              )}
            </div>
            {state.kind === 'estimate' && (
              <div class="share-row no-print">
                {callToAction && (
                  <a class="button cta" href={withQueryParameters(callToAction.url, ctaEstimate(state.input, detail!.estimate))}>
                    {callToAction.text}
                  </a>
                )}
                <a href={address} class="share-link">
                  Link to this estimate
                </a>
                {hydrated && (
                  <CopyButton
                    label="Copy link"
                    text={() => location.href}
                    copied="Link copied"
                    failed="Copy failed: copy it from the address bar"
                    resetKey={query}
                    className="button button-secondary"
                  />
                )}
              </div>
            )}
          </section>
          {/* The printed report's inputs, classes and what the owner keeps: after the answer in print, not shown on screen. */}
          {state.kind === 'estimate' && (
            <Deferred name="report-header" load={loadReportHeader} props={{ input: state.input, detail: detail!, result: taxResult, taxInput }} />
          )}
          {/* The owner's questions right after the answer they decide, before the property's form: on a
              phone they follow the headline that asks them; on a wide screen the form is beside the answer (issue 41). */}
          {state.kind === 'estimate' && (
            <TaxImpactSection
              state={taxState!}
              values={taxValues}
              update={updateTax}
              form={FORM_ID}
              hydrated={hydrated}
              propertyType={state.input.propertyType}
            />
          )}
          {estimateForm}
        </div>
        {state.kind === 'estimate' ? (
          <Deferred name="report-footer" load={loadReportFooter} props={{ detail: detail!, result: taxResult, link: `${origin}${address}` }} />
        ) : (
          // No property yet: the assumptions are not a task of their own, but choices from the link still submit with the form.
          // The land value is in the form already (LandValue).
          taxFormQuery(taxValues, today).map(
            ([field, value]) => !LAND.includes(field) && <input key={field} type="hidden" name={field} value={value} form={FORM_ID} />,
          )
        )}
      </div>
    );
  }
}

// The headline and the printed report's parts: loaded at the owner's first change (Deferred.tsx),
// each read off its module as TaxImpactSection.tsx's are.
const loadHeadline = () => import('./Headline.tsx').then((module) => module.Headline);
const loadReportTitle = () => import('./Report.tsx').then((module) => module.ReportTitle);
const loadReportHeader = () => import('./Report.tsx').then((module) => module.ReportHeader);
const loadReportFooter = () => import('./Report.tsx').then((module) => module.ReportFooter);
