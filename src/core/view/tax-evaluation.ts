import { type Finding, kindOf, yearsOf } from '../contract/field-rules.ts';
import type { V2Request } from '../contract/schemas.ts';
import { type TaxFieldProblem, type TaxImpactField, taxFieldProblems, taxImpactProblemCode } from '../contract/tax-impact/checks.ts';
import type { StateCode } from '../domain/law/state-codes.ts';
import { stateRatesFor } from '../domain/law/state-rates.ts';
import { type AverageStay, DEFAULT_FILING_STATUS, DEFAULT_PASSIVE_ACTIVITY, type FilingStatus, type PassiveActivity } from '../domain/tax/passive-activity.ts';
import { stateCodeOf, taxImpact } from '../domain/tax/tax-impact.ts';
import { DEFAULT_DISCOUNT_RATE, DEFAULT_TAX_CASE, type TaxCase } from '../domain/tax/tax-impact-inputs.ts';
import { parsePriceInput } from './price-input.ts';
import { bareNumberOverOne, parseRateInput } from './rate-input.ts';
import { isRateField, type TaxFormState, type TaxFormValues } from './tax-form.ts';
import { VISITOR_TAX_MESSAGES, VISITOR_TAX_WORDS } from './tax-visitor-messages.ts';

/*
 * The tax form evaluated: the API's rules on the visitor's values, then the tax engine with the
 * owner's state's rows. Apart from tax-form.ts (values, links, defaults) because this is the
 * heavy part: the engine, the rules' words and every state's rows. The page's island loads it at
 * the owner's first interaction (Estimator.tsx); until then the server's answer stands.
 */

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

const yesOrNo = (text: string): boolean | string => (text.trim() === 'true' ? true : text.trim() === '' ? false : text.trim());

/**
 * The owner's situation: filing status, the 3.8% tax (a checkbox: 'true' or blank), the state
 * (blank: the ZIP's) and its rate (blank: its top rate). The average stay is asked of a
 * short-term rental only, so another type's leftover value is left out.
 */
function situationFields(values: TaxFormValues, estimateInput: V2Request) {
  return {
    averageStay: estimateInput.propertyType === 'residential_str' ? ((values.averageStay.trim() || undefined) as AverageStay | undefined) : undefined,
    filingStatus: (values.filingStatus.trim() || DEFAULT_FILING_STATUS) as FilingStatus,
    // Checked or not; a link's word the form could not read goes to the rules as written, which refuse it.
    investmentIncomeTax: yesOrNo(values.investmentIncomeTax) as boolean,
    state: (values.state.trim() || undefined) as StateCode | undefined,
    stateTaxRate: parseRateInput(values.stateTaxRate),
  };
}

/**
 * The tax impact of a valid estimate input under the form's assumptions, or the messages for the
 * fields that are wrong. The API's rules (taxFieldProblems); the page's words.
 */
export function evaluateTaxForm(estimateInput: V2Request, values: TaxFormValues): TaxFormState {
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
    return { kind: 'result', result: taxImpact(input, code ? stateRatesFor(code) : null), input };
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
