import type { TaxImpact } from '../domain/tax/tax-impact-types.ts';
import { formatUsd } from './format.ts';
import type { AnswerYear, OwnerAnswer } from './owner-answer.ts';

/** How many years the chart shows at least: the first ten, where the difference is. */
export const CHART_YEARS = 10;

/**
 * The chart's years: the first ten from the study year, and through the sale year when the sale
 * comes later, so the tax at sale is always drawn. Every figure is the answer's (owner-answer.ts).
 */
export function chartYears(answer: OwnerAnswer): AnswerYear[] {
  const saleIndex = answer.years.findIndex((year) => year.taxAtSale !== 0);
  return answer.years.slice(0, Math.max(CHART_YEARS, saleIndex + 1));
}

/**
 * The chart's span as its caption says it: ", 2026 to 2035", and when the answer runs longer than
 * the chart, that the year table has the rest (a review: the printed chart stopped at 2035 beside a
 * table of forty years, and nothing said why).
 */
export function chartSpanWords(chart: readonly AnswerYear[], answer: Pick<OwnerAnswer, 'years'>): string {
  const first = chart[0]!.year;
  const last = chart.at(-1)!.year;
  const end = answer.years.at(-1)!.year;
  // At least two years: a sale comes after the study year (the contract's saleDate), and a property kept runs its recovery.
  return `, ${first} to ${last}${end > last ? ` (its first ${chart.length} years; the year-by-year table goes on to ${end})` : ''}`;
}

/** A year's bar: above the line what the study saves (and its fee's deduction); below it, what it gives back and what is paid. */
/** Year names a phone holds under the bars; past them every other one is named (base.css, .chart-year-odd). */
export const PHONE_YEAR_NAMES = 5;

/** How a bar's year is named: on every screen, on a wide one only (hidden on a phone), or not at all. */
export type YearName = 'always' | 'wide' | null;

/**
 * Which of a chart's `count` years are named under their bars. Every year up to 20, then every
 * fifth; the first (the study year, the headline's bar) and the last (a sale's, in the sale's
 * colour) always, and a fifth year too close to the last left out. Past PHONE_YEAR_NAMES names a
 * phone shows every other one, counted back from the last, and the first, its neighbour then left
 * to wide screens so that no two names touch (a review: the study year's and a sale's bars went unnamed).
 */
export function chartYearNames(count: number): YearName[] {
  const every = count > 20 ? 5 : 1;
  const last = count - 1;
  const named: number[] = [];
  for (let index = 0; index < count; index++) {
    if (index === 0 || index === last || (index % every === 0 && last - index > every / 2)) named.push(index);
  }
  const names: YearName[] = new Array(count).fill(null);
  named.forEach((index, position) => {
    names[index] = named.length <= PHONE_YEAR_NAMES || (named.length - 1 - position) % 2 === 0 ? 'always' : 'wide';
  });
  if (names[0] === 'wide') {
    names[0] = 'always';
    names[named[1]!] = 'wide';
  }
  return names;
}

export function barOf(year: AnswerYear): ChartBar {
  return { up: Math.max(year.taxSaved, 0), feeSaving: year.feeSaving, givenBack: Math.max(-year.taxSaved, 0), fee: year.fee, taxAtSale: year.taxAtSale };
}

/** A year's bar: above the line the tax saved and what the fee's deduction saves; below it what is given back, the fee and the tax at a sale. */
export interface ChartBar {
  up: number;
  feeSaving: number;
  givenBack: number;
  fee: number;
  taxAtSale: number;
}

/**
 * What the years have below the line: tax given back (a year the study deducts less), amounts paid
 * (the fee, the tax at a sale; a tax at a sale below zero is tax kept, not paid). The chart and
 * the year table's note name costs by it.
 */
export function belowTheLine(bars: readonly ChartBar[]): { givenBack: boolean; paid: boolean } {
  return { givenBack: bars.some((bar) => bar.givenBack > 0), paid: bars.some((bar) => bar.fee > 0 || bar.taxAtSale > 0) };
}

/**
 * Whether the chart draws anything below the line: its title, its summary and its table name
 * costs only then (a review: "and what it costs" over a chart with none).
 */
