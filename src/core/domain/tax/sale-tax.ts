import { toBasisPoints } from '../estimate/money.ts';
import { valueAt } from '../law/dated-parameter.ts';
import { RATES } from '../law/rates.ts';
import { scheduleFor } from './ordinary-income-tax.ts';
import type { GainCharacter } from './sale-gains.ts';

/**
 * A world's gain at a sale at a flat rate, without the household's income
 * (docs/decisions/0320-the-sale-as-an-adviser-tells-it.md): ordinary gain at the rate, unrecaptured
 * 1250 gain at the lesser of the rate and 25%, capital gain at 20% when the rate is 35% or more and
 * 15% otherwise. In dollar-basis-points, exact (negative: a net loss saves tax). The flat rate's
 * tax function (tax-rules.ts) adds it to the year's; with the income the Schedule D Tax Worksheet
 * figures the year instead (schedule-d-tax.ts).
 */
export function flatGainTax(gain: GainCharacter, ordinaryBasisPoints: number, saleDate: string): number {
  const unrecaptured = unrecapturedRateBasisPoints(ordinaryBasisPoints, saleDate);
  return (
    gain.ordinaryGain * ordinaryBasisPoints + gain.unrecaptured1250Gain * unrecaptured + gain.capitalGain * flatCapitalGainRate(ordinaryBasisPoints, saleDate)
  );
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
