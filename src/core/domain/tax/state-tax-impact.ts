import { divideHalfUp, sum, toBasisPoints } from '../estimate/money.ts';
import type { StateCode } from '../law/state-codes.ts';
import { type StateRates, type StateTreatmentKind, stateTopRateAt, stateTreatmentAt } from '../law/state-law.ts';
import { flatRules } from './flat-rules.ts';
import type { OwnerTaxContext, TaxRules } from './owner-federal-tax.ts';
import { ownerTaxSavings } from './owner-tax-savings.ts';
import { deductionsAllowed, type PassiveLimit, type WorldDeductions } from './passive-activity.ts';
import { presentValueAt, presentValueOfSavings } from './present-value.ts';
import type { DepreciationSchedule, ScheduleInput } from './schedule.ts';
import { stateDepreciation } from './state-depreciation.ts';
import { TAX_UNITS, wholeDollars } from './tax-units.ts';

/**
 * The state's part of the tax impact: its own depreciation (state-depreciation.ts, by its
 * treatment of the federal bonus), limited as the federal side is (passive-activity.ts: states
 * start from federal income), at the state's rate; and at a sale, the extra depreciation taken with the study taxed
 * at that rate. Without an income tax (treatment `none`) every figure is 0.
 */
export interface StateTaxImpact {
  code: StateCode;
  name: string;
  /** The rate used, 0 to 1: the one given, or the state's top individual rate of topRateYear. */
  taxRate: number;
  /** The tax year whose top rate taxRate is (stateTopRateYear): the study year; null when the rate was given. */
  topRateYear: number | null;
  treatment: StateTreatmentKind;
  verified: boolean;
  /** YYYY-MM-DD: when the treatment's row was last checked against its source. */
  verifiedOn: string;
  studyYear: { withoutStudy: number; withStudy: number; taxSavings: number };
  presentValueOfTaxSavings: number;
  additionalTaxAtSale: number;
  /** additionalTaxAtSale discounted from the sale year to the study year. */
  presentValueOfTaxAtSale: number;
}

export interface StateTaxContext {
  rates: StateRates;
  /** The rate given (stateTaxRate), or undefined: the state's top rate for the study year. */
  givenRate: number | undefined;
  placedInService: string;
  acquired: string;
  schedule: ScheduleInput;
  federal: DepreciationSchedule;
  limit: PassiveLimit | null;
  discountRate: number;
  /** The sale's year, or null: held through the recovery. */
  saleYear: number | null;
}

/** What the state's side reads of the federal side (federal-tax-impact.ts, FederalTaxImpact). */
export interface FederalForState {
  acquired: string;
  studied: ScheduleInput;
  schedule: DepreciationSchedule;
  limit: PassiveLimit | null;
  rates: { discountRate: number };
}

/** The request's fields the state's side reads (tax-impact-types.ts, TaxImpactInput). */
export interface StateInput {
  stateTaxRate?: number | undefined;
  placedInService: string;
}

