import type { V2Request } from '../core/contract/schemas.ts';
import type { V2EstimateDetail } from '../core/domain/estimate/estimate.ts';
import type { TaxImpact, TaxImpactInput } from '../core/domain/tax/tax-impact-types.ts';
import { formatLongDate } from '../core/view/format.ts';
import { keepApplies, keepFigures, keepSummary } from '../core/view/keep-figures.ts';
import { reportInputRows, reportOperator, reportSubject } from '../core/view/report.ts';
import { landShareSource } from './EstimateResult.tsx';

interface ReportHeaderProps {
  input: V2Request;
  detail: V2EstimateDetail;
  result: TaxImpact | null;
  /** What the tax figures were computed from (the incomes under a passive-loss limit). */
  taxInput?: TaxImpactInput | null;
  /** YYYY-MM-DD: the date the report is prepared on. */
  today: string;
  callToAction: { url: string; text: string } | null;
}

/**
 * The printed report's title block and its inputs and assumptions as values; on screen the form
 * says the same, so this shows only in print (base.css, "Print").
 */
export function ReportHeader({ input, detail, result, taxInput = null, today, callToAction }: ReportHeaderProps) {
  const operator = reportOperator(callToAction);
  const prepared = `Prepared on ${formatLongDate(today)} for ${reportSubject(input, detail)}${operator ? `, by ${operator}` : ''}`;
  // Two name-value pairs a row: the table takes half the height of a page.
  const rows = reportInputRows(input, detail, landShareSource(detail), result, taxInput);
  const pairs = rows.filter((_, index) => index % 2 === 0).map((row, index) => [row, rows[index * 2 + 1]] as const);
  return (
    <header class="report-header print-only">
      <p class="report-title">Cost segregation estimate</p>
      <p class="report-prepared">{prepared}</p>
      <table class="report-inputs">
        <caption>Inputs and assumptions</caption>
        <tbody>
          {pairs.map(([left, right]) => (
            <tr key={left[0]}>
              <th scope="row">{left[0]}</th>
              {/* A last pair alone takes the row's width: a long value stays on one line. */}
              <td colSpan={right ? undefined : 3}>{left[1]}</td>
              {right && <th scope="row">{right[0]}</th>}
              {right && <td>{right[1]}</td>}
            </tr>
          ))}
        </tbody>
      </table>
      {result && keepApplies(result) && <ReportKeep result={result} />}
    </header>
  );
}

/** The one disclaimer, on screen and in print, and in print the sources and this estimate's link. */
export function ReportFooter({ detail, result, link }: { detail: V2EstimateDetail; result: TaxImpact | null; link: string }) {
  // The tax disclaimer's first sentence repeats the estimate's; what it adds are its assumptions.
  const taxAssumptions = result ? result.disclaimer.slice(result.disclaimer.indexOf('. ') + 2) : '';
  return (
    <footer class="result-notes">
      <p class="disclaimer" data-testid="disclaimer">
        {detail.estimate.disclaimer}
      </p>
      <p class="disclaimer">
        {`${taxAssumptions} `}
        <a href="/methodology#tax-impact" class="no-print">
          How this is computed
        </a>
      </p>
      <p class="print-only report-sources">
        {`Sources: rule-of-thumb ranges by property type (Seneca, costsegusa, Cost Seg Smart, Capstan); land shares by state (Lincoln Institute, AEI, FHFA WP 19-01); IRS Publication 946 tables and IRC 168(k) bonus rates. Methodology and every source: ${new URL(link).origin}/methodology. This estimate: ${link}`}
      </p>
    </footer>
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
