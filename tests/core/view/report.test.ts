import { describe, expect, it } from 'vitest';
import { estimateV2Detail } from '../../../src/core/domain/estimate/estimate.ts';
import { landShareForZip } from '../../../src/core/domain/estimate/land.ts';
import { stateRatesFor } from '../../../src/core/domain/law/state-rates.ts';
import { taxImpact } from '../../../src/core/domain/tax/tax-impact.ts';
import type { TaxImpactInput } from '../../../src/core/domain/tax/tax-impact-types.ts';
import {
  reportInputPairs,
  reportInputRows,
  reportLandShare,
  reportPrepared,
  reportSources,
  reportSubject,
  SHORT_VALUE,
} from '../../../src/core/view/report.ts';

const input = { propertyType: 'office' as const, purchasePrice: 1_250_000, zip: '10001' };
const office = taxImpact({ ...input, placedInService: '2024-05-15' });

describe('the report: inputs and assumptions as values', () => {
  it('names each input with its value, the price as money and the date in words', () => {
    const rows = reportInputRows(input, estimateV2Detail(input, landShareForZip(input.zip)), office);
    expect(rows).toEqual([
      ['Property type', 'Light commercial: office'],
      ['Purchase price', '$1,250,000'],
      ['ZIP code', '10001'],
      ['Land share', '38%, New York’s average'],
      ['Placed in service', 'May 15, 2024'],
      ['Tax rate', '37%'],
      ['Bonus depreciation', '60%'],
      ['Case', 'Typical (20% of the basis)'],
      ['Study year', '2024'],
      ['Discount rate', '5%'],
      ['Study fee', 'None given'],
      ['Sale', 'None planned: held through the recovery'],
      ['Passive-loss limits', 'Not limited (a real estate professional, or a short-term rental the owner materially participates in)'],
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
    expect(reportInputRows(input, estimateV2Detail(input, landShareForZip(input.zip)), result).slice(-5, -2)).toEqual([
      ['Study fee', '$6,000'],
      // No price given: the purchase price.
      ['Sale', 'June 30, 2031, for $1,250,000'],
      ['Passive-loss limits', 'Active participation: the special allowance, phased out by income (IRC 469(i))'],
    ]);
  });

  it('names the sale’s price and an exchange among the inputs, and says an exchange releases no suspended loss (a review)', () => {
    const body = {
      ...input,
      placedInService: '2024-05-15',
      saleDate: '2031-06-30',
      salePrice: 1_400_000,
      reclassifiedValueAtSale: 40_000,
      exchange: true,
      passiveActivity: 'passive',
    } as const;
    const rows = new Map(reportInputRows(input, estimateV2Detail(input, landShareForZip(input.zip)), taxImpact(body), body));
    expect(rows.get('Sale')).toBe('June 30, 2031, for $1,400,000: a like-kind exchange (IRC 1031)');
    // An exchange releases no suspended loss (IRC 469(g)): the row does not say "released at sale".
    expect(rows.get('Passive-loss limits')).toMatch(/the exchange releases none, they wait for a taxable sale/);
    expect(rows.get('Passive-loss limits')).not.toMatch(/released at sale/);
    const held = { ...input, placedInService: '2024-05-15' } as const;
    expect(new Map(reportInputRows(input, estimateV2Detail(input, landShareForZip(input.zip)), taxImpact(held), held)).get('Sale')).toBe(
      'None planned: held through the recovery',
    );
  });

  it('names the rental’s income for every owner, and how its first and last years count (a review)', () => {
    const rowsOf = (taxInput: TaxImpactInput) =>
      new Map(reportInputRows(input, estimateV2Detail(input, landShareForZip(input.zip)), taxImpact(taxInput), taxInput));
    const body = { ...input, placedInService: '2026-03-01', taxableIncome: 150_000, netOperatingIncome: 30_000 } as const;
    // A professional's and a short-term rental's income offsets the loss the excess business loss limit measures: printed too.
    const professional = rowsOf({ ...body, passiveActivity: 'not_limited' });
    expect(professional.get('Rental income a year')).toBe('$30,000 (a part year by days owned)');
    expect(professional.has('Other passive income a year')).toBe(false);
    const investor = rowsOf({ ...body, passiveActivity: 'passive', otherPassiveIncome: 2_000 });
    expect(investor.get('Rental income a year')).toBe('$30,000 (a part year by days owned)');
    expect(investor.get('Other passive income a year')).toBe('$2,000');
    // $0 and none given are printed for every owner: a professional's answer rests on it too (a review).
    expect(rowsOf({ ...body, passiveActivity: 'passive', netOperatingIncome: 0 }).get('Rental income a year')).toBe('$0');
    expect(rowsOf({ ...body, passiveActivity: 'not_limited', netOperatingIncome: 0 }).get('Rental income a year')).toBe('$0');
    expect(rowsOf({ ...body, passiveActivity: 'not_limited', netOperatingIncome: undefined }).get('Rental income a year')).toBe('None given: $0');
  });

  it('the state’s rate is said to be its top rate unless the owner gave one (a review)', () => {
    const stateRow = (taxInput: TaxImpactInput) =>
      reportInputRows(input, estimateV2Detail(input, landShareForZip(input.zip)), taxImpact(taxInput, stateRatesFor('NY')), taxInput).find(
        ([name]) => name === 'State',
      )?.[1];
    const body = { ...input, placedInService: '2026-05-15' } as const;
    expect(stateRow(body)).toMatch(/^New York, 10\.9% \(its top rate\)/);
    expect(stateRow({ ...body, stateTaxRate: 0.06 })).toMatch(/^New York, 6%(?! \(its)/);
    // An earlier study year: that year's own top rate (decision 0360), New York's 8.82% before 2021.
    expect(stateRow({ ...body, placedInService: '2020-05-15' })).toMatch(/^New York, 8\.82% \(its top rate\)/);
  });

  it('says who it is for and when, and by whom only when FIRM_NAME names the firm', () => {
    expect(reportSubject(input, estimateV2Detail(input, landShareForZip(input.zip)))).toBe('Light commercial: office, $1,250,000, ZIP 10001');
    expect(reportPrepared(input, estimateV2Detail(input, landShareForZip(input.zip)), '2026-11-26', null)).toEqual({
      preparedFor: 'The property: Light commercial: office, $1,250,000, ZIP 10001. Prepared on November 26, 2026',
      preparedBy: null,
    });
    expect(reportPrepared(input, estimateV2Detail(input, landShareForZip(input.zip)), '2026-11-26', 'Acme Cost Segregation LLP').preparedBy).toBe(
      'Prepared by Acme Cost Segregation LLP',
    );
  });
});

describe('the report: the land share and where it came from (issue 32)', () => {
  const detail = estimateV2Detail(input, landShareForZip(input.zip));
  it.each([
    ['the state average', {}, '38%, New York’s average'],
    ['the owner’s own share', { landShare: 0.2 }, '20%, the owner’s own (an appraisal or the closing statement)'],
    ['the assessor’s values', { assessedLand: 300_000, assessedImprovements: 900_000 }, '25%, from the assessor’s land and improvement values'],
  ])('%s', (_, land, words) => {
    expect(reportLandShare(input, detail, taxImpact({ ...input, placedInService: '2024-05-15', ...land }))).toBe(words);
  });

  it('the default, saying why: no ZIP code, or one of no known state', () => {
    const noZip = { propertyType: 'office' as const, purchasePrice: 1_250_000 };
    expect(reportLandShare(noZip, estimateV2Detail(noZip, landShareForZip(undefined)), null)).toBe('15%, the default: no ZIP code given');
    const unknown = { ...noZip, zip: '00000' };
    expect(reportLandShare(unknown, estimateV2Detail(unknown, landShareForZip(unknown.zip)), null)).toMatch(/, the default: no state for this ZIP code$/);
  });
});

describe('the report: the assumptions and their sources', () => {
  it('names each source, the sale’s only with a sale, and ends with the methodology and this estimate on the given address', () => {
    const link = 'https://estimate.example.com/v2/estimate?propertyType=office';
    const sources = reportSources(office, link);
    expect(sources).toContain('IRS Publication 946, Appendix A');
    expect(sources).not.toContain('IRC 1245');
    expect(sources).toMatch(
      /\. Every source and how each figure is computed: https:\/\/estimate\.example\.com\/methodology\. This estimate: https:\/\/estimate\.example\.com\/v2\/estimate\?propertyType=office$/,
    );
    expect(reportSources(taxImpact({ ...input, placedInService: '2024-05-15', saleDate: '2031-06-30' }), link)).toContain('IRC 1245, 1250, 1231');
  });
  it('says of the state’s record what the body says: verified on its day, or read on its day and not verified', () => {
    const link = 'https://estimate.example.com/v2/estimate';
    const at = { ...input, placedInService: '2024-05-15' };
    const massachusetts = taxImpact({ ...at, state: 'MA' }, stateRatesFor('MA'));
    const minnesota = taxImpact({ ...at, state: 'MN' }, stateRatesFor('MN'));
    expect(massachusetts.state!.verified).toBe(true);
    expect(minnesota.state!.verified).toBe(false);
    expect(reportSources(massachusetts, link)).toMatch(/Massachusetts: the state’s dated record, verified [A-Z][a-z]+ \d{1,2}, \d{4}\./);
    expect(reportSources(massachusetts, link)).not.toContain('not verified');
    expect(reportSources(minnesota, link)).toMatch(
      /Minnesota: the state’s dated record, read [A-Z][a-z]+ \d{1,2}, \d{4}, not verified against a primary source/,
    );
    expect(reportSources(minnesota, link)).not.toMatch(/Minnesota[^;]*, verified/);
  });
});

describe('the report: the inputs table, two pairs a row', () => {
  it('pairs short values in order and gives a long value a row of its own', () => {
    const long = 'x'.repeat(SHORT_VALUE + 1);
    const rows = [
      ['a', '1'],
      ['b', long],
      ['c', '3'],
      ['d', '4'],
      ['e', '5'],
    ] as const;
    expect(reportInputPairs(rows)).toEqual([
      [
        ['a', '1'],
        ['c', '3'],
      ],
      [['b', long]],
      [
        ['d', '4'],
        ['e', '5'],
      ],
    ]);
  });
});
