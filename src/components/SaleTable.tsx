import type { TaxImpact } from '../core/domain/tax/tax-impact-types.ts';
import { ownerAnswer } from '../core/view/owner-answer.ts';
import { reportSaleTable } from '../core/view/report-tables.ts';

/**
 * The sale in both worlds: the gain by character with its rates and the tax it costs, or an
 * exchange's gain deferred (report-tables.ts). One table on the screen, under what the sale takes
 * back (SaleAnswer.tsx), and in print (Report.tsx): the answer explains itself the same way in
 * both (issue 41).
 */
export function SaleTable({ result, where }: { result: TaxImpact; where: 'screen' | 'print' }) {
  const table = reportSaleTable(result, ownerAnswer(result).stateName);
  if (!table) return null;
  return (
    <section class={where === 'print' ? 'print-only report-sale' : 'sale-table no-print'} aria-label="The sale" data-testid={`sale-table-${where}`}>
      <p class="report-note">
        <strong class="report-table-title">{table.caption}.</strong> {table.allocation}
      </p>
      <table class="report-table">
        <thead>
          <tr>
            <td />
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
