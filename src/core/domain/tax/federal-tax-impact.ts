import type { V2Estimate } from '../estimate/estimate.ts';
import { toBasisPoints } from '../estimate/money.ts';
import { type DeductionsAllowed, deductionsAllowed, yearlyTaxSavings } from './deductions-allowed.ts';
import {
  DEFAULT_FILING_STATUS,
  DEFAULT_PASSIVE_ACTIVITY,
  type FilingStatus,
  type PassiveActivity,
  type PassiveLimit,
  passiveLimit,
} from './passive-activity.ts';
import { presentValueOfSavings } from './present-value.ts';
import { type RatesUsed, ratesUsed } from './rates-used.ts';
import { buildingLifeOf, recoveryClasses } from './recovery-classes.ts';
import { saleOutcome } from './sale-outcome.ts';
import { type DepreciationSchedule, depreciationSchedule, type ScheduleInput } from './schedule.ts';
import { DEFAULT_TAX_CASE, parseIsoDate, type TaxCase } from './tax-impact-inputs.ts';
import type { SaleOutcome, TaxImpactInput } from './tax-impact-types.ts';

/**
 * The federal side of the owner's tax in two worlds, without the study and with it: each fact one
 * figure the answer reports, or a step the state's side (state-tax-impact.ts) takes too.
 */
export interface FederalTaxImpact {
  taxCase: TaxCase;
  /** YYYY-MM-DD: the date acquired as used (default the date placed in service). */
  acquired: string;
  rates: RatesUsed;
  /** What both worlds' depreciation is built from: the classes, the conventions, the study year, the sale. */
  studied: ScheduleInput;
  schedule: DepreciationSchedule;
  passiveActivity: PassiveActivity;
  filingStatus: FilingStatus;
  /** The passive-activity limit (IRC 469) the owner's participation sets, or null. */
  limit: PassiveLimit | null;
  allowed: DeductionsAllowed;
  /** The tax the study saves each year from the study year on, at the federal rate. */
  yearlySavings: number[];
  /** The extra deductions allowed at the federal rate, each year unrounded, discounted to the study year: whole dollars. */
  presentValue: number;
  /** With a sale date, what the sale takes back; else null. */
  sale: SaleOutcome | null;
}

export function federalTaxImpact(estimate: V2Estimate, input: TaxImpactInput): FederalTaxImpact {
  const taxCase = input.case ?? DEFAULT_TAX_CASE;
  const placed = parseIsoDate(input.placedInService);
  if (!placed) throw new RangeError(`Not a date: ${input.placedInService}`);
  const acquired = input.acquired ?? input.placedInService;
  const studyYear = input.studyYear ?? placed.year;
  const rates = ratesUsed(input, acquired, studyYear);
  const { depreciableBasis } = estimate;
  const studied: ScheduleInput = {
    placed,
    depreciableBasis,
    classes: recoveryClasses(input.propertyType, estimate[taxCase].reclassified, depreciableBasis),
    buildingLife: buildingLifeOf(input.propertyType),
    fourthQuarter: placed.month >= 10,
    bonusBasisPoints: toBasisPoints(rates.bonusRate),
    studyYear,
    sale: input.saleDate === undefined ? null : parseIsoDate(input.saleDate),
  };
  const schedule = depreciationSchedule(studied);
  // Under a passive-activity limit the savings follow the deductions allowed, not the depreciation.
  const passiveActivity = input.passiveActivity ?? DEFAULT_PASSIVE_ACTIVITY;
  const filingStatus = input.filingStatus ?? DEFAULT_FILING_STATUS;
  const limit = passiveLimit(passiveActivity, filingStatus, input);
  const allowed = deductionsAllowed(schedule.without, schedule.withStudy, placed.year, limit);
  const { studyIndex } = schedule;
  const { sale } = studied;
  return {
    taxCase,
    acquired,
    rates,
    studied,
    schedule,
    passiveActivity,
    filingStatus,
    limit,
    allowed,
    yearlySavings: yearlyTaxSavings(allowed, studyIndex, rates.federalBasisPoints),
    presentValue: presentValueOfSavings(allowed.extra.slice(studyIndex), rates.federalBasisPoints / 10_000, rates.discountRate),
    sale: sale && saleOutcome(schedule, { ...studied, sale }, rates, input.saleDate!),
  };
}
