import { describe, expect, it } from 'vitest';
import { estimateV2Detail } from '../../../src/core/domain/estimate/estimate.ts';
import { taxImpact } from '../../../src/core/domain/tax/tax-impact.ts';
import { headlineOf, type TaxImpactWithNetBenefit } from '../../../src/core/view/headline.ts';
import { reportInputRows, reportOperator, reportSubject } from '../../../src/core/view/report.ts';

const input = { propertyType: 'office' as const, purchasePrice: 1_250_000, zip: '10001' };
const office = taxImpact({ ...input, placedInService: '2024-05-15' });

describe('headlineOf: the answer first', () => {
  it('is the first-year tax saving, with the reclassified amount and the years it moves into', () => {
    const headline = headlineOf(office);
    expect(headline).toMatchObject({ kind: 'first-year-savings', label: 'Tax you could save in 2024', amount: 36_675 });
    expect(headline.subtitle).toContain('$155,000 of the building deducted sooner, as 5-, 7- and 15-year property instead of 39 years');
  });

  it('is the net present value once a fee or a sale is given (issue 18)', () => {
    const withFee: TaxImpactWithNetBenefit = { ...office, netBenefit: { netPresentValue: 21_000 }, assumptions: { ...office.assumptions, studyFee: 6_000 } };
    expect(headlineOf(withFee)).toMatchObject({ kind: 'net-present-value', amount: 21_000 });
    const noFee: TaxImpactWithNetBenefit = { ...office, netBenefit: { netPresentValue: 27_957 } };
    expect(headlineOf(noFee).kind).toBe('first-year-savings');
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
    ]);
  });

  it("adds issue 18's fee and sale date when the result carries them", () => {
    const result: TaxImpactWithNetBenefit = { ...office, assumptions: { ...office.assumptions, studyFee: 6_000, saleDate: '2031-06-30' } };
    expect(reportInputRows(input, estimateV2Detail(input), 'New York', result).slice(-2)).toEqual([
      ['Study fee', '$6,000'],
      ['Sale date', 'June 30, 2031'],
    ]);
  });

  it('says who it is for and, with a call to action, by whom', () => {
    expect(reportSubject(input, estimateV2Detail(input))).toBe('Light commercial: office, $1,250,000, ZIP 10001');
    expect(reportOperator({ url: 'https://www.acme-costseg.example/quote', text: 'Get a quote' })).toBe('acme-costseg.example');
    expect(reportOperator(null)).toBeNull();
  });
});
