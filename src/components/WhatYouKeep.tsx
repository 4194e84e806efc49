import type { TaxImpactField } from '../core/contract/tax-impact-checks.ts';
import { passivePhaseOutRateLatest, passivePhaseOutStartLatest, passiveSpecialAllowanceLatest } from '../core/domain/law/rates.ts';
import type { TaxImpact } from '../core/domain/tax/tax-impact.ts';
import { formatPercent, formatUsd } from '../core/view/format.ts';
import { keepFigures, keepSummary } from '../core/view/keep-figures.ts';
import type { TaxFormValues } from '../core/view/tax-form.ts';
import { TaxField } from './TaxField.tsx';

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
  const field = (name: TaxImpactField, label: string, hint: string, input: Record<string, unknown>) => (
    <TaxField name={name} label={label} hint={hint} class={`field keep-${name}`} form={form} values={values} issues={issues} update={update} input={input} />
  );
  const money = { type: 'text', inputMode: 'decimal', autoComplete: 'off' };
  const shortStays = shortTermRental && values.averageStay !== 'over_7_days';
  return (
    <div class="what-you-keep">
      <div class="tax-fields">
        {field('studyFee', 'Study fee ($)', 'Paid and deducted in the study year', money)}
        {field('saleDate', 'Do you plan to sell? Sale date', 'Blank: you keep it through the recovery', { type: 'date' })}
        {shortTermRental && (
          <TaxField
            name="averageStay"
            label="Average guest stay"
            hint={
              shortStays
                ? 'With stays of 7 days or less the rental is not a rental activity, so the $25,000 allowance for active participation does not apply (Treas. Reg. 1.469-1T(e)(3)(ii)(A)).'
                : 'Over 7 days it is a rental like any other.'
            }
            form={form}
            values={values}
            issues={issues}
            update={update}
            options={[
              ['', '7 days or less'],
              ['over_7_days', 'Over 7 days'],
            ]}
          />
        )}
        <fieldset class="keep-choices" aria-describedby={issues.passiveActivity ? 'passiveActivity-error' : undefined}>
          <legend>How do you take part in the rental?</legend>
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
        {field('netOperatingIncome', "The rental's yearly income before depreciation ($)", 'Rents less operating costs and interest', money)}
        {field('otherPassiveIncome', 'Other passive income a year ($)', 'Blank: none', money)}
        {field('modifiedAgi', 'Modified adjusted gross income ($)', 'Your AGI before the rental loss', money)}
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
