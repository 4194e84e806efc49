import { EstimateFields } from '../../src/components/EstimateFields.tsx';
import { EstimateResult } from '../../src/components/EstimateResult.tsx';
import { useEstimateForm } from '../../src/components/use-estimate-form.ts';
import type { WidgetConfig } from '../../src/core/widget-config.ts';

const BLANK = { propertyType: '', purchasePrice: '', zip: '' };

/**
 * The estimator inside a host page: the page's fields and result (same components, same core),
 * computed locally on every keystroke, then the firm's call to action and the branding footer.
 */
export function WidgetApp({ config, serviceUrl }: { config: WidgetConfig; serviceUrl: string }) {
  const form = useEstimateForm(BLANK, false);
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
          <EstimateResult detail={state.detail} purchasePrice={state.input.purchasePrice} />
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
