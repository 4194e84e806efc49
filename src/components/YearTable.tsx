import type { TaxImpact } from '../core/domain/tax/tax-impact-types.ts';
import { formatUsd } from '../core/view/format.ts';
import { ledgerOf, ownerAnswer } from '../core/view/owner-answer.ts';
import { ledgerLineWords, waitingColumns, yearTableCaption, yearTableNote } from '../core/view/year-table-words.ts';
import { CHART_YEARS } from '../core/view/yearly-savings.ts';

/**
 * The answer year by year from the study year (owner-answer.ts), at full height (never scrolling
 * up and down; sideways, in its own region, where a phone is too narrow): the deductions without and with the study (the ones allowed, under a
 * passive-loss limit), the tax the study saves, the fee and the tax at sale as lines of money
 * paid in their years, and the total so far. The first ten years show; a checkbox shows the rest
 * through CSS alone (base.css, `:has()`), so it works without JavaScript. Print shows every year.
 */
export function YearTable({ result }: { result: TaxImpact }) {
  const answer = ownerAnswer(result);
  const lines = ledgerOf(answer);
  const later = (year: number) => year - answer.years[0]!.year >= CHART_YEARS;
  const waiting = waitingColumns(answer);
  return (
    <section class="year-table" data-testid="year-table">
      <h3 id="year-table-caption" class="table-caption">
        {yearTableCaption(answer)}
      </h3>
      {/* Past a phone's width (amounts in the millions beside what waits) it scrolls in its own box, a shadow at the edge that has more. */}
      <section class="table-scroll" tabindex={0} aria-labelledby="year-table-caption">
        <table aria-labelledby="year-table-caption">
          <thead>
            <tr>
              <th scope="col">Year</th>
              <th scope="col">Without study</th>
              <th scope="col">With study</th>
              {waiting.map((column) => (
                <th scope="col" key={column.label}>
                  {column.label}
                </th>
              ))}
              <th scope="col">Tax saved</th>
              <th scope="col" class="so-far">
                Total so far
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr
                key={`${line.year}-${line.kind}`}
                class={[later(line.year) && 'later', line.kind !== 'saved' && 'paid'].filter(Boolean).join(' ') || undefined}
                data-kind={line.kind}
                data-year={line.year}
              >
                <th scope="row">{line.year}</th>
                {line.kind === 'saved' ? (
                  <>
                    <td>{formatUsd(line.answerYear.withoutStudy)}</td>
                    <td>{formatUsd(line.answerYear.withStudy)}</td>
                    {waiting.map((column) => (
                      <td key={column.label} data-waiting={column.label}>
                        {formatUsd(column.of(line.answerYear))}
                      </td>
                    ))}
                  </>
                ) : (
                  <td colSpan={2 + waiting.length} class="paid-label">
                    {ledgerLineWords(line)}
                  </td>
                )}
                <td data-amount={line.amount}>{formatUsd(line.amount)}</td>
                <td class="so-far">{formatUsd(line.runningTotal)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <p class="small muted">{yearTableNote(answer)}</p>
      {answer.years.length > CHART_YEARS && (
        <p class="all-years no-print">
          <input type="checkbox" id="all-years" />
          <label for="all-years">{`Show all ${answer.years.length} years`}</label>
        </p>
      )}
    </section>
  );
}
