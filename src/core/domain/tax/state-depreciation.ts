import { sum, toBasisPoints } from '../estimate/money.ts';
import { valueAt } from '../law/dated-parameter.ts';
import { RATES } from '../law/rates.ts';
import { PUBLIC_LAW_119_21_ENACTED, type StateBonusTreatment } from '../law/state-law.ts';
import { statutoryBonusRate } from './bonus-depreciation.ts';
import { type DepreciationSchedule, depreciationSchedule, type ScheduleInput } from './schedule.ts';
import { addBackSpread } from './state-add-back.ts';

export interface StateDepreciationInput {
  /** The state's treatment in force for the date placed in service (law/state-law.ts stateTreatmentAt). */
  treatment: StateBonusTreatment;
  /** What the federal schedule is built from. */
  schedule: ScheduleInput;
  /** The federal schedule of the same inputs: depreciationSchedule(schedule). */
  federal: DepreciationSchedule;
  /** The date acquired, YYYY-MM-DD: which bonus an older Code date allows depends on it. */
  acquired: string;
}

export interface StateDepreciation {
  /** The state's deductions, whole dollars a year, aligned with the federal columns (index 0 is the year placed in service). */
  without: number[];
  withStudy: number[];
  /**
   * Subtractions of an add-back still due after the columns' last year, year by year from the
   * year after it: a sale during the spread (Minnesota keeps the five-year schedule after a sale)
   * or a study applied within `years` of the end of the recovery. Empty otherwise.
   */
  withStudyAfterLastYear: number[];
  /** The depreciation the state's basis is reduced by, through the last year of the columns (its gain at a sale follows it). */
  depreciationTaken: { withoutStudy: number; withStudy: number };
  /** The bonus rate the state allows, as used (0 to 1): the federal one, none, its own or the one an older Code date gives. */
  bonusRate: number;
  /** Dollars added back in the year the bonus is deducted (add_back_spread), else 0. */
  addBack: number;
}

/**
 * The state's depreciation deductions without and with the study, year by year, from what the
 * federal schedule is built from and the state's treatment. Exact as the federal engine is: the
 * state's own bonus rate reruns depreciationSchedule; an add-back is figured from the bonus the
 * study deducts (in the study year: in the year placed in service, or in the IRC 481(a) catch-up
 * of a look-back) and subtracted in equal whole-dollar parts over the years that follow.
 * Depreciation is timing: held through the recovery, each column (with what is due after it)
 * sums to what the state's basis allows, the depreciable basis for a state with an income tax.
 */
export function stateDepreciation(input: StateDepreciationInput): StateDepreciation {
  const { treatment, schedule, federal } = input;
  const federalBonus = schedule.bonusBasisPoints;
  switch (treatment.kind) {
    case 'none':
      return nothingDeducted(federal.without.length);
    case 'conforms':
      return fromSchedule(federal, federalBonus);
    case 'no_bonus':
      return fromSchedule(depreciationSchedule({ ...schedule, bonusBasisPoints: 0 }), 0);
    case 'phase_down': {
      const bonusBasisPoints = Math.min(federalBonus, toBasisPoints(treatment.bonusRate));
      return fromSchedule(bonusBasisPoints === federalBonus ? federal : depreciationSchedule({ ...schedule, bonusBasisPoints }), bonusBasisPoints);
    }
    case 'add_back_spread': {
      const placedInService = isoDate(schedule.placed);
      const underCode = treatment.codeDate === null ? federalBonus : toBasisPoints(bonusRateUnderCodeAsOf(treatment.codeDate, input.acquired, placedInService));
      const bonusBasisPoints = Math.min(federalBonus, underCode);
      const base = bonusBasisPoints === federalBonus ? federal : depreciationSchedule({ ...schedule, bonusBasisPoints });
      const spread = addBackSpread({ withStudy: base.withStudy, studyIndex: base.studyIndex, classes: schedule.classes, bonusBasisPoints, treatment });
      return { ...fromSchedule(base, bonusBasisPoints), ...spread };
    }
  }
}

/**
 * The statutory bonus rate under the Code as it stood on `codeDate`: before Public Law 119-21
 * was enacted, property it reaches (acquired after January 19, 2025) keeps the Tax Cuts and Jobs
 * Act's phase-down (IRC 168(k)(6)(A) as then in force: 40% placed in service in 2025, 20% in
 * 2026, none after); other property has its statutory rate.
 */
export function bonusRateUnderCodeAsOf(codeDate: string, acquired: string, placedInService: string): number {
  const schedule = valueAt(RATES.bonusScheduleByAcquisition, acquired);
  if (schedule === 'permanentBonus' && codeDate < PUBLIC_LAW_119_21_ENACTED) return valueAt(RATES.tcjaBonus, placedInService);
  return statutoryBonusRate(acquired, placedInService);
}

function fromSchedule(schedule: DepreciationSchedule, bonusBasisPoints: number): StateDepreciation {
  return {
    without: schedule.without,
    withStudy: schedule.withStudy,
    withStudyAfterLastYear: [],
    depreciationTaken: { withoutStudy: sum(schedule.without), withStudy: sum(schedule.withStudy) },
    bonusRate: bonusBasisPoints / 10_000,
    addBack: 0,
  };
}

function nothingDeducted(years: number): StateDepreciation {
  const zeros = () => Array<number>(years).fill(0);
  return { without: zeros(), withStudy: zeros(), withStudyAfterLastYear: [], depreciationTaken: { withoutStudy: 0, withStudy: 0 }, bonusRate: 0, addBack: 0 };
}

const isoDate = (date: { year: number; month: number; day: number }) =>
  `${String(date.year).padStart(4, '0')}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
