import { stateTaxIncluded } from '../domain/tax/state-tax-included.ts';
import type { TaxImpact, TaxImpactInput } from '../domain/tax/tax-impact-types.ts';
import { formatPercent, formatUsd } from './format.ts';
import { type OwnerAnswer, ownerAnswer } from './owner-answer.ts';
import { savingAssumptions, savingReason } from './saving-words.ts';

/** The result's one headline: the figure an owner cares about, with what it comes from. */
export interface Headline {
  kind: 'first-year-savings' | 'net-present-value';
  /**
   * What the figure is, in plain words, with the facts it rests on in the same sentence (decision
   * 0309): "Tax you could save in 2024 at a 37% rate, if your losses are usable as they come".
   */
  label: string;
  amount: number;
  /** Why the first year's saving is smaller than its extra deduction (savingReason), or null. */
  reason: string | null;
  /** Where it comes from: the reclassified dollars and the years they move into. */
  subtitle: string;
}

/**
 * The headline of a tax-impact result: the first-year tax saving under the owner's assumptions
 * (after the passive-loss limits, when they apply), or, once a fee or a sale is given, the net
 * present value of the study: what it is worth after its fee and the tax at sale.
 */
export function headlineOf(result: TaxImpact, input?: Pick<TaxImpactInput, 'netOperatingIncome' | 'otherPassiveIncome'>): Headline {
  const { studyYear, assumptions } = result;
  const answer = ownerAnswer(result);
  const reason = savingReason(answer, result, input);
  const assumed = savingAssumptions(result);
  const rate = `${formatPercent(assumptions.taxRate)} ${assumptions.taxableIncome === null ? 'tax' : 'marginal'} rate`;
  const moved = `${formatUsd(result.reclassified)} of the building deducted sooner, as 5-, 7- and 15-year property instead of ${assumptions.buildingLife} years (${result.case} case, ${rate}${
    stateTaxIncluded(result.state) ? `, ${result.state.name} ${formatPercent(result.state.taxRate)}` : ''
  })`;
  if (assumptions.studyFee > 0 || assumptions.saleDate !== null) {
    const after = [assumptions.studyFee > 0 && 'its fee', assumptions.saleDate !== null && 'the tax at sale'].filter(Boolean).join(' and ');
    const value = answer.today.net;
    return {
      kind: 'net-present-value',
      // A cost is said as one: "would cost you $774", not "-$774" under a label that says cost.
      label: `${answer.loses ? 'What the study would cost you' : 'What the study is worth to you'}, in today’s money, ${assumed}`,
      amount: answer.loses ? -value : value,
      reason,
      subtitle: answer.loses ? `${netLossSentence(answer, result.sale?.year ?? null)} With ${moved}` : `After ${after}: ${moved}`,
    };
  }
  // The answer's first year: with a state, its part is in the figure, and the label says so.
  const { stateName, years } = answer;
  return {
    kind: 'first-year-savings',
    label: `Tax you could save in ${studyYear.year}${stateName ? `, federal and ${stateName},` : ''} ${assumed}`,
    amount: years[0]!.taxSaved,
    reason,
    subtitle: `By having ${moved}`,
  };
}

/** One line of the headline's breakdown: what it is (and whether in today's money), and the figure or a sentence. */
export type BreakdownLine = readonly [label: string, text: string, id: 'this-year' | 'over-time' | 'after-sale'];

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
    [`Tax saved in ${first.year}, not discounted`, formatUsd(first.taxSaved), 'this-year'],
    [
      `Tax saved ${first.year}–${last.year}, in today’s money`,
      `${formatUsd(today.taxSaved)} (added up as paid, not discounted: ${formatUsd(total.taxSaved)})`,
      'over-time',
    ],
  ];
  const { sale } = result;
  const after = [result.assumptions.studyFee > 0 && 'the fee', sale && `the tax at the sale in ${sale.year}`].filter(Boolean).join(' and ');
  lines.push(
    sale || after
      ? [`After ${after}, in today’s money`, formatUsd(today.net), 'after-sale']
      : ['After a sale', 'None planned: a sale takes part back as recapture (What you keep, below)', 'after-sale'],
  );
  return lines;
}

/**
 * A negative net value in words: "The study would cost about $1,250 more than it saves, in
 * today's money", and why: the sale takes back savings that had covered the fee, the tax at
 * the sale is more than the savings, the savings fall short of the fee, or there is no saving at
 * all; judged in today's money, as the figure is (undiscounted, depreciation is only timing).
 */
export function netLossSentence(answer: OwnerAnswer, saleYear: number | null): string {
  const why =
    answer.givenBack && saleYear !== null
      ? `: its savings come first, and the tax at the sale in ${saleYear} takes them back.`
      : answer.today.taxSaved <= 0
        ? ': under these assumptions it saves no tax.'
        : answer.today.taxAtSale > 0 && answer.today.taxSaved + answer.today.feeSaving <= answer.today.taxAtSale
          ? `: the tax at the sale in ${saleYear} takes back more than it saves.`
          : answer.total.fee > 0
            ? `: its savings${answer.total.taxAtSale > 0 ? ', less the tax at the sale,' : ''} do not cover its fee.`
            : '.';
  return `The study would cost about ${formatUsd(-answer.today.net)} more than it saves, in today’s money${why}`;
}
