import { federalRateFor } from '../domain/tax/tax-impact-inputs.ts';
import type { TaxImpact } from '../domain/tax/tax-impact-types.ts';
import { formatPercent, formatUsd } from './format.ts';

/** A filing status as the assumptions name it, in brackets after the income. */
export const FILING_WORDS = {
  single: 'single',
  married_joint: 'married filing jointly',
  married_separate: 'married filing separately',
  head_of_household: 'head of household',
} as const;

/**
 * How the owner takes part (IRC 469), as the figure's assumption says it: the owner named, not a
 * property of the losses (issue 41), and the excess business loss limit when it holds the first
 * year back, so the words above a figure never promise what the line under it takes away.
 */
function participationWords({ assumptions, studyYear }: TaxImpact): string {
  if (assumptions.passiveActivity === 'active_participation') return 'as a landlord who manages it';
  if (assumptions.passiveActivity === 'passive') return 'as an investor who does not manage it';
  const owner = assumptions.averageStay === '7_days_or_less' ? 'running the short-term rental yourself' : 'as a real estate professional';
  return studyYear.excessBusinessLoss > 0 ? `${owner}, up to the excess business loss limit` : owner;
}

/**
 * The two facts a tax figure rests on, in the words that follow it in the same sentence
 * (decision 0309): the income it is taxed at, or the flat rate when none is given, and how the
 * owner takes part. "at a 37% rate, as a real estate professional"; "on your $180,000
 * taxable income (single), as a landlord who manages it".
 */
export function savingAssumptions(result: TaxImpact): string {
  const { assumptions, studyYear } = result;
  const income =
    assumptions.taxableIncome !== null
      ? `on your ${formatUsd(assumptions.taxableIncome)} taxable income (${FILING_WORDS[assumptions.filingStatus]})`
      : `at a ${formatPercent(assumptions.taxRate)} rate${assumptions.investmentIncomeTax ? ` and the ${formatPercent(federalRateFor(0, true, studyYear.year))} tax` : ''}`;
  return `${income}, ${participationWords(result)}`;
}

/**
 * What the state's rate is when the owner did not give one: "top rate" (the study year's:
 * decision 0360). Null when the owner gave the rate (state.topRateYear is null then): the rate is
 * theirs, said without a word.
 */
export function topRateWords(state: { topRateYear: number | null }): string | null {
  return state.topRateYear === null ? null : 'top rate';
}
