import { type Finding, kindOf, yearsOf } from '../contract/problem-codes.ts';
import type { V2Request } from '../contract/schemas.ts';
import { type TaxFieldProblem, type TaxImpactField, type TaxImpactFields, taxFieldProblems, taxImpactProblemCode } from '../contract/tax-impact/checks.ts';
import type { FieldKind } from '../contract/tax-impact/field-kinds.ts';
import type { TaxImpactRequest } from '../contract/tax-impact/request.ts';
import type { OwnerLand } from '../domain/estimate/land.ts';
import { stateCodeOf } from '../domain/estimate/land.ts';
import { stateRatesFor } from '../domain/law/state-rates.ts';
import { DEFAULT_FILING_STATUS, DEFAULT_PASSIVE_ACTIVITY, type PassiveActivity } from '../domain/tax/passive-activity.ts';
import { DEFAULT_DISCOUNT_RATE, DEFAULT_TAX_CASE } from '../domain/tax/tax-impact-inputs.ts';
import { taxImpactOfEstimate } from '../domain/tax/tax-impact-of-estimate.ts';
import { lookBackStudyYear } from './look-back.ts';
import { ownerEstimate } from './owner-estimate.ts';
import { parsePriceInput } from './price-input.ts';
import { bareNumberOverOne, parseRateInput } from './rate-input.ts';
import { fieldsOfPart, isRateField, type TaxFormState, type TaxFormValues } from './tax-form.ts';
import { TAX_FORM_FIELDS } from './tax-form-fields.ts';
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

/** A checkbox: checked 'true', unchecked blank (not given: the default, no); a link's other word goes to the rules as written. */
const yesOrNo = (text: string): boolean | string | undefined => (text.trim() === 'true' ? true : text.trim() === '' ? undefined : text.trim());

/** A year as typed: up to four digits; blank -> undefined; anything else -> NaN (refused). */
function yearValue(text: string): number | undefined {
  const year = text.trim();
  return year === '' ? undefined : /^\d{1,4}$/.test(year) ? Number(year) : Number.NaN;
}

/**
 * How the form's text is read as each kind of field's value (the kinds of the field table).
 * Blank is undefined, the field's default; what cannot be read goes to the rules as written or
 * as NaN, which refuse it with the field's words (a link's unknown word for a yes or no too).
 */
const VALUE_OF: Record<FieldKind, (text: string) => unknown> = {
  date: (text) => text.trim() || undefined,
  rate: parseRateInput,
  dollars: dollarsValue,
  year: yearValue,
  choice: (text) => text.trim() || undefined,
  flag: yesOrNo,
};

/**
 * The request the form stands for: each field read by its kind, then what the page asks only
 * in some situations left out, so a leftover value cannot hold the figures back: the other
 * passive income of an owner no limit applies to, the modified AGI of one without the special
 * allowance (IRC 469), the flat tax rate once the household's taxable income is given, and the
 * average stay of a property that is not a short-term rental. The rental's own income is every
 * owner's (decision 0342). The defaults the page names (the discount rate, the case, the
 * participation, the filing status) are filled in, as the printed report lists them.
 */
function requestOf(estimateInput: V2Request, values: TaxFormValues): TaxImpactFields {
  const read = Object.fromEntries(TAX_FORM_FIELDS.map(({ name, kind }) => [name, VALUE_OF[kind](values[name])])) as Record<TaxImpactField, unknown>;
  const passiveActivity = (read.passiveActivity ?? DEFAULT_PASSIVE_ACTIVITY) as PassiveActivity;
  const limited = passiveActivity === 'active_participation' || passiveActivity === 'passive';
  return {
    ...estimateInput,
    ...read,
    // With the household's income the brackets give the rate: the flat rate's field is not asked then.
    taxRate: read.taxableIncome === undefined ? read.taxRate : undefined,
    discountRate: read.discountRate ?? DEFAULT_DISCOUNT_RATE,
    case: read.case ?? DEFAULT_TAX_CASE,
    passiveActivity,
    // The rental's income is asked of every owner: it offsets the loss the excess business loss limit measures.
    netOperatingIncome: read.netOperatingIncome,
    otherPassiveIncome: limited ? read.otherPassiveIncome : undefined,
    modifiedAgi: passiveActivity === 'active_participation' ? read.modifiedAgi : undefined,
    averageStay: estimateInput.propertyType === 'residential_str' ? read.averageStay : undefined,
    filingStatus: read.filingStatus ?? DEFAULT_FILING_STATUS,
  };
}

