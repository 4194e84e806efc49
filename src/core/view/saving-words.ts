import { federalRateFor } from '../domain/tax/tax-impact-inputs.ts';
import type { TaxImpact } from '../domain/tax/tax-impact-types.ts';
import { formatPercent, formatUsd } from './format.ts';

/** A filing status as the assumptions name it, in brackets after the income. */
const FILING_WORDS = {
  single: 'single',
  married_joint: 'married filing jointly',
  married_separate: 'married filing separately',
  head_of_household: 'head of household',
} as const;

/** How the owner takes part (IRC 469), as the figure's assumption says it. */
const PARTICIPATION_WORDS = {
  not_limited: 'if your losses are usable as they come',
  active_participation: 'as a landlord who manages it',
  passive: 'as an investor who does not manage it',
} as const;

/**
 * The two facts a tax figure rests on, in the words that follow it in the same sentence
 * (decision 0309): the income it is taxed at, or the flat rate when none is given, and how the
 * owner takes part. "at a 37% rate, if your losses are usable as they come"; "on your $180,000
 * taxable income (single), as a landlord who manages it".
 */
export function savingAssumptions(result: TaxImpact): string {
  const { assumptions, studyYear } = result;
  const income =
    assumptions.taxableIncome !== null
      ? `on your ${formatUsd(assumptions.taxableIncome)} taxable income (${FILING_WORDS[assumptions.filingStatus]})`
      : `at a ${formatPercent(assumptions.taxRate)} rate${assumptions.investmentIncomeTax ? ` and the ${formatPercent(federalRateFor(0, true, studyYear.year))} tax` : ''}`;
  return `${income}, ${PARTICIPATION_WORDS[assumptions.passiveActivity]}`;
}
