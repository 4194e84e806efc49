import * as z from 'zod/mini';
import { LAND_SHARE_SOURCES } from '../../domain/estimate/land.ts';
import { percentText } from '../../domain/estimate/money.ts';
import type { Reference } from '../../domain/law/dated-parameter.ts';
import {
  capitalGainRatesLatest,
  netInvestmentIncomeTaxRateLatest,
  ordinaryIncomeTaxBracketsLatest,
  unrecaptured1250RateLatest,
} from '../../domain/law/rates.ts';
import { STATE_CODES } from '../../domain/law/state-codes.ts';
import { STATE_TREATMENT_KINDS } from '../../domain/law/state-law.ts';
import { AVERAGE_STAYS, FILING_STATUSES, PASSIVE_ACTIVITIES } from '../../domain/tax/passive-activity.ts';
import type { StateTaxImpact } from '../../domain/tax/state-tax-impact.ts';
import { MAX_DISCOUNT_RATE, MAX_STUDY_FEE, TAX_CASES } from '../../domain/tax/tax-impact-inputs.ts';
import type { TaxImpact } from '../../domain/tax/tax-impact-types.ts';
import type { SameShape } from '../same-shape.ts';

/**
 * POST /api/v2/tax-impact's answer as a zod schema: the OpenAPI document is generated from it,
 * and tests parse real answers with it. The request's schema is generated from the field table
 * (../openapi/tax-impact-request-schema.ts).
 */

// The law's figures in the descriptions, from its records (domain/law/), as they now stand.
const UNRECAPTURED = percentText(unrecaptured1250RateLatest);
const NIIT = percentText(netInvestmentIncomeTaxRateLatest);
const { zero: CG_ZERO, fifteen: CG_FIFTEEN, twenty: CG_TWENTY } = capitalGainRatesLatest;
/** The ordinary rates from which the flat figures tax capital gain at the top rate (the second-highest bracket's) and at the middle one (the third bracket's): flat-rules.ts. */
const TWENTY_FROM = percentText(ordinaryIncomeTaxBracketsLatest.single.at(-2)!.rate);
const FIFTEEN_FROM = percentText(ordinaryIncomeTaxBracketsLatest.single[2]!.rate);

const share = z.number().check(z.gte(0), z.lte(1));
/** One world's sale (a taxable sale's gain by character, or an exchange's deferred gain). */
const saleWorld = z.object({
  ordinaryGain: z.optional(
    z.int().check(z.describe('A taxable sale: ordinary income, the recapture (IRC 1245, 1250), or a net section 1231 loss (negative, IRC 1231(a))')),
  ),
  unrecaptured1250Gain: z.optional(z.int().check(z.describe(`A taxable sale: unrecaptured section 1250 gain, taxed at no more than ${UNRECAPTURED}`))),
  capitalGain: z.optional(
    z
      .int()
      .check(
        z.describe(
          `A taxable sale: the rest of the net section 1231 gain, long-term capital gain (${percentText(CG_ZERO)}, ${percentText(CG_FIFTEEN)} or ${percentText(CG_TWENTY)})`,
        ),
      ),
  ),
  deferredGain: z.optional(z.int().check(z.describe('An exchange: the gain realised and not recognised (IRC 1031)'))),
  taxAtSale: z
    .int()
    .check(
      z.describe(
        `The federal tax the gain costs that year: with taxableIncome by the Schedule D Tax Worksheet, else at flat rates (ordinary at taxRate, unrecaptured 1250 at the lesser of taxRate and ${UNRECAPTURED}, capital gain at ${percentText(CG_TWENTY)} from a ${TWENTY_FROM} taxRate, ${percentText(CG_FIFTEEN)} from ${FIFTEEN_FROM}, else ${percentText(CG_ZERO)}), plus ${NIIT} of the whole gain with investmentIncomeTax; 0 with an exchange`,
      ),
    ),
});
const dollars = z.int().check(z.gte(0), z.describe('Whole dollars'));
const year = z.int().check(z.describe('Calendar tax year'));

