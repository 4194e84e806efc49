import { divideHalfUp, toBasisPoints } from '../estimate/money.ts';
import { valueAt } from '../law/dated-parameter.ts';
import { RATES } from '../law/rates.ts';
import { ordinaryIncomeTax } from './ordinary-income-tax.ts';
import type { FilingStatus } from './passive-activity.ts';
import type { RatesUsed } from './rates-used.ts';
import type { GainCharacter } from './sale-gains.ts';
import { taxWithGains } from './schedule-d-tax.ts';

/**
 * The federal tax a world's gain at a sale costs, whole dollars (negative: a net loss saves tax).
 * With the household's taxable income, the year's tax with the gain less without it, line by
 * line as the Schedule D Tax Worksheet figures it (schedule-d-tax.ts): ordinary gain in the
 * brackets, unrecaptured section 1250 gain at no more than 25%, capital gain at 0, 15 or 20% by
 * the year's thresholds. Without it, flat rates: ordinary gain at taxRate, unrecaptured 1250 gain
 * at the lesser of taxRate and 25%, capital gain at 20% when taxRate is 35% or more and 15%
 * otherwise (docs/decisions/0320-the-sale-as-an-adviser-tells-it.md). The 3.8% of IRC 1411 on all
 * of the gain when it applies.
 */
export interface SaleTaxContext {
  rates: RatesUsed;
  filingStatus: FilingStatus;
  saleYear: number;
  saleDate: string;
  /** The sale year's taxable income in the world, without the gain, or null: flat rates. */
  taxableIncome: number | null;
}

export function taxOnGain(gain: GainCharacter, context: SaleTaxContext): number {
  const { rates } = context;
  // IRC 1411(a)(1): 3.8% of the net investment income, never of a loss.
  const niit = Math.max(0, gain.totalGain) * rates.niitBasisPoints;
  if (context.taxableIncome === null) return divideHalfUp(flatTax(gain, context) + niit, 10_000);
  const income = context.taxableIncome;
  // A net loss beyond the year's income is not carried here: the income is taken down to zero.
  const ordinaryIncome = Math.max(0, income + gain.ordinaryGain);
  const withGain = taxWithGains(
    { ordinaryIncome, unrecaptured1250Gain: gain.unrecaptured1250Gain, capitalGain: gain.capitalGain },
    context.filingStatus,
    context.saleYear,
  );
  return withGain - ordinaryIncomeTax(income, context.filingStatus, context.saleYear) + divideHalfUp(niit, 10_000);
}

/** Flat rates, in dollar-basis-points. */
function flatTax(gain: GainCharacter, { rates, saleDate }: SaleTaxContext): number {
  const ordinary = rates.federalBasisPoints - rates.niitBasisPoints;
  // IRC 1(h)(1)(C), (D): 15% or 20% on the capital gain.
  const unrecaptured = unrecapturedRateBasisPoints(ordinary, saleDate);
  return gain.ordinaryGain * ordinary + gain.unrecaptured1250Gain * unrecaptured + gain.capitalGain * flatCapitalGainRate(ordinary, saleDate);
}

/**
 * Without the household's income: the 20% rate from a 35% ordinary rate up (the top two brackets
 * reach the 20% band), else the 15% (IRC 1(h)(1)(C), (D)); basis points.
 */
function flatCapitalGainRate(ordinaryBasisPoints: number, saleDate: string): number {
  const rates = valueAt(RATES.capitalGainRates, saleDate);
  return toBasisPoints(ordinaryBasisPoints >= FLAT_TWENTY_FROM ? rates.twenty : rates.fifteen);
}

/** The ordinary rate from which the flat figures take the 20% capital gain rate: the 35% bracket's, basis points. */
const FLAT_TWENTY_FROM = 3_500;

/** IRC 1(h)(1)(E): unrecaptured section 1250 gain at the lesser of 25% and the ordinary rate, basis points. */
export function unrecapturedRateBasisPoints(ordinaryBasisPoints: number, saleDate: string): number {
  return Math.min(toBasisPoints(valueAt(RATES.unrecaptured1250Rate, saleDate)), ordinaryBasisPoints);
}
