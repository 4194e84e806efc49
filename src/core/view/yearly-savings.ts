import { roundedShareOf, toBasisPoints } from '../domain/estimate/money.ts';
import type { TaxImpact } from '../domain/tax/tax-impact-types.ts';

/** One year of the chart: how much more the study deducts that year, and the tax that saves. */
export interface YearlySaving {
  year: number;
  extraDeduction: number;
  /** extraDeduction at the tax rate, whole dollars rounded half up; negative once the study deducts less. */
  taxSaved: number;
}

/** How many years the chart shows: the first ten, where the difference is. */
export const CHART_YEARS = 10;

/**
 * The chart's figures: from the year the study is applied, the extra deduction and tax saved
 * each year (the first equals studyYear.taxSavings). Before it, the two schedules are the same.
 */
export function yearlySavings(result: TaxImpact, years = CHART_YEARS): YearlySaving[] {
  const rate = toBasisPoints(result.assumptions.taxRate);
  const first = result.schedule.findIndex((year) => year.year === result.studyYear.year);
  return result.schedule.slice(first, first + years).map(({ year, withStudy, withoutStudy }) => {
    const extraDeduction = withStudy - withoutStudy;
    return { year, extraDeduction, taxSaved: roundedShareOf(extraDeduction, rate) };
  });
}

/**
 * The first year after the study year in which the study deducts less than the building alone
 * would: where its advantage turns around (the totals end equal). Null if it never does.
 */
export function turnaroundYear(result: TaxImpact): number | null {
  const turn = result.schedule.find((year) => year.year > result.studyYear.year && year.withStudy < year.withoutStudy);
  return turn ? turn.year : null;
}

/** A value axis: from min to max (both multiples of step), zero included, ticks every step. */
export interface ChartScale {
  min: number;
  max: number;
  ticks: number[];
}

/**
 * A value axis with round ticks (1, 2, 2.5 or 5 times a power of ten), about `count` intervals,
 * that holds every value and zero.
 */
export function chartScale(values: readonly number[], count = 4): ChartScale {
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  const raw = (high - low) / count || 1;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((factor) => factor * magnitude).find((candidate) => candidate >= raw)!;
  const min = Math.floor(low / step) * step;
  const max = Math.ceil(high / step) * step || step;
  const ticks: number[] = [];
  for (let tick = min; tick <= max + step / 2; tick += step) ticks.push(Math.round(tick));
  return { min, max, ticks };
}