export const taxImpactResponseSchema = z.object({
  label: z.string().check(z.describe('Display label of the property type')),
  depreciableBasis: dollars.check(z.describe('As POST /api/v2/estimate: purchase price less land, whole dollars')),
  landShare: share.check(z.describe("The land share used: the one given, the assessor's ratio, or the state's average (the v2 estimate's)")),
  landShareSource: z
    .enum(LAND_SHARE_SOURCES)
    .check(
      z.describe(
        "Where landShare comes from: given (landShare), assessed (assessedLand / (assessedLand + assessedImprovements)), state (the ZIP code's state's average) or default (no ZIP code, or one no state is known for)",
      ),
    ),
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
    taxableIncome: z.nullable(dollars).check(z.describe('The household taxable income used (taxableIncome, whole dollars), or null: the flat taxRate')),
    latestBracketsYear: z
      .nullable(year)
      .check(
        z.describe(
          "With taxableIncome: the latest tax year whose brackets the law's records hold; a later year's tax is figured with that year's brackets. Null without taxableIncome",
        ),
      ),
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
                `From the study year on: that year's federal tax saved by the study, whole dollars: with taxableIncome, federalTaxWithoutStudy - federalTaxWithStudy (plus ${NIIT} of the difference deducted with investmentIncomeTax), the last row with what a loss still carried saves in the years after it (each year discounted from its own in the present value); without it, the extra deduction taken that year (after the passive-activity limit and the excess business loss cap, with a carried loss deducted) times taxRate; negative in a year the study deducts less. Absent before the study year. Discounted at discountRate from the study year, the rows give presentValue.additionalTaxSavings within their rounding`,
              ),
            ),
        ),
        taxAtSale: z.optional(
          z
            .int()
            .check(
              z.describe(
                "The sale year's row only: the study's federal tax at the sale, equal to sale.additionalTax: with the study less without it; negative when the study leaves less tax at the sale (a sale below the adjusted basis, a value at sale above the default, or an exchange's 0)",
              ),
            ),
        ),
        stateTaxSavings: z.optional(
          z.int().check(z.describe("With a state, from the study year on: that year's state tax saved by the study, beside the federal taxSavings")),
        ),
        stateTaxAtSale: z.optional(z.int().check(z.describe("With a state, the sale year's row only: state.additionalTaxAtSale"))),
        federalTaxWithoutStudy: z.optional(
          dollars.check(
            z.describe(
              "With taxableIncome only: the household's ordinary federal income tax that year without the study, from the year's brackets for the filingStatus, after the passive rules (IRC 469), the excess business loss cap (461(l)) and the net operating loss deduction (172)",
            ),
          ),
        ),
        federalTaxWithStudy: z.optional(dollars.check(z.describe('With taxableIncome only: the same with the study'))),
        carriedForwardWithoutStudy: z.optional(
          dollars.check(
            z.describe(
              'When a loss is carried in either world in any year: the excess business loss (IRC 461(l)) and net operating loss (172) carried into the next year without the study. A loss still carried after the last row is used in the years after, and what it saves is counted in the last row',
            ),
          ),
        ),
        carriedForwardWithStudy: z.optional(dollars.check(z.describe('The same with the study'))),
      }),
    )
    .check(
      z.describe(
        "Deductions by calendar tax year, first to last. Held through the recovery each column sums to depreciableBasis; with a taxable sale the schedule ends in the sale year and each column sums to the depreciation taken. A like-kind exchange (exchange) carries the held property on: its schedule runs through the recovery as if held, the exchange year's row, when the exchange falls within the recovery, with a taxAtSale of 0",
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
          `The study year's tax saved by the study, whole dollars: the owner's federal tax without the study less with it. With taxableIncome, the difference of the two taxes from the brackets (plus ${NIIT} of the difference deducted with investmentIncomeTax); without it, the difference deducted from income (after the passive-activity limit and the excess business loss cap) times taxRate (plus ${NIIT}). Equals the study year's schedule row taxSavings`,
        ),
      ),
    excessBusinessLoss: dollars.check(
      z.describe(
        "With the study: the property's net loss that year over the IRC 461(l) threshold for the filingStatus (losses not limited only; no other business income or loss assumed), not deducted that year but carried forward as a net operating loss (461(l)(2))",
      ),
    ),
  }),
  presentValue: z.object({
    additionalTaxSavings: z
      .int()
      .check(
        z.describe(
          `Federal: the tax the study saves each year from the study year on, the years after the last row included (the rows' taxSavings before their rounding: the difference of each year's tax without and with the study, with taxableIncome by the brackets, without it taxRate on what the year deducts after the passive-activity limit, the excess business loss cap and a carried loss; ${NIIT} of the extra deduction with investmentIncomeTax), each discounted at discountRate from its own year to the study year, the sum rounded once to whole dollars`,
        ),
      ),
  }),
  sale: z.optional(
    z
      .object({
        year,
        salePrice: dollars.check(z.describe('The price as used, whole dollars: salePrice, or the purchase price')),
        reclassifiedValueAtSale: dollars.check(
          z.describe(
            "What the study's 5-, 7- and 15-year property is worth at the sale as used: reclassifiedValueAtSale, or each class's cost less straight-line wear over its ADS recovery period (Rev. Proc. 87-56: asset classes 57.0, 00.11, 00.3), never below zero",
          ),
        ),
        exchange: z.boolean().check(z.describe('A like-kind exchange (IRC 1031): no gain recognised in either world')),
        depreciationTaken: z.object({ withoutStudy: dollars, withStudy: dollars }),
        ordinaryRecapture: dollars.check(
          z.describe(
            'Ordinary income recaptured with the study, each asset at most its gain: IRC 1245 on the 5- and 7-year property, IRC 1250 additional depreciation on the 15-year property; 0 with an exchange',
          ),
        ),
        unrecaptured1250: z
          .object({ withoutStudy: z.int(), withStudy: z.int() })
          .check(
            z.describe(
              "Unrecaptured section 1250 gain of each world (IRC 1(h)(1)(E), (6)): the 1250 property's gain up to its depreciation not recaptured as ordinary, at most the net section 1231 gain; 0 with an exchange",
            ),
          ),
        unrecapturedRate: share.check(
          z.describe(
            `Unrecaptured section 1250 gain's rate: the lesser of ${UNRECAPTURED} and taxRate; with taxableIncome, the highest rate the Schedule D Tax Worksheet taxed the study's world's unrecaptured 1250 gain at (${UNRECAPTURED} past the 24% bracket, else its bracket's rate, 0 when the year's losses took all of it)`,
          ),
        ),
        withoutStudy: saleWorld.check(z.describe('The sale without the study: the building takes the price but the land')),
        withStudy: saleWorld.check(
          z.describe("The sale with the study: the study's property takes its value at sale (reclassifiedValueAtSale), the building the rest"),
        ),
        additionalTax: z
          .int()
          .check(
            z.describe(
              "The study's federal tax at the sale: withStudy.taxAtSale - withoutStudy.taxAtSale; negative when the study leaves less tax at the sale; 0 with an exchange",
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
          "The tax the fee's own deduction saves, federal and state, in the study year's money: the fee is one more deduction of the with-study world in the study year, in whole dollars as the return takes it (a fee with cents rounded half up), under a passive-activity limit allowed and released with the rental's losses, on each return with that return's own (the state's depreciation is its own)",
        ),
      ),
    netPresentValue: z.int().check(z.describe('presentValueOfTaxSavings - presentValueOfTaxAtSale - studyFee + studyFeeTaxSaving, whole dollars')),
    breakEvenFee: z
      .nullable(z.int())
      .check(
        z.describe(
          "A whole-dollar fee where netPresentValue turns negative: not below zero at this fee, below zero a dollar more, the fee's own deduction counted as it would be for each fee (under a passive-activity limit too). With a flat rate the largest fee whose netPresentValue is not below zero; with taxableIncome each year's tax is whole dollars, and under $100,000 of taxable income it moves in the Tax Table's $50 rows, so as the fee grows the net value can step back up, by a dollar or two, or within the Tax Table by up to about a row's tax (a dozen dollars), anywhere along the way: this is one of the few fees where it crosses. It may be more than the largest studyFee the request takes. Null when no fee breaks even (the tax at the sale takes back more than the study saves), or when every fee does (a combined rate of 100% with no passive-activity limit)",
        ),
      ),
    paybackYear: z
      .nullable(year)
      .check(
        z.describe(
          'The first year from the study year whose cumulative tax savings (federal and state), not discounted, are above zero and reach the fee less what its deduction saves; null if none (a study that saves nothing pays nothing back). Each year counts on its own, the years after the last row too: a loss still carried past the last row is used in the years after it, so the payback year can come after the last row, whose taxSavings adds those years up',
        ),
      ),
  }),
  state: z
    .nullable(
      z.object({
        code: z.enum(STATE_CODES),
        name: z.string(),
        taxRate: share.check(z.describe('The state rate used: stateTaxRate, or the top individual rate of topRateYear')),
        topRateYear: z
          .nullable(year)
          .check(
            z.describe(
              "The tax year whose top individual rate taxRate is: the study year (each state's rates are recorded for every tax year from 2015). Null when stateTaxRate was given",
            ),
          ),
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
/** The state's part as the API answers it: the engine's figures and the source of its treatment. */
export type StateAnswer = { [K in keyof StateTaxImpact | 'reference']: K extends keyof StateTaxImpact ? StateTaxImpact[K] : Reference };

/** POST /api/v2/tax-impact's 200 body: the engine's result, the state's source beside its figures (api/tax-impact-contract.ts). */
export type TaxImpactAnswer = { [K in keyof TaxImpact]: K extends 'state' ? StateAnswer | null : TaxImpact[K] };

export const taxImpactResponseIsTheAnswer: SameShape<z.infer<typeof taxImpactResponseSchema>, TaxImpactAnswer> = true;
