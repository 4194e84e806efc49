import type { V2Request } from '../core/contract/schemas.ts';
import type { V2EstimateDetail } from '../core/domain/estimate/estimate.ts';
import type { TaxImpact, TaxImpactInput } from '../core/domain/tax/tax-impact-types.ts';
import { formatUsd } from '../core/view/format.ts';
import { keepApplies, keepFigures } from '../core/view/keep-figures.ts';
import { type LedgerLine, ownerAnswer } from '../core/view/owner-answer.ts';
import { reportInputPairs, reportInputRows, reportPrepared, reportSources } from '../core/view/report.ts';
import { reportClassNote, reportClassRows, reportYearColumns } from '../core/view/report-tables.ts';
import { ledgerLineWords, type WaitingColumn, waitingColumns, yearTableCaption, yearTableNote } from '../core/view/year-table-words.ts';
import { SaleTable } from './SaleTable.tsx';

interface ReportTitleProps {
  input: V2Request;
  detail: V2EstimateDetail;
  /** YYYY-MM-DD: the date the report is prepared on. */
  today: string;
  /** Who prepared it (FIRM_NAME), or null. */
  firmName?: string | null;
}

/**
 * The printed report's title block, above the answer's headline; only in print (base.css, "Print").
 * The rest of the report's own parts follow the answer (ReportHeader), so the page prints in the
 * order of its markup, and a page breaks where the print rules let it (decision 0330).
 */
export function ReportTitle({ input, detail, today, firmName = null }: ReportTitleProps) {
  const { preparedFor, preparedBy } = reportPrepared(input, detail, today, firmName);
  return (
    <header class="report-title-block print-only">
      <p class="report-title">Cost segregation estimate</p>
      <p class="report-prepared">
        {preparedFor}
        {preparedBy && <br />}
        {preparedBy}
      </p>
    </header>
  );
}

interface ReportHeaderProps {
  input: V2Request;
  detail: V2EstimateDetail;
  result: TaxImpact | null;
  /** What the tax figures were computed from (the incomes under a passive-loss limit). */
  taxInput?: TaxImpactInput | null;
}

/**
 * The printed report after the answer: its inputs and assumptions as values, the basis by recovery
 * class and what the owner keeps; on screen the form says the same, so this shows only in print.
 */
export function ReportHeader({ input, detail, result, taxInput = null }: ReportHeaderProps) {
  const lines = reportInputPairs(reportInputRows(input, detail, result, taxInput));
  return (
    <section class="report-header print-only" aria-label="Inputs and assumptions">
      <table class="report-inputs">
        <caption>Inputs and assumptions</caption>
        {/* The columns' widths, set once: a fixed layout otherwise takes them from the first row, a pair alone (a review: labels took half the page). */}
        <colgroup>
          <col />
          <col />
          <col />
          <col />
        </colgroup>
        <tbody>
          {lines.map(([left, right]) => (
            <tr key={left[0]}>
              <th scope="row">{left[0]}</th>
              {/* A pair alone takes the row's width: a long value stays on one line. */}
              <td colSpan={right ? undefined : 3}>{left[1]}</td>
              {right && <th scope="row">{right[0]}</th>}
              {right && <td>{right[1]}</td>}
            </tr>
          ))}
        </tbody>
      </table>
      {result && <ReportClasses result={result} purchasePrice={input.purchasePrice} />}
      {result && keepApplies(result) && <ReportKeep result={result} />}
    </section>
  );
}

/**
 * The one disclaimer, on screen and in print; in print before it the sale and the year table, and
 * after it the sources and this estimate's link.
 */
export function ReportFooter({ detail, result, link }: { detail: V2EstimateDetail; result: TaxImpact | null; link: string }) {
  // The tax disclaimer's first sentence repeats the estimate's; what it adds are its assumptions.
  const taxAssumptions = result ? result.disclaimer.slice(result.disclaimer.indexOf('. ') + 2) : '';
  return (
    <footer class="result-notes">
      {result && <SaleTable result={result} where="print" />}
      {/* The year table, the notes and the sources: one block in print, so a third page begins with the
          year table and never holds the fine print alone (decision 0330). */}
      <div class="report-end">
        {result && <ReportYears result={result} />}
        <p class="disclaimer" data-testid="disclaimer">
          {detail.estimate.disclaimer}
        </p>
        <p class="disclaimer">
          {`${taxAssumptions} `}
          <a href="/methodology#tax-impact" class="no-print">
            How this is computed
          </a>
        </p>
        <p class="print-only report-sources">{reportSources(result, link)}</p>
      </div>
    </footer>
  );
}

