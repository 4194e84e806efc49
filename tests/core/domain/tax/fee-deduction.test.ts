import { describe, expect, it } from 'vitest';
import { stateRatesFor } from '../../../../src/core/domain/law/state-rates.ts';
import { taxImpact } from '../../../../src/core/domain/tax/tax-impact.ts';

/**
 * The study fee is a deduction of each return's own with-study world (decision 0361): on the
 * federal return with the federal depreciation, on the state's with the state's. Under a passive
 * limit the two can allow it in different years.
 */
describe('the study fee on the state’s return', () => {
  // A passive office in New York (no bonus on the state's return, 10.9% in 2025) with $90,000 of
  // rental income a year ($75,452 for the ten months of 2025 owned). With the study, the federal
  // return deducts over $130,000 in 2025 (the 100% bonus), a passive loss suspended until later
  // years' income or the sale frees it; the state's return deducts about $27,000 (MACRS, no bonus),
  // under the year's rental income, so the fee is allowed there in 2025 itself.
  const body = {
    propertyType: 'office',
    purchasePrice: 1_000_000,
    zip: '10001',
    placedInService: '2025-03-01',
    studyFee: 8_000,
    passiveActivity: 'passive',
    netOperatingIncome: 90_000,
    taxRate: 0.37,
    saleDate: '2032-06-30',
  } as const;
  const newYork = taxImpact({ ...body, state: 'NY' }, stateRatesFor('NY'));
  const texas = taxImpact({ ...body, state: 'TX' }, stateRatesFor('TX'));

  it('is saved at the state’s rate in the study year when the state’s own deductions leave room for it', () => {
    // The worlds as described: the federal one over the year's rental income, the state's under it with the fee.
    expect(newYork.studyYear.withStudy).toBeGreaterThan(75_452 + 50_000);
    expect(newYork.state!.studyYear.withStudy + 8_000).toBeLessThan(75_452);
    expect(newYork.state!.taxRate).toBe(0.109);
    // Texas taxes no income: the same federal figures, and the difference is New York's part of
    // the fee's saving: 8,000 x 10.9% = 872, in 2025 itself (not discounted), each total rounded
    // once to the dollar. Following the federal return's timing it was about $830.
    expect(newYork.netBenefit.presentValueOfTaxSavings - texas.netBenefit.presentValueOfTaxSavings).toBe(newYork.state!.presentValueOfTaxSavings);
    const statePart = newYork.netBenefit.studyFeeTaxSaving - texas.netBenefit.studyFeeTaxSaving;
    expect(Math.abs(statePart - 872)).toBeLessThanOrEqual(1);
  });

  it('without a passive limit the two returns deduct it in the same year, as before', () => {
    const professional = { ...body, passiveActivity: 'not_limited' } as const;
    const statePart =
      taxImpact({ ...professional, state: 'NY' }, stateRatesFor('NY')).netBenefit.studyFeeTaxSaving -
      taxImpact({ ...professional, state: 'TX' }, stateRatesFor('TX')).netBenefit.studyFeeTaxSaving;
    expect(Math.abs(statePart - 872)).toBeLessThanOrEqual(1);
  });
});
