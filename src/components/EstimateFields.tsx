import { MAX_PURCHASE_PRICE, MAX_ZIP_LENGTH, MIN_PURCHASE_PRICE } from '../core/contract/limits.ts';
import type { V2Field } from '../core/contract/v2-field-checks.ts';
import { V2_LABELS, V2_PROPERTY_TYPES, type V2PropertyType } from '../core/domain/estimate/catalog.ts';
import { DEFAULT_LAND_SHARE } from '../core/domain/estimate/land-shares.ts';
import type { EstimateForm } from '../core/view/estimate-form-model.ts';
import { formatPercent, formatUsd } from '../core/view/format.ts';

// One string each (not text and expressions side by side): the server renders one text node, and hydration expects one.
const PRICE_HINT = `In dollars, ${formatUsd(MIN_PURCHASE_PRICE)} to ${formatUsd(MAX_PURCHASE_PRICE)}: 1250000, 1,250,000 or $1.25M`;
const ZIP_HINT = `Sets the land share from the property's state; without it, ${formatPercent(DEFAULT_LAND_SHARE)}`;

/**
 * The three labelled inputs of the v2 contract (names as in the API), with their hints and
 * messages tied to them through aria-describedby. Used by the page and the widget, which may
 * offer fewer property types (a firm's data-property-types).
 */
export function EstimateFields({ form, types = V2_PROPERTY_TYPES }: { form: EstimateForm; types?: readonly V2PropertyType[] }) {
  const { values, messageFor, update } = form;
  const a11y = (field: V2Field, hint?: string) => {
    const message = messageFor(field);
    const describedBy = [hint, message ? `${field}-error` : undefined].filter(Boolean).join(' ');
    return { 'aria-invalid': message ? ('true' as const) : undefined, 'aria-describedby': describedBy || undefined };
  };
  return (
    <>
      <div class="field">
        <label for="propertyType">Property type</label>
        <select id="propertyType" name="propertyType" value={values.propertyType} onChange={update('propertyType')} {...a11y('propertyType')}>
          <option value="">Choose a property type</option>
          {types.map((type) => (
            <option key={type} value={type}>
              {V2_LABELS[type]}
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
          {...a11y('purchasePrice', 'purchasePrice-hint')}
        />
        <p id="purchasePrice-hint" class="hint">
          {PRICE_HINT}
        </p>
        <FieldError field="purchasePrice" message={messageFor('purchasePrice')} />
      </div>
      <div class="field">
        <label for="zip">
          ZIP code <span class="muted">(optional)</span>
        </label>
        <input
          id="zip"
          name="zip"
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={MAX_ZIP_LENGTH}
          value={values.zip}
          onInput={update('zip')}
          {...a11y('zip', 'zip-hint')}
        />
        <p id="zip-hint" class="hint">
          {ZIP_HINT}
        </p>
        <FieldError field="zip" message={messageFor('zip')} />
      </div>
    </>
  );
}

function FieldError({ field, message }: { field: V2Field; message: string | undefined }) {
  return message ? (
    <p id={`${field}-error`} class="field-error">
      {message}
    </p>
  ) : null;
}
