import type { OwnerAnswer } from './owner-answer.ts';

/**
 * The year table's words, the page's (YearTable.tsx) and the printed report's (Report.tsx) alike:
 * its caption, the names of the money lines paid in their years (ledgerOf), and what its tax saved
 * is.
 */
export const LEDGER_LINE_WORDS = { fee: 'Study fee, paid', feeSaving: 'The fee’s deduction saves', taxAtSale: 'Extra tax at the sale, paid' } as const;

export function yearTableCaption(answer: Pick<OwnerAnswer, 'limited'>): string {
  return answer.limited ? 'Deductions allowed and tax saved by year' : 'Deductions and tax saved by year';
}

export function taxSavedNote(answer: Pick<OwnerAnswer, 'stateName'>): string {
  return `${answer.stateName ? `Tax saved is federal and ${answer.stateName}, ` : 'Tax saved is '}at your tax rate, not discounted; amounts paid are negative.`;
}
