import { type Finding, kindOf, yearsOf } from '../contract/field-rules.ts';
import type { V2Request } from '../contract/schemas.ts';
import { type TaxFieldProblem, type TaxImpactField, taxFieldProblems, taxImpactProblemCode } from '../contract/tax-impact-checks.ts';
import type { StateCode } from '../domain/law/state-codes.ts';
import type { StateRates } from '../domain/law/state-law.ts';
import { type AverageStay, DEFAULT_FILING_STATUS, DEFAULT_PASSIVE_ACTIVITY, type FilingStatus, type PassiveActivity } from '../domain/tax/passive-activity.ts';
import { stateCodeOf, type TaxImpact, taxImpact } from '../domain/tax/tax-impact.ts';
import { CURRENT_TOP_TAX_RATE, DEFAULT_DISCOUNT_RATE, DEFAULT_TAX_CASE, type TaxCase } from '../domain/tax/tax-impact-inputs.ts';
import type { TaxImpactInput } from '../domain/tax/tax-impact-types.ts';
import { parsePriceInput } from './price-input.ts';
import { bareNumberOverOne, fractionText, isRate, parseRateInput, percentText } from './rate-input.ts';
import { VISITOR_TAX_MESSAGES, VISITOR_TAX_WORDS } from './tax-visitor-messages.ts';

/**
 * The page's tax-impact fields as text, as the visitor sees them in the inputs. Rates show as a
 * percent with its sign (`37%`); in a link they are fractions (`taxRate=0.37`), as the API takes
 * them. Both forms, and only they, are read anywhere (./rate-input.ts): a bare `37` is refused
 * with a message, never taken for 37% or 3,700%. Blank means the default: the top tax rate of
 * the study year, the law's bonus rate, the year placed in service as the study year, the date
 * placed in service as the date acquired.
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
  'averageStay',
  'filingStatus',
  'investmentIncomeTax',
  'state',
  'stateTaxRate',
];

/** The fields that hold a rate (taxRate, bonusRate, discountRate): the only ones whose names end so. */
const isRateField = (field: TaxImpactField) => field.endsWith('Rate');

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
    averageStay: '',
    filingStatus: DEFAULT_FILING_STATUS,
    investmentIncomeTax: '',
    state: '',
    stateTaxRate: '',
  };
}

/**
 * Form values from a query string; absent parameters take the defaults. A rate the link gives
 * as a fraction or a percent shows as a percent; one that is neither (`taxRate=37`) shows as
 * the link wrote it, with its message by the field.
 */
export function taxFormValuesFrom(params: URLSearchParams, today: string): TaxFormValues {
  const values = defaultTaxFormValues(today);
  for (const field of TAX_FORM_FIELDS) {
    const given = params.get(field);
    if (given === null) continue;
    const rate = isRateField(field) ? parseRateInput(given) : undefined;
    values[field] = isRate(rate) ? percentText(rate) : given.trim();
  }
  return values;
}

/**
 * The query parameters of the values that differ from the defaults: a link carries only choices,
 * and its rates as fractions (`taxRate=0.24` for a field showing `24%`). A rate the form cannot
 * read goes as typed, so the link shows the same message.
 */
export function taxFormQuery(values: TaxFormValues, today: string): Array<[TaxImpactField, string]> {
  const defaults = defaultTaxFormValues(today);
  const query: Array<[TaxImpactField, string]> = [];
  for (const field of TAX_FORM_FIELDS) {
    const text = values[field].trim();
    if (text === defaults[field]) continue;
    // A rate travels as a fraction, as the API takes it (24% -> 0.24; 0.37 typed for the default 37% goes too: the same figures).
    const rate = isRateField(field) ? parseRateInput(text) : undefined;
    query.push([field, isRate(rate) ? fractionText(rate) : text]);
  }
  return query;
}

export type TaxFormState =
  | { kind: 'invalid'; issues: Partial<Record<TaxImpactField, string>> }
  /** `input`: what the figures were computed from (the printed report lists it). */
  | { kind: 'result'; result: TaxImpact; input: TaxImpactInput };

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
 * The owner's situation: filing status, the 3.8% tax (a checkbox: 'true' or blank), the state
 * (blank: the ZIP's) and its rate (blank: its top rate). The average stay is asked of a
 * short-term rental only, so another type's leftover value is left out.
 */
function situationFields(values: TaxFormValues, estimateInput: V2Request) {
  return {
    averageStay: estimateInput.propertyType === 'residential_str' ? ((values.averageStay.trim() || undefined) as AverageStay | undefined) : undefined,
    filingStatus: (values.filingStatus.trim() || DEFAULT_FILING_STATUS) as FilingStatus,
    investmentIncomeTax: values.investmentIncomeTax.trim() === 'true',
    state: (values.state.trim() || undefined) as StateCode | undefined,
    stateTaxRate: parseRateInput(values.stateTaxRate),
  };
}

/**
 * The tax impact of a valid estimate input under the form's assumptions, or the messages for the
 * fields that are wrong. The API's rules (taxFieldProblems); the page's words.
 */
export function evaluateTaxForm(
  estimateInput: V2Request,
  values: TaxFormValues,
  /** The rows of a state, or null while they are not loaded (the figures are then federal only). */
  stateRatesOf: (code: StateCode) => StateRates | null = () => null,
): TaxFormState {
  const studyYearText = values.studyYear.trim();
  const input = {
    ...estimateInput,
    placedInService: values.placedInService.trim(),
    acquired: values.acquired.trim() || undefined,
    taxRate: parseRateInput(values.taxRate),
    discountRate: parseRateInput(values.discountRate) ?? DEFAULT_DISCOUNT_RATE,
    bonusRate: parseRateInput(values.bonusRate),
    case: (values.case.trim() || DEFAULT_TAX_CASE) as TaxCase,
    studyYear: studyYearText === '' ? undefined : /^\d{1,4}$/.test(studyYearText) ? Number(studyYearText) : Number.NaN,
    ...keepFields(values),
    ...situationFields(values, estimateInput),
  };
  const problems = Object.entries(taxFieldProblems(input)) as Array<[TaxImpactField, Finding<TaxFieldProblem>]>;
  if (problems.length === 0) {
    const code = stateCodeOf(input);
    return { kind: 'result', result: taxImpact(input, code ? stateRatesOf(code) : null), input };
  }
  const issues: Partial<Record<TaxImpactField, string>> = {};
  for (const [field, finding] of problems) {
    const bare = isRateField(field) ? bareNumberOverOne(values[field]) : null;
    const words = VISITOR_TAX_WORDS[taxImpactProblemCode(field, kindOf(finding))];
    // A message with values names the years allowed, as the problem gives them: the sale's, or the study's.
    const years = yearsOf(finding);
    issues[field] = bare !== null ? VISITOR_TAX_MESSAGES.bareNumberOverOne(bare) : typeof words === 'string' ? words : words(years!.first, years!.last);
  }
  return { kind: 'invalid', issues };
}
