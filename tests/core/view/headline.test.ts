import { describe, expect, it } from 'vitest';
import { estimateV2Detail } from '../../../src/core/domain/estimate/estimate.ts';
import { taxImpact } from '../../../src/core/domain/tax/tax-impact.ts';
import { headlineOf } from '../../../src/core/view/headline.ts';
import { reportInputRows, reportOperator, reportSubject } from '../../../src/core/view/report.ts';

const input = { propertyType: 'office' as const, purchasePrice: 1_250_000, zip: '10001' };
const office = taxImpact({ ...input, placedInService: '2024-05-15' });

describe('headlineOf: the answer first', () => {
  it('is the first-year tax saving, with the reclassified amount and the years it moves into', () => {
    const headline = headlineOf(office);
    expect(headline).toMatchObject({
      kind: 'first-year-savings',
      label: 'Tax you could save in 2024 at a 37% rate, if your losses are usable as they come',
      amount: 36_675,
    });
    expect(headline.subtitle).toContain('$155,000 of the building deducted sooner, as 5-, 7- and 15-year property instead of 39 years');
  });

  it('is the net present value once a fee or a sale is given (issue 18)', () => {
    const withFee = taxImpact({ ...input, placedInService: '2024-05-15', studyFee: 6_000 });
    expect(headlineOf(withFee)).toMatchObject({ kind: 'net-present-value', amount: withFee.netBenefit.netPresentValue });
    // Issue 27: the fee's own deduction at 37% gives back 2,220 of it.
    expect(withFee.netBenefit.netPresentValue).toBe(office.netBenefit.netPresentValue - 6_000 + 2_220);
    expect(headlineOf(withFee).subtitle).toMatch(/^After its fee: /);
    const sold = taxImpact({ ...input, placedInService: '2024-05-15', saleDate: '2030-06-30' });
    expect(headlineOf(sold)).toMatchObject({ kind: 'net-present-value', amount: sold.netBenefit.netPresentValue });
    expect(headlineOf(sold).subtitle).toMatch(/^After the tax at sale: /);
    expect(headlineOf(office).kind).toBe('first-year-savings');
  });

  it('a study that loses money is told as a cost, its amount without a minus sign', () => {
    const costly = taxImpact({ ...input, placedInService: '2024-05-15', studyFee: 500_000 });
    expect(costly.netBenefit.netPresentValue).toBeLessThan(0);
    expect(headlineOf(costly)).toMatchObject({
      label: 'What the study would cost you, in today’s money, at a 37% rate, if your losses are usable as they come',
      amount: -costly.netBenefit.netPresentValue,
    });
  });
});

describe('the report: inputs and assumptions as values', () => {
  it('names each input with its value, the price as money and the date in words', () => {
    const rows = reportInputRows(input, estimateV2Detail(input), 'New York', office);
    expect(rows).toEqual([
      ['Property type', 'Light commercial: office'],
      ['Purchase price', '$1,250,000'],
      ['ZIP code', '10001'],
      ['Land share', '38% (New York)'],
      ['Placed in service', 'May 15, 2024'],
      ['Tax rate', '37%'],
      ['Bonus depreciation', '60%'],
      ['Case', 'Typical (20% of the basis)'],
      ['Study year', '2024'],
      ['Discount rate', '5%'],
      ['Study fee', 'None given'],
      ['Sale', 'None planned: held through the recovery'],
      ['Passive-loss limits', 'Not limited (a real estate professional, a qualifying short-term rental, or enough passive income)'],
      // Issue 27: the owner's situation (no state given to the engine here).
      ['Filing status', 'Single'],
      ['3.8% net investment income tax', 'Does not apply'],
    ]);
  });

  it("names issue 18's fee, sale date and participation as values", () => {
    const result = taxImpact({
      ...input,
      placedInService: '2024-05-15',
      studyFee: 6_000,
      saleDate: '2031-06-30',
      passiveActivity: 'active_participation',
      netOperatingIncome: 40_000,
      modifiedAgi: 130_000,
    });
    expect(reportInputRows(input, estimateV2Detail(input), 'New York', result).slice(-5, -2)).toEqual([
      ['Study fee', '$6,000'],
      ['Sale', 'June 30, 2031'],
      ['Passive-loss limits', 'Active participation: the special allowance, phased out by income (IRC 469(i))'],
    ]);
  });

  it('says who it is for and, with a call to action, by whom', () => {
    expect(reportSubject(input, estimateV2Detail(input))).toBe('Light commercial: office, $1,250,000, ZIP 10001');
    expect(reportOperator({ url: 'https://www.acme-costseg.example/quote', text: 'Get a quote' })).toBe('acme-costseg.example');
    expect(reportOperator(null)).toBeNull();
  });
});
