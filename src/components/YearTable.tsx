import type { TaxImpact } from '../core/domain/tax/tax-impact-types.ts';
import { formatUsd } from '../core/view/format.ts';
import { CHART_YEARS } from '../core/view/yearly-savings.ts';

/**
 * Deductions year by year at full height, never in a scrolling box: the first ten years, and a
 * checkbox that shows all of them through CSS alone (base.css, `:has()`), so it works without
 * JavaScript. Print shows every year.
 */
export function YearTable({ result }: { result: TaxImpact }) {
  const { schedule } = result;
  return (
    <section class="year-table" aria-labelledby="year-table-caption">
      <h3 id="year-table-caption" class="table-caption">
        Deductions by tax year
      </h3>
      <table aria-labelledby="year-table-caption">
        <thead>
          <tr>
            <th scope="col">Year</th>
            <th scope="col">Without study</th>
            <th scope="col">With study</th>
            <th scope="col">Difference</th>
          </tr>
        </thead>
        <tbody>
          {schedule.map((year, index) => (
            <tr key={year.year} class={index >= CHART_YEARS ? 'later' : undefined}>
              <th scope="row">{year.year}</th>
              <td>{formatUsd(year.withoutStudy)}</td>
              <td>{formatUsd(year.withStudy)}</td>
              <td>{formatUsd(year.withStudy - year.withoutStudy)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {schedule.length > CHART_YEARS && (
        <p class="all-years no-print">
          <input type="checkbox" id="all-years" />
          <label for="all-years">{`Show all ${schedule.length} years`}</label>
        </p>
      )}
    </section>
  );
}
