import type { V2Estimate } from '../estimate/estimate.ts';
import { type LandShareSource, landShareFor } from '../estimate/land.ts';
import type { StateRates } from '../law/state-law.ts';
import { assumptionsUsed } from './assumptions-used.ts';
import { federalTaxImpact } from './federal-tax-impact.ts';
import { studyNetBenefit } from './fee-deduction.ts';
import { scheduleRows } from './schedule-rows.ts';
import { stateContextOf, stateTaxImpact } from './state-tax-impact.ts';
import { taxImpactDisclaimer } from './tax-impact-disclaimer.ts';
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
  const stateContext = stateRates && stateContextOf(federal, input, stateRates);
  const state = stateContext && stateTaxImpact(stateContext);
  const net = studyNetBenefit(federal, state, input.studyFee);
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
    assumptions: assumptionsUsed(federal, input, net.studyFee, state),
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
    netBenefit: net,
    state: state ? state.impact : null,
    // What it took for want of an input, said (decision 0352): with the brackets the household's income was given.
    disclaimer: taxImpactDisclaimer({
      professional: input.passiveActivity === undefined,
      topRate: input.taxRate === undefined && !federal.owner.rules.onTheReturn,
      // A state with an income tax, no rate given (topRateYear is null when one is).
      stateTopRate: state !== null && state.impact.taxRate > 0 && state.impact.topRateYear !== null,
    }),
  };
}
