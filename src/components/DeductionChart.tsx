import type { TaxImpact } from '../core/domain/tax/tax-impact.ts';
import { formatUsd } from '../core/view/format.ts';

const WIDTH = 600;
const HEIGHT = 220;
const PAD = { left: 8, right: 8, top: 10, bottom: 24 };

/**
 * Cumulative deductions with and without the study, year by year: a small SVG drawn on the
 * server and by the island alike (presentation attributes only, so a strict CSP is fine), with
 * the same figures in a table beside it for screen readers and print.
 */
export function DeductionChart({ result }: { result: TaxImpact }) {
  const { schedule, depreciableBasis } = result;
  const x = (index: number) => PAD.left + (index / Math.max(schedule.length - 1, 1)) * (WIDTH - PAD.left - PAD.right);
  const y = (dollars: number) => HEIGHT - PAD.bottom - (dollars / Math.max(depreciableBasis, 1)) * (HEIGHT - PAD.top - PAD.bottom);
  const line = (key: 'withStudy' | 'withoutStudy') => {
    let total = 0;
    return schedule
      .map((year, index) => {
        total += year[key];
        return `${x(index).toFixed(1)},${y(total).toFixed(1)}`;
      })
      .join(' ');
  };
  const first = schedule[0]!.year;
  const last = schedule[schedule.length - 1]!.year;
  return (
    <div class="tax-chart">
      <figure>
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={`Cumulative deductions with and without the study, ${first} to ${last}`}>
          <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(0)} y2={y(0)} class="chart-axis" />
          <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(depreciableBasis)} y2={y(depreciableBasis)} class="chart-grid" />
          <text x={PAD.left} y={y(depreciableBasis) + 14} class="chart-label">
            {formatUsd(depreciableBasis)}
          </text>
          <polyline points={line('withoutStudy')} class="chart-without" fill="none" />
          <polyline points={line('withStudy')} class="chart-with" fill="none" />
          <text x={PAD.left} y={HEIGHT - 6} class="chart-label">
            {first}
          </text>
          <text x={WIDTH - PAD.right} y={HEIGHT - 6} text-anchor="end" class="chart-label">
            {last}
          </text>
        </svg>
        <figcaption>
          Cumulative deductions, {first} to {last}: <span class="key key-with">with the study</span> and <span class="key key-without">without</span>. Both
          reach the depreciable basis of {formatUsd(depreciableBasis)}.
        </figcaption>
      </figure>
      <section class="tax-table" aria-labelledby="tax-table-caption">
        <h3 id="tax-table-caption" class="table-caption">
          Deductions by tax year
        </h3>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls must take focus, or a keyboard cannot scroll it (axe: scrollable-region-focusable). */}
        <div class="table-scroll" tabIndex={0}>
          <table aria-labelledby="tax-table-caption">
            <thead>
              <tr>
                <th scope="col">Year</th>
                <th scope="col">Without study</th>
                <th scope="col">With study</th>
              </tr>
            </thead>
            <tbody>
              {schedule.map((year) => (
                <tr key={year.year}>
                  <th scope="row">{year.year}</th>
                  <td>{formatUsd(year.withoutStudy)}</td>
                  <td>{formatUsd(year.withStudy)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}
