import { toBasisPoints } from '../domain/estimate/money.ts';
import { netInvestmentIncomeTaxRateLatest as NET_INVESTMENT_INCOME_TAX_RATE } from '../domain/law/rates.ts';
import { isStateCode } from '../domain/law/state-codes.ts';
import { stateRatesFor } from '../domain/law/state-rates.ts';
import { AVERAGE_STAYS, DEFAULT_AVERAGE_STAY, FILING_STATUSES, PASSIVE_ACTIVITIES } from '../domain/tax/passive-activity.ts';
import { stateRateBasisPointsUsed } from '../domain/tax/state-tax-impact.ts';
import { stateCodeOf } from '../domain/tax/tax-impact.ts';
import {
  defaultTaxRate,
  federalRateFor,
  isAcquiredDate,
  isIsoDate,
  isPlacedInServiceDate,
  MAX_DISCOUNT_RATE,
  MAX_STATE_TAX_RATE,
  MAX_STUDY_FEE,
  saleYearRange,
  studyYearRange,
  TAX_CASES,
} from '../domain/tax/tax-impact-inputs.ts';
import type { TaxImpactInput } from '../domain/tax/tax-impact-types.ts';
import { type BetweenRule, checkBetween, checkFields, type FieldChecks, type Finding, type KindWithMessage, kindOf, type Problems } from './field-rules.ts';
import { problemCode } from './problem-codes.ts';
import type { TAX_IMPACT_MESSAGES, TaxImpactCode } from './tax-impact-messages.ts';
import { V2_CHECKS, type V2Field, type V2Problem } from './v2-field-checks.ts';

export type TaxImpactField =
  | 'placedInService'
  | 'acquired'
  | 'taxRate'
  | 'discountRate'
  | 'bonusRate'
  | 'case'
  | 'studyYear'
  | 'studyFee'
  | 'saleDate'
  | 'passiveActivity'
  | 'netOperatingIncome'
  | 'otherPassiveIncome'
  | 'modifiedAgi'
  | 'averageStay'
  | 'filingStatus'
  | 'investmentIncomeTax'
  | 'state'
  | 'stateTaxRate';

/**
 * What is wrong with a field. With the field it makes the problem's code (taxImpactProblemCode),
 * which the API answers in `problems` with its words (tax-impact-messages.ts), and which the page
 * turns into a visitor's (tax-visitor-messages.ts). 'outOfRange' is a whole year outside the
 * years the study may be applied in, a date acquired after the date placed in service, or a sale
 * date outside the years a sale may fall in; 'missing' a required field, or a companion the
 * participation chosen requires; 'notApplicable' a field given for a property it does not apply
 * to (averageStay other than for a short-term rental); 'notAllowed' a choice the law does not
 * allow with the others (active participation in a short-term rental of short stays).
 */
export type TaxFieldProblem = 'missing' | 'invalid' | 'outOfRange' | 'notApplicable' | 'notAllowed';

/** The code of a field's problem, the one the API answers for the same value: `study_year_out_of_range`. */
export const taxImpactProblemCode = (field: TaxImpactField, problem: TaxFieldProblem) => problemCode(field, problem) as TaxImpactCode;

/** A tax-impact body as the rules read it: the v2 fields and its own, any values. */
export type TaxImpactFields = Partial<Record<TaxImpactField | V2Field, unknown>>;

/** An optional field: nothing to say when it is absent, 'invalid' when it is not what `isValid` takes. */
const optional =
  (isValid: (value: unknown) => boolean) =>
  (value: unknown): 'invalid' | undefined =>
    value === undefined || isValid(value) ? undefined : 'invalid';

const numberUpTo = (max: number) => (value: unknown) => typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= max;
const oneOf = (values: readonly string[]) => (value: unknown) => values.includes(value as string);
const dollars = numberUpTo(Number.POSITIVE_INFINITY);

