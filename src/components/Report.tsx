import type { V2Request } from '../core/contract/schemas.ts';
import type { V2EstimateDetail } from '../core/domain/estimate/estimate.ts';
import type { TaxImpact, TaxImpactInput } from '../core/domain/tax/tax-impact-types.ts';
import { formatUsd } from '../core/view/format.ts';
import { keepApplies, keepFigures, keepSummary } from '../core/view/keep-figures.ts';
import { type LedgerLine, ownerAnswer } from '../core/view/owner-answer.ts';
import { reportInputPairs, reportInputRows, reportPrepared, reportSources } from '../core/view/report.ts';
import { reportClassNote, reportClassRows, reportSaleTable, reportYearColumns } from '../core/view/report-tables.ts';
import { LEDGER_LINE_WORDS, taxSavedNote, yearTableCaption } from '../core/view/year-table-words.ts';

interface ReportHeaderProps {
  input: V2Request;
  detail: V2EstimateDetail;
  result: TaxImpact | null;
  /** What the tax figures were computed from (the incomes under a passive-loss limit). */
  taxInput?: TaxImpactInput | null;
  /** YYYY-MM-DD: the date the report is prepared on. */
  today: string;
  /** Who prepared it (FIRM_NAME), or null. */
  firmName?: string | null;
}

/**
 * The printed report's title block, its inputs and assumptions as values, and the basis by
 * recovery class; on screen the form says the same, so this shows only in print (base.css, "Print").
 */
export function ReportHeader({ input, detail, result, taxInput = null, today, firmName = null }: ReportHeaderProps) {
  const { preparedFor, preparedBy } = reportPrepared(input, detail, today, firmName);
  const lines = reportInputPairs(reportInputRows(input, detail, result, taxInput));
  return (
    <header class="report-header print-only">
      <p class="report-title">Cost segregation estimate</p>
      <p class="report-prepared">
        {preparedFor}
        {preparedBy && <br />}
        {preparedBy}
      </p>
      <table class="report-inputs">
        <caption>Inputs and assumptions</caption>
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
    </header>
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
      {result && <ReportSale result={result} />}
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

/** The sale in both worlds: the gain by character and the tax it costs, or an exchange's gain deferred. */
function ReportSale({ result }: { result: TaxImpact }) {
  const table = reportSaleTable(result, ownerAnswer(result).stateName);
  if (!table) return null;
  return (
    <section class="print-only report-sale" aria-label="The sale">
      <p class="report-note">
        <strong class="report-table-title">{table.caption}.</strong> {table.allocation}
      </p>
      <table class="report-table">
        <thead>
          <tr>
            <th scope="col" />
            <th scope="col" class="amount">
              Without the study
            </th>
            <th scope="col" class="amount">
              With the study
            </th>
          </tr>
        </thead>
        <tbody>
          {table.rows.map(([name, without, withStudy]) => (
            <tr key={name}>
              <th scope="row">{name}</th>
              <td class="amount">{without}</td>
              <td class="amount">{withStudy}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p class="report-note">{table.note}</p>
    </section>
  );
}

/** Every year of the answer, in two columns side by side when long (report-tables.ts), and the totals. */
function ReportYears({ result }: { result: TaxImpact }) {
  const answer = ownerAnswer(result);
  const { columns, rows, total } = reportYearColumns(answer);
  const caption = yearTableCaption(answer);
  const head = (
    <>
      <th scope="col">Year</th>
      <th scope="col" class="amount">
        Without study
      </th>
      <th scope="col" class="amount">
        With study
      </th>
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
            {head}
            {columns === 2 && head}
          </tr>
        </thead>
        <tbody>
          {rows.map(([left, right]) => (
            <tr key={`${left.year}-${left.kind}`}>
              {yearCells(left)}
              {columns === 2 && (right ? yearCells(right) : <td colSpan={5} />)}
            </tr>
          ))}
          {/* In the body, not a tfoot: print repeats a tfoot at the foot of every page. */}
          <tr class="total">
            {columns === 2 && <td colSpan={5} />}
            <th scope="row">{`Total ${total.years}`}</th>
            <td class="amount">{total.withoutStudy}</td>
            <td class="amount">{total.withStudy}</td>
            <td class="amount">{total.net}</td>
            <td />
          </tr>
        </tbody>
      </table>
      <p class="report-note">{taxSavedNote(answer)}</p>
    </section>
  );
}

/** A ledger line's five cells: a year's deductions and tax saved, or an amount paid that year. */
function yearCells(line: LedgerLine) {
  const paid = line.kind === 'saved' ? undefined : 'paid';
  return (
    <>
      <th scope="row" class={paid}>
        {line.year}
      </th>
      {line.kind === 'saved' ? (
        <>
          <td class="amount">{formatUsd(line.answerYear.withoutStudy)}</td>
          <td class="amount">{formatUsd(line.answerYear.withStudy)}</td>
        </>
      ) : (
        <td colSpan={2} class="amount paid">
          {LEDGER_LINE_WORDS[line.kind]}
        </td>
      )}
      <td class={paid ? 'amount paid' : 'amount'}>{formatUsd(line.amount)}</td>
      <td class={paid ? 'amount paid' : 'amount'}>{formatUsd(line.runningTotal)}</td>
    </>
  );
}

/**
 * "What you keep" in print: the same figures and sentence as on screen (keep-figures.ts), whether
 * or not the owner opened that section, so the report is the whole answer.
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
      <p class="small">{keepSummary(result, false)}</p>
    </section>
  );
}
