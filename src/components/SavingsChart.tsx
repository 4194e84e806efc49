import type { TaxImpact } from '../core/domain/tax/tax-impact-types.ts';
import { formatUsd, formatUsdShort } from '../core/view/format.ts';
import { chartScale, turnaroundYear, yearlySavings } from '../core/view/yearly-savings.ts';

const HEIGHT = 220;
const TOP = 18;
const BOTTOM = 30;
/** Bars take the left 86% of the width; the value labels sit right of them. */
const BARS = 86;

/**
 * The tax the study saves in each of its first ten years (bars above the line) and, once it
 * deducts less than the building alone would, what it gives back (below). An SVG without a
 * viewBox: x in percent of the column, y in pixels, so its text renders at its own 12 px or more
 * at any width instead of being scaled down with the drawing. Presentation attributes only (a
 * strict CSP is fine). The same figures are in a table for screen readers.
 */
export function SavingsChart({ result }: { result: TaxImpact }) {
  const years = yearlySavings(result);
  const scale = chartScale(years.map((year) => year.taxSaved));
  const y = (dollars: number) => TOP + ((scale.max - dollars) / (scale.max - scale.min)) * (HEIGHT - TOP - BOTTOM);
  const slot = BARS / years.length;
  const turn = turnaroundYear(result);
  const first = years[0]!.year;
  const last = years[years.length - 1]!.year;
  const summary = `Tax saved each year with the study, ${first} to ${last}: ${formatUsd(years[0]!.taxSaved)} in ${first}${
    turn ? `; from ${turn} the study deducts less than the building alone would, and gives some back` : ''
  }.`;
  return (
    <figure class="savings-chart">
      <figcaption id="savings-chart-caption">
        <strong>Tax saved each year with the study</strong>, {first} to {last}
      </figcaption>
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
          const top = Math.min(y(year.taxSaved), y(0));
          return (
            <g key={year.year}>
              <rect
                x={`${index * slot + slot * 0.15}%`}
                width={`${slot * 0.7}%`}
                y={top}
                height={Math.max(Math.abs(y(year.taxSaved) - y(0)), 1)}
                rx="2"
                class={year.taxSaved < 0 ? 'chart-bar-down' : 'chart-bar-up'}
              />
              <text x={`${(index + 0.5) * slot}%`} y={HEIGHT - 8} text-anchor="middle" class={`chart-label chart-year${index % 2 ? ' chart-year-odd' : ''}`}>
                {year.year}
              </text>
            </g>
          );
        })}
      </svg>
      <p class="chart-legend">
        <span class="swatch swatch-up" /> tax saved that year <span class="swatch swatch-down" /> given back: the study deducts less that year
      </p>
      <p class="chart-note">{chartNote(result, turn)}</p>
      {/* A table does not clip to a box of its own: the wrapper hides it from sight, not from screen readers. */}
      <div class="visually-hidden">
        <table>
          <caption>Tax saved each year with the study</caption>
          <thead>
            <tr>
              <th scope="col">Year</th>
              <th scope="col">Extra deduction</th>
              <th scope="col">Tax saved</th>
            </tr>
          </thead>
          <tbody>
            {years.map((year) => (
              <tr key={year.year}>
                <th scope="row">{year.year}</th>
                <td>{formatUsd(year.extraDeduction)}</td>
                <td>{formatUsd(year.taxSaved)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

/** What the bars add up to: the same basis in the end, or, with a sale, more deducted before it (and recaptured at it). */
function chartNote(result: TaxImpact, turn: number | null | undefined): string {
  const { sale } = result;
  if (sale) {
    const more = sale.depreciationTaken.withStudy - sale.depreciationTaken.withoutStudy;
    return `With the sale in ${sale.year}, the study has deducted ${formatUsd(more)} more by then${turn ? ` (it deducts less each year from ${turn})` : ''}, and the sale taxes that back: see "What you keep".`;
  }
  return turn
    ? `The study's advantage is up front: from ${turn} it deducts less each year than the building alone would, and by the last year both have deducted the same ${formatUsd(result.depreciableBasis)}.`
    : `Both schedules deduct the same ${formatUsd(result.depreciableBasis)} in the end; the study deducts it sooner.`;
}