/**
 * POST /api/v2/tax-impact's rules for its own fields (the v2 fields' are V2_CHECKS, judged
 * first): each field on its own, in the request's field order. The endpoint validates with them
 * and the page's island checks its form with them; the OpenAPI document's schema
 * (tax-impact-schemas.ts) describes the same, and property tests hold the two together
 * (tests/core/contract/tax-impact-checks.test.ts). A new input is one entry here, and rules
 * between fields below if it has any; tsc then asks for its message (tax-impact-messages.ts),
 * its visitor's words (tax-visitor-messages.ts) and its entry in the schema.
 */
export const TAX_IMPACT_CHECKS: FieldChecks<typeof TAX_IMPACT_MESSAGES, TaxImpactField, TaxFieldProblem> = {
  placedInService: (date) => (isPlacedInServiceDate(date) ? undefined : date === undefined ? 'missing' : 'invalid'),
  acquired: optional(isAcquiredDate),
  taxRate: optional(numberUpTo(1)),
  discountRate: optional(numberUpTo(MAX_DISCOUNT_RATE)),
  bonusRate: optional(numberUpTo(1)),
  case: optional(oneOf(TAX_CASES)),
  studyYear: optional(Number.isSafeInteger),
  studyFee: optional(numberUpTo(MAX_STUDY_FEE)),
  saleDate: optional(isIsoDate),
  passiveActivity: optional(oneOf(PASSIVE_ACTIVITIES)),
  netOperatingIncome: optional(dollars),
  otherPassiveIncome: optional(dollars),
  modifiedAgi: optional(dollars),
  averageStay: optional(oneOf(AVERAGE_STAYS)),
  filingStatus: optional(oneOf(FILING_STATUSES)),
  investmentIncomeTax: optional((value) => typeof value === 'boolean'),
  state: optional(isStateCode),
  stateTaxRate: optional(numberUpTo(MAX_STATE_TAX_RATE)),
};

/** The request's values as a rule between fields reads them: the fields it waits for are valid. */
type Valid = Partial<TaxImpactInput>;
type TaxBetweenRule = BetweenRule<TaxImpactField | V2Field, TaxFieldProblem, TaxImpactFields>;

/** A rule between fields, reading the fields it waits for (`after`, and its own) as valid values. */
function between<F extends TaxImpactField>(
  field: F,
  after: ReadonlyArray<TaxImpactField | V2Field>,
  check: (value: Valid[F], body: Valid) => Finding<KindWithMessage<typeof TAX_IMPACT_MESSAGES, F, TaxFieldProblem>> | undefined,
): TaxBetweenRule {
  return { field, after, check: (value, body) => check(value as Valid[F], body as Valid) };
}

const yearOf = (date: string) => Number(date.slice(0, 4));

/**
 * Then the rules between fields, in the order they are reported: the study year, acquired
 * before placed in service, the sale's years, the companions of a passive-activity limit. The
 * schema states them in its fields' descriptions only.
 */
