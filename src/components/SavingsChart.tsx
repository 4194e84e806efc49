import type { TaxImpact } from '../core/domain/tax/tax-impact-types.ts';
import { formatUsd, formatUsdShort } from '../core/view/format.ts';
import { ownerAnswer } from '../core/view/owner-answer.ts';
import {
  barOf,
  chartHasCosts,
  chartNote,
  chartScale,
  chartSpanWords,
  chartYearNames,
  chartYears,
  emptyChartWords,
  turnaroundYear,
} from '../core/view/yearly-savings.ts';

const HEIGHT = 220;
const TOP = 18;
const BOTTOM = 30;
/** Bars take the left 86% of the width; the value labels sit right of them. */
const BARS = 86;

/**
 * The study's money year by year, as the answer has it (owner-answer.ts): the tax it saves above
 * the line; below it, what it gives back in a year it deducts less, the fee in the study year and
 * the tax at the sale in the sale year. An SVG without a viewBox: x in percent of the column, y in
 * pixels, so its text renders at its own 12 px or more at any width. Presentation attributes only
 * (a strict CSP is fine). The same figures are in a table for screen readers.
 */
export function SavingsChart({ result }: { result: TaxImpact }) {
  const answer = ownerAnswer(result);
  const years = chartYears(answer);
  const bars = years.map(barOf);
  const scale = chartScale(bars.flatMap((bar) => [bar.up + bar.feeSaving, -(bar.givenBack + bar.fee + bar.taxAtSale)]));
  const y = (dollars: number) => TOP + ((scale.max - dollars) / (scale.max - scale.min)) * (HEIGHT - TOP - BOTTOM);
  const slot = BARS / years.length;
  // The first and the last year always named, the others as room allows (chartYearNames).
  const names = chartYearNames(years.length);
  const turn = turnaroundYear(answer);
  const costs = chartHasCosts(bars);
  const first = years[0]!.year;
  const last = years[years.length - 1]!.year;
  const empty = emptyChartWords(bars, answer, first, last);
  const summary = `${chartTableName(costs)}, ${first} to ${last}: ${years
    .map(
      (year) =>
        `${year.year}: ${formatUsd(year.taxSaved)} saved${year.fee ? `, ${formatUsd(year.fee)} fee paid` : ''}${year.taxAtSale ? `, ${formatUsd(year.taxAtSale)} tax at sale paid` : ''}`,
    )
    .join('; ')}.`;
  const segment = (index: number, from: number, amount: number, kind: string) =>
    amount > 0 && (
      <rect
        key={kind}
        x={`${index * slot + slot * 0.15}%`}
        width={`${slot * 0.7}%`}
        y={y(from)}
        height={Math.max(y(from - amount) - y(from), 1)}
        rx="2"
        class={`chart-bar-${kind}`}
        data-kind={kind}
        data-amount={amount}
      />
    );
  return (
    <figure class="savings-chart" data-testid="savings-chart">
      <figcaption id="savings-chart-caption">
        <strong>
          {answer.limited ? 'Tax saved each year with the study, after the passive-loss limits' : 'Tax saved each year with the study'}
          {answer.stateName ? `, federal and ${answer.stateName}` : ''}
        </strong>
        {`${costs ? ', and what it costs' : ''}${chartSpanWords(years, answer)}`}
      </figcaption>
      {empty ? (
        <p class="chart-empty" data-testid="chart-empty">
          {empty}
        </p>
      ) : (
        <>
          <svg width="100%" height={HEIGHT} role="img" aria-label={summary}>
            {scale.ticks.map((tick) => (
              <g key={tick}>
                <line x1="0" x2="100%" y1={y(tick)} y2={y(tick)} class={tick === 0 ? 'chart-axis' : 'chart-grid'} />
                <text x="100%" y={y(tick) - 4} text-anchor="end" class="chart-label">
                  {formatUsdShort(tick)}
                </text>
              </g>
            ))}
            {years.map((year, index) => {
              const bar = bars[index]!;
              return (
                <g key={year.year} data-year={year.year}>
                  {bar.up > 0 && (
                    <rect
                      x={`${index * slot + slot * 0.15}%`}
                      width={`${slot * 0.7}%`}
                      y={y(bar.up)}
                      height={Math.max(y(0) - y(bar.up), 1)}
                      rx="2"
                      class="chart-bar-up"
                      data-kind="saved"
                      data-amount={bar.up}
                    />
                  )}
                  {segment(index, bar.up + bar.feeSaving, bar.feeSaving, 'fee-saving')}
                  {segment(index, 0, bar.givenBack, 'down')}
                  {segment(index, -bar.givenBack, bar.fee, 'fee')}
                  {segment(index, -bar.givenBack - bar.fee, bar.taxAtSale, 'sale')}
                  {names[index] && (
                    <text
                      x={`${(index + 0.5) * slot}%`}
                      y={HEIGHT - 8}
                      text-anchor="middle"
                      class={`chart-label chart-year${names[index] === 'wide' ? ' chart-year-odd' : ''}`}
                    >
                      {year.year}
                    </text>
                  )}
                </g>
              );
            })}
          </svg>
          {/* Each item a box of its own, so a swatch never ends a line apart from its words. */}
          <p class="chart-legend">
            <span class="legend-item">
              <span class="swatch swatch-up" /> tax saved
            </span>
            {bars.some((bar) => bar.givenBack > 0) && (
              <span class="legend-item">
                <span class="swatch swatch-down" /> given back: the study deducts less that year
              </span>
            )}
            {answer.total.fee > 0 && (
              <span class="legend-item">
                <span class="swatch swatch-fee" /> the study's fee
              </span>
            )}
            {answer.total.feeSaving > 0 && (
              <span class="legend-item">
                <span class="swatch swatch-fee-saving" /> what the fee’s deduction saves
              </span>
            )}
            {answer.total.taxAtSale > 0 && (
              <span class="legend-item">
                <span class="swatch swatch-sale" /> extra tax at the sale
              </span>
            )}
          </p>
        </>
      )}
      <p class="chart-note">{chartNote(result, answer, turn)}</p>
      {/* A table does not clip to a box of its own: the wrapper hides it from sight, not from screen readers. */}
      <div class="visually-hidden">
        <table>
          <caption>{chartTableName(costs)}</caption>
          <thead>
            <tr>
              <th scope="col">Year</th>
              <th scope="col">Tax saved</th>
              <th scope="col">Paid</th>
            </tr>
          </thead>
          <tbody>
            {years.map((year) => (
              <tr key={year.year}>
                <th scope="row">{year.year}</th>
                <td>{formatUsd(year.taxSaved)}</td>
                <td>{year.fee + year.taxAtSale > 0 ? formatUsd(year.fee + year.taxAtSale) : 'nothing'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

/** The chart's figures as the summary and the table name them: costs only when the chart has any. */
function chartTableName(costs: boolean): string {
  return `The study's tax savings${costs ? ' and costs' : ''} each year`;
}
