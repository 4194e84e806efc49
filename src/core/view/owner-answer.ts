import { roundHalfUp } from '../domain/estimate/money.ts';
import { stateTaxIncluded } from '../domain/tax/state-tax-included.ts';
import type { ScheduleYear, TaxImpact } from '../domain/tax/tax-impact-types.ts';

/**
 * The owner's answer, year by year from the study year: what every surface (the headline, "What
 * you keep", the chart, the year table, the printed report, the widget's line) renders, and the
 * only place they get a figure from. It computes nothing the tax engine has not: each year's tax
 * saved and the tax at sale are the schedule rows' own (`taxSavings`, `taxAtSale`, the API's
 * figures); the fee is the one given; what is added here are sums, and the same in today's money.
 */
export interface AnswerYear {
  year: number;
  /** The year's deduction without and with the study: under a passive-activity limit, the deduction allowed (IRC 469). */
  withoutStudy: number;
  withStudy: number;
  /** Under a limit: the loss suspended at the year's end, with the study (0 once a sale or the last year releases it, IRC 469(g)). */
  suspendedWithStudy: number | null;
  /** The loss carried into the next year with the study: the excess business loss and the net operating loss (IRC 461(l), 172); 0 when none. */
  carriedWithStudy: number;
  /** The tax the study saves that year (negative when it deducts less): the row's taxSavings, plus its stateTaxSavings with a state. */
  taxSaved: number;
  /** The study year only: the tax the fee's own deduction saves (netBenefit.studyFeeTaxSaving), else 0. */
  feeSaving: number;
  /** Paid that year because of the study, positive amounts: the fee (study year) and the extra tax at sale (sale year). */
  fee: number;
  taxAtSale: number;
  /** taxSaved + feeSaving - fee - taxAtSale, and its running total from the study year. */
  net: number;
  runningNet: number;
  /** The same in today's money: `net` discounted to the study year at the discount rate, whole dollars. */
  netToday: number;
}

export interface OwnerAnswer {
  years: AnswerYear[];
  /** Whether a passive-activity limit applies: the deductions are the ones allowed. */
  limited: boolean;
  /** The state whose tax is included (its name), or null: federal only. */
  stateName: string | null;
  /** Totals over the years, not discounted. */
  total: { taxSaved: number; feeSaving: number; fee: number; taxAtSale: number; net: number };
  /** In today's money, as the tax engine discounts them (netBenefit). */
  today: { taxSaved: number; taxAtSale: number; fee: number; feeSaving: number; net: number };
  /** Null when no fee breaks even. */
  breakEvenFee: number | null;
  paybackYear: number | null;
  /** True when the study costs more than it saves, in today's money. */
  loses: boolean;
  /** True when, in today's money, the savings and the fee's own deduction cover the fee: a loss, if any, is then the sale's doing. */
  coversFee: boolean;
  /**
   * True when the running total ends below zero after having been above it, and a sale's tax is
   * what takes it back: the savings come first and the sale takes them back (an exchange taxes
   * nothing; a total that only touched zero had nothing to give back). Not when the savings do not
   * cover the fee (`coversFee`): then the fee is a loss before the sale.
   */
  givenBack: boolean;
}

const deductions = (row: ScheduleYear) =>
  row.allowedWithStudy === undefined
    ? { withoutStudy: row.withoutStudy, withStudy: row.withStudy, suspendedWithStudy: null }
    : { withoutStudy: row.allowedWithoutStudy!, withStudy: row.allowedWithStudy, suspendedWithStudy: row.suspendedWithStudy! };

/** The answer of a tax-impact result (its rows from the study year on). */
export function ownerAnswer(result: TaxImpact): OwnerAnswer {
  const { netBenefit, assumptions } = result;
  const fee = roundHalfUp(assumptions.studyFee);
  let runningNet = 0;
  let reached = false;
  const years = result.schedule
    .filter((row) => row.year >= result.studyYear.year)
    .map((row, index): AnswerYear => {
      const taxSaved = (row.taxSavings ?? 0) + (row.stateTaxSavings ?? 0);
      const paidFee = index === 0 ? fee : 0;
      const feeSaving = index === 0 ? netBenefit.studyFeeTaxSaving : 0;
      const taxAtSale = (row.taxAtSale ?? 0) + (row.stateTaxAtSale ?? 0);
      const net = taxSaved + feeSaving - paidFee - taxAtSale;
      runningNet += net;
      if (runningNet > 0) reached = true;
      return {
        year: row.year,
        ...deductions(row),
        carriedWithStudy: row.carriedForwardWithStudy ?? 0,
        taxSaved,
        feeSaving,
        fee: paidFee,
        taxAtSale,
        net,
        runningNet,
        netToday: roundHalfUp(net / (1 + assumptions.discountRate) ** index),
      };
    });
  const sum = (pick: (year: AnswerYear) => number) => years.reduce((total, year) => total + pick(year), 0);
  const taxAtSale = sum((year) => year.taxAtSale);
  const coversFee = netBenefit.presentValueOfTaxSavings + netBenefit.studyFeeTaxSaving >= netBenefit.studyFee;
  return {
    years,
    limited: assumptions.passiveActivity !== 'not_limited',
    stateName: stateTaxIncluded(result.state) ? result.state.name : null,
    total: { taxSaved: sum((year) => year.taxSaved), feeSaving: netBenefit.studyFeeTaxSaving, fee, taxAtSale, net: runningNet },
    today: {
      taxSaved: netBenefit.presentValueOfTaxSavings,
      taxAtSale: netBenefit.presentValueOfTaxAtSale,
      fee: netBenefit.studyFee,
      feeSaving: netBenefit.studyFeeTaxSaving,
      net: netBenefit.netPresentValue,
    },
    breakEvenFee: netBenefit.breakEvenFee,
    paybackYear: netBenefit.paybackYear,
    loses: netBenefit.netPresentValue < 0,
    coversFee,
    givenBack: reached && runningNet < 0 && taxAtSale > 0 && coversFee,
  };
}

/** One line of the answer's ledger: a year's tax saved, or an amount paid that year because of the study. */
export interface LedgerLine {
  year: number;
  kind: 'saved' | 'fee' | 'feeSaving' | 'taxAtSale';
  /** Money to the owner: the tax saved as it is (negative when given back), an amount paid as a negative. */
  amount: number;
  /** The running total from the study year, this line included. */
  runningTotal: number;
  /** The year's answer (the deductions are on the `saved` line's). */
  answerYear: AnswerYear;
}

/**
 * The answer as a ledger, year by year: the tax saved, then in the study year the fee and what its
 * own deduction saves, and in the sale year the tax at sale.
 */
export function ledgerOf(answer: OwnerAnswer): LedgerLine[] {
  const lines: LedgerLine[] = [];
  let runningTotal = 0;
  const add = (answerYear: AnswerYear, kind: LedgerLine['kind'], amount: number) => {
    runningTotal += amount;
    lines.push({ year: answerYear.year, kind, amount, runningTotal, answerYear });
  };
  for (const year of answer.years) {
    add(year, 'saved', year.taxSaved);
    if (year.fee > 0) add(year, 'fee', -year.fee);
    if (year.feeSaving > 0) add(year, 'feeSaving', year.feeSaving);
    // The study's tax at a sale may be negative (issue 35): then the sale gives a little back.
    if (year.taxAtSale !== 0) add(year, 'taxAtSale', -year.taxAtSale);
  }
  return lines;
}
