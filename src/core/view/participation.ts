import type { TaxImpactField } from '../contract/tax-impact/checks.ts';
import { passivePhaseOutRateLatest, passivePhaseOutStartLatest, passiveSpecialAllowanceLatest } from '../domain/law/rates.ts';
import type { PassiveActivity } from '../domain/tax/passive-activity.ts';
import { formatPercent, formatUsd } from './format.ts';

/**
 * How the owner takes part, as the page asks it: four answers in plain words, each mapped onto
 * the request's own fields (passiveActivity, and for a short-term rental averageStay), so the
 * API, a link and the form keep one meaning (decision 0309). The short-term rental's answer is
 * offered for a residential_str only, where it means not_limited with stays of 7 days or less.
 */
export type Participation = 'professional' | 'shortTermRental' | 'landlord' | 'investor';

export interface ParticipationAnswer {
  id: Participation;
  passiveActivity: PassiveActivity;
  label: string;
  /** What it means for the loss (IRC 469, 461(l)), in a sentence. */
  sentence: string;
}

/** The answers in the page's order. */
export const PARTICIPATION_ANSWERS: readonly ParticipationAnswer[] = [
  {
    id: 'professional',
    passiveActivity: 'not_limited',
    label: 'I’m a real estate professional',
    sentence:
      'More than half your working time, and over 750 hours a year, goes to real estate businesses you materially participate in, this property among them (for example, over 500 hours a year on it): the loss counts against other income, up to the excess business loss limit.',
  },
  {
    id: 'shortTermRental',
    passiveActivity: 'not_limited',
    label: 'It’s a short-term rental I run myself',
    sentence:
      'Stays average 7 days or less and you materially participate (for example, over 100 hours a year and more than anyone else, cleaners included): the loss counts as a professional’s does.',
  },
  {
    id: 'landlord',
    passiveActivity: 'active_participation',
    label: 'I’m a landlord who manages it',
    sentence: `You own 10% or more and make the management decisions (approving tenants, rents or repairs), even with a manager: up to ${formatUsd(passiveSpecialAllowanceLatest)} of loss a year counts against your salary, less ${formatPercent(passivePhaseOutRateLatest)} of your modified AGI over ${formatUsd(passivePhaseOutStartLatest)}.`,
  },
  {
    id: 'investor',
    passiveActivity: 'passive',
    label: 'I’m an investor; someone else runs it',
    sentence: 'You make no management decisions, or own less than 10%: the loss offsets only passive income; the rest waits for later years or a sale.',
  },
];

/**
 * The answers a property is offered: the short-term rental's for a residential_str only. A
 * landlord's answer sets stays over 7 days (valuesOfAnswer); a link that gives it with short stays
 * gets its message by the choice (no special allowance for what is not a rental activity).
 */
export function participationAnswers(shortTermRental: boolean): readonly ParticipationAnswer[] {
  if (!shortTermRental) return PARTICIPATION_ANSWERS.filter((answer) => answer.id !== 'shortTermRental');
  // A short-term rental's landlord has the allowance only with stays over 7 days: the answer says so (issue 41).
  return PARTICIPATION_ANSWERS.map((answer) => (answer.id === 'landlord' ? SHORT_TERM_LANDLORD : answer));
}

/** The landlord's answer for a short-term rental: it sets stays over 7 days (valuesOfAnswer), so it names them. */
const SHORT_TERM_LANDLORD: ParticipationAnswer = {
  ...PARTICIPATION_ANSWERS.find((answer) => answer.id === 'landlord')!,
  label: 'I’m a landlord who manages it, and stays average over 7 days',
  sentence: `Over 7 days it is a rental like any other: up to ${formatUsd(passiveSpecialAllowanceLatest)} of loss a year counts against your salary, less ${formatPercent(passivePhaseOutRateLatest)} of your modified AGI over ${formatUsd(passivePhaseOutStartLatest)}. With shorter stays there is no such allowance.`,
};

/**
 * The answer the form's values stand for. not_limited is the short-term rental's answer for a
 * residential_str with short stays (the average stay's default), else the professional's.
 */
export function participationOf(passiveActivity: string, averageStay: string, shortTermRental: boolean): Participation | null {
  if (passiveActivity === 'not_limited') return shortTermRental && averageStay !== 'over_7_days' ? 'shortTermRental' : 'professional';
  return PARTICIPATION_ANSWERS.find((answer) => answer.passiveActivity === passiveActivity)?.id ?? null;
}

/**
 * The form's values an answer sets: its passiveActivity and, for a short-term rental, the average
 * stay it implies (short for the short-term rental's answer, over 7 days for a professional's and
 * a landlord's, whose allowance needs them); the investor's keeps the stay as it is.
 */
export function valuesOfAnswer(answer: ParticipationAnswer, shortTermRental: boolean): Array<[TaxImpactField, string]> {
  const values: Array<[TaxImpactField, string]> = [['passiveActivity', answer.passiveActivity]];
  if (shortTermRental && answer.id !== 'investor') values.push(['averageStay', answer.id === 'shortTermRental' ? '' : 'over_7_days']);
  return values;
}
