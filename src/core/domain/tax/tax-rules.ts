import { roundHalfUp } from '../estimate/money.ts';
import { flatRules } from './flat-rules.ts';
import { bracketIncomeTax, bracketMarginalRate, bracketYearLaw, LATEST_BRACKETS_YEAR, unrecaptured1250RateOf, type YearLaw } from './ordinary-income-tax.ts';
import type { TaxRules } from './owner-federal-tax.ts';
import type { FilingStatus } from './passive-activity.ts';
import type { GainCharacter } from './sale-gains.ts';
import { bracketTaxWithGain, bracketUnrecapturedRate } from './schedule-d-tax.ts';

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
 * - a flat rate: a rate schedule of one bracket on an unbounded income (flat-rules.ts). The state's
 *   rules are such a schedule too (state-tax-impact.ts).
 *
 * Taxes are in millionths of a dollar, exact: a flat rate in basis points times dollars, or the
 * return's whole dollars (tax-units.ts). The shape the two share, TaxRules, is declared where it
 * is asked, with the owner's tax (owner-federal-tax.ts).
 */

/**
 * The year's brackets on the household's taxable income (`income`, whole dollars): each member's
 * arithmetic is where the law it follows is (ordinary-income-tax.ts, schedule-d-tax.ts).
 */
export function bracketRules(income: number, filingStatus: FilingStatus, niitBasisPoints: number): TaxRules {
  return new BracketRules(income, filingStatus, niitBasisPoints);
}

/**
 * The brackets' TaxRules. A class, as the flat rate's are (flat-rules.ts): its members are its
 * prototype's, so the owner's tax, which asks both kinds every answer (the federal and the
 * state's), asks two known functions, not new ones each answer (decision 0355).
 */
class BracketRules implements TaxRules {
  readonly income: number;
  readonly niitBasisPoints: number;
  readonly onTheReturn = true;
  readonly latestBracketsYear = LATEST_BRACKETS_YEAR;
  private readonly filingStatus: FilingStatus;

  constructor(income: number, filingStatus: FilingStatus, niitBasisPoints: number) {
    this.income = income;
    this.niitBasisPoints = niitBasisPoints;
    this.filingStatus = filingStatus;
  }

  yearLaw(year: number): YearLaw {
    return bracketYearLaw(this.filingStatus, year);
  }

  incomeTax(deducted: number, year: number): number {
    return bracketIncomeTax(this.income, this.filingStatus, deducted, year);
  }

  taxWithGain(deducted: number, gain: GainCharacter, year: number): number {
    return bracketTaxWithGain(this.income, this.filingStatus, deducted, gain, year);
  }

  unrecapturedRate(deducted: number, gain: GainCharacter, year: number): number {
    return bracketUnrecapturedRate(this.income, this.filingStatus, deducted, gain, year);
  }

  unrecapturedRateCap(year: number): number {
    return unrecaptured1250RateOf(year);
  }

  marginalRate(deducted: number, year: number): number {
    return bracketMarginalRate(this.income, this.filingStatus, deducted, year);
  }
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
