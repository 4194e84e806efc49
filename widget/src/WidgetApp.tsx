import { Component } from 'preact';
import { EstimateFields } from '../../src/components/EstimateFields.tsx';
import { EstimateResult } from '../../src/components/EstimateResult.tsx';
import type { V2Request } from '../../src/core/contract/schemas.ts';
import type { V2Estimate } from '../../src/core/domain/estimate/estimate.ts';
import { type CtaEstimate, type CtaTax, ctaEstimate, withQueryParameters } from '../../src/core/view/call-to-action.ts';
import { type EstimateFormInputs, estimateFormOf, initialFormInputs, judgeFormInputs } from '../../src/core/view/estimate-form-model.ts';
import { formatUsd } from '../../src/core/view/format.ts';
import { PAUSE_MS } from '../../src/core/view/while-typing.ts';
import type { WidgetConfig } from '../../src/core/view/widget-config.ts';
import type { TaxAddon } from './tax-addon-types.ts';

/**
 * What costseg:estimate and costseg:cta carry: the request as POST /api/v2/estimate takes it, its
 * answer, and the lead: the call to action's query parameters as an object (version 1, with the
 * tax figure once the tax line shows), whether or not the link carries them.
 */
export interface EstimateEventDetail {
  inputs: V2Request;
  result: V2Estimate;
  lead: CtaEstimate & Partial<CtaTax>;
}

export type WidgetEventType = 'estimate' | 'cta';

/** How long the inputs must rest before they are judged and costseg:estimate fires: a pause in typing, not every keystroke. */
export const SETTLE_MS = PAUSE_MS;

interface WidgetAppProps {
  config: WidgetConfig;
  serviceUrl: string;
  /** Imports the tax add-on (once for the page); called only when config.showTaxImpact, once there is an estimate to lead or the visitor comes to the form. */
  loadTaxAddon(): Promise<TaxAddon>;
  /** Tells the host page: costseg:<type> on the container. */
  emit(type: WidgetEventType, detail: EstimateEventDetail): void;
}

/**
 * The estimator inside a host page: the page's fields and result (same components, same core),
 * computed locally as the visitor types and judged when the visitor pauses or leaves a field
 * (while-typing.ts), then the firm's call to action and the branding footer.
 * A class component, not hooks: its one piece of state does not justify sending preact/hooks
 * (about 1 KB gzip) to every host page.
 */
export class WidgetApp extends Component<WidgetAppProps, EstimateFormInputs> {
  /** The tax line's function, once the add-on has arrived. */
  declare taxLine?: ReturnType<TaxAddon['taxLineAt']>;
  /** What the events carry now: the estimate on screen, once the visitor has changed a field. */
  declare detail?: EstimateEventDetail | undefined;
  /** The tax add-on, once asked for. */
  declare tax?: Promise<void>;
  /** The inputs of the last costseg:estimate (JSON), and the judgement waiting for the inputs to rest. */
  declare sent?: string;
  declare timer?: ReturnType<typeof setTimeout>;
  /** The live region's sentence, as last judged. */
  declare said?: string;

  constructor(props: WidgetAppProps) {
    super(props);
    this.state = initialFormInputs(props.config.prefill, false);
  }

  /** A pre-filled price shows its tax line at once; an empty form asks for it as the visitor comes to it. */
  override componentDidMount() {
    if (this.props.config.prefill.purchasePrice) this.loadTax();
  }

  /**
   * The tax line's add-on, on demand: a host page whose visitors never come to the widget does
   * not download it. Asked for once per widget (and imported once per page).
   */
  loadTax = () => {
    const { config, loadTaxAddon } = this.props;
    if (config.showTaxImpact)
      this.tax ??= loadTaxAddon().then(
        (addon) => {
          this.taxLine = addon.taxLineAt(config.taxRate, (message) => console.warn('CostSegEstimator:', message));
          this.forceUpdate();
        },
        (error: unknown) => console.warn('CostSegEstimator:', error), // the error names the add-on's address
      );
  };

  /** A field left or a choice made: judged at once. */
  judge = () => this.setState(judgeFormInputs);

  /**
   * A keystroke or a choice: once the inputs rest, judged, then costseg:estimate if they are a
   * valid estimate that differs from the last one sent.
   */
  typed = () => {
    clearTimeout(this.timer);
    this.timer = setTimeout(
      () =>
        this.setState(judgeFormInputs, () => {
          const { detail } = this;
          const inputs = JSON.stringify(detail?.inputs);
          if (detail && inputs !== this.sent) {
            this.sent = inputs;
            this.props.emit('estimate', detail);
          }
        }),
      SETTLE_MS,
    );
  };

  override componentWillUnmount() {
    clearTimeout(this.timer);
  }

  override render({ config, serviceUrl, emit }: WidgetAppProps, inputs: EstimateFormInputs) {
    const form = estimateFormOf(inputs, (update) => this.setState(update));
    const { state } = form;
    const line = state.kind === 'estimate' ? this.taxLine?.(state.detail.estimate, state.input) : undefined;
    // The lead: the estimate, and the tax line's figures when it shows (decision 0331).
    const estimate =
      state.kind === 'estimate'
        ? { inputs: state.input, result: state.detail.estimate, lead: { ...ctaEstimate(state.input, state.detail.estimate), ...line?.[2] } }
        : undefined;
    // No event before the visitor changes a field: a firm's pre-filled values are not what the visitor typed.
    const detail = inputs.shown.size ? estimate : undefined;
    this.detail = detail;
    // The live region's one sentence (issue 34, decision 0332): the headline of what shows once the
    // inputs are judged (as typed, then), kept while the visitor types; nothing before the first change.
    if (inputs.values === inputs.judged)
      this.said =
        inputs.shown.size && state.kind === 'estimate'
          ? line
            ? `${line[0].slice(0, -1)}.`
            : `${formatUsd(state.detail.estimate.typical.reclassified)} deducted sooner, typical case.`
          : '';
    return (
      <div class={`csw ${config.theme}`} onInput={this.typed} onChange={this.judge} onFocusIn={this.loadTax}>
        <h2>Cost segregation estimate</h2>
        {/* No submit handler: two text fields and no submit button, so no browser submits it. */}
        <form>
          <EstimateFields form={form} types={config.propertyTypes} />
        </form>
        <p class="csw-said" aria-live="polite">
          {this.said}
        </p>
        <div>
          {state.kind === 'estimate' ? (
            <>
              {line && (
                <p class="tax-line">
                  <strong>{line[0]}</strong>
                  {line[1]}
                </p>
              )}
              <EstimateResult detail={state.detail} purchasePrice={state.input.purchasePrice} />
              <p class="disclaimer">{state.detail.estimate.disclaimer}</p>
            </>
          ) : (
            <p class="placeholder">Choose a property type and enter a price to see the range.</p>
          )}
        </div>
        <a
          class="cta"
          href={estimate && config.ctaIncludeEstimate ? withQueryParameters(config.ctaUrl, estimate.lead) : config.ctaUrl}
          onClick={() => detail && emit('cta', detail)}
        >
          {config.ctaText}
        </a>
        {config.showBranding && (
          <p class="branding">
            Powered by{' '}
            <a href={`${serviceUrl}/v2/estimate`} target="_blank" rel="noopener">
              Cost Segregation Estimator
            </a>
          </p>
        )}
      </div>
    );
  }
}
