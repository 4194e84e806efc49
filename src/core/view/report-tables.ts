import type { SaleOutcome, SaleWorld, TaxImpact } from '../domain/tax/tax-impact-types.ts';
import { CASE_NAMES, formatLongDate, formatPercent, formatUsd, MONTHS } from './format.ts';
import { type LedgerLine, ledgerOf, type OwnerAnswer } from './owner-answer.ts';
import { unrecapturedUntaxed } from './sale-words.ts';
import { waitingColumns } from './year-table-words.ts';

/**
 * The printed report's tables for the owner's tax adviser (issue 34): the basis by recovery class
 * with the method and convention tax software asks for, the sale's gain by character in both
 * worlds, and the year table set in columns. Every figure is the result's or the answer's
 * (owner-answer.ts); this module only names and arranges them.
 */

/** One recovery class as Form 4562 takes it: what it is, its period, method, convention and table, and its basis. */
export interface ClassRow {
  property: string;
  period: string;
  method: string;
  convention: string;
  /** IRS Publication 946, Appendix A: the table whose rates the schedule uses. */
  table: string;
  basis: string;
}

/**
 * The basis by recovery class (IRC 168(c), (e)): the 5- and 7-year property at 200% declining
 * balance, the 15-year at 150%, with the half-year convention or, placed in service in the fourth
 * quarter, the mid-quarter (168(d)(3)); the building straight line, mid-month, over 39 or 27.5
 * years; then the land, not depreciated, and the price they add up to.
 */
export function reportClassRows(result: TaxImpact, purchasePrice: number): ClassRow[] {
  const { classes, assumptions } = result;
  const midQuarter = assumptions.convention === 'mid-quarter';
  const convention = midQuarter ? 'Mid-quarter (4th quarter)' : 'Half-year';
  const table = midQuarter ? 'A-5' : 'A-1';
  const month = MONTHS[Number(assumptions.placedInService.slice(5, 7)) - 1];
  const residential = assumptions.buildingLife === 27.5;
  return [
    { property: '5-year property', period: '5 years', method: '200% declining balance', convention, table, basis: formatUsd(classes.fiveYear) },
    { property: '7-year property', period: '7 years', method: '200% declining balance', convention, table, basis: formatUsd(classes.sevenYear) },
    { property: '15-year property', period: '15 years', method: '150% declining balance', convention, table, basis: formatUsd(classes.fifteenYear) },
    {
      property: residential ? 'Building: residential rental property' : 'Building: nonresidential real property',
      period: residential ? '27.5 years' : '39 years',
      method: 'Straight line',
      convention: `Mid-month (${month})`,
      table: residential ? 'A-6' : 'A-7a',
      basis: formatUsd(classes.building),
    },
    { property: 'Land', period: '', method: 'Not depreciated', convention: '', table: '', basis: formatUsd(purchasePrice - result.depreciableBasis) },
  ];
}

/** What the class table says under it: the case it is, the bonus taken, and a later study's catch-up. */
export function reportClassNote(result: TaxImpact): string {
  const { assumptions, studyYear } = result;
  const bonus =
    assumptions.bonusRate > 0
      ? `Bonus depreciation (IRC 168(k)) of ${formatPercent(assumptions.bonusRate)} on the 5-, 7- and 15-year property; the rest of their basis by the method shown.`
      : 'No bonus depreciation (IRC 168(k)).';
  const placed = Number(assumptions.placedInService.slice(0, 4));
  const catchUp =
    studyYear.year > placed
      ? ` The study in ${studyYear.year}, after the year placed in service: a change in accounting method (Form 3115) whose catch-up deduction (IRC 481(a)) is ${formatUsd(studyYear.catchUp)}.`
      : '';
  return `${CASE_NAMES[result.case]} case: ${formatPercent(result.pct)} of the basis of ${formatUsd(result.depreciableBasis)} in the 5-, 7- and 15-year classes, placed in service ${formatLongDate(assumptions.placedInService)}. ${bonus}${catchUp}`;
}

/** The sale's table: its caption, then a row per figure, without and with the study. */
export interface SaleTable {
  caption: string;
  /** How the price is allocated (by fair market value, decision 0320). */
  allocation: string;
  rows: readonly (readonly [name: string, withoutStudy: string, withStudy: string])[];
  /** The study's extra tax at the sale, federal and the state's: the difference of the two worlds. */
  note: string;
}

/**
 * The sale in both worlds (decision 0320): the price allocated by fair market value, the
 * depreciation taken, each world's gain by character and its federal tax; with a like-kind
 * exchange, the gain deferred. Null without a sale.
 */
