import { V2_BUILDING_CLASSES } from '../estimate/catalog.ts';
import type { V2Estimate } from '../estimate/estimate.ts';
import { divideHalfUp, roundedShareOf, roundHalfUp, toBasisPoints } from '../estimate/money.ts';
import { valueAt } from '../law/dated-parameter.ts';
import { RATES } from '../law/rates.ts';
import type { StateRates } from '../law/state-law.ts';
import { statutoryBonusRate } from './bonus-depreciation.ts';
import { feeTaxSavingFor } from './fee-deduction.ts';
import type { BuildingLife } from './macrs-tables.ts';
import { netBenefit, presentValueAt, presentValueOfSavings } from './net-benefit.ts';
import {
  allowedDeductions,
  DEFAULT_AVERAGE_STAY,
  DEFAULT_FILING_STATUS,
  DEFAULT_PASSIVE_ACTIVITY,
  type FilingStatus,
  type PassiveActivity,
  type PassiveLimit,
  specialAllowance,
} from './passive-activity.ts';
import { recaptureWithStudy, straightLineMonths } from './recapture.ts';
import { RECLASSIFIED_SPLIT } from './reclassified-split.ts';
import { type Classes, type DepreciationSchedule, depreciationSchedule } from './schedule.ts';
import { stateTaxImpact } from './state-tax-impact.ts';
import { TAX_IMPACT_DISCLAIMER } from './tax-impact-disclaimer.ts';
import { type CalendarDate, DEFAULT_DISCOUNT_RATE, DEFAULT_TAX_CASE, defaultTaxRate, federalRateFor, parseIsoDate } from './tax-impact-inputs.ts';
import type { SaleOutcome, ScheduleYear, TaxImpact, TaxImpactInput } from './tax-impact-types.ts';

export type { SaleOutcome, ScheduleYear, TaxImpact, TaxImpactInput } from './tax-impact-types.ts';

export { TAX_IMPACT_DISCLAIMER } from './tax-impact-disclaimer.ts';

/**
 * The tax impact of a cost segregation study, from the v2 estimate of the same inputs and the
 * inputs the request schema has accepted. Pure and deterministic. Money is whole dollars rounded
 * half up, computed exactly: a dollar basis times a table rate is an integer number of
 * RATE_UNITS (src/core/domain/tax/macrs-tables.ts). Apart from taxImpact (tax-impact.ts) so that the
 * widget's tax add-on, which has the estimate already, does not carry the land tables twice.
 */
