import { roundHalfUp } from '../estimate/money.ts';
import {
  excessBusinessLossThresholdFor,
  LATEST_BRACKETS_YEAR,
  marginalRateAt,
  netOperatingLossLimitFor,
  ordinaryIncomeTax,
  standardDeductionFor,
} from './ordinary-income-tax.ts';
import type { TaxRules, YearLaw } from './owner-federal-tax.ts';
import type { FilingStatus } from './passive-activity.ts';
import type { GainCharacter } from './sale-gains.ts';
import { flatGainTax, unrecapturedRateBasisPoints } from './sale-tax.ts';
import { scheduleDTaxWorksheet, unrecaptured1250RateOf, unrecapturedRateApplied } from './schedule-d-tax.ts';
import { TAX_UNITS } from './tax-units.ts';

/**
 * The owner's tax function: a year's income tax by that year's rules, one shape for every owner
 * and both worlds (docs/decisions/0341-one-tax-function.md). The owner's tax in one world
 * (owner-federal-tax.ts) applies the passive rules, the excess business loss cap and the carried
 * loss, then asks the rules for the year's tax; what the study saves is the difference of the two
 * worlds' taxes, and nothing else.
 *
 * Two kinds of rules, chosen in one place (ownerTaxRules, below):
 * - the brackets of the year (IRC 1(j)), on the household's taxable income, with the Schedule D
 *   Tax Worksheet in a sale's year: the tax on the return;
 * - a flat rate: a rate schedule of one bracket on an unbounded income. Every loss is used at once
 *   (no net operating loss arises), a sale's gain is taxed at the flat rates of decision 0320, and
 *   the tax is measured from the household's tax without the property: only a difference of two
 *   worlds is a figure. The state's rules are such a schedule too (state-tax-impact.ts).
 *
 * Taxes are in millionths of a dollar, exact: a flat rate in basis points times dollars, or the
 * return's whole dollars (tax-units.ts). The shape the two share, TaxRules, is declared where it
 * is asked, with the owner's tax (owner-federal-tax.ts).
 */

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
    niitBasisPoints,
    onTheReturn: true,
    yearLaw: (year) => bracketYearLaw(filingStatus, year),
    incomeTax: (deducted, year) => TAX_UNITS * ordinaryIncomeTax(taxable(deducted, null), filingStatus, year),
    taxWithGain: (deducted, gain, year) => {
      const lines = worksheet(deducted, gain, year);
      return { tax: TAX_UNITS * lines.tax, unrecapturedRate: unrecapturedRateApplied(lines, filingStatus, year) };
    },
    marginalRate: (deducted, year) => marginalRateAt(taxable(deducted, null), filingStatus, year),
    latestBracketsYear: LATEST_BRACKETS_YEAR,
  };
}

/** Each filing status's YearLaw by year (counted from 1900), found once: the brackets' rules of every answer read them. */
const bracketYearLaws: Record<FilingStatus, YearLaw[]> = { single: [], married_joint: [], married_separate: [], head_of_household: [] };

function bracketYearLaw(filingStatus: FilingStatus, year: number): YearLaw {
  const byYear = bracketYearLaws[filingStatus];
  const known = byYear[year - 1900];
  if (known) return known;
  const law: YearLaw = {
    standardDeduction: standardDeductionFor(year, filingStatus),
    excessBusinessLossThreshold: excessBusinessLossThresholdFor(year, filingStatus),
    netOperatingLossLimit: netOperatingLossLimitFor(year),
    unrecapturedRateCap: unrecaptured1250RateOf(year),
  };
  byYear[year - 1900] = law;
  return law;
}

/** What a flat rate is figured with: the rate without the 3.8%, and the 3.8%, basis points; the sale's date (its rates), when there is one, else the year's end. */
export interface FlatRate {
  ordinaryBasisPoints: number;
  niitBasisPoints: number;
  saleDate: string | null;
  /** The filing status whose IRC 461(l) threshold applies (the federal rules'), or null: none (a state's). */
  filingStatus: FilingStatus | null;
}

/** A rate schedule of one bracket, on an unbounded income. */
export function flatRules(rate: FlatRate): TaxRules {
  const { ordinaryBasisPoints, saleDate } = rate;
  // The rules are made once an answer: each year's law is kept for the answer's many asks.
  const yearLaws: YearLaw[] = [];
  return {
    income: Number.POSITIVE_INFINITY,
    niitBasisPoints: rate.niitBasisPoints,
    onTheReturn: false,
    yearLaw: (year) =>
      (yearLaws[year - 1900] ??= {
        standardDeduction: 0,
        excessBusinessLossThreshold: rate.filingStatus === null ? null : excessBusinessLossThresholdFor(year, rate.filingStatus),
        netOperatingLossLimit: netOperatingLossLimitFor(year),
        unrecapturedRateCap: unrecapturedRateBasisPoints(ordinaryBasisPoints, saleDate ?? `${year}-12-31`) / 10_000,
      }),
    // Basis points times dollars are ten-thousandths of a dollar: times 100, millionths.
    incomeTax: (deducted) => -ordinaryBasisPoints * deducted * 100,
    taxWithGain: (deducted, gain, year) => {
      const date = saleDate ?? `${year}-12-31`;
      return {
        tax: -ordinaryBasisPoints * deducted * 100 + flatGainTax(gain, ordinaryBasisPoints, date) * 100,
        unrecapturedRate: unrecapturedRateBasisPoints(ordinaryBasisPoints, date) / 10_000,
      };
    },
    marginalRate: () => ordinaryBasisPoints / 10_000,
    latestBracketsYear: null,
  };
}

/** What the choice reads of the request (tax-impact-types.ts, TaxImpactInput). */
export interface OwnerIncome {
  taxableIncome?: number | undefined;
  saleDate?: string | undefined;
}

/** The flat rates used (rates-used.ts, RatesUsed), basis points: the federal rate with the 3.8% where it applies, and the 3.8%. */
export interface FlatRatesUsed {
  federalBasisPoints: number;
  niitBasisPoints: number;
}

/**
 * The one place the owner's tax function is chosen: with the household's taxable
 * income (whole dollars), the year's brackets; without it, the flat rate as a schedule of one
 * bracket. Either takes the 3.8% when it applies.
 */
export function ownerTaxRules(input: OwnerIncome, flat: FlatRatesUsed, filingStatus: FilingStatus): TaxRules {
  if (input.taxableIncome !== undefined) return bracketRules(roundHalfUp(input.taxableIncome), filingStatus, flat.niitBasisPoints);
  return flatRules({
    ordinaryBasisPoints: flat.federalBasisPoints - flat.niitBasisPoints,
    niitBasisPoints: flat.niitBasisPoints,
    saleDate: input.saleDate ?? null,
    filingStatus,
  });
}
