import type { FederalTaxImpact } from './federal-tax-impact.ts';
import { DEFAULT_AVERAGE_STAY } from './passive-activity.ts';
import type { StateTaxResult } from './state-tax-impact.ts';
import type { TaxImpact, TaxImpactInput } from './tax-impact-types.ts';

/** The assumptions as used, echoed in the answer: defaults filled in, rates to the basis point. */
export function assumptionsUsed(federal: FederalTaxImpact, input: TaxImpactInput, studyFee: number, state: StateTaxResult | null): TaxImpact['assumptions'] {
  const { rates, studied } = federal;
  return {
    placedInService: input.placedInService,
    acquired: federal.acquired,
    buildingLife: studied.buildingLife,
    convention: studied.fourthQuarter ? 'mid-quarter' : 'half-year',
    bonusRate: rates.bonusRate,
    taxRate: rates.taxRate,
    discountRate: rates.discountRate,
    studyFee,
    saleDate: input.saleDate ?? null,
    passiveActivity: federal.passiveActivity,
    averageStay: input.propertyType === 'residential_str' ? (input.averageStay ?? DEFAULT_AVERAGE_STAY) : null,
    filingStatus: federal.filingStatus,
    investmentIncomeTax: rates.investmentIncomeTax,
    state: state ? state.impact.code : null,
    stateTaxRate: state ? state.impact.taxRate : 0,
    taxableIncome: federal.owner.rules.onTheReturn ? federal.owner.rules.income : null,
    latestBracketsYear: federal.owner.rules.latestBracketsYear,
  };
}
