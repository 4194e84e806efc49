import type { V2Estimate } from '../estimate/estimate.ts';
import { type LandShareSource, landShareFor } from '../estimate/land.ts';
import { divideHalfUp, toBasisPoints } from '../estimate/money.ts';
import type { StateRates } from '../law/state-law.ts';
import { type FederalTaxImpact, federalTaxImpact } from './federal-tax-impact.ts';
import { feeTaxSavingFor, studyFeeCents } from './fee-deduction.ts';
import { type NetBenefit, netBenefit } from './net-benefit.ts';
import { DEFAULT_AVERAGE_STAY } from './passive-activity.ts';
import { scheduleRows } from './schedule-rows.ts';
import { type StateTaxContext, type StateTaxResult, stateTaxImpact } from './state-tax-impact.ts';
import { TAX_IMPACT_DISCLAIMER } from './tax-impact-disclaimer.ts';
import type { TaxImpact, TaxImpactInput } from './tax-impact-types.ts';

/**
 * The tax impact of a cost segregation study, from the v2 estimate of the same inputs and the
 * inputs the request's rules have accepted: the federal facts (federal-tax-impact.ts), the
 * state's (state-tax-impact.ts), and the figures they make together. Pure and deterministic.
 * Money is whole dollars rounded half up, computed exactly: a dollar basis times a table rate is
 * an integer number of RATE_UNITS (macrs-tables.ts). Apart from taxImpact (tax-impact.ts) so that
 * the widget's tax add-on, which has the estimate already, does not carry the land tables twice.
 * `landShareSource`: where the estimate's land share came from, as its caller found it (by
 * default looked up again from the input).
 */
export function taxImpactOfEstimate(
  estimate: V2Estimate,
  input: TaxImpactInput,
  stateRates: StateRates | null = null,
  landShareSource: LandShareSource = landShareFor(input).source,
): TaxImpact {
  const federal = federalTaxImpact(estimate, input);
  const state = stateRates && stateTaxImpact(stateContextOf(federal, input, stateRates));
  const feeCents = studyFeeCents(input.studyFee);
  const { schedule, studied } = federal;
  const { studyIndex } = schedule;
  const { pct, reclassified } = estimate[federal.taxCase];
  return {
    label: estimate.label,
    depreciableBasis: estimate.depreciableBasis,
    landShare: estimate.landShare,
    landShareSource,
    case: federal.taxCase,
    pct,
    reclassified,
    classes: studied.classes,
    assumptions: assumptionsUsed(federal, input, feeCents, state),
    schedule: scheduleRows({
      firstYear: studied.placed.year,
      schedule,
      allowed: federal.allowed,
      ownerTax: federal.ownerTax,
      sale: federal.sale,
      state,
    }),
    studyYear: {
      year: studied.studyYear,
      withoutStudy: schedule.without[studyIndex]!,
      withStudy: schedule.withStudy[studyIndex]!,
      catchUp: schedule.catchUp,
      additionalDeduction: schedule.withStudy[studyIndex]! - schedule.without[studyIndex]!,
      taxSavings: federal.ownerTax.yearlySavings[0]!,
      excessBusinessLoss: federal.ownerTax.withStudy.years[studyIndex]!.excessBusinessLoss,
    },
    presentValue: { additionalTaxSavings: federal.ownerTax.presentValue },
    ...(federal.sale ? { sale: federal.sale } : {}),
    netBenefit: studyNetBenefit(federal, state, feeCents),
    state: state ? state.impact : null,
    disclaimer: TAX_IMPACT_DISCLAIMER,
  };
}

/** What the state's side is figured from: the federal side's inputs, schedule and limit. */
function stateContextOf(federal: FederalTaxImpact, input: TaxImpactInput, rates: StateRates): StateTaxContext {
  const { studied } = federal;
  return {
    rates,
    givenRate: input.stateTaxRate,
    placedInService: input.placedInService,
    acquired: federal.acquired,
    schedule: studied,
    federal: federal.schedule,
    limit: federal.limit,
    discountRate: federal.rates.discountRate,
    saleYear: studied.sale ? studied.sale.year : null,
  };
}

/** The assumptions as used, echoed in the answer: defaults filled in, rates to the basis point. */
function assumptionsUsed(federal: FederalTaxImpact, input: TaxImpactInput, feeCents: number, state: StateTaxResult | null): TaxImpact['assumptions'] {
  const { rates, studied } = federal;
  return {
    placedInService: input.placedInService,
    acquired: federal.acquired,
    buildingLife: studied.buildingLife,
    convention: studied.fourthQuarter ? 'mid-quarter' : 'half-year',
    bonusRate: rates.bonusRate,
    taxRate: rates.taxRate,
    discountRate: rates.discountRate,
    studyFee: feeCents / 100,
    saleDate: input.saleDate ?? null,
    passiveActivity: federal.passiveActivity,
    averageStay: input.propertyType === 'residential_str' ? (input.averageStay ?? DEFAULT_AVERAGE_STAY) : null,
    filingStatus: federal.filingStatus,
    investmentIncomeTax: rates.investmentIncomeTax,
    state: state ? state.impact.code : null,
    stateTaxRate: state ? state.impact.taxRate : 0,
    taxableIncome: federal.owner.rules.onTheReturn ? federal.owner.rules.income : null,
    latestBracketsYear: federal.owner.rules.latestBracketsYear,
  };
}

/**
 * The net benefit, federal and state together: each year's savings of both, their present values,
 * the tax at a sale of both, and the fee's deduction at the combined rate (fee-deduction.ts).
 */
function studyNetBenefit(federal: FederalTaxImpact, state: StateTaxResult | null, feeCents: number): NetBenefit {
  const { schedule, studied, rates } = federal;
  // The fee's deduction is one more deduction of the with-study world: that world, without it, is the base.
  const feeSavingAt = feeTaxSavingFor(
    {
      withStudy: schedule.withStudy,
      allowedWithStudy: federal.allowed.withStudy,
      firstYear: studied.placed.year,
      studyIndex: schedule.studyIndex,
      limit: federal.limit,
      releaseIndex: federal.allowed.releaseIndex,
      discountRate: rates.discountRate,
      owner: federal.owner,
      stateRules: state?.rules ?? null,
      gain: federal.taxedGains.withStudy,
    },
    federal.ownerTax.withStudy,
  );
  // The most a dollar of fee can save: the flat rate (with the brackets, the top rate: the fee may fall in any of them), and the state's.
  const rateBasisPoints = federal.flatRates.federalBasisPoints + toBasisPoints(state?.impact.taxRate ?? 0);
  return netBenefit({
    feeCents,
    studyYear: studied.studyYear,
    // Year by year, the years after the schedule on their own: the payback year is when the savings come.
    yearlySavings: federal.ownerTax.savingsByYear.map((saving, offset) => saving + (state?.yearlySavings[offset] ?? 0)),
    presentValueOfTaxSavings: federal.ownerTax.presentValue + (state?.impact.presentValueOfTaxSavings ?? 0),
    presentValueOfTaxAtSale: (federal.sale?.presentValueOfAdditionalTax ?? 0) + (state?.impact.presentValueOfTaxAtSale ?? 0),
    studyFeeTaxSaving: feeSavingAt(divideHalfUp(feeCents, 100)),
    feeSavingAt,
    maxFeeSavingShare: rateBasisPoints / 10_000,
  });
}
