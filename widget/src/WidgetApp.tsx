import { Component } from 'preact';
import { EstimateFields } from '../../src/components/EstimateFields.tsx';
import { EstimateResult } from '../../src/components/EstimateResult.tsx';
import { type EstimateFormInputs, estimateFormOf, initialFormInputs } from '../../src/components/estimate-form-model.ts';
import type { WidgetConfig } from '../../src/core/widget-config.ts';
import type { TaxAddon } from './tax-addon-types.ts';

const BLANK = { propertyType: '', purchasePrice: '', zip: '' };

interface WidgetAppProps {
  config: WidgetConfig;
  serviceUrl: string;
  /** Imports the tax add-on (once for the page); called only when config.showTaxImpact. */
  loadTaxAddon(): Promise<TaxAddon>;
}

/**
 * The estimator inside a host page: the page's fields and result (same components, same core),
 * computed locally on every keystroke, then the firm's call to action and the branding footer.
 * A class component, not hooks: its one piece of state does not justify sending preact/hooks
 * (about 1 KB gzip) to every host page.
 */
export class WidgetApp extends Component<WidgetAppProps, EstimateFormInputs> {
  /** The tax line's function, once the add-on has arrived. */
  taxLine?: TaxAddon['taxLine'];

  constructor(props: WidgetAppProps) {
    super(props);
    this.state = initialFormInputs(BLANK, false);
  }

  override componentDidMount() {
    if (!this.props.config.showTaxImpact) return;
    this.props.loadTaxAddon().then(
      (addon) => {
        this.taxLine = addon.taxLine;
        this.forceUpdate();
      },
      (error: unknown) => console.warn('CostSegEstimator: the tax line could not load', error),
    );
  }

  override render({ config, serviceUrl }: WidgetAppProps, inputs: EstimateFormInputs) {
    const form = estimateFormOf(inputs, (update) => this.setState(update));
    const { state } = form;
    return (
      <div class="csw">
        <h2>Cost segregation estimate</h2>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            form.showAllMessages();
          }}
          noValidate
        >
          <EstimateFields form={form} />
        </form>
        <div aria-live="polite">
          {state.kind === 'estimate' ? (
            <>
              <EstimateResult detail={state.detail} purchasePrice={state.input.purchasePrice} />
              {this.taxLine && <p class="tax-line">{this.taxLine(state.detail.estimate, state.input, config.taxRate)}</p>}
            </>
          ) : (
            <p class="placeholder">Choose a property type and enter a price to see the range.</p>
          )}
        </div>
        <a class="cta" href={config.ctaUrl}>
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
