import * as z from 'zod/mini';
import { STATE_CODES } from '../domain/law/state-codes.ts';
import { STATE_TREATMENT_KINDS } from '../domain/law/state-law.ts';
import {
  AVERAGE_STAYS,
  DEFAULT_AVERAGE_STAY,
  DEFAULT_FILING_STATUS,
  DEFAULT_PASSIVE_ACTIVITY,
  FILING_STATUSES,
  PASSIVE_ACTIVITIES,
} from '../domain/tax/passive-activity.ts';
import { FIRST_PLACED_IN_SERVICE, LAST_PLACED_IN_SERVICE } from '../domain/tax/placed-in-service-range.ts';
import {
  DEFAULT_DISCOUNT_RATE,
  DEFAULT_TAX_CASE,
  FIRST_ACQUIRED,
  isAcquiredDate,
  isIsoDate,
  isPlacedInServiceDate,
  MAX_DISCOUNT_RATE,
  MAX_STATE_TAX_RATE,
  MAX_STUDY_FEE,
  SALE_YEAR_SPAN,
  STUDY_YEAR_SPAN,
  TAX_CASES,
} from '../domain/tax/tax-impact-inputs.ts';
import type { TaxImpactInput } from '../domain/tax/tax-impact-types.ts';
import { describeBonusByAcquisition, describeTopTaxRate } from './law-descriptions.ts';
import type { SameShape } from './same-shape.ts';
import { v2RequestSchema } from './schemas.ts';
import type { TaxImpactAnswer } from './tax-impact-answer.ts';
import type { TaxImpactField } from './tax-impact-checks.ts';
import { TAX_IMPACT_MESSAGES as T } from './tax-impact-messages.ts';
import type { V2Field } from './v2-field-checks.ts';

/**
 * POST /api/v2/tax-impact's request and response as zod schemas: the OpenAPI document is
 * generated from both, and tests parse real answers with the response schema. The request
 * schema describes each field (its type, its limits, its message when it is wrong); the
 * endpoint, the page and the widget validate with the rules (tax-impact-checks.ts), which
 * property tests hold to this schema (tests/core/contract/tax-impact-checks.test.ts). The rules
 * between fields are said here in the fields' descriptions only.
 */

const numberIn = (max: number, error: string, description: string) =>
  z.optional(z.number({ error }).check(z.gte(0, { error }), z.lte(max, { error }), z.describe(description)));

const dollarsFromZero = (error: string, description: string) => z.optional(z.number({ error }).check(z.gte(0, { error }), z.describe(description)));

