import { valueAt } from '../domain/law/dated-parameter.ts';
import { RATES } from '../domain/law/rates.ts';
import { excessBusinessLossThresholdFor, netOperatingLossLimitFor } from '../domain/tax/ordinary-income-tax.ts';
import { specialAllowance } from '../domain/tax/passive-activity.ts';
import { stateTaxIncluded } from '../domain/tax/state-tax-included.ts';
import type { TaxImpact, TaxImpactInput } from '../domain/tax/tax-impact-types.ts';
import { formatPercent, formatUsd } from './format.ts';
import type { OwnerAnswer } from './owner-answer.ts';
import { FILING_WORDS } from './saving-words.ts';
import { type StudyYearSplit, studyYearRow, studyYearSplit } from './study-year-split.ts';

/*
 * Apart from saving-words.ts (the facts a figure rests on, in the page's first load): these words
 * show beside the headline, in a part whose code loads at the owner's first change (Deferred.tsx).
 */

/**
 * The limits that hold the answer back, named with their figures for the study year (issue 41),
 * the same on the screen and in print: the special allowance and its phase-out at the owner's
 * modified AGI (IRC 469(i)), the excess business loss threshold for the filing status (IRC
 * 461(l)), and the share of a year's income a carried loss may take (IRC 172(a)(2)). Null when
 * none applies to the figures.
 */
export function limitsNamed(result: TaxImpact, input: TaxImpactInput | null): string | null {
  const { assumptions, studyYear, schedule } = result;
  const year = studyYear.year;
  const date = `${year}-01-01`;
  const parts: string[] = [];
  if (assumptions.passiveActivity === 'active_participation' && input?.modifiedAgi !== undefined) {
    const allowance = specialAllowance(input.modifiedAgi, year, assumptions.filingStatus);
    const full = specialAllowance(0, year, assumptions.filingStatus);
    parts.push(
      assumptions.filingStatus === 'married_separate'
        ? `The special allowance for a landlord who manages the rental is ${formatUsd(allowance)} when filing separately (IRC 469(i)(5))`
        : `The special allowance for a landlord who manages the rental is ${formatUsd(full)} a year, less ${formatPercent(valueAt(RATES.passivePhaseOutRate, date))} of modified AGI over ${formatUsd(valueAt(RATES.passivePhaseOutStart, date))}: ${formatUsd(allowance)} at your ${formatUsd(input.modifiedAgi)} (IRC 469(i))`,
    );
  }
  if (assumptions.passiveActivity === 'passive' && result.schedule.some((row) => (row.suspendedWithStudy ?? 0) > 0))
    parts.push('An investor’s loss offsets only passive income; the rest is suspended until the property earns it or is sold (IRC 469)');
  const carries = schedule.some((row) => (row.carriedForwardWithStudy ?? 0) > 0);
  const threshold = excessBusinessLossThresholdFor(year, assumptions.filingStatus);
  if (studyYear.excessBusinessLoss > 0 && threshold !== null)
    parts.push(
      `The excess business loss limit is ${formatUsd(threshold)} of business loss in ${year} (${FILING_WORDS[assumptions.filingStatus]}, IRC 461(l)); the rest becomes a net operating loss`,
    );
  // With a flat rate the income is taken to absorb a carried loss at once (decision 0341): the limit holds no figure back.
  if (carries && assumptions.taxableIncome !== null)
    parts.push(`A loss carried forward is deducted up to ${formatPercent(netOperatingLossLimitFor(year + 1))} of a later year’s taxable income (IRC 172(a))`);
  return parts.length > 0 ? `${parts.join('. ')}.` : null;
}