export function chartHasCosts(bars: readonly ChartBar[]): boolean {
  const { givenBack, paid } = belowTheLine(bars);
  return givenBack || paid;
}

/**
 * What the chart says instead of bars when every one of its years is zero: nothing saved, nothing
 * paid (a landlord whose allowance the phase-out takes away, no fee given). An empty chart on a
 * $0 to $1 axis said nothing (a review). It says whether a later year saves: under the passive
 * limits a release can come in the same year for both worlds, and then the study saves nothing at
 * all (a review). Null when any bar has height.
 */
export function emptyChartWords(bars: readonly ChartBar[], answer: Pick<OwnerAnswer, 'limited' | 'total'>, first: number, last: number): string | null {
  if (bars.some((bar) => bar.up + bar.feeSaving + bar.givenBack + bar.fee + bar.taxAtSale !== 0)) return null;
  const later = answer.total.taxSaved !== 0;
  const why = answer.limited
    ? later
      ? ': the passive-loss limits suspend the study’s extra deduction, and it saves tax only when it is released (the year table shows when)'
      : ', nor in any later year: the passive-loss limits hold the study’s extra deduction until the building’s own is released, in the same year, so it saves no tax'
    : later
      ? ': what it saves comes later (the year table shows when)'
      : '';
  return `The study saves and costs nothing in ${first} to ${last}${why}.`;
}

/**
 * The first year after the study year in which the study saves less than nothing (it deducts
 * less than the building alone would, or is allowed less): where its advantage turns around.
 */
export function turnaroundYear(answer: OwnerAnswer): number | null {
  return answer.years.slice(1).find((year) => year.taxSaved < 0)?.year ?? null;
}

/**
 * How the study saves less from its turnaround year: "each year from 2031" when every year from it
 * saves less than the building alone would, else how many do ("in 6 of the 9 years from 2031"): a
 * later year can save more again, as a loss carried in is used or the sale's year deducts more.
 */
export function savesLessFrom(answer: OwnerAnswer, turn: number): string {
  const from = answer.years.filter((year) => year.year >= turn);
  const less = from.filter((year) => year.taxSaved < 0).length;
  return less === from.length ? `each year from ${turn}` : `in ${less} of the ${from.length} years from ${turn}`;
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

/** What the bars add up to: the same basis in the end, or, with a sale, more deducted before it (and taxed back at it). */
export function chartNote(result: TaxImpact, answer: OwnerAnswer, turn: number | null): string {
  const { sale } = result;
  const allowed = answer.limited
    ? ' Under the passive-loss limits a year saves only on the loss allowed that year; what is suspended counts when it is released.'
    : '';
  if (sale && !sale.exchange) {
    const more = sale.depreciationTaken.withStudy - sale.depreciationTaken.withoutStudy;
    const where = `in ${sale.year}${answer.stateName ? `, federal and ${answer.stateName}` : ''}`;
    // The study's tax at the sale, by its sign: taxed back, the same, or lower (the gain it moves taxed lower).
    const back =
      answer.total.taxAtSale > 0
        ? `the sale taxes that back (${formatUsd(answer.total.taxAtSale)}, ${where})`
        : answer.total.taxAtSale < 0
          ? `with the study the tax at the sale is ${formatUsd(-answer.total.taxAtSale)} lower (${where})`
          : `the tax at the sale is the same with and without the study (${where})`;
    return `With the sale in ${sale.year}, the study has deducted ${formatUsd(more)} more by then${turn ? ` (it saves less ${savesLessFrom(answer, turn)})` : ''}, and ${back}.${allowed}`;
  }
  // An exchange carries the property on (decision 0337): the bars are the held property's, nothing is taxed back.
  const exchange = sale
    ? ` With the like-kind exchange in ${sale.year} the replacement property carries this depreciation on and nothing is taxed back: the gain is deferred.`
    : '';
  return (
    (turn
      ? `The study's advantage is up front: it saves less than the building alone would ${savesLessFrom(answer, turn)}, and by the last year both have deducted the same ${formatUsd(result.depreciableBasis)}.`
      : `Both schedules deduct the same ${formatUsd(result.depreciableBasis)} in the end; the study deducts it sooner.`) +
    exchange +
    allowed
  );
}