export const taxImpactRequestSchema = z.extend(v2RequestSchema, {
  placedInService: z
    .string({ error: (issue) => (issue.input === undefined ? T.placedInServiceRequired : T.placedInServiceInvalid) })
    .check(
      z.refine(isPlacedInServiceDate, { error: T.placedInServiceInvalid }),
      z.describe(
        `Date placed in service, YYYY-MM-DD, from ${FIRST_PLACED_IN_SERVICE} to ${LAST_PLACED_IN_SERVICE}. It picks the bonus rate within its schedule, the convention and the month column of the building's table.`,
      ),
    ),
  acquired: z.optional(
    z
      .string({ error: T.acquiredInvalid })
      .check(
        z.refine(isAcquiredDate, { error: T.acquiredInvalid }),
        z.describe(
          `Date acquired (a written binding contract counts), YYYY-MM-DD, from ${FIRST_ACQUIRED}, on or before placedInService; default placedInService. IRC 168(k) picks the bonus schedule by it: ${describeBonusByAcquisition()}`,
        ),
      ),
  ),
  taxRate: numberIn(
    1,
    T.taxRateInvalid,
    `Marginal tax rate, 0 to 1 (at most 0.962 with investmentIncomeTax); default the top federal rate of the study year: ${describeTopTaxRate()}`,
  ),
  discountRate: numberIn(
    MAX_DISCOUNT_RATE,
    T.discountRateInvalid,
    `Discount rate of the present value, 0 to ${MAX_DISCOUNT_RATE}; default ${DEFAULT_DISCOUNT_RATE}`,
  ),
  bonusRate: numberIn(
    1,
    T.bonusRateInvalid,
    'Bonus depreciation rate, 0 to 1 (0 elects out, or 0.4/0.6 under the election for the first tax year ending after 2025-01-19); default: the statutory rate for the dates acquired and placed in service',
  ),
  case: z.optional(z.enum(TAX_CASES, { error: T.caseInvalid }).check(z.describe(`Which case of the estimate to depreciate; default ${DEFAULT_TAX_CASE}`))),
  // A number checked by refine rather than z.int, whose JSON Schema would add the safe-integer
  // bounds to the document: it says integer, as it always has.
  studyYear: z.optional(
    z
      .number({ error: T.studyYearInvalid })
      .check(
        z.refine(Number.isSafeInteger, { error: T.studyYearInvalid }),
        z.meta({ type: 'integer' }),
        z.describe(
          `Tax year the study is applied in; default the year placed in service, at most ${STUDY_YEAR_SPAN} years later (a look-back: the missed depreciation is caught up that year, IRC 481(a))`,
        ),
      ),
  ),
  studyFee: numberIn(
    MAX_STUDY_FEE,
    T.studyFeeInvalid,
    "Fee of the study, dollars, paid in the study year and deducted then as an expense of the rental (IRC 162/212), with the rental's other losses under a passive-activity limit; default 0",
  ),
  saleDate: z.optional(
    z
      .string({ error: T.saleDateInvalid })
      .check(
        z.refine(isIsoDate, { error: T.saleDateInvalid }),
        z.describe(
          `Date of a planned sale, YYYY-MM-DD, in a year after the year placed in service and after the study year, at most ${SALE_YEAR_SPAN} years after the first; absent: held through the recovery. The price is assumed at least the purchase price, so all depreciation taken is recaptured`,
        ),
      ),
  ),
  passiveActivity: z.optional(
    z
      .enum(PASSIVE_ACTIVITIES, { error: T.passiveActivityInvalid })
      .check(
        z.describe(
          `How the owner takes part (IRC 469); default ${DEFAULT_PASSIVE_ACTIVITY}: losses usable as they come (a real estate professional, a short-term rental with average stays of 7 days or less and material participation, or enough passive income). active_participation: the special allowance of IRC 469(i). passive: no allowance`,
        ),
      ),
  ),
  netOperatingIncome: dollarsFromZero(
    T.netOperatingIncomeInvalid,
    "The property's yearly income before depreciation, dollars, taken as constant; required with active_participation or passive",
  ),
  otherPassiveIncome: dollarsFromZero(T.otherPassiveIncomeInvalid, 'Other passive income a year, dollars; default 0'),
  modifiedAgi: dollarsFromZero(T.modifiedAgiInvalid, 'Modified adjusted gross income, dollars (IRC 469(i)(3)); required with active_participation'),
  averageStay: z.optional(
    z
      .enum(AVERAGE_STAYS, { error: T.averageStayInvalid })
      .check(
        z.describe(
          `residential_str only (refused for other property types): the average guest stay; default ${DEFAULT_AVERAGE_STAY}. With 7 days or less the rental is not a rental activity (Treas. Reg. 1.469-1T(e)(3)(ii)(A)): its losses are not limited with material participation (not_limited) and passive without it; active_participation is refused, the special allowance being for rental real estate. Over 7 days it is a rental like any other`,
        ),
      ),
  ),
  filingStatus: z.optional(
    z
      .enum(FILING_STATUSES, { error: T.filingStatusInvalid })
      .check(
        z.describe(
          `Default ${DEFAULT_FILING_STATUS}. married_separate gets no special allowance (IRC 469(i)(5)(B)), assuming the spouses lived together at some time in the year; the others the full allowance`,
        ),
      ),
  ),
  investmentIncomeTax: z.optional(
    z
      .boolean({ error: T.investmentIncomeTaxInvalid })
      .check(
        z.describe(
          'Whether the 3.8% net investment income tax (IRC 1411) applies to the owner (a passive owner with modified AGI over $200,000 single, $250,000 joint); default false. When true, 3.8% is added to the federal rate on the study’s deductions, the fee’s deduction and the gain at sale; assumptions.taxRate stays the rate given',
        ),
      ),
  ),
  state: z.optional(
    z
      .enum(STATE_CODES, { error: T.stateInvalid })
      .check(
        z.describe(
          "Two-letter USPS code of the owner's state (DC included); default the state of the ZIP code, none without one. Given, it wins over the ZIP's state",
        ),
      ),
  ),
  stateTaxRate: numberIn(
    MAX_STATE_TAX_RATE,
    T.stateTaxRateInvalid,
    `The state's marginal rate, 0 to ${MAX_STATE_TAX_RATE}; default the state's top individual rate for the study year (0 where it taxes no wage or rental income). Without a state it has no effect`,
  ),
});

export type TaxImpactRequest = z.infer<typeof taxImpactRequestSchema>;
export const taxImpactRequestIsTheDomainInput: SameShape<TaxImpactRequest, TaxImpactInput> = true;
/** The rules judge exactly the fields this schema describes. */
export const taxImpactRulesJudgeEveryField: SameShape<TaxImpactField | V2Field, keyof TaxImpactRequest> = true;

const share = z.number().check(z.gte(0), z.lte(1));
const dollars = z.int().check(z.gte(0), z.describe('Whole dollars'));
const year = z.int().check(z.describe('Calendar tax year'));

