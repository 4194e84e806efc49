import { studyYearRange } from '../domain/tax/study-years.ts';

/**
 * The study year a blank field stands for on the page (decision 0343): this year, for a property
 * placed in service in an earlier one. An owner who bought years ago is asking about a study now:
 * a look-back, filed with Form 3115, whose missed depreciation is caught up this year (IRC
 * 481(a)). A sale this year or earlier is studied before it, the year before the sale, as a sale
 * must come after the study year. Blank (the year placed in service, the API's default) when
 * that year is not after the year placed in service, or past the span a study may be applied in.
 */
export function lookBackStudyYear(placedInService: string, today: string, saleDate = ''): string {
  const placed = Number(placedInService.trim().slice(0, 4));
  const now = Number(today.slice(0, 4));
  const sale = /^\d{4}-/.test(saleDate.trim()) ? Number(saleDate.trim().slice(0, 4)) : null;
  const year = sale !== null && sale <= now ? sale - 1 : now;
  return year > placed && year <= studyYearRange(placed).last ? String(year) : '';
}

/**
 * The study year the page's answer uses for a blank field, as a link pins it: the look-back's, or
 * the year placed in service; blank while the date is not one.
 */
export function studyYearUsed(placedInService: string, today: string, saleDate = ''): string {
  const date = placedInService.trim();
  return lookBackStudyYear(date, today, saleDate) || (/^\d{4}-\d{2}-\d{2}$/.test(date) ? date.slice(0, 4) : '');
}