export function taxImpactOfEstimate(estimate: V2Estimate, input: TaxImpactInput, stateRates: StateRates | null = null): TaxImpact {
  const taxCase = input.case ?? DEFAULT_TAX_CASE;
  const { pct, reclassified } = estimate[taxCase];
  const { depreciableBasis } = estimate;
  const placed = parseIsoDate(input.placedInService);
  if (!placed) throw new RangeError(`Not a date: ${input.placedInService}`);

  // Rates are used to the basis point, and echoed as used. Defaults are the law's: the bonus rate
  // for the dates acquired and placed in service, the top income-tax rate of the study year.
  const acquired = input.acquired ?? input.placedInService;
  const studyYear = input.studyYear ?? placed.year;
  const bonusRate = toBasisPoints(input.bonusRate ?? statutoryBonusRate(acquired, input.placedInService)) / 10_000;
  const taxRate = toBasisPoints(input.taxRate ?? defaultTaxRate(studyYear)) / 10_000;
  const discountRate = toBasisPoints(input.discountRate ?? DEFAULT_DISCOUNT_RATE) / 10_000;
  // IRC 1411: 3.8% more on the study's deductions, the fee's and the gain at sale, when it applies.
  const investmentIncomeTax = input.investmentIncomeTax ?? false;
  // The federal rate on the study's figures: the rate given, plus the 3.8% when it applies.
  const taxBasisPoints = toBasisPoints(federalRateFor(taxRate, investmentIncomeTax, studyYear));
  const niitBasisPoints = taxBasisPoints - toBasisPoints(taxRate);
  const buildingLife: BuildingLife = V2_BUILDING_CLASSES[input.propertyType] === '27.5-year' ? 27.5 : 39;
  const fourthQuarter = placed.month >= 10;

  const split = RECLASSIFIED_SPLIT[input.propertyType];
  const fiveYear = roundedShareOf(reclassified, split.fiveYear * 100);
  const sevenYear = roundedShareOf(reclassified, split.sevenYear * 100);
  const classes = { fiveYear, sevenYear, fifteenYear: reclassified - fiveYear - sevenYear, building: depreciableBasis - reclassified };

  const sale = input.saleDate === undefined ? null : parseIsoDate(input.saleDate);
  const scheduleInput = { placed, depreciableBasis, classes, buildingLife, fourthQuarter, bonusBasisPoints: toBasisPoints(bonusRate), studyYear, sale };
  const schedule = depreciationSchedule(scheduleInput);
  const { without, withStudy, studyIndex } = schedule;

  // Under a passive-activity limit the savings follow the deductions allowed, not the depreciation.
  const passiveActivity = input.passiveActivity ?? DEFAULT_PASSIVE_ACTIVITY;
  const filingStatus = input.filingStatus ?? DEFAULT_FILING_STATUS;
  const limit = passiveLimit(input, passiveActivity, filingStatus);
  const releaseIndex = without.length - 1;
  const allowedWithout = limit && allowedDeductions(without, placed.year, limit, releaseIndex);
  const allowedWith = limit && allowedDeductions(withStudy, placed.year, limit, releaseIndex);
  const usable = (index: number) =>
    allowedWithout && allowedWith ? allowedWith[index]!.allowed - allowedWithout[index]!.allowed : withStudy[index]! - without[index]!;
  const differences = without.slice(studyIndex).map((_, offset) => usable(studyIndex + offset));
  const additionalDeduction = withStudy[studyIndex]! - without[studyIndex]!;
  const saleOutcome =
    sale && saleOf(schedule, { classes, placed, sale, fourthQuarter, taxBasisPoints, niitBasisPoints, saleDate: input.saleDate!, studyYear, discountRate });
  const state =
    stateRates &&
    stateTaxImpact({
      rates: stateRates,
      givenRate: input.stateTaxRate,
      placedInService: input.placedInService,
      acquired,
      schedule: scheduleInput,
      federal: schedule,
      limit,
      discountRate,
      saleYear: sale ? sale.year : null,
    });
  // Each year's figures are computed here, once: every surface renders these rows (view/owner-answer.ts).
  const rows = without.map((withoutStudy, index) => {
    const row: ScheduleYear = { year: placed.year + index, withoutStudy, withStudy: withStudy[index]! };
    if (allowedWithout && allowedWith) {
      row.allowedWithoutStudy = allowedWithout[index]!.allowed;
      row.allowedWithStudy = allowedWith[index]!.allowed;
      row.suspendedWithoutStudy = allowedWithout[index]!.suspended;
      row.suspendedWithStudy = allowedWith[index]!.suspended;
    }
    if (index >= studyIndex) row.taxSavings = roundedShareOf(usable(index), taxBasisPoints);
    if (saleOutcome && row.year === saleOutcome.year) row.taxAtSale = saleOutcome.additionalTax;
    if (state && index >= studyIndex) row.stateTaxSavings = state.yearlySavings[index - studyIndex]!;
    if (state && saleOutcome && row.year === saleOutcome.year) row.stateTaxAtSale = state.impact.additionalTaxAtSale;
    return row;
  });
  const presentValue = presentValueOfSavings(differences, taxBasisPoints / 10_000, discountRate);
  const feeCents = Math.round((input.studyFee ?? 0) * 100);
  const feeDeduction = {
    withStudy,
    firstYear: placed.year,
    studyIndex,
    limit,
    releaseIndex,
    rateBasisPoints: taxBasisPoints + (state?.rateBasisPoints ?? 0),
    discountRate,
  };
  const feeSavingAt = feeTaxSavingFor(feeDeduction);
  const feeSaving = feeSavingAt(feeCents);
  return {
    label: estimate.label,
    depreciableBasis,
    landShare: estimate.landShare,
    case: taxCase,
    pct,
    reclassified,
    classes,
    assumptions: {
      placedInService: input.placedInService,
      acquired,
      buildingLife,
      convention: fourthQuarter ? 'mid-quarter' : 'half-year',
      bonusRate,
      taxRate,
      discountRate,
      studyFee: Math.round((input.studyFee ?? 0) * 100) / 100,
      saleDate: input.saleDate ?? null,
      passiveActivity,
      averageStay: input.propertyType === 'residential_str' ? (input.averageStay ?? DEFAULT_AVERAGE_STAY) : null,
      filingStatus,
      investmentIncomeTax,
      state: state ? state.impact.code : null,
      stateTaxRate: state ? state.impact.taxRate : 0,
    },
    schedule: rows,
    studyYear: {
      year: studyYear,
      withoutStudy: without[studyIndex]!,
      withStudy: withStudy[studyIndex]!,
      catchUp: schedule.catchUp,
      additionalDeduction,
      taxSavings: rows[studyIndex]!.taxSavings!,
    },
    presentValue: { additionalTaxSavings: presentValue },
    ...(saleOutcome ? { sale: saleOutcome } : {}),
    netBenefit: netBenefit({
      feeCents,
      studyYear,
      yearlySavings: rows.slice(studyIndex).map((row) => (row.taxSavings ?? 0) + (row.stateTaxSavings ?? 0)),
      presentValueOfTaxSavings: presentValue + (state?.impact.presentValueOfTaxSavings ?? 0),
      presentValueOfTaxAtSale: (saleOutcome?.presentValueOfAdditionalTax ?? 0) + (state?.impact.presentValueOfTaxAtSale ?? 0),
      studyFeeTaxSaving: feeSaving,
      feeSavingAt,
      maxFeeSavingShare: feeDeduction.rateBasisPoints / 10_000,
    }),
    state: state ? state.impact : null,
    disclaimer: TAX_IMPACT_DISCLAIMER,
  };
}

