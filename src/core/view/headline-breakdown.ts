import type { TaxImpact } from '../domain/tax/tax-impact-types.ts';
import { formatUsd } from './format.ts';
import { ownerAnswer } from './owner-answer.ts';

/** One line of the headline's breakdown: what it is (and whether in today's money), the figure or a sentence, and a note or null. */
export type BreakdownLine = readonly [label: string, text: string, note: string | null, id: 'this-year' | 'over-time' | 'after-sale'];

/**
 * The hero figure's breakdown: this year, over time and after a sale, each saying whether it is
 * in today's money (discounted to the study year at the discount rate) or as paid. All are the
 * answer's figures; without a sale the last line says what a sale would do.
 */
export function headlineBreakdown(result: TaxImpact): BreakdownLine[] {
  const answer = ownerAnswer(result);
  const { years, today, total } = answer;
  const first = years[0]!;
  const last = years[years.length - 1]!;
  const lines: BreakdownLine[] = [
    [`Tax saved in ${first.year}, not discounted`, formatUsd(first.taxSaved), null, 'this-year'],
    [`Tax saved ${first.year}–${last.year}, in today’s money`, formatUsd(today.taxSaved), overTimeNote(total.taxSaved), 'over-time'],
  ];
  const { sale } = result;
  const after = [result.assumptions.studyFee > 0 && 'the fee', sale && `${sale.exchange ? 'the exchange' : 'the tax at the sale'} in ${sale.year}`]
    .filter(Boolean)
    .join(' and ');
  lines.push(
    sale || after
      ? [`After ${after}, in today’s money`, formatUsd(today.net), null, 'after-sale']
      : ['After a sale', 'None planned', 'a sale would take part of the saving back (recapture)', 'after-sale'],
  );
  return lines;
}

/**
 * The undiscounted sum beside the saving over the years. Held through the recovery at one rate the
 * study deducts sooner, not more, so the sum is a few dollars either side of zero (rounding): said
 * as about $0 and why, not as "-$2: later years give back more than the early ones save".
 */
function overTimeNote(asPaid: number): string {
  // Within $50 of zero: what rounding each year's saving to the dollar leaves (formatAbout's nearest $100).
  if (Math.abs(asPaid) < 50) return 'not discounted, the years add up to about $0: the study deducts sooner, not more';
  return `not discounted, the years add up to ${formatUsd(asPaid)}${asPaid < 0 ? ': later years give back more than the early ones save' : ''}`;
}
