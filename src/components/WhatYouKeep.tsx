import type { TaxImpactField } from '../core/contract/tax-impact/checks.ts';
import { passivePhaseOutRateLatest, passivePhaseOutStartLatest, passiveSpecialAllowanceLatest } from '../core/domain/law/rates.ts';
import type { TaxImpact } from '../core/domain/tax/tax-impact.ts';
import { formatPercent, formatUsd } from '../core/view/format.ts';
import { keepFigures, keepSummary } from '../core/view/keep-figures.ts';
import { fieldsOfPart, type TaxFormValues } from '../core/view/tax-form.ts';
import { type TaxFieldCommon, TaxFormFieldControl } from './TaxField.tsx';

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
  /** A short-term rental: its average stay is asked, and with short stays active participation is not offered. */
  shortTermRental: boolean;
}

/** The hint of a short-term rental's average stay over 7 days. */
const OVER_7_DAYS = 'Over 7 days it is a rental like any other.';

/** IRC 469 in a sentence each, for an owner choosing how they take part. */
const PARTICIPATION = [
  [
    'not_limited',
    'My losses are not limited',
    'A real estate professional, a short-term rental with average stays of 7 days or less that you materially take part in, or enough other passive income: every deduction counts the year it comes.',
  ],
  [
    'active_participation',
    'I actively manage the rental',
    `You approve tenants, set rents or approve repairs: up to ${formatUsd(passiveSpecialAllowanceLatest)} a year of rental loss counts against your other income, less ${formatPercent(passivePhaseOutRateLatest)} of your modified AGI over ${formatUsd(passivePhaseOutStartLatest)}.`,
  ],
  [
    'passive',
    'I invest passively',
    'Someone else runs it and you do not actively take part: the loss only offsets passive income, and what is left waits until you sell.',
  ],
] as const;

/**
 * "What you keep": the study's fee, a sale and how the owner takes part (IRC 469), and what the
 * study is worth once they are counted. Every field is in the HTML; the incomes a choice needs
 * are shown by CSS (base.css, `:has()`), so the part works the same without JavaScript.
 */
export function WhatYouKeep({ values, update, form, issues, result, hydrated, shortTermRental }: WhatYouKeepProps) {
  const common = { form, values, issues, update };
  const shortStays = shortTermRental && values.averageStay !== 'over_7_days';
  return (
    <div class="what-you-keep">
      <div class="tax-fields">
        {fieldsOfPart('keep').map((field) => {
          switch (field.name) {
            // Asked of a short-term rental only; its hint says what the stay means for the limits.
            case 'averageStay':
              return shortTermRental && <TaxFormFieldControl key={field.name} field={field} common={common} hint={shortStays ? field.hint : OVER_7_DAYS} />;
            case 'passiveActivity':
              return <Participation key={field.name} legend={field.label} shortStays={shortStays} {...common} />;
            default:
              return <TaxFormFieldControl key={field.name} field={field} common={common} class={`field keep-${field.name}`} />;
          }
        })}
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

/** How the owner takes part (IRC 469): a choice of three, each with its sentence; with short stays, no allowance to choose. */
function Participation({ legend, shortStays, form, values, issues, update }: TaxFieldCommon & { legend: string; shortStays: boolean }) {
  return (
    <fieldset class="keep-choices" aria-describedby={issues.passiveActivity ? 'passiveActivity-error' : undefined}>
      <legend>{legend}</legend>
      {issues.passiveActivity && (
        <p id="passiveActivity-error" class="field-error">
          {issues.passiveActivity}
        </p>
      )}
      {PARTICIPATION.filter(([value]) => !(shortStays && value === 'active_participation')).map(([value, label, sentence]) => (
        <div class="keep-choice" key={value}>
          <input
            type="radio"
            id={`passiveActivity-${value}`}
            name="passiveActivity"
            value={value}
            form={form}
            checked={values.passiveActivity === value}
            onChange={update('passiveActivity')}
            aria-describedby={`passiveActivity-${value}-hint`}
            aria-invalid={issues.passiveActivity ? 'true' : undefined}
          />
          <label for={`passiveActivity-${value}`}>{label}</label>
          <p id={`passiveActivity-${value}-hint`} class="hint">
            {sentence}
          </p>
        </div>
      ))}
    </fieldset>
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