/** The basis by recovery class, with what tax software asks of each: period, method, convention. */
function ReportClasses({ result, purchasePrice }: { result: TaxImpact; purchasePrice: number }) {
  return (
    <>
      <table class="report-table report-classes">
        <caption>Basis by recovery class</caption>
        <thead>
          <tr>
            <th scope="col">Property</th>
            <th scope="col">Recovery period</th>
            <th scope="col">Method</th>
            <th scope="col">Convention</th>
            <th scope="col">Table (Pub. 946)</th>
            <th scope="col" class="amount">
              Basis
            </th>
          </tr>
        </thead>
        <tbody>
          {reportClassRows(result, purchasePrice).map((row) => (
            <tr key={row.property}>
              <th scope="row">{row.property}</th>
              <td>{row.period}</td>
              <td>{row.method}</td>
              <td>{row.convention}</td>
              <td>{row.table}</td>
              <td class="amount">{row.basis}</td>
            </tr>
          ))}
          <tr class="total">
            <th scope="row" colSpan={5}>
              Purchase price
            </th>
            <td class="amount">{formatUsd(purchasePrice)}</td>
          </tr>
        </tbody>
      </table>
      <p class="report-note">{reportClassNote(result)}</p>
    </>
  );
}

/** Every year of the answer, in two columns side by side when long (report-tables.ts), and the totals. */
function ReportYears({ result }: { result: TaxImpact }) {
  const answer = ownerAnswer(result);
  const { columns, rows, total } = reportYearColumns(answer);
  const caption = yearTableCaption(answer);
  const waiting = waitingColumns(answer);
  const cellsPerLine = 5 + waiting.length;
  // The right half's first cell (`half`) sets the gap between the halves, however many columns each has.
  const head = (half?: string) => (
    <>
      <th scope="col" class={half}>
        Year
      </th>
      <th scope="col" class="amount">
        Without study
      </th>
      <th scope="col" class="amount">
        With study
      </th>
      {waiting.map((column) => (
        <th scope="col" class="amount" key={column.label}>
          {column.label}
        </th>
      ))}
      <th scope="col" class="amount">
        Tax saved
      </th>
      <th scope="col" class="amount">
        Total so far
      </th>
    </>
  );
  return (
    <section class="print-only report-years" aria-label={caption}>
      <table class={`report-table report-year-table columns-${columns}`}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {head()}
            {columns === 2 && head('half')}
          </tr>
        </thead>
        <tbody>
          {rows.map(([left, right]) => (
            <tr key={`${left.year}-${left.kind}`}>
              {yearCells(left, waiting)}
              {columns === 2 && (right ? yearCells(right, waiting, 'half') : <td colSpan={cellsPerLine} class="half" />)}
            </tr>
          ))}
          {/* In the body, not a tfoot: print repeats a tfoot at the foot of every page. */}
          <tr class="total">
            {columns === 2 && <td colSpan={cellsPerLine} />}
            <th scope="row" class={columns === 2 ? 'half' : undefined}>{`Total ${total.years}`}</th>
            <td class="amount">{total.withoutStudy}</td>
            <td class="amount">{total.withStudy}</td>
            {waiting.length > 0 && <td colSpan={waiting.length} />}
            <td class="amount">{total.net}</td>
            <td />
          </tr>
        </tbody>
      </table>
      <p class="report-note">{yearTableNote(answer)}</p>
    </section>
  );
}

/** A ledger line's cells: a year's deductions, what waits at its end, and tax saved; or an amount paid that year. */
function yearCells(line: LedgerLine, waiting: readonly WaitingColumn[], half?: string) {
  const paid = line.kind === 'saved' ? undefined : 'paid';
  return (
    <>
      <th scope="row" class={[paid, half].filter(Boolean).join(' ') || undefined}>
        {line.year}
      </th>
      {line.kind === 'saved' ? (
        <>
          <td class="amount">{formatUsd(line.answerYear.withoutStudy)}</td>
          <td class="amount">{formatUsd(line.answerYear.withStudy)}</td>
          {waiting.map((column) => (
            <td class="amount" key={column.label}>
              {formatUsd(column.of(line.answerYear))}
            </td>
          ))}
        </>
      ) : (
        <td colSpan={2 + waiting.length} class="amount paid">
          {ledgerLineWords(line)}
        </td>
      )}
      <td class={paid ? 'amount paid' : 'amount'}>{formatUsd(line.amount)}</td>
      <td class={paid ? 'amount paid' : 'amount'}>{formatUsd(line.runningTotal)}</td>
    </>
  );
}

/**
 * "What you keep" in print: the same figures as on screen (keep-figures.ts), whether or not the
 * owner opened that section, so the report is the whole answer; its sentence, the bridge from the
 * tax saved to the net value, is under the headline (HeadlineDetails.tsx) in print as on screen.
 */
function ReportKeep({ result }: { result: TaxImpact }) {
  return (
    <section class="report-keep" aria-label="What you keep">
      <p class="report-keep-title">What you keep</p>
      <dl class="tax-figures">
        {keepFigures(result).map(([label, text, id]) => (
          <div key={id}>
            <dt>{label}</dt>
            <dd>{text}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
