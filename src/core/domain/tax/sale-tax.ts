import { divideHalfUp, toBasisPoints } from '../estimate/money.ts';
import { valueAt } from '../law/dated-parameter.ts';
import { RATES } from '../law/rates.ts';
import { scheduleFor } from './ordinary-income-tax.ts';
import type { RatesUsed } from './rates-used.ts';
import type { GainCharacter } from './sale-gains.ts';

/**
 * The federal tax a world's gain at a sale costs at flat rates, without the household's income
 * (docs/decisions/0320-the-sale-as-an-adviser-tells-it.md): ordinary gain at taxRate, unrecaptured
 * 1250 gain at the lesser of taxRate and 25%, capital gain at 20% when taxRate is 35% or more and
 * 15% otherwise; the 3.8% of IRC 1411 on a net gain when it applies. Whole dollars (negative: a net
 * loss saves tax). With the income the year's tax is figured with the gain in it
 * (owner-federal-tax.ts, by the Schedule D Tax Worksheet).
 */
export function flatTaxOnGain(gain: GainCharacter, rates: RatesUsed, saleDate: string): number {
  return divideHalfUp(flatTax(gain, rates, saleDate) + niitOn(gain, rates), 10_000);
}

/** The 3.8% on the gain, whole dollars: IRC 1411(a)(1) taxes net investment income, never a loss. */
export function investmentIncomeTaxOnGain(gain: GainCharacter, rates: RatesUsed): number {
  return divideHalfUp(niitOn(gain, rates), 10_000);
}

const niitOn = (gain: GainCharacter, rates: RatesUsed) => Math.max(0, gain.totalGain) * rates.niitBasisPoints;

/** Flat rates, in dollar-basis-points. */
function flatTax(gain: GainCharacter, rates: RatesUsed, saleDate: string): number {
  const ordinary = rates.federalBasisPoints - rates.niitBasisPoints;
  // IRC 1(h)(1)(C), (D): 15% or 20% on the capital gain.
  const unrecaptured = unrecapturedRateBasisPoints(ordinary, saleDate);
  return gain.ordinaryGain * ordinary + gain.unrecaptured1250Gain * unrecaptured + gain.capitalGain * flatCapitalGainRate(ordinary, saleDate);
}

/**
 * Without the household's income: the 20% rate from the rate of the year's second-highest bracket
 * up (35% since 2018: the top two brackets reach the 20% band), else the 15% (IRC 1(h)(1)(C),
 * (D)); basis points. The bracket is read from the year's schedule (law/ordinary-brackets.ts).
 */
function flatCapitalGainRate(ordinaryBasisPoints: number, saleDate: string): number {
  const rates = valueAt(RATES.capitalGainRates, saleDate);
  const twentyFrom = toBasisPoints(scheduleFor('single', Number(saleDate.slice(0, 4))).at(-2)!.rate);
  return toBasisPoints(ordinaryBasisPoints >= twentyFrom ? rates.twenty : rates.fifteen);
}

/** IRC 1(h)(1)(E): unrecaptured section 1250 gain at the lesser of 25% and the ordinary rate, basis points. */
export function unrecapturedRateBasisPoints(ordinaryBasisPoints: number, saleDate: string): number {
  return Math.min(toBasisPoints(valueAt(RATES.unrecaptured1250Rate, saleDate)), ordinaryBasisPoints);
}
