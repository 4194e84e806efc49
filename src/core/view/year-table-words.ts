import { formatUsd } from './format.ts';
import type { AnswerYear, LedgerLine, OwnerAnswer } from './owner-answer.ts';
import { barOf, belowTheLine } from './yearly-savings.ts';

/**
 * The year table's words, the page's (YearTable.tsx) and the printed report's (Report.tsx) alike:
 * its caption, the names of the money lines paid in their years (ledgerOf), and what its tax saved
 * is.
 */
const LEDGER_LINE_WORDS = {
  fee: 'Study fee, paid',
  // A present value (netBenefit.studyFeeTaxSaving): under a passive limit the fee's deduction waits with the loss it joins.
  feeSaving: 'The fee’s deduction saves, in today’s money',
  taxAtSale: 'Extra tax at the sale, paid',
} as const;

/**
 * A money line's name. The study's tax at a sale may be negative (the gain it moves is taxed
 * lower than the gain it replaces): that line is tax kept, not paid.
 */
export function ledgerLineWords(line: Pick<LedgerLine, 'kind' | 'amount'>): string {
  if (line.kind === 'taxAtSale' && line.amount > 0) return 'Less tax at the sale, kept';
  return LEDGER_LINE_WORDS[line.kind as keyof typeof LEDGER_LINE_WORDS];
}

export function yearTableCaption(answer: Pick<OwnerAnswer, 'limited'>): string {
  return answer.limited ? 'Deductions allowed and tax saved by year' : 'Deductions and tax saved by year';
}

/**
 * What the limits do to the table's years, on the page and in the report alike: under the passive
 * rules the deductions are those allowed, and what is suspended is counted when it is released: a
 * sale releases it (IRC 469(g)); a property kept has it counted in the schedule's last year, as if
 * sold then, which a reader would otherwise take for a release without a sale (a review). A loss
 * still carried after the last year is used in the years after, and counted in the last year's
 * figure. Empty when neither applies.
 */
function limitsNote(answer: Pick<OwnerAnswer, 'limited' | 'years'>): string {
  const last = answer.years.at(-1);
  const carriedOn = last !== undefined && last.carriedWithStudy > 0;
  // The column of what is suspended is the with-study world's whole, not the study's part the headline names: said where it shows (a review read three answers).
  const column = answer.years.some((year) => (year.suspendedWithStudy ?? 0) > 0)
    ? ' (the Suspended column: all of it with the study, the building’s own part included)'
    : '';
  return [
    answer.limited &&
      `Under the passive-loss limits the deductions are those allowed each year. A suspended loss${column} is allowed as the limits let it, and what is left of it at a sale; if you keep the property, the estimate counts it in the last year shown, as if you sold then.`,
    carriedOn &&
      'A loss still carried forward after the last year is used in the years after as the income allows (a loss from before 2018 for twenty years only); what that saves is in the last year’s tax saved.',
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * What the table's tax saved is. With a state its deductions are the federal ones and its tax saved
 * is both: said, or a year that deducts less and saves more (the state's own depreciation) reads
 * as a mistake (a review). Which figures are negative, as the table has them (belowTheLine,
 * the chart's rule): tax given back, amounts paid; nothing said of either when the table has none
 * (a review: "amounts paid" under a table that pays nothing).
 */
export function taxSavedNote(answer: Pick<OwnerAnswer, 'stateName' | 'years'>): string {
  const { givenBack, paid } = belowTheLine(answer.years.map(barOf));
  const negative = givenBack && paid ? 'tax given back and amounts paid are' : givenBack ? 'tax given back is' : paid ? 'amounts paid are' : null;
  return `${answer.stateName ? `Deductions are federal; tax saved is federal and ${answer.stateName} (its own depreciation), ` : 'Tax saved is '}at your tax rate, not discounted${negative ? `; ${negative} negative` : ''}.`;
}

/** A column of the year table beside the deductions: what waits, with the study, at each year's end. */
export interface WaitingColumn {
  label: string;
  of: (year: AnswerYear) => number;
}

/**
 * What waits at each year's end with the study, when anything does (issue 41): the passive loss
 * suspended (IRC 469) and the loss carried forward (IRC 461(l) and 172). They say why a year with
 * the study can deduct less than without it and still save tax. The page and the report show the
 * same columns.
 */
export function waitingColumns(answer: Pick<OwnerAnswer, 'years'>): WaitingColumn[] {
  const columns: WaitingColumn[] = [
    { label: 'Suspended (passive)', of: (year) => year.suspendedWithStudy ?? 0 },
    { label: 'Carried forward', of: (year) => year.carriedWithStudy },
  ];
  return columns.filter((column) => answer.years.some((year) => column.of(year) !== 0));
}

/**
 * The table's last total is not discounted; the headline's net value is in today's money. When the
 * two fall on opposite sides of zero (savings now, a sale's tax years later: +$20,077 in today's
 * money beside a total ending at -$13,961), a reader sees two answers (a review): say which is
 * which, and why they differ. Empty otherwise.
 */
function totalsNote(answer: Pick<OwnerAnswer, 'total' | 'today'>): string {
  const { net } = answer.total;
  const today = answer.today.net;
  if (net < 0 === today < 0) return '';
  return `Not discounted, the total ends at ${formatUsd(net)}; in today’s money the study’s net value is ${formatUsd(today)}, as above: a dollar saved or paid sooner counts for more than one later.`;
}

/**
 * The fee's deduction's line is the one figure of the table in today's money (the engine rounds its
 * saving once, discounted: netBenefit.studyFeeTaxSaving), added to a total that is not: said, or
 * the total reads as mixing the two without a word (a review). Empty when the line does not show.
 */
function feeSavingNote(answer: Pick<OwnerAnswer, 'total'>): string {
  if (answer.total.feeSaving <= 0) return '';
  return 'What deducting the fee saves is the one line in today’s money: where a limit spreads that saving over later years, the line is what it is worth now, counted in the study year.';
}

/** The note under the year table, on the page and in the report: what the limits do to its years, what its tax saved is, and how its total meets the net value. */
export function yearTableNote(answer: Pick<OwnerAnswer, 'limited' | 'stateName' | 'years' | 'total' | 'today'>): string {
  return [limitsNote(answer), taxSavedNote(answer), feeSavingNote(answer), totalsNote(answer)].filter(Boolean).join(' ');
}
