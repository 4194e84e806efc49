import { studyYearRange } from '../domain/tax/study-years.ts';

/**
 * The study year a blank field stands for on the page (decision 0343): this year, for a property
 * placed in service in an earlier one. An owner who bought years ago is asking about a study
 * now: a look-back, filed with Form 3115, whose missed depreciation is caught up this year (IRC
 * 481(a)). Blank (the year placed in service, the API's default) for a purchase this year or
 * later, or one so old that this year is past the span a study may be applied in.
 */
export function lookBackStudyYear(placedInService: string, today: string): string {
  const placed = Number(placedInService.slice(0, 4));
  const now = Number(today.slice(0, 4));
  return now > placed && now <= studyYearRange(placed).last ? String(now) : '';
}
