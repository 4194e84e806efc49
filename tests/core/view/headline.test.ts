import { describe, expect, it } from 'vitest';
import { taxImpact } from '../../../src/core/domain/tax/tax-impact.ts';
import { deductionHeadline, headlineOf } from '../../../src/core/view/headline.ts';

const input = { propertyType: 'office' as const, purchasePrice: 1_250_000, zip: '10001' };
const office = taxImpact({ ...input, placedInService: '2024-05-15' });

describe('headlineOf: the answer first', () => {
  it('is the first-year tax saving, with the reclassified amount and the years it moves into', () => {
    const headline = headlineOf(office);
    expect(headline).toMatchObject({
      kind: 'first-year-savings',
      label: 'Tax you could save in 2024 at a 37% rate, as a real estate professional',
      amount: 36_675,
    });
    expect(headline.subtitle).toContain('$155,000 of the building deducted sooner, as 5-, 7- and 15-year property instead of 39 years');
  });

  it('is the net present value once a fee or a sale is given (issue 18)', () => {
    const withFee = taxImpact({ ...input, placedInService: '2024-05-15', studyFee: 6_000 });
    expect(headlineOf(withFee)).toMatchObject({ kind: 'net-present-value', amount: withFee.netBenefit.netPresentValue });
    // Issue 27: the fee's own deduction at 37% gives back 2,220 of it.
    expect(withFee.netBenefit.netPresentValue).toBe(office.netBenefit.netPresentValue - 6_000 + 2_220);
    expect(headlineOf(withFee).subtitle).toMatch(/^After its fee, from \$[\d,]+ of the building deducted sooner, as 5-, 7- and 15-year property /);
    const sold = taxImpact({ ...input, placedInService: '2024-05-15', saleDate: '2030-06-30' });
    expect(headlineOf(sold)).toMatchObject({ kind: 'net-present-value', amount: sold.netBenefit.netPresentValue });
    expect(headlineOf(sold).subtitle).toMatch(/^After the tax at sale, from \$/);
    expect(headlineOf(taxImpact({ ...input, placedInService: '2024-05-15', saleDate: '2030-06-30', exchange: true })).subtitle).toMatch(
      /^After the exchange, from \$/,
    );
    expect(headlineOf(office).kind).toBe('first-year-savings');
  });

  it('a study that loses money is told as a cost, its amount without a minus sign', () => {
    const costly = taxImpact({ ...input, placedInService: '2024-05-15', studyFee: 500_000 });
    expect(costly.netBenefit.netPresentValue).toBeLessThan(0);
    expect(headlineOf(costly)).toMatchObject({
      label: 'What the study would cost you, in today’s money, at a 37% rate, as a real estate professional',
      amount: -costly.netBenefit.netPresentValue,
      cost: true,
    });
    // Set apart from a saving (a review: "$1,960" looked like one): only a cost is marked.
    expect(headlineOf(taxImpact({ ...input, placedInService: '2024-05-15', studyFee: 5_000 })).cost).toBeUndefined();
    expect(headlineOf(office).cost).toBeUndefined();
  });
});

describe('headlineOf: the rate it names', () => {
  it('with the household’s income, the marginal rate before the study: the deduction goes down through lower brackets (a review)', () => {
    const host = taxImpact({
      propertyType: 'residential_str',
      purchasePrice: 1_100_000,
      placedInService: '2026-02-01',
      taxableIncome: 250_000,
      filingStatus: 'married_joint',
    });
    expect(headlineOf(host).subtitle).toContain(`(typical case, ${Math.round(host.assumptions.taxRate * 100)}% marginal rate before the study`);
    // The saving is less than the deduction times that rate.
    expect(host.studyYear.taxSavings).toBeLessThan(host.studyYear.additionalDeduction * host.assumptions.taxRate);
    expect(headlineOf(taxImpact({ propertyType: 'office', purchasePrice: 1_250_000, placedInService: '2026-02-01' })).subtitle).toContain('37% tax rate');
  });
});

describe('deductionHeadline: before the owner answers (decision 0342)', () => {
  it('says the date placed in service its deductions are figured from, today until the owner gives one (a review)', () => {
    const rental = taxImpact({ propertyType: 'residential_ltr', purchasePrice: 650_000, placedInService: '2026-11-30' });
    const { subtitle, amount } = deductionHeadline(rental.studyYear, ['passiveActivity'], '2026-11-30');
    expect(amount).toBe(rental.studyYear.additionalDeduction);
    expect(subtitle).toMatch(/^\$[\d,]+ deducted in 2026 instead of \$[\d,]+, for a building placed in service on November 30, 2026\. What that saves you/);
  });
});
