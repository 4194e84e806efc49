/**
 * The years a study may be applied in: its own file, since the page's first load reads it (a
 * look-back study's default, src/core/view/look-back.ts) and must not carry the law's tables.
 */

/** The study may be applied in the year placed in service or up to 39 years later (a look-back). */
export const STUDY_YEAR_SPAN = 39;

/** The years a study may be applied in, for a placed-in-service year. */
export function studyYearRange(placedInServiceYear: number): { first: number; last: number } {
  return { first: placedInServiceYear, last: placedInServiceYear + STUDY_YEAR_SPAN };
}
