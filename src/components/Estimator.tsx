import { useEffect, useState } from 'preact/hooks';
import { V2_CATALOG, V2_PROPERTY_TYPES } from '../core/catalog.ts';
import {
  estimateFormQuery,
  evaluateEstimateForm,
  type EstimateFormValues,
} from '../core/estimate-form.ts';
import type { V2Field } from '../core/v2-field-checks.ts';
import { MAX_ZIP_LENGTH } from '../core/limits.ts';
import { EstimateResult } from './EstimateResult.tsx';

const ALL_FIELDS: readonly V2Field[] = ['propertyType', 'purchasePrice', 'zip'];

export interface EstimatorProps {
  /** Form values from the query string; the server renders the same state the island starts in. */
  initial: EstimateFormValues;
  /** Path the form submits to (GET) and the address bar is kept on. */
  action: string;
}

/**
 * The estimate form and its result. Server-rendered as a plain GET form that works without
 * JavaScript; once hydrated it recomputes with the shared core on every keystroke (no network),
 * keeps the address bar a sharable link, and offers to copy it.
 */
export default function Estimator({ initial, action }: EstimatorProps) {
  const [values, setValues] = useState(initial);
  // Messages show for fields the visitor has touched, or all of them when the link set any.
  const startedFilled = Object.values(initial).some((value) => value.trim() !== '');
  const [shown, setShown] = useState<ReadonlySet<V2Field>>(new Set(startedFilled ? ALL_FIELDS : []));
  const [copyStatus, setCopyStatus] = useState('');
  const hydrated = useHydrated();

  const state = evaluateEstimateForm(values);
  const issues = state.kind === 'invalid' ? state.issues : {};
  const query = estimateFormQuery(values);

  useEffect(() => {
    if (!hydrated) return;
    const url = `${location.pathname}${query ? `?${query}` : ''}`;
    if (url !== `${location.pathname}${location.search}`) history.replaceState(history.state, '', url);
  }, [query, hydrated]);

  const update = (field: V2Field) => (event: Event) => {
    const value = (event.currentTarget as HTMLInputElement | HTMLSelectElement).value;
    setValues((previous) => ({ ...previous, [field]: value }));
    setShown((previous) => new Set(previous).add(field));
    setCopyStatus('');
  };

  const onSubmit = (event: Event) => {
    // Already computed as the visitor typed: no page load, just show any remaining messages.
    event.preventDefault();
    setShown(new Set(ALL_FIELDS));
  };

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(location.href);
      setCopyStatus('Link copied');
    } catch {
      setCopyStatus('Copy failed: copy the address from the address bar');
    }
  };

  const messageFor = (field: V2Field) => (shown.has(field) ? issues[field] : undefined);
  const describedBy = (field: V2Field, hint?: string) =>
    [hint, messageFor(field) ? `${field}-error` : undefined].filter(Boolean).join(' ') || undefined;

  return (
    <div class="estimator">
      <form method="get" action={action} class="estimator-form" onSubmit={onSubmit} noValidate>
        <div class="field">
          <label for="propertyType">Property type</label>
          <select
            id="propertyType"
            name="propertyType"
            value={values.propertyType}
            onChange={update('propertyType')}
            aria-invalid={messageFor('propertyType') ? 'true' : undefined}
            aria-describedby={describedBy('propertyType')}
          >
            <option value="">Choose a property type</option>
            {V2_PROPERTY_TYPES.map((type) => (
              <option key={type} value={type}>
                {V2_CATALOG[type].label}
              </option>
            ))}
          </select>
          <FieldError field="propertyType" message={messageFor('propertyType')} />
        </div>
        <div class="field">
          <label for="purchasePrice">Purchase price</label>
          <input
            id="purchasePrice"
            name="purchasePrice"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={values.purchasePrice}
            onInput={update('purchasePrice')}
            aria-invalid={messageFor('purchasePrice') ? 'true' : undefined}
            aria-describedby={describedBy('purchasePrice', 'purchasePrice-hint')}
          />
          <p id="purchasePrice-hint" class="hint">
            In dollars, $50,000 to $50,000,000: 1250000, 1,250,000 or $1.25M
          </p>
          <FieldError field="purchasePrice" message={messageFor('purchasePrice')} />
        </div>
        <div class="field">
          <label for="zip">ZIP code <span class="muted">(optional)</span></label>
          <input
            id="zip"
            name="zip"
            type="text"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={MAX_ZIP_LENGTH}
            value={values.zip}
            onInput={update('zip')}
            aria-invalid={messageFor('zip') ? 'true' : undefined}
            aria-describedby={describedBy('zip', 'zip-hint')}
          />
          <p id="zip-hint" class="hint">
            Sets the land share from the property's state; without it, 15%
          </p>
          <FieldError field="zip" message={messageFor('zip')} />
        </div>
        <button type="submit" class="button">Estimate</button>
      </form>

      <section class="estimator-result" aria-labelledby="result-heading">
        <h2 id="result-heading">Estimated reclassification</h2>
        <div aria-live="polite" data-testid="result">
          {state.kind === 'estimate' ? (
            <EstimateResult detail={state.detail} purchasePrice={state.input.purchasePrice} />
          ) : (
            <p class="placeholder">
              {ALL_FIELDS.some((field) => messageFor(field))
                ? 'Correct the fields marked above to see the range.'
                : 'Choose a property type and enter a price to see the range.'}
            </p>
          )}
        </div>
        <div class="share-row">
          <a href={`${action}${query ? `?${query}` : ''}`} class="share-link">Link to this estimate</a>
          {hydrated && (
            <button type="button" class="button button-secondary" onClick={copyLink}>
              Copy link
            </button>
          )}
          <span role="status" class="copy-status">{copyStatus}</span>
        </div>
      </section>
    </div>
  );
}

function FieldError({ field, message }: { field: V2Field; message: string | undefined }) {
  return message ? (
    <p id={`${field}-error`} class="field-error">
      {message}
    </p>
  ) : null;
}

/** False during server rendering and the hydrating render, true after: for browser-only UI. */
function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
