import * as z from 'zod/mini';
import { DEFAULT_PASSIVE_ACTIVITY, PASSIVE_ACTIVITIES } from '../domain/tax/passive-activity.ts';
import { FIRST_PLACED_IN_SERVICE, LAST_PLACED_IN_SERVICE } from '../domain/tax/placed-in-service-range.ts';
import {
  DEFAULT_DISCOUNT_RATE,
  DEFAULT_TAX_CASE,
  FIRST_ACQUIRED,
  isAcquiredDate,
  isIsoDate,
  isPlacedInServiceDate,
  MAX_DISCOUNT_RATE,
  MAX_STUDY_FEE,
  SALE_YEAR_SPAN,
  STUDY_YEAR_SPAN,
  TAX_CASES,
} from '../domain/tax/tax-impact-inputs.ts';
import type { TaxImpact, TaxImpactInput } from '../domain/tax/tax-impact-types.ts';
import { describeBonusByAcquisition, describeTopTaxRate } from './law-descriptions.ts';
import type { SameShape } from './same-shape.ts';
import { v2RequestSchema } from './schemas.ts';
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
  taxRate: numberIn(1, T.taxRateInvalid, `Marginal tax rate, 0 to 1; default the top federal rate of the study year: ${describeTopTaxRate()}`),
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
  studyFee: numberIn(MAX_STUDY_FEE, T.studyFeeInvalid, 'Fee of the study, dollars, paid in the study year and not deducted; default 0'),
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
          dollars.check(
            z.describe("The sale year's row only: the extra tax the study costs at the sale, equal to sale.additionalTax (a positive amount paid)"),
          ),
        ),
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
          'The yearly extra deductions (allowed deductions, under a passive-activity limit) times taxRate from the study year on, discounted at discountRate',
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
          .check(z.describe("The sale's extra tax with the study: ordinary x taxRate + the unrecaptured gain's difference x unrecapturedRate")),
        presentValueOfAdditionalTax: z.int().check(z.describe('additionalTax discounted from the sale year to the study year')),
      })
      .check(z.describe('Only with a saleDate')),
  ),
  netBenefit: z.object({
    studyFee: z.number().check(z.gte(0)),
    presentValueOfTaxSavings: z.int().check(z.describe('Equals presentValue.additionalTaxSavings')),
    presentValueOfTaxAtSale: z.int().check(z.describe('sale.presentValueOfAdditionalTax, or 0 without a sale')),
    netPresentValue: z.int().check(z.describe('presentValueOfTaxSavings - presentValueOfTaxAtSale - studyFee, whole dollars')),
    breakEvenFee: z.int().check(z.describe('The fee at which the study is worth nothing: presentValueOfTaxSavings - presentValueOfTaxAtSale')),
    paybackYear: z
      .nullable(year)
      .check(z.describe('The first year from the study year whose cumulative tax savings, not discounted, reach the fee; null if none')),
  }),
  disclaimer: z.string(),
});
export const taxImpactResponseIsTheDomainResult: SameShape<z.infer<typeof taxImpactResponseSchema>, TaxImpact> = true;
