import type { TaxImpactField } from '../core/contract/tax-impact-checks.ts';
import type { TaxFormValues } from '../core/view/tax-form.ts';

interface Props {
  name: TaxImpactField;
  label: string;
  hint?: string | undefined;
  /** The wrapper's class: `field`, plus any the layout needs. */
  class?: string;
  /** The form the input belongs to (the estimate's, so one submit carries every field). */
  form: string;
  values: TaxFormValues;
  issues: Partial<Record<TaxImpactField, string>>;
  update(field: TaxImpactField): (event: Event) => void;
  /** The input's own attributes (type, inputMode, class...). */
  input: Record<string, unknown>;
}

/**
 * One field of the tax section, as the "What it could mean" and "What you keep" parts both lay
 * them out: the label, the input (its value from the form values, its message from the issues),
 * the hint and the message below, tied to the input by aria-describedby.
 */
export function TaxField({ name, label, hint, class: className = 'field', form, values, issues, update, input }: Props) {
  const issue = issues[name];
  return (
    <div class={className}>
      <label for={name}>{label}</label>
      <input
        id={name}
        name={name}
        form={form}
        value={values[name]}
        onInput={update(name)}
        aria-invalid={issue ? 'true' : undefined}
        aria-describedby={[hint && `${name}-hint`, issue && `${name}-error`].filter(Boolean).join(' ') || undefined}
        {...input}
      />
      {hint && (
        <p id={`${name}-hint`} class="hint">
          {hint}
        </p>
      )}
      {issue && (
        <p id={`${name}-error`} class="field-error">
          {issue}
        </p>
      )}
    </div>
  );
}
