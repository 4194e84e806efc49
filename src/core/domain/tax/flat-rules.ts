import { toBasisPoints } from '../estimate/money.ts';
import { valueAt } from '../law/dated-parameter.ts';
import { RATES } from '../law/rates.ts';
import { bracketYearLaw, marginalRateAt, netOperatingLossLimitFor, scheduleFor, slotOf, type YearLaw } from './ordinary-income-tax.ts';
import type { TaxRules } from './owner-federal-tax.ts';
import type { FilingStatus } from './passive-activity.ts';
import type { GainCharacter } from './sale-gains.ts';
import { capitalGainThresholdsFor } from './schedule-d-tax.ts';

/**
 * The owner's tax function at a flat rate (tax-rules.ts chooses it, decision 0341): a rate schedule
 * of one bracket on an unbounded income. Every loss is used at once (no net operating loss arises),
 * a sale's gain is taxed at the flat rates of decision 0320, and the tax is measured from the
 * household's tax without the property: only a difference of two worlds is a figure. The state's
 * rules are such a schedule too (state-tax-impact.ts).
 */

/** What a flat rate is figured with: the rate without the 3.8%, and the 3.8%, basis points; the sale's date (its rates), when there is one, else the year's end. */
export interface FlatRate {
  ordinaryBasisPoints: number;
  niitBasisPoints: number;
  saleDate: string | null;
  /** The filing status whose IRC 461(l) threshold applies (the federal rules'), or null: none (a state's). */
  filingStatus: FilingStatus | null;
}

/**
 * A state's YearLaw by year slot, found once: no 461(l) threshold; the standard deduction is never
 * reached on an unbounded income.
 */
const stateYearLaws: YearLaw[] = [];

/** A flat rate's year law: the filing status's (bracketYearLaw: its standard deduction counts for nothing here), or a state's. */
function flatYearLaw(filingStatus: FilingStatus | null, year: number): YearLaw {
  if (filingStatus !== null) return bracketYearLaw(filingStatus, year);
  const slot = slotOf(year);
  const known = stateYearLaws[slot];
  if (known) return known;
  // An unbounded income with no 461(l) makes no loss to carry: no loss of the state's ever expires.
  const law: YearLaw = {
    nonbusinessDeductions: 0,
    personalExemptions: 0,
    excessBusinessLossThreshold: null,
    netOperatingLossLimit: netOperatingLossLimitFor(year),
    lastYearOfLoss: Number.POSITIVE_INFINITY,
  };
  stateYearLaws[slot] = law;
  return law;
}

/** A rate schedule of one bracket, on an unbounded income. */
export function flatRules(rate: FlatRate): TaxRules {
  return new FlatRules(rate);
}

/**
 * The flat rate's TaxRules. A class, as the brackets' are (tax-rules.ts): its members are its
 * prototype's, so the owner's tax, which asks both kinds every answer (the federal and the
 * state's), asks two known functions, not new ones each answer (decision 0355).
 */
class FlatRules implements TaxRules {
  readonly income = Number.POSITIVE_INFINITY;
  readonly niitBasisPoints: number;
  readonly onTheReturn = false;
  readonly latestBracketsYear = null;
  private readonly ordinaryBasisPoints: number;
  private readonly saleDate: string | null;
  private readonly filingStatus: FilingStatus | null;

  constructor(rate: FlatRate) {
    this.niitBasisPoints = rate.niitBasisPoints;
    this.ordinaryBasisPoints = rate.ordinaryBasisPoints;
    this.saleDate = rate.saleDate;
    this.filingStatus = rate.filingStatus;
  }

  yearLaw(year: number): YearLaw {
    return flatYearLaw(this.filingStatus, year);
  }

  // Basis points times dollars are ten-thousandths of a dollar: times 100, millionths.
  incomeTax(deducted: number): number {
    return -this.ordinaryBasisPoints * deducted * 100;
  }

