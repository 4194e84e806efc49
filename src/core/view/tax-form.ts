import type { TaxImpactField } from '../contract/tax-impact/checks.ts';
import type { PagePart } from '../contract/tax-impact/field-kinds.ts';
import type { TaxImpact } from '../domain/tax/tax-impact.ts';
import type { TaxImpactInput } from '../domain/tax/tax-impact-types.ts';
import { studyYearUsed } from './look-back.ts';
import type { OwnerEstimate } from './owner-estimate.ts';
import { parsePriceInput } from './price-input.ts';
import { fractionText, isRate, parseRateInput } from './rate-input.ts';
import { TAX_FORM_FIELDS, type TaxFormField } from './tax-form-fields.ts';

/**
 * The page's tax-impact fields as text, as the visitor sees them in the inputs. Rates show as a
 * percent with its sign (`37%`); in a link they are fractions (`taxRate=0.37`), as the API takes
 * them. Both forms, and only they, are read anywhere (./rate-input.ts): a bare `37` is refused
 * with a message, never taken for 37% or 3,700%. Blank means the default: the top tax rate of
 * the study year, the law's bonus rate, the year placed in service as the study year, the date
 * placed in service as the date acquired.
 */
export type TaxFormValues = Record<TaxImpactField, string>;

/** The fields in the page's order (tax-form-fields.ts, generated from the field table): the order a link lists them in. */
export const FIELD_NAMES: readonly TaxImpactField[] = TAX_FORM_FIELDS.map((field) => field.name);

/** The fields that hold a rate (taxRate, bonusRate, discountRate, stateTaxRate): their entries' kind. */
const RATE_FIELDS = new Set(TAX_FORM_FIELDS.filter((field) => field.kind === 'rate').map((field) => field.name));
export const isRateField = (field: TaxImpactField) => RATE_FIELDS.has(field);

/** A part's fields, in the page's order: the assumptions, "More assumptions" (`more`), the sale, "What you keep" (`keep`), the land value (`land`). */
export const fieldsOfPart = (part: PagePart): readonly TaxFormField[] => TAX_FORM_FIELDS.filter((field) => field.part === part);

/**
 * Whether a part holds something the owner said (a value other than its default) or a message:
 * a closed part then opens, so a link's values and a wrong field are never hidden.
 */
export function partGivenOrWrong(part: PagePart, values: TaxFormValues, issues: Partial<Record<TaxImpactField, string>>): boolean {
  const untouched = defaultTaxFormValues(values.placedInService);
  return fieldsOfPart(part).some(({ name }) => values[name].trim() !== untouched[name] || issues[name] !== undefined);
}

/** The values of an untouched form; `today` (YYYY-MM-DD) is the default date placed in service. */
export function defaultTaxFormValues(today: string): TaxFormValues {
  return Object.fromEntries(TAX_FORM_FIELDS.map((field) => [field.name, field.default ?? today])) as TaxFormValues;
}

/**
 * The query parameters of the values that differ from the defaults: a link carries only choices,
 * and its rates as fractions (`taxRate=0.24` for a field showing `24%`). A rate the form cannot
 * read goes as typed, so the link shows the same message.
 */
export function taxFormQuery(values: TaxFormValues, today: string): Array<[TaxImpactField, string]> {
  const defaults = defaultTaxFormValues(today);
  const query: Array<[TaxImpactField, string]> = [];
  for (const field of FIELD_NAMES) {
    // Every date the answer depends on is pinned (issue 41): the date placed in service even when
    // it is today, and the study year the answer uses (a look-back's, this year, or the year
    // placed in service), so a link opened next year gives the same answer.
    const text = field === 'studyYear' ? values.studyYear.trim() || studyYearUsed(values.placedInService, today, values.saleDate) : values[field].trim();
    if (text === defaults[field] && field !== 'placedInService') continue;
    // With the household's income the brackets give the rate, and the page reads no rate: a link with both would be refused by the API.
    if (field === 'taxRate' && values.taxableIncome.trim() !== '') continue;
    // A rate travels as a fraction, as the API takes it (24% -> 0.24; 0.37 typed for the default
    // 37% goes too: the same figures); dollars as plain digits ("400,000" or "$8k" as 400000, 8000).
    const rate = isRateField(field) ? parseRateInput(text) : undefined;
    const dollars = DOLLAR_FIELDS.has(field) ? plainDigits(text) : null;
    query.push([field, isRate(rate) ? fractionText(rate) : (dollars ?? text)]);
  }
  return query;
}

/** Dollars as plain digits ("400,000" -> "400000"), or null: not money, or a number JavaScript would write with an exponent. */
function plainDigits(text: string): string | null {
  const amount = parsePriceInput(text);
  const digits = amount === null ? '' : String(amount);
  return digits === '' || digits.includes('e') ? null : digits;
}

/** The fields that hold dollars: their entries' kind. */
const DOLLAR_FIELDS = new Set(TAX_FORM_FIELDS.filter((field) => field.kind === 'dollars').map((field) => field.name));

/**
 * The tax form evaluated. `estimate`: the estimate on the land share the figures use
 * (owner-estimate.ts), the owner's own while the land fields are valid even when another field is
 * wrong; absent only until the evaluation's code is there.
 */
export type TaxFormState =
  | { kind: 'invalid'; issues: Partial<Record<TaxImpactField, string>>; estimate?: OwnerEstimate }
  /** `input`: what the figures were computed from (the printed report lists it). */
  | { kind: 'result'; result: TaxImpact; input: TaxImpactInput; estimate: OwnerEstimate }
  /**
   * The owner has not yet said what decides the answer (decision 0342): how they take part, then
   * what that answer needs (the rental's income, the modified AGI), in the page's order in `asks`.
   * Nothing is wrong, so nothing is marked; no tax figure is shown, only the study year's
   * deductions, which do not depend on the owner.
   */
  | {
      kind: 'unanswered';
      asks: TaxImpactField[];
      firstYear: TaxImpact['studyYear'];
      /** The date placed in service the deductions are figured from (today, until the owner gives one): said with them. */
      placedInService: string;
      estimate: OwnerEstimate;
    };
