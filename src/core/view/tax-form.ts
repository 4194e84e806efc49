import type { V2Request } from '../contract/schemas.ts';
import { checkTaxImpactFields, type TaxFieldProblem, type TaxImpactField } from '../contract/tax-impact-checks.ts';
import { DEFAULT_PASSIVE_ACTIVITY, type PassiveActivity } from '../domain/tax/passive-activity.ts';
import { type TaxImpact, taxImpact } from '../domain/tax/tax-impact.ts';
import { CURRENT_TOP_TAX_RATE, DEFAULT_DISCOUNT_RATE, DEFAULT_TAX_CASE, saleYearRange, studyYearRange, type TaxCase } from '../domain/tax/tax-impact-inputs.ts';
import { parsePriceInput } from './price-input.ts';
import { VISITOR_TAX_MESSAGES } from './tax-visitor-messages.ts';

/**
 * The page's tax-impact fields as text, as they arrive from a query string or the inputs. Rates
 * are in percent, as a visitor types them (`taxRate=37`); the API takes fractions (0.37).
 * Blank means the default: the law's bonus rate, the year placed in service as the study year,
 * the date placed in service as the date acquired.
 */
export type TaxFormValues = Record<TaxImpactField, string>;

export const TAX_FORM_FIELDS: readonly TaxImpactField[] = [
  'placedInService',
  'taxRate',
  'case',
  'bonusRate',
  'discountRate',
  'studyYear',
  'acquired',
  'studyFee',
  'saleDate',
  'passiveActivity',
  'netOperatingIncome',
  'otherPassiveIncome',
  'modifiedAgi',
];

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
    studyFee: '',
    saleDate: '',
    passiveActivity: DEFAULT_PASSIVE_ACTIVITY,
    netOperatingIncome: '',
    otherPassiveIncome: '',
    modifiedAgi: '',
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

/** "$8,000", "8000" or "8k" -> dollars; blank -> undefined; anything else -> NaN (refused). */
function dollarsValue(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  return parsePriceInput(text) ?? Number.NaN;
}

/**
 * "What you keep": the fee and the sale as typed, and the participation with only the incomes it
 * needs (IRC 469): income for either limit, modified AGI for active participation. A companion
 * the choice does not use is left out, so a leftover value cannot hold the figures back.
 */
function keepFields(values: TaxFormValues) {
  const passiveActivity = (values.passiveActivity.trim() || DEFAULT_PASSIVE_ACTIVITY) as PassiveActivity;
  const limited = passiveActivity === 'active_participation' || passiveActivity === 'passive';
  return {
    studyFee: dollarsValue(values.studyFee),
    saleDate: values.saleDate.trim() || undefined,
    passiveActivity,
    netOperatingIncome: limited ? dollarsValue(values.netOperatingIncome) : undefined,
    otherPassiveIncome: limited ? dollarsValue(values.otherPassiveIncome) : undefined,
    modifiedAgi: passiveActivity === 'active_participation' ? dollarsValue(values.modifiedAgi) : undefined,
  };
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
    ...keepFields(values),
  };
  const problems = checkTaxImpactFields(fields);
  const fieldsWithProblems = Object.keys(problems) as TaxImpactField[];
  if (fieldsWithProblems.length === 0) return { kind: 'result', result: taxImpact({ ...estimateInput, ...fields }) };
  const issues: Partial<Record<TaxImpactField, string>> = {};
  const placedYear = Number(fields.placedInService.slice(0, 4));
  for (const field of fieldsWithProblems) issues[field] = visitorMessage(field, problems[field]!, placedYear, fields.studyYear ?? placedYear);
  return { kind: 'invalid', issues };
}

function visitorMessage(field: TaxImpactField, problem: TaxFieldProblem, placedYear: number, studyYear: number): string {
  const M = VISITOR_TAX_MESSAGES;
  if (field === 'studyYear' && problem === 'outOfRange') {
    const { first, last } = studyYearRange(placedYear);
    return M.studyYearRange(first, last);
  }
  if (field === 'saleDate' && problem === 'outOfRange') {
    const { first, last } = saleYearRange(placedYear, studyYear);
    return M.saleDateRange(first, last);
  }
  if (field === 'acquired' && problem === 'outOfRange') return M.acquiredAfterPlacedInService;
  if ((field === 'netOperatingIncome' || field === 'modifiedAgi') && problem === 'missing') return M[`${field}Required`];
  return M[field];
}