/** The passive-activity limit the owner's participation sets, or null (not limited). */
function passiveLimit(input: TaxImpactInput, passiveActivity: PassiveActivity, filingStatus: FilingStatus): PassiveLimit | null {
  if (passiveActivity === 'not_limited') return null;
  const modifiedAgi = input.modifiedAgi ?? 0;
  return {
    passiveIncome: roundHalfUp(input.netOperatingIncome ?? 0) + roundHalfUp(input.otherPassiveIncome ?? 0),
    allowance: passiveActivity === 'active_participation' ? (year) => specialAllowance(modifiedAgi, year, filingStatus) : () => 0,
  };
}

/** The sale: depreciation taken, its recapture and the extra tax it costs (recapture.ts). */
function saleOf(
  schedule: DepreciationSchedule,
  context: {
    classes: Classes;
    placed: CalendarDate;
    sale: CalendarDate;
    saleDate: string;
    fourthQuarter: boolean;
    /** The federal rate on ordinary income, the 3.8% included when it applies. */
    taxBasisPoints: number;
    niitBasisPoints: number;
    studyYear: number;
    discountRate: number;
  },
): SaleOutcome {
  const { placed, sale, taxBasisPoints } = context;
  const total = (column: number[]) => column.reduce((sum, amount) => sum + amount, 0);
  const depreciationTaken = { withoutStudy: total(schedule.without), withStudy: total(schedule.withStudy) };
  const straightLine = straightLineMonths(placed, sale, context.fourthQuarter);
  const recapture = recaptureWithStudy(schedule.asStudied, context.classes.fifteenYear, straightLine, depreciationTaken.withStudy);
  // IRC 1(h)(1)(E): unrecaptured section 1250 gain at the lesser of 25% and the ordinary rate.
  const rateBasisPoints = Math.min(toBasisPoints(valueAt(RATES.unrecaptured1250Rate, context.saleDate)), taxBasisPoints - context.niitBasisPoints);
  const unrecaptured1250 = { withoutStudy: depreciationTaken.withoutStudy, withStudy: recapture.unrecapturedWithStudy };
  // In dollar-basis-points, exact, then whole dollars half up.
  // IRC 1411: the 3.8% applies to the whole gain, unrecaptured 1250 gain included.
  const extra =
    recapture.ordinary * taxBasisPoints + (unrecaptured1250.withStudy - unrecaptured1250.withoutStudy) * (rateBasisPoints + context.niitBasisPoints);
  const additionalTax = divideHalfUp(extra, 10_000);
  return {
    year: sale.year,
    depreciationTaken,
    ordinaryRecapture: recapture.ordinary,
    unrecaptured1250,
    unrecapturedRate: rateBasisPoints / 10_000,
    additionalTax,
    presentValueOfAdditionalTax: presentValueAt(additionalTax, sale.year - context.studyYear, context.discountRate),
  };
}