export function reportSaleTable(result: TaxImpact, stateName: string | null): SaleTable | null {
  const { sale } = result;
  if (!sale) return null;
  const row = (name: string, pick: (world: SaleWorld) => number | undefined) =>
    [name, formatUsd(pick(sale.withoutStudy) ?? 0), formatUsd(pick(sale.withStudy) ?? 0)] as const;
  const taken = ['Depreciation taken by the sale', formatUsd(sale.depreciationTaken.withoutStudy), formatUsd(sale.depreciationTaken.withStudy)] as const;
  const rows = sale.exchange
    ? [
        taken,
        // A loss at an exchange is not recognised either (IRC 1031(a)): deferred as a gain is.
        row(
          (sale.withStudy.deferredGain ?? 0) < 0 || (sale.withoutStudy.deferredGain ?? 0) < 0 ? 'Gain or loss deferred (IRC 1031)' : 'Gain deferred (IRC 1031)',
          (world) => world.deferredGain,
        ),
        row('Federal tax at the sale', (world) => world.taxAtSale),
      ]
    : [
        taken,
        // Below the adjusted basis the ordinary amount is a net section 1231 loss, ordinary too: never a negative recapture.
        row(
          (sale.withStudy.ordinaryGain ?? 0) < 0 || (sale.withoutStudy.ordinaryGain ?? 0) < 0
            ? 'Ordinary gain or loss (IRC 1245 recapture, or a net section 1231 loss; at your rate)'
            : 'Ordinary gain (IRC 1245 recapture, at your rate)',
          (world) => world.ordinaryGain,
        ),
        // With the household's income the rate is the worksheet's for the study's world (sale-outcome.ts); 0: the year's losses took it (0340).
        row(
          unrecapturedUntaxed(result)
            ? (sale.withStudy.unrecaptured1250Gain ?? 0) > 0
              ? 'Unrecaptured section 1250 gain (untaxed with the study: the year’s losses take it)'
              : 'Unrecaptured section 1250 gain'
            : `Unrecaptured section 1250 gain (at most ${formatPercent(sale.unrecapturedRate)}${result.assumptions.taxableIncome === null ? '' : ' with the study'})`,
          (world) => world.unrecaptured1250Gain,
        ),
        row('Capital gain (IRC 1231: at 0, 15 or 20%)', (world) => world.capitalGain),
        row('Federal tax at the sale', (world) => world.taxAtSale),
      ];
  return {
    caption: `${sale.exchange ? 'The like-kind exchange (IRC 1031)' : 'The sale'} on ${formatLongDate(result.assumptions.saleDate ?? '')}, the gain by character`,
    allocation: `The price of ${formatUsd(sale.salePrice)} is allocated by fair market value: ${formatUsd(sale.reclassifiedValueAtSale)} to the 5-, 7- and 15-year property, at its value then, and the rest to the building and land.`,
    rows,
    note: saleTaxNote(sale, stateName && result.state ? [stateName, result.state.additionalTaxAtSale] : null),
  };
}

/**
 * The study's change to the tax at the sale, federal and the state's, each by its sign: more, less
 * or no change (never "extra tax: -$14,783"); at an exchange, none in either world.
 */
function saleTaxNote(sale: SaleOutcome, state: readonly [name: string, tax: number] | null): string {
  if (sale.exchange) return 'No tax at the exchange, with or without the study: the gain is deferred.';
  const bySign = (tax: number, of: string) => (tax > 0 ? `${formatUsd(tax)} more ${of}` : tax < 0 ? `${formatUsd(-tax)} less ${of}` : `no change in ${of}`);
  return `The study’s change to the tax at the sale: ${bySign(sale.additionalTax, 'federal tax')}${state ? `, and ${bySign(state[1], `${state[0]} tax`)}` : ''}.`;
}

/** Ledger lines a column holds at most in print before the table is set in two. */
export const LINES_PER_COLUMN = 20;

/** The year table in print: rows of ledger lines side by side (a line and, set in two columns, the one half a table down), and its totals. */
export interface YearColumns {
  columns: 1 | 2;
  rows: (readonly [LedgerLine, LedgerLine | undefined])[];
  total: { years: string; withoutStudy: string; withStudy: string; net: string };
}

/**
 * The answer's ledger (owner-answer.ts), set in two columns side by side past LINES_PER_COLUMN
 * lines, so that forty years, a fee and a sale stay at a readable size on two pages (three on Letter
 * with a column of what waits), every line shown; in one when a column says what waits at each year's end (a suspended or carried loss):
 * two halves of six amounts are wider than the page for a large property, and Chrome then shrinks
 * the whole report (a review). Then the totals: the deductions of each world over the years shown and the running total
 * at the end. One table whose rows hold a line of each column, so that it breaks between pages
 * as any table does, its head repeated.
 */
export function reportYearColumns(answer: OwnerAnswer): YearColumns {
  const lines = ledgerOf(answer);
  const columns = lines.length > LINES_PER_COLUMN && waitingColumns(answer).length === 0 ? 2 : 1;
  const height = Math.ceil(lines.length / columns);
  const rows = lines.slice(0, height).map((line, index) => [line, columns === 2 ? lines[height + index] : undefined] as const);
  const sum = (pick: (year: OwnerAnswer['years'][number]) => number) => answer.years.reduce((total, year) => total + pick(year), 0);
  const { years } = answer;
  return {
    columns,
    rows,
    total: {
      years: `${years[0]!.year}–${years.at(-1)!.year}`,
      withoutStudy: formatUsd(sum((year) => year.withoutStudy)),
      withStudy: formatUsd(sum((year) => year.withStudy)),
      net: formatUsd(answer.total.net),
    },
  };
}
