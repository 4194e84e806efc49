import type { TaxImpactField } from '../core/contract/tax-impact/checks.ts';
import { STATE_NAMES } from '../core/domain/estimate/land-shares.ts';
import { STATE_CODES } from '../core/domain/law/state-codes.ts';
import type { TaxFormValues } from '../core/view/tax-form.ts';
import type { TaxFormField } from '../core/view/tax-form-fields.ts';

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
  input?: Record<string, unknown> | undefined;
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
      <HintAndMessage name={name} hint={hint} issue={issue} />
    </div>
  );
}

/** A field's hint and its message, below the control, with the ids its aria-describedby names. */
function HintAndMessage({ name, hint, issue }: { name: string; hint: string | undefined; issue: string | undefined }) {
  return (
    <>
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
    </>
  );
}

/** What every field of the tax section shares: the form, the values, the messages and the input handler. */
export type TaxFieldCommon = Pick<Props, 'form' | 'values' | 'issues' | 'update'>;

/**
 * The input each kind of field takes. A rate is a text input (a phone offers the % key) read as
 * a percent or a fraction (src/core/view/rate-input.ts); dollars and a year are text too, read
 * as people type them.
 */
const INPUTS: Partial<Record<TaxFormField['kind'], Record<string, unknown>>> = {
  date: { type: 'date' },
  rate: { autoComplete: 'off', class: 'short' },
  year: { type: 'text', inputMode: 'numeric', autoComplete: 'off', class: 'short' },
  dollars: { type: 'text', inputMode: 'decimal', autoComplete: 'off' },
};

/**
 * One field as its entry in the field table describes it (tax-form-fields.ts): its label and
 * hint, and the control its kind takes (a choice with options is a select; yes or no a checkbox).
 */
export function TaxFormFieldControl({
  field,
  common,
  class: className,
  hint,
}: {
  field: TaxFormField;
  common: TaxFieldCommon;
  class?: string;
  hint?: string | undefined;
}) {
  if (field.kind === 'flag') return <TaxCheckbox field={field} common={common} />;
  const input = field.required ? { ...INPUTS[field.kind], required: true } : INPUTS[field.kind];
  return (
    <TaxField
      name={field.name}
      label={field.label}
      hint={hint ?? field.hint}
      {...(className ? { class: className } : {})}
      {...common}
      {...(field.options ? { options: field.options } : field.stateChoiceBlank !== undefined ? { options: stateOptions(field.stateChoiceBlank) } : { input })}
    />
  );
}

/** Every state and DC by name, after the blank option's words. */
const stateOptions = (blank: string): ReadonlyArray<readonly [string, string]> => [
  ['', blank],
  ...STATE_CODES.map((code) => [code, STATE_NAMES[code] ?? code] as const),
];

/** A yes-or-no field: checked is 'true', unchecked blank, as the form values hold it. */
function TaxCheckbox({ field, common }: { field: TaxFormField; common: TaxFieldCommon }) {
  const { name } = field;
  const issue = common.issues[name];
  return (
    <div class="field field-check">
      <input
        type="checkbox"
        id={name}
        name={name}
        value="true"
        form={common.form}
        checked={common.values[name] === 'true'}
        onChange={(event) =>
          common.update(name)({ currentTarget: { value: (event.currentTarget as HTMLInputElement).checked ? 'true' : '' } } as unknown as Event)
        }
        aria-describedby={issue ? `${name}-hint ${name}-error` : `${name}-hint`}
        aria-invalid={issue ? 'true' : undefined}
      />
      <label for={name}>{field.label}</label>
      <HintAndMessage name={name} hint={field.hint} issue={issue} />
    </div>
  );
}