/**
 * Why the study year's saving is smaller than its extra deduction, in words, from the answer's
 * split (study-year-split.ts): the loss the passive rules suspend (IRC 469) and the loss carried to
 * next year (the IRC 461(l) excess business loss, or a loss larger than the income, IRC 172).
 * Null when all of it counts in the study year. The year is named, as the headline names it (a
 * date placed in service in a later year made "this year" read as a contradiction). With the request (`input`: its modified AGI), a landlord is
 * told how much of the loss reaches the salary: a year that suspends a loss has used the passive
 * income and the whole special allowance (IRC 469(i); passive-activity.ts), so the allowance is
 * what reaches it. With a state the carried loss is the federal figure: a state without the
 * 461(l) limit may deduct it at once.
 */
export function savingReason(result: TaxImpact, input?: TaxImpactInput): string | null {
  const split = studyYearSplit(result);
  const parts: string[] = [];
  if (split.suspended > 0) {
    const waits = `${formatUsd(split.suspended)} waits for later years: the rental’s income uses it, and a taxable sale releases the rest`;
    const { passiveActivity, filingStatus } = result.assumptions;
    if (passiveActivity === 'passive') parts.push(`As an investor who does not manage it, the loss offsets only passive income; ${waits}`);
    else {
      const allowance = input ? specialAllowance(input.modifiedAgi ?? 0, split.year, filingStatus) : null;
      const lead =
        allowance === null
          ? `Under the passive-loss limits only part of the loss counts in ${split.year}`
          : allowance === 0
            ? `At your income the loss cannot reduce tax on your salary in ${split.year}`
            : `At your income only ${formatUsd(allowance)} of the loss can reduce tax on your salary in ${split.year}`;
      parts.push(`${lead}; ${waits}`);
    }
  }
  if (split.carried > 0) {
    const carried = `${formatUsd(split.carried)} is carried to next year`;
    const why = carriedWhy(split, studyYearRow(result).carriedForwardWithoutStudy ?? 0);
    const tax = stateTaxIncluded(result.state) ? 'federal tax' : 'tax';
    parts.push(
      parts.length > 0
        ? `${carried}${why}`
        : split.excessBusinessLoss > 0
          ? `${split.usedNow > 0 ? `Only ${formatUsd(split.usedNow)}` : 'None'} of the extra deduction can reduce ${tax} on your other income in ${split.year}; ${carried}${why}`
          : `The deduction is more than your income in ${split.year}; ${carried}${why}`,
    );
  }
  return parts.length > 0 ? `${parts.join('; ')}.` : null;
}

/**
 * Why the study year's extra loss is carried: the IRC 461(l) excess business loss, a net operating
 * loss (the loss beyond the income, IRC 172), or both. When the world without the study carries
 * nothing out of the year, the carried loss is the with-study world's own, its excess business loss
 * and the rest a net operating loss, each with its figure (issue 41: the screen named the whole
 * carry the excess business loss, the report the excess alone). Otherwise the difference of two
 * carries is not split into figures.
 */
function carriedWhy(split: StudyYearSplit, carriedWithout: number): string {
  if (split.excessBusinessLoss === 0) return ' as a net operating loss';
  const beyondIncome = split.carried - split.excessBusinessLoss;
  if (beyondIncome <= 0) return ' (the excess business loss limit)';
  return carriedWithout === 0
    ? `: ${formatUsd(split.excessBusinessLoss)} over the excess business loss limit, and ${formatUsd(beyondIncome)} beyond your income, a net operating loss`
    : ' (over the excess business loss limit, and beyond your income as a net operating loss)';
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
      : answer.today.taxSaved < 0
        ? ': the years it deducts less cost more in tax than the years it deducts more save.'
        : answer.today.taxSaved === 0
          ? ': under these assumptions it saves no tax.'
          : answer.today.taxAtSale > 0 && answer.today.taxSaved + answer.today.feeSaving <= answer.today.taxAtSale
            ? `: the tax at the sale in ${saleYear} takes back more than it saves.`
            : answer.total.fee > 0
              ? `: its savings${answer.total.taxAtSale > 0 ? ', less the tax at the sale,' : ''} do not cover its fee.`
              : '.';
  return `The study would cost about ${formatUsd(-answer.today.net)} more than it saves, in today’s money${why}`;
}
