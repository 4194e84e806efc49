import { stateTaxIncluded } from '../domain/tax/state-tax-included.ts';
import type { TaxImpact } from '../domain/tax/tax-impact-types.ts';
import { formatPercent, formatUsd } from './format.ts';
import { type OwnerAnswer, ownerAnswer } from './owner-answer.ts';

/** The result's one headline: the figure an owner cares about, with what it comes from. */
export interface Headline {
  kind: 'first-year-savings' | 'net-present-value';
  /** What the figure is, in plain words: "Tax you could save in 2024". */
  label: string;
  amount: number;
  /** Where it comes from: the reclassified dollars and the years they move into. */
  subtitle: string;
}

/**
 * The headline of a tax-impact result: the first-year tax saving under the owner's assumptions
 * (after the passive-loss limits, when they apply), or, once a fee or a sale is given, the net
 * present value of the study: what it is worth after its fee and the tax at sale.
 */
export function headlineOf(result: TaxImpact): Headline {
  const { studyYear, assumptions } = result;
  const moved = `${formatUsd(result.reclassified)} of the building deducted sooner, as 5-, 7- and 15-year property instead of ${assumptions.buildingLife} years (${result.case} case, ${formatPercent(assumptions.taxRate)} tax rate${
    stateTaxIncluded(result.state) ? `, ${result.state.name} ${formatPercent(result.state.taxRate)}` : ''
  })`;
  if (assumptions.studyFee > 0 || assumptions.saleDate !== null) {
    const after = [assumptions.studyFee > 0 && 'its fee', assumptions.saleDate !== null && 'the tax at sale'].filter(Boolean).join(' and ');
    const answer = ownerAnswer(result);
    const value = answer.today.net;
    return {
      kind: 'net-present-value',
      // A cost is said as one: "would cost you $774", not "-$774" under a label that says cost.
      label: answer.loses ? 'What the study would cost you, in today’s money' : 'What the study is worth to you, in today’s money',
      amount: answer.loses ? -value : value,
      subtitle: answer.loses ? `${netLossSentence(answer, result.sale?.year ?? null)} With ${moved}` : `After ${after}: ${moved}`,
    };
  }
  // The answer's first year: with a state, its part is in the figure, and the label says so.
  const { stateName, years } = ownerAnswer(result);
  return {
    kind: 'first-year-savings',
    label: `Tax you could save in ${studyYear.year}${stateName ? `, federal and ${stateName}` : ''}`,
    amount: years[0]!.taxSaved,
    subtitle: `By having ${moved}`,
  };
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