/**
 * The tax impact of a valid estimate input under the form's assumptions, or the messages for the
 * fields that are wrong. The API's rules (taxFieldProblems); the page's words. `today`
 * (YYYY-MM-DD): what a blank study year stands for.
 */
export function evaluateTaxForm(estimateInput: V2Request, typed: TaxFormValues, today: string): TaxFormState {
  // A blank study year is this year for an earlier purchase: a look-back study (look-back.ts).
  const values = typed.studyYear.trim() === '' ? { ...typed, studyYear: lookBackStudyYear(typed.placedInService, today, typed.saleDate) } : typed;
  const request = requestOf(estimateInput, values);
  const found = taxFieldProblems(request);
  const problems = Object.entries(found) as Array<[TaxImpactField, Finding<TaxFieldProblem>]>;
  // The estimate on the owner's land share while its fields are valid (their rules read only one
  // another), else the ZIP code's state's: the figures are figured from it, and the page shows it.
  const landValid = !LAND_FIELDS.some((field) => field in found);
  const estimate = ownerEstimate(estimateInput, landValid ? (request as OwnerLand) : {});
  // Found valid by the rules: the request is the engine's input (contract/tax-impact/request.ts).
  const answer = (input: TaxImpactRequest) => {
    const code = stateCodeOf(input);
    return taxImpactOfEstimate(estimate.detail.estimate, input, code ? stateRatesFor(code) : null, estimate.detail.land.source);
  };
  // What the owner has still to answer is asked, not marked: the question unanswered, or the
  // income its answer needs left blank (decision 0342).
  const missing = (field: TaxImpactField) => {
    const finding = found[field];
    return finding !== undefined && kindOf(finding) === 'missing';
  };
  const asks = ASKED.filter((field) => values[field].trim() === '' && (field === 'passiveActivity' || missing(field)));
  const wrong = problems.filter(([field]) => !asks.includes(field));
  if (asks.length > 0 && wrong.length === 0) {
    // The study year's deductions are the same for every owner: figured as for one whose losses are not limited.
    const unlimited: TaxImpactRequest = {
      ...(request as TaxImpactRequest),
      passiveActivity: DEFAULT_PASSIVE_ACTIVITY,
      modifiedAgi: undefined,
      otherPassiveIncome: undefined,
    };
    return { kind: 'unanswered', asks, firstYear: answer(unlimited).studyYear, placedInService: unlimited.placedInService, estimate };
  }
  if (problems.length === 0) {
    const input = request as TaxImpactRequest;
    return { kind: 'result', result: answer(input), input, estimate };
  }
  const issues: Partial<Record<TaxImpactField, string>> = {};
  // A bare number is read as the percent it may mean only where that percent is allowed: "240"
  // is not told to write 240%, which its range refuses in turn (a review), but the range itself.
  const percentAllowed = (field: TaxImpactField, number: number) =>
    !(field in taxFieldProblems(requestOf(estimateInput, { ...values, [field]: `${number}%` })));
  for (const [field, finding] of wrong) {
    const number = isRateField(field) ? bareNumberOverOne(values[field]) : null;
    const bare = number !== null && percentAllowed(field, number) ? number : null;
    const words = VISITOR_TAX_WORDS[taxImpactProblemCode(field, kindOf(finding))];
    // A message with values names the years allowed, as the problem gives them: the sale's, or the study's.
    const years = yearsOf(finding);
    issues[field] = bare !== null ? VISITOR_TAX_MESSAGES.bareNumberOverOne(bare) : typeof words === 'string' ? words : words(years!.first, years!.last);
  }
  return { kind: 'invalid', issues, estimate };
}

/** What decides the owner's answer, asked before any tax figure: how they take part, then the incomes that answer needs. */
const ASKED: readonly TaxImpactField[] = ['passiveActivity', 'netOperatingIncome', 'modifiedAgi'];

/** The owner's own land value (issue 32): the fields the page asks under the price. */
const LAND_FIELDS = fieldsOfPart('land').map(({ name }) => name);
