import type { V2EstimateDetail } from '../domain/estimate/estimate.ts';
import { stateTaxIncluded } from '../domain/tax/state-tax-included.ts';
import type { TaxImpact } from '../domain/tax/tax-impact-types.ts';
import { askedWords } from './asked-words.ts';
import { formatLongDate, formatPercent, formatUsd } from './format.ts';
import { ownerAnswer } from './owner-answer.ts';
import { savingAssumptions, topRateWords } from './saving-words.ts';

/** The result's one headline: the figure an owner cares about, with what it comes from. */
export interface Headline {
  kind: 'first-year-savings' | 'net-present-value' | 'first-year-deduction';
  /**
   * What the figure is, in plain words, with the facts it rests on in the same sentence (decision
   * 0309): "Tax you could save in 2024 at a 37% rate, as a real estate professional".
   */
  label: string;
  amount: number;
  /** The figure is what the study costs, not what it saves or is worth: set apart from a saving, not in its colour. */
  cost?: true;
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
  const answer = ownerAnswer(result);
  const assumed = savingAssumptions(result);
  // With the household's income the rate is the study year's marginal rate without the study: the
  // deduction takes income down through lower brackets, so the saving is less than the deduction
  // times it, and the words say whose rate it is (a review checked $228,820 x 24% against $40,449).
  const rate = `${formatPercent(assumptions.taxRate)} ${assumptions.taxableIncome === null ? 'tax rate' : 'marginal rate before the study'}`;
  const moved = `${formatUsd(result.reclassified)} of the building deducted sooner, as 5-, 7- and 15-year property instead of ${assumptions.buildingLife} years (${result.case} case, ${rate}${
    // The state's rate is its top rate unless the owner gave one: said so, as a $150,000 household's is not (a review).
    stateTaxIncluded(result.state) ? `, ${result.state.name}${possessiveWords(topRateWords(result.state))} ${formatPercent(result.state.taxRate)}` : ''
  })`;
  if (assumptions.studyFee > 0 || assumptions.saleDate !== null) {
    const after = [assumptions.studyFee > 0 && 'its fee', result.sale && (result.sale.exchange ? 'the exchange' : 'the tax at sale')]
      .filter(Boolean)
      .join(' and ');
    const value = answer.today.net;
    return {
      kind: 'net-present-value',
      // A cost is said as one: "would cost you $774", not "-$774" under a label that says cost.
      label: `${answer.loses ? 'What the study would cost you' : 'What the study is worth to you'}, in today’s money, ${assumed}`,
      amount: answer.loses ? -value : value,
      ...(answer.loses && { cost: true as const }),
      // Why it costs is said under the figure (HeadlineDetails.tsx, netLossSentence). What it is
      // worth is worth from what moves, after what it costs: one sentence (a review read "After its
      // fee: $520,800 of the building deducted sooner" as a phrase with nothing to attach to).
      subtitle: answer.loses ? `With ${moved}` : `After ${after}, from ${moved}`,
    };
  }
  // The answer's first year: with a state, its part is in the figure, and the label says so.
  const { stateName, years } = answer;
  return {
    kind: 'first-year-savings',
    label: `Tax you could save in ${studyYear.year}${stateName ? `, federal and ${stateName},` : ''} ${assumed}`,
    amount: years[0]!.taxSaved,
    subtitle: `By having ${moved}`,
  };
}

/**
 * The headline while the tax assumptions are being corrected: the typical amount a study moves,
 * with no tax figure (none can be said without its assumptions, decision 0309).
 */
export function estimateHeadline(detail: V2EstimateDetail): Headline {
  return {
    kind: 'first-year-savings',
    label: 'Could be deducted sooner',
    amount: detail.estimate.typical.reclassified,
    subtitle: 'The typical amount a study moves into 5-, 7- and 15-year property; correct the tax assumptions to see what it saves',
  };
}

/**
 * The headline before the owner has said how they take part (decision 0342): the study year's
 * extra deduction, the same for every owner, and no tax figure, since what it saves is the
 * owner's own (the passive rules, the excess business loss limit, their income).
 */
export function deductionHeadline(firstYear: TaxImpact['studyYear'], asks: readonly string[], placedInService: string): Headline {
  return {
    kind: 'first-year-deduction',
    label: `Extra deduction in ${firstYear.year} with a study`,
    amount: firstYear.additionalDeduction,
    // The date the deductions are figured from is said with them: until the owner gives it, it is
    // today's, and an owner who bought years ago would otherwise take a new purchase's figures for his (a review).
    subtitle: `${formatUsd(firstYear.withStudy)} deducted in ${firstYear.year} instead of ${formatUsd(firstYear.withoutStudy)}, for a building placed in service on ${formatLongDate(placedInService)}. What that saves you in tax depends on you, not the building: ${askedWords(asks)}`,
  };
}

/** The headline as one sentence, its figure with the words that say what it is: what a screen reader is told (announcement.ts). */
export function headlineSentence({ label, amount }: Headline): string {
  return `${label}: ${formatUsd(amount)}.`;
}

/** "’s top rate," after the state's name, or nothing for a rate the owner gave (topRateWords' null). */
function possessiveWords(topRate: string | null): string {
  return topRate === null ? '' : `’s ${topRate},`;
}