export const TAX_IMPACT_BETWEEN_RULES: readonly TaxBetweenRule[] = [
  between('studyYear', ['placedInService'], (studyYear, { placedInService }) => {
    if (studyYear === undefined) return undefined;
    const years = studyYearRange(yearOf(placedInService!));
    return studyYear < years.first || studyYear > years.last ? { kind: 'outOfRange', years } : undefined;
  }),
  between('acquired', ['placedInService'], (acquired, { placedInService }) =>
    acquired !== undefined && acquired > placedInService! ? 'outOfRange' : undefined,
  ),
  between('saleDate', ['placedInService', 'studyYear'], (saleDate, { placedInService, studyYear }) => {
    if (saleDate === undefined) return undefined;
    const placedYear = yearOf(placedInService!);
    const years = saleYearRange(placedYear, studyYear ?? placedYear);
    const saleYear = yearOf(saleDate);
    return saleYear < years.first || saleYear > years.last ? { kind: 'outOfRange', years } : undefined;
  }),
  between('netOperatingIncome', ['passiveActivity'], (income, { passiveActivity }) =>
    income === undefined && (passiveActivity === 'active_participation' || passiveActivity === 'passive') ? 'missing' : undefined,
  ),
  between('modifiedAgi', ['passiveActivity'], (agi, { passiveActivity }) =>
    agi === undefined && passiveActivity === 'active_participation' ? 'missing' : undefined,
  ),
  // With the 3.8% of IRC 1411 the federal rate is taxRate + 0.038: it cannot pass 100%.
  between('taxRate', ['investmentIncomeTax'], (taxRate, { investmentIncomeTax }) =>
    investmentIncomeTax === true && taxRate !== undefined && taxRate + NET_INVESTMENT_INCOME_TAX_RATE > 1 ? 'outOfRange' : undefined,
  ),
  // Each dollar deducted saves the federal rate (the 3.8% included) plus the state's (the one
  // given, else its top rate; none in a state without an income tax), to the basis point as the
  // figures use them: past 100% a dollar of fee would save more than a dollar, and the net value
  // would grow with the fee. Named on stateTaxRate: it is the rate the state adds.
  between(
    'stateTaxRate',
    ['taxRate', 'investmentIncomeTax', 'placedInService', 'studyYear', 'state', 'zip'],
    (stateTaxRate, { taxRate, investmentIncomeTax, placedInService, studyYear, state, zip }) => {
      const code = stateCodeOf({ state, zip: zip! });
      if (code === null) return undefined; // no state: a rate given has no effect
      const year = studyYear ?? yearOf(placedInService!);
      const federal = toBasisPoints(federalRateFor(taxRate ?? defaultTaxRate(year), investmentIncomeTax === true, year));
      return federal + stateRateBasisPointsUsed(stateRatesFor(code), stateTaxRate, placedInService!, year) > 10_000 ? 'outOfRange' : undefined;
    },
  ),
  // A short-term rental's average stay says whether it is a rental activity at all (IRC 469,
  // Treas. Reg. 1.469-1T(e)(3)(ii)(A)): it means nothing for another property type, and with
  // stays of 7 days or less the special allowance, for rental real estate, does not apply.
  between('averageStay', ['propertyType'], (averageStay, { propertyType }) =>
    averageStay !== undefined && propertyType !== 'residential_str' ? 'notApplicable' : undefined,
  ),
  between('passiveActivity', ['propertyType', 'averageStay'], (passiveActivity, { propertyType, averageStay }) =>
    passiveActivity === 'active_participation' && propertyType === 'residential_str' && (averageStay ?? DEFAULT_AVERAGE_STAY) === '7_days_or_less'
      ? 'notAllowed'
      : undefined,
  ),
];

/**
 * Every problem of a tax-impact body, in the order the endpoint reports them: the v2 fields'
 * (V2_CHECKS), then each of its own fields', then those between fields.
 */
export const taxImpactProblems = (body: TaxImpactFields): Problems<TaxImpactField | V2Field, TaxFieldProblem | V2Problem> =>
  checkBetween(TAX_IMPACT_BETWEEN_RULES, body, { ...checkFields(V2_CHECKS, body), ...checkFields(TAX_IMPACT_CHECKS, body) });

/**
 * The problems of the tax-impact fields alone, the v2 fields taken as valid: the page's island
 * asks once its estimate is valid, giving the estimate's fields with its own (a rule between
 * fields may read them). The problems are of its own fields only.
 */
export const taxFieldProblems = (body: TaxImpactFields) =>
  checkBetween<TaxImpactField | V2Field, TaxFieldProblem, TaxImpactFields>(TAX_IMPACT_BETWEEN_RULES, body, checkFields(TAX_IMPACT_CHECKS, body)) as Problems<
    TaxImpactField,
    TaxFieldProblem
  >;

/** At most one problem per field, in the request's field order. */
export type TaxImpactFieldProblems = Partial<Record<TaxImpactField, TaxFieldProblem>>;

/** The problems of the tax-impact fields by field, without their years (the v2 fields taken as valid). */
export function checkTaxImpactFields(body: TaxImpactFields): TaxImpactFieldProblems {
  const problems: TaxImpactFieldProblems = {};
  for (const [field, finding] of Object.entries(taxFieldProblems(body)) as Array<[TaxImpactField, Finding<TaxFieldProblem>]>) problems[field] = kindOf(finding);
  return problems;
}
