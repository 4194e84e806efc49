import type { TaxImpactField } from '../core/contract/tax-impact/checks.ts';
import type { TaxImpact } from '../core/domain/tax/tax-impact.ts';
import { keepFigures, keepSummary } from '../core/view/keep-figures.ts';
import { fieldsOfPart, type TaxFormValues } from '../core/view/tax-form.ts';
import { TaxFormFieldControl } from './TaxField.tsx';

export interface WhatYouKeepProps {
  values: TaxFormValues;
  update(field: TaxImpactField): (event: Event) => void;
  /** The estimate form's id: these fields submit with it. */
  form: string;
  /** The tax form's messages by field (none while valid). */
  issues: Partial<Record<TaxImpactField, string>>;
  /** The figures, or null while the inputs are incomplete or wrong. */
  result: TaxImpact | null;
  hydrated: boolean;
}

/**
 * "What you keep": the study's fee, and what the study is worth once it and a sale are counted.
 * How the owner takes part is asked first, in the tax section (Participation.tsx), and a sale in
 * the main flow (TaxImpactSection.tsx).
 */
export function WhatYouKeep({ values, update, form, issues, result, hydrated }: WhatYouKeepProps) {
  const common = { form, values, issues, update };
  return (
    <div class="what-you-keep">
      <div class="tax-fields">
        {fieldsOfPart('keep').map((field) => (
          <TaxFormFieldControl key={field.name} field={field} common={common} />
        ))}
        {!hydrated && (
          <button type="submit" form={form} class="button button-secondary">
            See what you keep
          </button>
        )}
      </div>
      {result && <KeepFigures result={result} />}
    </div>
  );
}

function KeepFigures({ result }: { result: TaxImpact }) {
  return (
    <>
      <dl class="tax-figures">
        {keepFigures(result).map(([label, text, id]) => (
          <div key={id}>
            <dt>{label}</dt>
            <dd data-testid={`keep-${id}`}>{text}</dd>
          </div>
        ))}
      </dl>
      <p class="muted small" data-testid="keep-summary">
        {keepSummary(result)}
      </p>
    </>
  );
}
