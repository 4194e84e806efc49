import { divideHalfUp } from '../estimate/money.ts';
import { excessBusinessLossThresholdFor, LATEST_BRACKETS_YEAR, marginalRateAt, ordinaryIncomeTax, standardDeductionFor } from './ordinary-income-tax.ts';
import type { FilingStatus } from './passive-activity.ts';
import type { GainCharacter } from './sale-gains.ts';
import { flatGainTax, unrecapturedRateBasisPoints } from './sale-tax.ts';
import { scheduleDTaxWorksheet, unrecaptured1250RateOf, unrecapturedRateApplied } from './schedule-d-tax.ts';

/**
 * The owner's tax function: a year's income tax by that year's rules, one shape for every owner
 * and both worlds (docs/decisions/0341-one-tax-function.md). The owner's tax in one world
 * (owner-federal-tax.ts) applies the passive rules, the excess business loss cap and the carried
 * loss, then asks the rules for the year's tax; what the study saves is the difference of the two
 * worlds' taxes, and nothing else.
 *
 * Two kinds of rules, chosen in one place (federal-tax-impact.ts):
 * - the brackets of the year (IRC 1(j)), on the household's taxable income, with the Schedule D
 *   Tax Worksheet in a sale's year: the tax on the return;
 * - a flat rate: a rate schedule of one bracket on an unbounded income. Every loss is used at once
 *   (no net operating loss arises), a sale's gain is taxed at the flat rates of decision 0320, and
 *   the tax is measured from the household's tax without the property: only a difference of two
 *   worlds is a figure. The state's rules are such a schedule too (state-tax-impact.ts).
 *
 * Taxes are in millionths of a dollar, exact: a flat rate in basis points times dollars, or the
 * return's whole dollars. Each figure the answer reports is rounded once, from them (`wholeDollars`).
 */
export interface TaxRules {
  /** The household's own taxable income, whole dollars, the property's figures set against it; Infinity: unbounded (a flat rate). */
  income: number;
  /**
   * The standard deduction of the year, dollars: the part of a loss past the income that it made
   * is not a net operating loss (IRC 172(d)(4)). An unbounded income is never passed: 0.
   */
  standardDeduction(year: number): number;
  /** The 3.8% of IRC 1411 on the property's net income and its gain, basis points; 0 where it does not apply. */
  niitBasisPoints: number;
  /** Whether `incomeTax` is the return's own tax (the brackets), so each world's tax is a figure to show. */
  onTheReturn: boolean;
  /** The IRC 461(l) threshold of the year, dollars, or null where these rules have none (before 2021, a state). */
  excessBusinessLossThreshold(year: number): number | null;
  /** The year's income tax, millionths of a dollar, when `deducted` (whole dollars) comes off the household's own income. */
  incomeTax(deducted: number, year: number): number;
  /**
   * The same in a sale's year, the sale's `gain` income of the year, and the highest rate it taxes
   * the gain's unrecaptured 1250 gain at (IRC 1(h)(1)(E)), 0 to 1.
   */
  taxWithGain(deducted: number, gain: GainCharacter, year: number): TaxWithGain;
  /** The most the year could tax unrecaptured 1250 gain at, 0 to 1: what an exchange, which taxes none, reports. */
  unrecapturedRateCap(year: number): number;
  /** The ordinary rate of the year's last dollar when `deducted` comes off the household's income, 0 to 1. */
  marginalRate(deducted: number, year: number): number;
  /** The latest year whose brackets the law's records hold (later years use it); null: a flat rate uses none. */
  latestBracketsYear: number | null;
}

/** A sale year's tax, millionths of a dollar, and the rate its unrecaptured 1250 gain met. */
export interface TaxWithGain {
  tax: number;
  unrecapturedRate: number;
}

/** Millionths of a dollar in a dollar: the unit of every tax the rules return. */
export const TAX_UNITS = 1_000_000;

/** A tax in millionths of a dollar, in whole dollars rounded half up. */
export function wholeDollars(taxUnits: number): number {
  return divideHalfUp(taxUnits, TAX_UNITS);
}

/** The year's brackets on the household's taxable income (`income`, whole dollars). */
export function bracketRules(income: number, filingStatus: FilingStatus, niitBasisPoints: number): TaxRules {
  // The taxable income: the household's, less what is deducted, with the gain; never below zero.
  const taxable = (deducted: number, gain: GainCharacter | null) => Math.max(0, income - deducted + (gain ? gain.totalGain : 0));
  // The Schedule D Tax Worksheet's line 1 (every amount is whole dollars); the sale's gain by character, as Schedule D reports it.
  const worksheet = (deducted: number, gain: GainCharacter, year: number) =>
    scheduleDTaxWorksheet(
      { taxableIncome: taxable(deducted, gain), unrecaptured1250Gain: gain.unrecaptured1250Gain, capitalGain: gain.capitalGain },
      filingStatus,
      year,
    );
  return {
    income,
    standardDeduction: (year) => standardDeductionFor(year, filingStatus),
    niitBasisPoints,
    onTheReturn: true,
    excessBusinessLossThreshold: (year) => excessBusinessLossThresholdFor(year, filingStatus),
    incomeTax: (deducted, year) => TAX_UNITS * ordinaryIncomeTax(taxable(deducted, null), filingStatus, year),
    taxWithGain: (deducted, gain, year) => {
      const lines = worksheet(deducted, gain, year);
      return { tax: TAX_UNITS * lines.tax, unrecapturedRate: unrecapturedRateApplied(lines, filingStatus, year) };
    },
    unrecapturedRateCap: unrecaptured1250RateOf,
    marginalRate: (deducted, year) => marginalRateAt(taxable(deducted, null), filingStatus, year),
    latestBracketsYear: LATEST_BRACKETS_YEAR,
  };
}

/** What a flat rate is figured with: the rate without the 3.8%, and the 3.8%, basis points; the sale's date (its rates), when there is one, else the year's end. */
export interface FlatRate {
  ordinaryBasisPoints: number;
  niitBasisPoints: number;
  saleDate: string | null;
  /** The IRC 461(l) threshold of the year (the federal rules'), or none (a state's). */
  excessBusinessLossThreshold: (year: number) => number | null;
}

/** A rate schedule of one bracket, on an unbounded income. */
export function flatRules(rate: FlatRate): TaxRules {
  const { ordinaryBasisPoints, saleDate } = rate;
  return {
    income: Number.POSITIVE_INFINITY,
    standardDeduction: () => 0,
    niitBasisPoints: rate.niitBasisPoints,
    onTheReturn: false,
    excessBusinessLossThreshold: rate.excessBusinessLossThreshold,
    // Basis points times dollars are ten-thousandths of a dollar: times 100, millionths.
    incomeTax: (deducted) => -ordinaryBasisPoints * deducted * 100,
    taxWithGain: (deducted, gain, year) => {
      const date = saleDate ?? `${year}-12-31`;
      return {
        tax: -ordinaryBasisPoints * deducted * 100 + flatGainTax(gain, ordinaryBasisPoints, date) * 100,
        unrecapturedRate: unrecapturedRateBasisPoints(ordinaryBasisPoints, date) / 10_000,
      };
    },
    unrecapturedRateCap: (year) => unrecapturedRateBasisPoints(ordinaryBasisPoints, saleDate ?? `${year}-12-31`) / 10_000,
    marginalRate: () => ordinaryBasisPoints / 10_000,
    latestBracketsYear: null,
  };
}
