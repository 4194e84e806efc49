import type { TaxImpact } from '../core/domain/tax/tax-impact-types.ts';
import { saleWords } from '../core/view/sale-words.ts';
import { SaleTable } from './SaleTable.tsx';

/**
 * The figures' first line, under "Do you plan to sell?": what the sale takes back and why it is less than what the
 * deductions saved, or what an exchange defers (sale-words.ts). A part whose code loads at the
 * owner's first change (Deferred.tsx); the server renders it. Then the gain by character and its
 * rates, as the printed report shows them (SaleTable.tsx).
 */
export function SaleAnswer({ result }: { result: TaxImpact }) {
  const paragraphs = saleWords(result);
  return paragraphs ? (
    <>
      <div class="sale-answer" data-testid="sale-answer">
        {paragraphs.map((words) => (
          <p key={words} class="sale-answer-line">
            {words}
          </p>
        ))}
      </div>
      <SaleTable result={result} where="screen" />
    </>
  ) : null;
}
