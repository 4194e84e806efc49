import type { V2Request } from '../contract/schemas.ts';
import { checkTaxImpactFields, type TaxFieldProblem, type TaxImpactField, taxImpactProblemCode } from '../contract/tax-impact-checks.ts';
import { type TaxImpact, taxImpact } from '../domain/tax/tax-impact.ts';
import { CURRENT_TOP_TAX_RATE, DEFAULT_DISCOUNT_RATE, DEFAULT_TAX_CASE, studyYearRange, type TaxCase } from '../domain/tax/tax-impact-inputs.ts';
import { VISITOR_TAX_WORDS } from './tax-visitor-messages.ts';

/**
 * The page's tax-impact fields as text, as they arrive from a query string or the inputs. Rates
 * are in percent, as a visitor types them (`taxRate=37`); the API takes fractions (0.37).
 * Blank means the default: the law's bonus rate, the year placed in service as the study year,
 * the date placed in service as the date acquired.
 */
export type TaxFormValues = Record<TaxImpactField, string>;

export const TAX_FORM_FIELDS: readonly TaxImpactField[] = ['placedInService', 'taxRate', 'case', 'bonusRate', 'discountRate', 'studyYear', 'acquired'];

const percentText = (share: number) => String(Math.round(share * 10_000) / 100);

/** The values of an untouched form; `today` (YYYY-MM-DD) is the default date placed in service. */
export function defaultTaxFormValues(today: string): TaxFormValues {
  return {
    placedInService: today,
    taxRate: percentText(CURRENT_TOP_TAX_RATE),
    case: DEFAULT_TAX_CASE,
    bonusRate: '',
    discountRate: percentText(DEFAULT_DISCOUNT_RATE),
    studyYear: '',
    acquired: '',
  };
}

/** Form values from a query string; absent parameters take the defaults. */
export function taxFormValuesFrom(params: URLSearchParams, today: string): TaxFormValues {
  const values = defaultTaxFormValues(today);
  for (const field of TAX_FORM_FIELDS) values[field] = params.get(field) ?? values[field];
  return values;
}

/** The query parameters of the values that differ from the defaults: a link carries only choices. */
export function taxFormQuery(values: TaxFormValues, today: string): Array<[TaxImpactField, string]> {
  const defaults = defaultTaxFormValues(today);
  return TAX_FORM_FIELDS.filter((field) => values[field].trim() !== defaults[field]).map((field) => [field, values[field].trim()]);
}

export type TaxFormState = { kind: 'invalid'; issues: Partial<Record<TaxImpactField, string>> } | { kind: 'result'; result: TaxImpact };

/** "37", "37%" or " 12.5 " -> a fraction; blank -> undefined; anything else -> NaN (refused). */
function percentValue(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return /^\d+(\.\d+)?%?$/.test(trimmed) ? Number.parseFloat(trimmed) / 100 : Number.NaN;
}

/**
 * The tax impact of a valid estimate input under the form's assumptions, or the messages for the
 * fields that are wrong. The same rules as the API (checkTaxImpactFields); the page's words.
 */
export function evaluateTaxForm(estimateInput: V2Request, values: TaxFormValues): TaxFormState {
  const studyYearText = values.studyYear.trim();
  const fields = {
    placedInService: values.placedInService.trim(),
    acquired: values.acquired.trim() || undefined,
    taxRate: percentValue(values.taxRate),
    discountRate: percentValue(values.discountRate) ?? DEFAULT_DISCOUNT_RATE,
    bonusRate: percentValue(values.bonusRate),
    case: (values.case.trim() || DEFAULT_TAX_CASE) as TaxCase,
    studyYear: studyYearText === '' ? undefined : /^\d{1,4}$/.test(studyYearText) ? Number(studyYearText) : Number.NaN,
  };
  const problems = Object.entries(checkTaxImpactFields(fields)) as Array<[TaxImpactField, TaxFieldProblem]>;
  if (problems.length === 0) return { kind: 'result', result: taxImpact({ ...estimateInput, ...fields }) };
  const issues: Partial<Record<TaxImpactField, string>> = {};
  const { first, last } = studyYearRange(Number(fields.placedInService.slice(0, 4)));
  for (const [field, problem] of problems) {
    const words = VISITOR_TAX_WORDS[taxImpactProblemCode(field, problem)];
    issues[field] = typeof words === 'string' ? words : words(first, last);
  }
  return { kind: 'invalid', issues };
}
