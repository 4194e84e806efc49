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
  input?: Record<string, unknown>;
  /** A choice instead of an input: each option's value and words, the first the default. */
  options?: ReadonlyArray<readonly [value: string, words: string]>;
}

/**
 * One field of the tax section, as the "What it could mean" and "What you keep" parts both lay
 * them out: the label, the input or the choice (its value from the form values, its message from
 * the issues: a link's unknown choice, `state=XX`, is told by the field like a wrong number), the
 * hint and the message below, tied to the control by aria-describedby.
 */
export function TaxField({ name, label, hint, class: className = 'field', form, values, issues, update, input, options }: Props) {
  const issue = issues[name];
  const control = {
    id: name,
    name,
    form,
    value: values[name],
    'aria-invalid': issue ? 'true' : undefined,
    'aria-describedby': [hint && `${name}-hint`, issue && `${name}-error`].filter(Boolean).join(' ') || undefined,
  } as const;
  return (
    <div class={className}>
      <label for={name}>{label}</label>
      {options ? (
        <select {...control} onChange={update(name)}>
          {options.map(([value, words]) => (
            <option key={value} value={value}>
              {words}
            </option>
          ))}
        </select>
      ) : (
        <input {...control} onInput={update(name)} {...input} />
      )}
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
