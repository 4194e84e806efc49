import type { TaxImpact } from '../domain/tax/tax-impact-types.ts';
import { formatUsd } from './format.ts';
import { type OwnerAnswer, ownerAnswer } from './owner-answer.ts';
import { netLossSentence } from './saving-reason.ts';
import { studyYearRow } from './study-year-split.ts';

/** One figure of "What you keep": its label, its value in words, and a stable id (tests, print). */
export type KeepFigure = readonly [label: string, text: string, id: string];

/**
 * "What you keep", as the screen and the printed report both show it: the study's net value after
 * its fee and the tax at sale, all in today's money, the fee worth paying, with a fee the payback
 * year (said with what follows it when a sale takes the savings back), the tax at sale, and under a
 * passive-loss limit the deduction allowed and the loss suspended in the study year. Every figure
 * is the answer's (owner-answer.ts).
 */
export function keepFigures(result: TaxImpact): KeepFigure[] {
  const answer = ownerAnswer(result);
  const { sale } = result;
  // Beside a negative net value a payback year is said with what follows it.
  const taxedSale = sale && !sale.exchange ? sale : null;
  const payback =
    answer.paybackYear === null
      ? taxedSale && answer.total.taxAtSale < 0 && !answer.loses
        ? `The savings alone never reach the fee; the lower tax at the sale in ${taxedSale.year} makes up the rest`
        : 'Not within the schedule: the savings never reach the fee'
      : !answer.loses
        ? String(answer.paybackYear)
        : answer.givenBack && taxedSale
          ? `${answer.paybackYear}, but the tax at the sale in ${taxedSale.year} takes the savings back`
          : taxedSale && answer.coversFee
            ? `${answer.paybackYear} (not discounted); in today’s money the savings cover the fee, but not the tax at the sale in ${taxedSale.year} as well`
            : `${answer.paybackYear} (not discounted); in today’s money the savings fall short of the fee`;
  const figures: KeepFigure[] = [
    ['Net value of the study, in today’s money', formatUsd(answer.today.net), 'npv'],
    ['Break-even fee (worth paying up to), in today’s money', breakEvenWords(answer), 'break-even'],
  ];
  // Without a fee there is nothing to pay back (decision 0309).
  if (answer.total.fee > 0)
    figures.push(
      ['Payback year (the savings reach the fee)', payback, 'payback'],
      ['Tax the fee’s own deduction saves, in today’s money', formatUsd(answer.today.feeSaving), 'fee-saving'],
    );
  if (sale) figures.push(saleTaxFigure(sale, answer.total.taxAtSale));
  const first = answer.years[0]!;
  if (first.suspendedWithStudy !== null) {
    const row = studyYearRow(result);
    figures.push(
      [`Deduction allowed in ${first.year}: without / with the study`, `${formatUsd(first.withoutStudy)} / ${formatUsd(first.withStudy)}`, 'allowed'],
      [
        `Loss suspended in ${first.year}: without / with the study`,
        `${formatUsd(row.suspendedWithoutStudy!)} / ${formatUsd(first.suspendedWithStudy)}`,
        'suspended',
      ],
    );
  }
  return figures;
}

/**
 * The largest fee worth paying, or why there is none: a study that costs more than it saves even
 * without a fee (the net before any fee below zero: no fee breaks even), one that saves nothing to
 * pay a fee with (a break-even fee of $0), or any fee at a combined rate of 100%.
 */
function breakEvenWords(answer: OwnerAnswer): string {
  if (answer.breakEvenFee !== null)
    return answer.breakEvenFee > 0 ? formatUsd(answer.breakEvenFee) : 'None: without a fee the study saves nothing, in today’s money';
  return answer.today.taxSaved >= answer.today.taxAtSale
    ? 'Any fee: at a combined rate of 100% the fee’s own deduction pays all of it back'
    : 'None: the study would cost more than it saves even without a fee';
}

/** The study's tax at the sale by its sign (issue 41): more, less or the same; none at an exchange, which defers the gain. */
function saleTaxFigure(sale: NonNullable<TaxImpact['sale']>, taxAtSale: number): KeepFigure {
  if (sale.exchange) return [`Tax at the exchange in ${sale.year}`, 'None: the gain is deferred (IRC 1031)', 'sale-tax'];
  if (taxAtSale === 0) return [`Tax at the sale in ${sale.year}`, 'The same with and without the study', 'sale-tax'];
  return taxAtSale < 0
    ? [`Less tax at the sale in ${sale.year}, kept`, formatUsd(-taxAtSale), 'sale-tax']
    : [`Extra tax at the sale in ${sale.year}, when paid`, formatUsd(taxAtSale), 'sale-tax'];
}