  taxWithGain(deducted: number, gain: GainCharacter, year: number): number {
    return this.incomeTax(deducted) + flatGainTax(gain, this.ordinaryBasisPoints, this.ratesDate(year)) * 100;
  }

  // At a flat rate the gain meets the rate's own cap, whatever the year's figures.
  unrecapturedRate(_deducted: number, _gain: GainCharacter, year: number): number {
    return this.unrecapturedRateCap(year);
  }

  unrecapturedRateCap(year: number): number {
    return unrecapturedRateBasisPoints(this.ordinaryBasisPoints, this.ratesDate(year)) / 10_000;
  }

  /** The date whose gain rates apply: the sale's, when there is one, else the year's end. */
  private ratesDate(year: number): string {
    return this.saleDate ?? `${year}-12-31`;
  }

  marginalRate(): number {
    return this.ordinaryBasisPoints / 10_000;
  }
}

/**
 * A world's gain at a sale at a flat rate, without the household's income
 * (docs/decisions/0320-the-sale-as-an-adviser-tells-it.md): ordinary gain at the rate, unrecaptured
 * 1250 gain at the lesser of the rate and 25%, capital gain at the rate the rate's bracket meets
 * (flatCapitalGainRate; decision 0357). In dollar-basis-points, exact (negative: a net loss saves
 * tax). The flat rate's tax function (flatRules, above) adds it to the year's; with the income the
 * Schedule D Tax Worksheet figures the year instead (schedule-d-tax.ts).
 */
function flatGainTax(gain: GainCharacter, ordinaryBasisPoints: number, saleDate: string): number {
  const unrecaptured = unrecapturedRateBasisPoints(ordinaryBasisPoints, saleDate);
  return (
    gain.ordinaryGain * ordinaryBasisPoints + gain.unrecaptured1250Gain * unrecaptured + gain.capitalGain * flatCapitalGainRate(ordinaryBasisPoints, saleDate)
  );
}

/**
 * Without the household's income, the capital gain rate the flat rate's bracket meets (IRC
 * 1(h)(1)(B) to (D); decision 0357), basis points: the 20% from the rate of the bracket the 20%
 * band begins in up (35% since 2018, the year's second-highest: the top two brackets reach the 20%
 * band; 39.6% before, the top: the 20% band began where it did, 1(h)(1)(C)), the 0% below the rate
 * of its third bracket (22% since 2018: the 0% band ends within a few hundred dollars of the 12%
 * bracket's top, IRC 1(j)(5)(B)(i); 25% before: it ended at the 15% bracket's top), else the 15%.
 * The gain stays in the rate's bracket, as its ordinary and unrecaptured parts do at this rate.
 * The brackets are read from the year's schedule (law/ordinary-brackets.ts), the 20% band's start
 * from the year's thresholds (law/capital-gain-rates.ts).
 */
function flatCapitalGainRate(ordinaryBasisPoints: number, saleDate: string): number {
  const rates = valueAt(RATES.capitalGainRates, saleDate);
  const year = Number(saleDate.slice(0, 4));
  const schedule = scheduleFor('single', year);
  // The rate of the first dollar over the 15% amount (marginalRateAt: at an edge, the bracket above).
  const twentyFrom = toBasisPoints(marginalRateAt(capitalGainThresholdsFor(year, 'single').maximumFifteenPercentRateAmount, 'single', year));
  const fifteenFrom = toBasisPoints(schedule[2]!.rate);
  const rate = ordinaryBasisPoints >= twentyFrom ? rates.twenty : ordinaryBasisPoints >= fifteenFrom ? rates.fifteen : rates.zero;
  return toBasisPoints(rate);
}

/** IRC 1(h)(1)(E): unrecaptured section 1250 gain at the lesser of 25% and the ordinary rate, basis points. */
function unrecapturedRateBasisPoints(ordinaryBasisPoints: number, saleDate: string): number {
  return Math.min(toBasisPoints(valueAt(RATES.unrecaptured1250Rate, saleDate)), ordinaryBasisPoints);
}
