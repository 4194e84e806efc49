import { toBasisPoints } from '../estimate/money.ts';
import { statutoryBonusRate } from './bonus-depreciation.ts';
import { DEFAULT_DISCOUNT_RATE, defaultTaxRate, federalRateFor, investmentIncomeTaxApplies } from './tax-impact-inputs.ts';
import type { TaxImpactInput } from './tax-impact-types.ts';

/**
 * The rates the figures use, each to the basis point and echoed as used (0 to 1). Defaults are the
 * law's: the bonus rate for the dates acquired and placed in service (bonus-depreciation.ts), the
 * top income-tax rate of the study year (tax-impact-inputs.ts).
 */
export interface RatesUsed {
  bonusRate: number;
  /** The rate given, without the net investment income tax. */
  taxRate: number;
  discountRate: number;
  /** Whether the net investment income tax (IRC 1411) applies to the owner. */
  investmentIncomeTax: boolean;
  /** The federal rate on the study's figures, basis points: taxRate plus the net investment income tax when it applies. */
  federalBasisPoints: number;
  /** Of which the net investment income tax, basis points (0 when it does not apply). */
  niitBasisPoints: number;
}

type RateInputs = Pick<TaxImpactInput, 'placedInService' | 'bonusRate' | 'taxRate' | 'discountRate' | 'investmentIncomeTax' | 'passiveActivity'>;

export function ratesUsed(input: RateInputs, acquired: string, studyYear: number): RatesUsed {
  const bonusRate = toBasisPoints(input.bonusRate ?? statutoryBonusRate(acquired, input.placedInService)) / 10_000;
  const taxRate = toBasisPoints(input.taxRate ?? defaultTaxRate(studyYear)) / 10_000;
  const investmentIncomeTax = investmentIncomeTaxApplies(input);
  // IRC 1411: the net investment income tax is due on the study's deductions, the fee's and the
  // gain at a sale, so it joins the rate on all of them.
  const federalBasisPoints = toBasisPoints(federalRateFor(taxRate, investmentIncomeTax, studyYear));
  return {
    bonusRate,
    taxRate,
    discountRate: toBasisPoints(input.discountRate ?? DEFAULT_DISCOUNT_RATE) / 10_000,
    investmentIncomeTax,
    federalBasisPoints,
    niitBasisPoints: federalBasisPoints - toBasisPoints(taxRate),
  };
}