export const taxImpactResponseSchema = z.object({
  label: z.string().check(z.describe('Display label of the property type')),
  depreciableBasis: dollars.check(z.describe('As POST /api/v2/estimate: purchase price less land, whole dollars')),
  landShare: share,
  case: z.enum(TAX_CASES),
  pct: share.check(z.describe("The case's share of the depreciable basis, as in the v2 estimate")),
  reclassified: dollars.check(z.describe("The case's reclassified dollars, exactly the v2 figure")),
  classes: z
    .object({ fiveYear: dollars, sevenYear: dollars, fifteenYear: dollars, building: dollars })
    .check(z.describe('The depreciable basis by recovery class; the four sum to depreciableBasis')),
  assumptions: z.object({
    placedInService: z.string(),
    acquired: z.string().check(z.describe('The date acquired as used: the one given, or placedInService')),
    buildingLife: z.literal([27.5, 39]).check(z.describe('Recovery period of the building, years')),
    convention: z
      .enum(['half-year', 'mid-quarter'])
      .check(z.describe('Of the 5-, 7- and 15-year property: mid-quarter (fourth quarter) when placed in service October to December')),
    bonusRate: share,
    taxRate: share,
    discountRate: z.number().check(z.gte(0), z.lte(MAX_DISCOUNT_RATE)),
    studyFee: z.number().check(z.gte(0), z.lte(MAX_STUDY_FEE), z.describe('The fee as used, dollars (to the cent)')),
    saleDate: z.nullable(z.string()).check(z.describe('The date of sale, or null: held through the recovery')),
    passiveActivity: z.enum(PASSIVE_ACTIVITIES),
    averageStay: z.nullable(z.enum(AVERAGE_STAYS)).check(z.describe('The average stay used, for residential_str; null for other property types')),
    filingStatus: z.enum(FILING_STATUSES),
    investmentIncomeTax: z.boolean(),
    state: z.nullable(z.enum(STATE_CODES)).check(z.describe('The state used: the one given, else the ZIP code’s; null without one')),
    stateTaxRate: share.check(z.describe('The state rate used, 0 to 1; 0 without a state')),
  }),
  schedule: z
    .array(
      z.object({
        year,
        withoutStudy: dollars,
        withStudy: dollars,
        allowedWithoutStudy: z.optional(dollars.check(z.describe('Under a passive-activity limit only: the deduction allowed that year (IRC 469)'))),
        allowedWithStudy: z.optional(dollars),
        suspendedWithoutStudy: z.optional(dollars.check(z.describe('Under a limit only: the loss suspended, carried to the next year'))),
        suspendedWithStudy: z.optional(dollars),
        taxSavings: z.optional(
          z
            .int()
            .check(
              z.describe(
                "From the study year on: that year's tax saved by the study, whole dollars: the extra deduction (the extra deduction allowed, under a passive-activity limit) times taxRate; negative in a year the study deducts less. Absent before the study year. Discounted at discountRate from the study year, the rows give presentValue.additionalTaxSavings within their rounding",
              ),
            ),
        ),
        taxAtSale: z.optional(
          z
            .int()
            .check(
              z.describe(
                "The sale year's row only: the extra tax the study costs at the sale, equal to sale.additionalTax, an amount paid; negative (a few dollars) only when the study leaves slightly less depreciation taken by a sale at the end of the recovery",
              ),
            ),
        ),
        stateTaxSavings: z.optional(
          z.int().check(z.describe("With a state, from the study year on: that year's state tax saved by the study, beside the federal taxSavings")),
        ),
        stateTaxAtSale: z.optional(z.int().check(z.describe("With a state, the sale year's row only: state.additionalTaxAtSale"))),
      }),
    )
    .check(
      z.describe(
        'Deductions by calendar tax year, first to last. Held through the recovery each column sums to depreciableBasis; with a sale the schedule ends in the sale year and each column sums to the depreciation taken',
      ),
    ),
  studyYear: z.object({
    year,
    withoutStudy: dollars,
    withStudy: dollars.check(z.describe("That year's deduction with the study, catch-up included")),
    catchUp: z.int().check(z.describe('The IRC 481(a) adjustment: with-study depreciation missed in earlier years (0 without a look-back)')),
    additionalDeduction: z
      .int()
      .check(
        z.describe(
          'withStudy minus withoutStudy. A look-back in the last years of the recovery period can make it, and catchUp, a few dollars negative: each column rounds its own years',
        ),
      ),
    taxSavings: z
      .int()
      .check(
        z.describe(
          "The study year's tax saved by the study, whole dollars: additionalDeduction times taxRate, or under a passive-activity limit the extra deduction allowed times taxRate. Equals the study year's schedule row taxSavings",
        ),
      ),
  }),
  presentValue: z.object({
    additionalTaxSavings: z
      .int()
      .check(
        z.describe(
          'Federal: the yearly extra deductions (allowed deductions, under a passive-activity limit) times taxRate (plus 3.8% with investmentIncomeTax) from the study year on, discounted at discountRate',
        ),
      ),
  }),
  sale: z.optional(
    z
      .object({
        year,
        depreciationTaken: z.object({ withoutStudy: dollars, withStudy: dollars }),
        ordinaryRecapture: dollars.check(
          z.describe('Ordinary income with the study: IRC 1245 on the 5- and 7-year property, IRC 1250 additional depreciation on the 15-year property'),
        ),
        unrecaptured1250: z
          .object({ withoutStudy: z.int(), withStudy: z.int() })
          .check(z.describe('Unrecaptured section 1250 gain (IRC 1(h)(1)(E)): the rest of the depreciation taken')),
        unrecapturedRate: share.check(z.describe('The lesser of 25% and taxRate')),
        additionalTax: z
          .int()
          .check(
            z.describe(
              "The sale's extra federal tax with the study: ordinary x taxRate + the unrecaptured gain's difference x unrecapturedRate, each rate plus 3.8% with investmentIncomeTax",
            ),
          ),
        presentValueOfAdditionalTax: z.int().check(z.describe('additionalTax discounted from the sale year to the study year')),
      })
      .check(z.describe('Only with a saleDate')),
  ),
  netBenefit: z.object({
    studyFee: z.number().check(z.gte(0)),
    presentValueOfTaxSavings: z
      .int()
      .check(z.describe('Federal and state: presentValue.additionalTaxSavings plus state.presentValueOfTaxSavings (0 without a state)')),
    presentValueOfTaxAtSale: z
      .int()
      .check(z.describe("Federal and state: sale.presentValueOfAdditionalTax plus the state's extra tax at sale discounted the same way; 0 without a sale")),
    studyFeeTaxSaving: z
      .int()
      .check(
        z.describe(
          "The tax the fee's own deduction saves, federal and state, in the study year's money (under a passive-activity limit, allowed and released with the rental's losses)",
        ),
      ),
    netPresentValue: z.int().check(z.describe('presentValueOfTaxSavings - presentValueOfTaxAtSale - studyFee + studyFeeTaxSaving, whole dollars')),
    breakEvenFee: z
      .nullable(z.int())
      .check(
        z.describe(
          "The largest whole-dollar fee whose netPresentValue is not below zero, the fee's own deduction counted as it would be for that fee (under a passive-activity limit too); it may be more than the largest studyFee the request takes. Null when no fee breaks even (the tax at the sale takes back more than the study saves), or when every fee does (a combined rate of 100% with no passive-activity limit)",
        ),
      ),
    paybackYear: z
      .nullable(year)
      .check(
        z.describe(
          'The first year from the study year whose cumulative tax savings (federal and state), not discounted, are above zero and reach the fee less what its deduction saves; null if none (a study that saves nothing pays nothing back)',
        ),
      ),
  }),
  state: z
    .nullable(
      z.object({
        code: z.enum(STATE_CODES),
        name: z.string(),
        taxRate: share.check(z.describe('The state rate used: stateTaxRate, or the top individual rate for the study year')),
        treatment: z
          .enum(STATE_TREATMENT_KINDS)
          .check(
            z.describe(
              "The state's treatment of federal bonus depreciation for individuals, for the date placed in service: conforms, no_bonus (MACRS without bonus), add_back_spread (a share of the bonus added back, subtracted over the next years), phase_down (its own bonus rate), none (no income tax)",
            ),
          ),
        verified: z.boolean().check(z.describe('True only when the record rests on primary sources that were read; false: unsettled or secondary')),
        reference: z.object({ title: z.string(), href: z.string() }).check(z.describe("The source of the treatment's row")),
        verifiedOn: z.string().check(z.describe('YYYY-MM-DD: when the row was last checked against its source')),
        studyYear: z.object({
          withoutStudy: z.int(),
          withStudy: z
            .int()
            .check(z.describe('The state deduction that year with the study; negative when an add-back of the bonus exceeds it (add_back_spread)')),
          taxSavings: z.int().check(z.describe("The study year's state tax saved; equals its row's stateTaxSavings")),
        }),
        presentValueOfTaxSavings: z.int(),
        additionalTaxAtSale: z
          .int()
          .check(z.describe('With a sale: the extra depreciation taken with the study, at taxRate (negative if the study took less); else 0')),
        presentValueOfTaxAtSale: z.int(),
      }),
    )
    .check(z.describe("The state's part, or null without a state (no state given and none from the ZIP code)")),
  disclaimer: z.string(),
});
export const taxImpactResponseIsTheAnswer: SameShape<z.infer<typeof taxImpactResponseSchema>, TaxImpactAnswer> = true;
