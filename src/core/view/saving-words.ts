import { federalRateFor } from '../domain/tax/tax-impact-inputs.ts';
import type { TaxImpact, TaxImpactInput } from '../domain/tax/tax-impact-types.ts';
import { formatPercent, formatUsd } from './format.ts';
import type { OwnerAnswer } from './owner-answer.ts';

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

/** What the rental's own income and the other passive income allow, from the request: the allowance reaches the salary beyond them. */
type Incomes = Pick<TaxImpactInput, 'netOperatingIncome' | 'otherPassiveIncome'>;

/**
 * Why the study year's saving is smaller than its extra deduction, in words, from the answer's
 * split (owner-answer.ts): the loss the passive rules suspend (IRC 469) and the loss carried to
 * next year (the IRC 461(l) excess business loss, or a loss larger than the income, IRC 172).
 * Null when all of it counts this year. With the request's incomes (`incomes`), a landlord is told
 * whether any of the loss reaches the salary.
 */
export function savingReason(answer: OwnerAnswer, result: TaxImpact, incomes?: Incomes): string | null {
  const { split } = answer;
  const parts: string[] = [];
  if (split.suspended > 0) {
    const waits = `${formatUsd(split.suspended)} waits for later years: the rental’s income uses it, and a sale releases the rest`;
    const passiveActivity = result.assumptions.passiveActivity;
    if (passiveActivity === 'passive') parts.push(`As an investor who does not manage it, the loss offsets only passive income; ${waits}`);
    else {
      const row = result.schedule.find((year) => year.year === split.year)!;
      const ownIncome = incomes ? (incomes.netOperatingIncome ?? 0) + (incomes.otherPassiveIncome ?? 0) : null;
      const lead =
        ownIncome === null
          ? 'Under the passive-loss limits only part of the loss counts this year'
          : (row.allowedWithStudy ?? 0) <= ownIncome
            ? 'At your income the loss cannot reduce tax on your salary this year'
            : 'At your income only part of the loss can reduce tax on your salary this year';
      parts.push(`${lead}; ${waits}`);
    }
  }
  if (split.carried > 0) {
    const carried = `${formatUsd(split.carried)} is carried to next year`;
    const why = split.excessBusinessLoss > 0 ? '(the excess business loss limit)' : 'as a net operating loss';
    parts.push(
      parts.length > 0
        ? `${carried} ${why}`
        : split.excessBusinessLoss > 0
          ? `Only ${formatUsd(split.usedNow)} of the extra deduction can reduce tax on your other income this year; ${carried} ${why}`
          : `The deduction is more than your income this year; ${carried} ${why}`,
    );
  }
  return parts.length > 0 ? `${parts.join('; ')}.` : null;
}