/** What the state's side is figured from: the federal side's inputs, schedule and limit. */
export function stateContextOf(federal: FederalForState, input: StateInput, rates: StateRates): StateTaxContext {
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

export interface StateTaxResult {
  impact: StateTaxImpact;
  /** Each year's state tax saved by the study, from the study year on (aligned with the schedule from studyIndex). */
  yearlySavings: number[];
  /** The state's tax function (the fee's deduction uses it too). */
  rules: TaxRules;
  /**
   * The state's with-study world as the fee's deduction meets it (fee-deduction.ts): its own
   * deductions each year before the passive rules and after them, and the year they release
   * what they suspend. The state's depreciation is not the federal one, so under a passive limit
   * the fee can be allowed in another year on the state's return than on the federal one.
   */
  withStudy: WorldDeductions;
}

/**
 * The tax year whose top rate the state's figures take when no rate is given: the study year.
 * Every state's record holds a top rate for each tax year from 2015 (state-law.test.ts), the
 * first a study year can be (decision 0360). Null when a rate is given.
 */
export function stateTopRateYear(givenRate: number | undefined, studyYear: number): number | null {
  return givenRate === undefined ? studyYear : null;
}

/** The state's rate: the one given, else its top rate of the study year. */
export function stateRateFor(rates: StateRates, givenRate: number | undefined, studyYear: number): number {
  if (givenRate !== undefined) return toBasisPoints(givenRate) / 10_000;
  const rate = stateTopRateAt(rates, studyYear);
  // Not reached: every record begins by 2015 (state-law.test.ts). Said, not guessed, should one not.
  if (rate === null) throw new RangeError(`${rates.code} has no top rate for ${studyYear}`);
  return rate;
}

/**
 * The state rate the figures use, in basis points: 0 for a state without an income tax (for the
 * date placed in service), whatever rate is given; else stateRateFor's. The request's rules
 * (the federal and state rates together) read the same.
 */
export function stateRateBasisPointsUsed(rates: StateRates, givenRate: number | undefined, placedInService: string, studyYear: number): number {
  const rate = stateRateFor(rates, givenRate, studyYear);
  return stateTreatmentAt(rates, placedInService).value.kind === 'none' ? 0 : toBasisPoints(rate);
}

/**
 * Whether a federal rate (basis points, the 3.8% included) and the state's rate as the figures use
 * it pass 100% together: each dollar deducted would save more than a dollar, and the net value
 * grow with the fee. The request's rules refuse it (fields.ts, stateTaxRate); the widget, whose
 * firm sets the federal rate and whose visitor's ZIP sets the state, takes the default rate instead.
 */
export function ratesPassOneHundred(
  federalBasisPoints: number,
  rates: StateRates,
  givenRate: number | undefined,
  placedInService: string,
  studyYear: number,
): boolean {
  return federalBasisPoints + stateRateBasisPointsUsed(rates, givenRate, placedInService, studyYear) > 10_000;
}

export function stateTaxImpact(context: StateTaxContext): StateTaxResult {
  const { rates, schedule, federal, discountRate, saleYear } = context;
  const rateBasisPoints = stateRateBasisPointsUsed(rates, context.givenRate, context.placedInService, schedule.studyYear);
  const row = stateTreatmentAt(rates, context.placedInService);
  const columns = stateDepreciation({ treatment: row.value, schedule, federal, acquired: context.acquired });
  const { studyIndex } = federal;
  const allowed = deductionsAllowed(columns.without, columns.withStudy, schedule.placed.year, context.limit);
  // The state's tax is the owner's tax function again, with the state's rules, on its own columns.
  const owner: OwnerTaxContext = {
    firstYear: schedule.placed.year,
    propertyIncome: [],
    nonPassive: false,
    // A flat rate (the state's) on an unbounded income, with no excess business loss cap and no
    // 3.8% (flat-rules.ts). A state starts from federal income, so the passive rules hold its
    // columns as they do the federal ones (passive-activity.ts).
    rules: flatRules({ ordinaryBasisPoints: rateBasisPoints, niitBasisPoints: 0, saleDate: null, filingStatus: null }),
  };
  const exact = ownerTaxSavings(allowed, studyIndex, discountRate, owner).exactByYear;
  // Subtractions of an add-back still due after the last year (a sale during the spread) are
  // counted in the last year, with the sale: the rows then say all the state saves, and the
  // present value is theirs (docs/decisions/0102-older-code-date-states.md).
  exact[exact.length - 1]! += sum(columns.withStudyAfterLastYear) * rateBasisPoints * 100;
  // A like-kind exchange carries the held property on: no sale year, no tax at it (federal-tax-impact.ts).
  // The extra state tax at a sale: the extra depreciation the study took, taxed at the state's rate
  // (a state taxes the gain as income), never below zero.
  const { depreciationTaken } = columns;
  const extraTaken = depreciationTaken.withStudy - depreciationTaken.withoutStudy;
  const additionalTaxAtSale = saleYear === null ? 0 : Math.max(0, divideHalfUp(extraTaken * rateBasisPoints, 10_000));
  const yearlySavings = exact.map(wholeDollars);
  return {
    impact: {
      code: rates.code,
      name: rates.name,
      taxRate: rateBasisPoints / 10_000,
      topRateYear: stateTopRateYear(context.givenRate, schedule.studyYear),
      treatment: row.value.kind,
      verified: rates.verified,
      verifiedOn: row.verifiedOn,
      studyYear: { withoutStudy: allowed.without[studyIndex]!, withStudy: allowed.withStudy[studyIndex]!, taxSavings: yearlySavings[0]! },
      presentValueOfTaxSavings: presentValueOfSavings(exact, 1 / TAX_UNITS, discountRate),
      additionalTaxAtSale,
      presentValueOfTaxAtSale: saleYear === null ? 0 : presentValueAt(additionalTaxAtSale, saleYear - schedule.studyYear, discountRate),
    },
    yearlySavings,
    rules: owner.rules,
    withStudy: { deductions: columns.withStudy, allowed: allowed.withStudy, releaseIndex: allowed.releaseIndex },
  };
}
