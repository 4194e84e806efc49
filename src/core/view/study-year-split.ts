import type { ScheduleYear, TaxImpact } from '../domain/tax/tax-impact-types.ts';

/**
 * The study's extra deduction in its first year, and where it goes, from the row of that year:
 * what reduces income this year, what the passive rules suspend (IRC 469) and what is carried to
 * next year (the IRC 461(l) excess business loss and a net operating loss, IRC 172). Each is the
 * difference between the worlds with and without the study; the years before the study year are
 * the same in both, so the three add up to the extra deduction: `extra = usedNow + suspended +
 * carried`. Apart from owner-answer.ts: only the parts that load later read it.
 */
export interface StudyYearSplit {
  year: number;
  extra: number;
  usedNow: number;
  suspended: number;
  carried: number;
  /** studyYear.excessBusinessLoss: the part of the carried loss the 461(l) limit carries (the rest, a loss larger than the income). */
  excessBusinessLoss: number;
}

/** The schedule's row of the study year: every answer has one (the rows run from the year placed in service). */
export function studyYearRow(result: TaxImpact): ScheduleYear {
  return result.schedule.find((year) => year.year === result.studyYear.year)!;
}

export function studyYearSplit(result: TaxImpact): StudyYearSplit {
  const { studyYear } = result;
  const row = studyYearRow(result);
  const suspended = (row.suspendedWithStudy ?? 0) - (row.suspendedWithoutStudy ?? 0);
  const carried = (row.carriedForwardWithStudy ?? 0) - (row.carriedForwardWithoutStudy ?? 0);
  const allowed = (row.allowedWithStudy ?? row.withStudy) - (row.allowedWithoutStudy ?? row.withoutStudy);
  return {
    year: studyYear.year,
    extra: studyYear.additionalDeduction,
    usedNow: allowed - carried,
    suspended,
    carried,
    excessBusinessLoss: studyYear.excessBusinessLoss,
  };
}