/**
 * Whether the owner said anything "What you keep" is about: a fee, a sale or a passive-loss limit.
 * Without one its figures only repeat the present value, and the printed report leaves them out
 * (as the screen keeps that section closed).
 */
export function keepApplies(result: TaxImpact): boolean {
  const { assumptions } = result;
  return assumptions.studyFee > 0 || assumptions.saleDate !== null || assumptions.passiveActivity !== 'not_limited';
}

/**
 * The sentence under the figures: how the net value is made, in today's money, and first what a
 * loss means (`withLoss`: under the headline, HeadlineDetails.tsx, the loss is said once already).
 */
export function keepSummary(result: TaxImpact, withLoss = true): string {
  const answer = ownerAnswer(result);
  const { sale } = result;
  const state = answer.stateName ? ` (federal and ${answer.stateName})` : '';
  const made = answer.today.taxSaved < 0 ? extraTaxMade(answer, sale, state) : savingsMade(answer, sale, state);
  return answer.loses && withLoss ? `${netLossSentence(answer, sale?.year ?? null)} ${made}` : made;
}

type Sale = TaxImpact['sale'];

/**
 * A sale's tax in today's money: a dollar paid years on can be worth $0 today, said "under a
 * dollar", not "less $0 for the tax at sale ($1 paid in 2030)" (a random body of the words test).
 */
function inTodaysMoney(amount: number): string {
  return amount === 0 ? 'under a dollar' : formatUsd(amount);
}

/** From the tax saved to the net value: the savings, less the tax at a sale and the fee, plus what the fee's deduction saves. */
function savingsMade(answer: OwnerAnswer, sale: Sale, state: string): string {
  return (
    (answer.today.taxSaved === 0
      ? `In today’s money the study saves no tax${state}`
      : `In today’s money: the tax savings${state} are worth ${formatUsd(answer.today.taxSaved)}`) +
    (sale
      ? sale.exchange
        ? `, with no tax at the ${sale.year} exchange`
        : answer.total.taxAtSale < 0
          ? `, plus ${inTodaysMoney(-answer.today.taxAtSale)} for the lower tax at the sale (${formatUsd(-answer.total.taxAtSale)} less paid in ${sale.year})`
          : answer.total.taxAtSale === 0
            ? `, and the tax at the ${sale.year} sale is the same with and without it`
            : `, less ${inTodaysMoney(answer.today.taxAtSale)} for the tax at sale (${formatUsd(answer.total.taxAtSale)} paid in ${sale.year}, on a price of ${formatUsd(sale.salePrice)})`
      : '') +
    (answer.today.fee > 0 ? `, less the fee of ${formatUsd(answer.today.fee)}` : '') +
    (answer.today.feeSaving > 0 ? `, plus the ${formatUsd(answer.today.feeSaving)} its own deduction saves.` : '.')
  );
}

/**
 * The same when the savings are below zero in today's money (the years the study deducts less,
 * in higher brackets, cost more than the first years save): said as tax the study adds, never
 * "worth -$599".
 */
function extraTaxMade(answer: OwnerAnswer, sale: Sale, state: string): string {
  return (
    `In today’s money: the study’s deductions cost ${formatUsd(-answer.today.taxSaved)} more in tax${state} over the years than they save` +
    (sale
      ? sale.exchange
        ? `, with no tax at the ${sale.year} exchange`
        : answer.total.taxAtSale < 0
          ? `, and the tax at the sale is ${inTodaysMoney(-answer.today.taxAtSale)} lower`
          : answer.total.taxAtSale === 0
            ? `, and the tax at the ${sale.year} sale is the same with and without it`
            : `, and the tax at the sale adds ${inTodaysMoney(answer.today.taxAtSale)}`
      : '') +
    (answer.today.fee > 0 ? `; the fee is ${formatUsd(answer.today.fee)}` : '') +
    (answer.today.feeSaving > 0 ? `, and its own deduction saves ${formatUsd(answer.today.feeSaving)}.` : '.')
  );
}
