import { describe, expect, it } from 'vitest';
import { taxImpact } from '../../../src/core/domain/tax/tax-impact.ts';
import type { TaxImpact } from '../../../src/core/domain/tax/tax-impact-types.ts';
import { ledgerOf, ownerAnswer } from '../../../src/core/view/owner-answer.ts';
import { ledgerLineWords } from '../../../src/core/view/year-table-words.ts';
import { chartNote, turnaroundYear } from '../../../src/core/view/yearly-savings.ts';

/** Issue 41: the chart's note and the year table say a sale's tax by its sign, never "taxes that back (-$10,501)". */
const OFFICE = { propertyType: 'office', purchasePrice: 1_250_000, placedInService: '2025-05-15', saleDate: '2030-06-30' } as const;
const noteOf = (result: TaxImpact) => {
  const answer = ownerAnswer(result);
  return chartNote(result, answer, turnaroundYear(answer));
};
/** The same answer with the study's tax at the sale set to `tax` (the engine gives a negative one where the gain it moves is taxed lower). */
const withTaxAtSale = (result: TaxImpact, tax: number): TaxImpact => ({
  ...result,
  sale: { ...result.sale!, additionalTax: tax },
  schedule: result.schedule.map((row) => (row.year === 2030 ? { ...row, taxAtSale: tax } : row)),
});

describe('a sale’s tax by its sign', () => {
  const sold = taxImpact({ ...OFFICE, salePrice: 1_625_000 });

  it('taxed back, lower, or the same', () => {
    expect(noteOf(sold)).toMatch(/, and the sale taxes that back \(\$[\d,]+, in 2030\)\.$/);
    expect(noteOf(withTaxAtSale(sold, -10_501))).toMatch(/, and with the study the tax at the sale is \$10,501 lower \(in 2030\)\.$/);
    // A loss at the sale past the 461(l) threshold in both worlds: the same tax with and without the study (decision 0341).
    const atALoss = taxImpact({ ...OFFICE, salePrice: 600_000 });
    expect(atALoss.sale!.additionalTax).toBe(0);
    expect(noteOf(atALoss)).toMatch(/, and the tax at the sale is the same with and without the study \(in 2030\)\.$/);
  });

  it('an exchange: nothing taxed back, the gain deferred, never "the sale taxes that back ($0…)" (issue 41)', () => {
    const exchanged = taxImpact({ ...OFFICE, salePrice: 1_625_000, exchange: true });
    const note = noteOf(exchanged);
    expect(note).toContain(
      'With the like-kind exchange in 2030 the replacement property carries this depreciation on and nothing is taxed back: the gain is deferred.',
    );
    expect(note).not.toContain('taxes that back');
    expect(note).not.toContain('$0');
  });

  it('the year table’s money line: paid, or kept', () => {
    const line = (result: TaxImpact) => ledgerOf(ownerAnswer(result)).find((one) => one.kind === 'taxAtSale')!;
    expect(ledgerLineWords(line(sold))).toBe('Extra tax at the sale, paid');
    expect(ledgerLineWords(line(withTaxAtSale(sold, -10_501)))).toBe('Less tax at the sale, kept');
    expect(line(withTaxAtSale(sold, -10_501)).amount).toBe(10_501);
  });
});
