import { useEffect, useState } from 'preact/hooks';
import { type EstimateFormValues, estimateFormQuery } from '../core/estimate-form.ts';
import { type TaxFormValues, taxFormQuery } from '../core/tax/tax-form.ts';
import type { TaxImpactField } from '../core/tax/tax-impact-checks.ts';
import { CopyButton } from './CopyButton.tsx';
import { EstimateFields } from './EstimateFields.tsx';
import { EstimateResult } from './EstimateResult.tsx';
import { ESTIMATE_FIELDS } from './estimate-form-model.ts';
import { TaxImpactSection } from './TaxImpactSection.tsx';
import { useEstimateForm } from './use-estimate-form.ts';

export interface EstimatorProps {
  /** Form values from the query string; the server renders the same state the island starts in. */
  initial: EstimateFormValues;
  /** Path the form submits to (GET) and the address bar is kept on. */
  action: string;
  /** The tax section's assumptions from the query string (defaults where absent). */
  initialTax: TaxFormValues;
  /** Today, YYYY-MM-DD, from the server: the default date placed in service, the same in both renders. */
  today: string;
}

const FORM_ID = 'estimate-form';

/**
 * The estimate page's form and result. Server-rendered as a plain GET form that works without
 * JavaScript; once hydrated it recomputes with the shared core on every keystroke (no network),
 * keeps the address bar a sharable link, and offers to copy it.
 */
export default function Estimator({ initial, action, initialTax, today }: EstimatorProps) {
  // Messages show for every field when the link set any value, else for touched fields.
  const form = useEstimateForm(
    initial,
    Object.values(initial).some((value) => value.trim() !== ''),
  );
  const [taxValues, setTaxValues] = useState(initialTax);
  const hydrated = useHydrated();
  const { state } = form;
  const params = new URLSearchParams(estimateFormQuery(form.values));
  for (const [field, value] of taxFormQuery(taxValues, today)) params.set(field, value);
  const query = params.toString();
  const updateTax = (field: TaxImpactField) => (event: Event) => {
    const { value } = event.currentTarget as HTMLInputElement;
    setTaxValues((previous) => ({ ...previous, [field]: value }));
  };

  useEffect(() => {
    if (!hydrated) return;
    const url = `${location.pathname}${query ? `?${query}` : ''}`;
    if (url !== `${location.pathname}${location.search}`) history.replaceState(history.state, '', url);
  }, [query, hydrated]);

  const onSubmit = (event: Event) => {
    // Already computed as the visitor typed: no page load, just show any remaining messages.
    event.preventDefault();
    form.showAllMessages();
  };

  return (
    <>
      <div class="two-columns">
        <form id={FORM_ID} method="get" action={action} class="estimator-form" onSubmit={onSubmit} noValidate>
          <EstimateFields form={form} />
          <button type="submit" class="button">
            Estimate
          </button>
        </form>

        <section class="estimator-result" aria-labelledby="result-heading">
          <h2 id="result-heading">Estimated reclassification</h2>
          <div aria-live="polite" data-testid="result">
            {state.kind === 'estimate' ? (
              <EstimateResult detail={state.detail} purchasePrice={state.input.purchasePrice} />
            ) : (
              <p class="placeholder">
                {ESTIMATE_FIELDS.some((field) => form.messageFor(field))
                  ? 'Correct the fields marked above to see the range.'
                  : 'Choose a property type and enter a price to see the range.'}
              </p>
            )}
          </div>
          <div class="share-row">
            <a href={`${action}${query ? `?${query}` : ''}`} class="share-link">
              Link to this estimate
            </a>
            {hydrated && (
              <CopyButton
                label="Copy link"
                text={() => location.href}
                copied="Link copied"
                failed="Copy failed: copy the address from the address bar"
                resetKey={query}
                className="button button-secondary"
              />
            )}
          </div>
        </section>
      </div>
      <TaxImpactSection input={state.kind === 'estimate' ? state.input : null} values={taxValues} update={updateTax} form={FORM_ID} hydrated={hydrated} />
    </>
  );
}

/** False during server rendering and the hydrating render, true after: for browser-only UI. */
function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
