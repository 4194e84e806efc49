import { describe, expect, it } from 'vitest';
import { estimateV2 } from '../../../src/core/domain/estimate/estimate.ts';
import { stateRatesFor } from '../../../src/core/domain/law/state-rates.ts';
import { taxImpactOfEstimate } from '../../../src/core/domain/tax/tax-impact-of-estimate.ts';
import { CTA_CONTRACT_VERSION, ctaEstimate, ctaTax, withQueryParameters } from '../../../src/core/view/call-to-action.ts';
import { firstYearLineOf, firstYearResult } from '../../../src/core/view/first-year-line.ts';
import { ownerAnswer } from '../../../src/core/view/owner-answer.ts';

const inputs = { propertyType: 'office' as const, purchasePrice: 1_250_000, zip: '10001' };
const estimate = estimateV2(inputs);

describe("the call to action's query, version 1 (docs/widget.md)", () => {
  it('carries the version, the inputs as the API takes them and the three cases’ reclassified dollars', () => {
    expect(CTA_CONTRACT_VERSION).toBe(1);
    expect(ctaEstimate(inputs, estimate)).toEqual({
      costseg: 1,
      propertyType: 'office',
      purchasePrice: 1_250_000,
      zip: '10001',
      low: estimate.low.reclassified,
      typical: estimate.typical.reclassified,
      high: estimate.high.reclassified,
    });
    expect(ctaEstimate({ propertyType: 'retail', purchasePrice: 900_000 }, estimateV2({ propertyType: 'retail', purchasePrice: 900_000 }))).not.toHaveProperty(
      'zip',
    );
  });

  it('with the tax line: the first year’s saving the line says (unrounded), its year, the rates and the assumption it rests on', () => {
    const result = firstYearResult(estimate, inputs, '2026-03-15', 0.37);
    const tax = ctaTax(result, ownerAnswer(result).years[0]!.taxSaved);
    expect(tax).toEqual({
      taxSaving: ownerAnswer(result).years[0]!.taxSaved,
      taxYear: 2026,
      taxRate: 0.37,
      bonusRate: result.assumptions.bonusRate,
      placedInService: '2026-03-15',
      passiveActivity: 'not_limited',
      state: 'NY',
      stateTaxRate: result.state!.taxRate,
    });
    // The line says the same saving, rounded ("About $…").
    const rounded = Math.round(tax.taxSaving / 1000) * 1000;
    expect(firstYearLineOf(result).join('')).toContain(`About $${rounded.toLocaleString('en-US')} less tax this year, federal and New York`);
  });

  it('federal only without a state whose tax is included: no state parameters', () => {
    const texas = { ...inputs, zip: '75201' };
    const result = taxImpactOfEstimate(estimateV2(texas), { ...texas, placedInService: '2026-03-15', taxRate: 0.37 }, stateRatesFor('TX'));
    expect(ctaTax(result, 1)).not.toHaveProperty('state');
    expect(ctaTax(result, 1)).not.toHaveProperty('stateTaxRate');
  });

  it('joins the firm’s link: its own parameters and fragment kept, a parameter of the same name replaced', () => {
    const url = withQueryParameters('https://firm.example/quote?ref=site&low=x#form', { ...ctaEstimate(inputs, estimate), taxSaving: 38_750, taxRate: 0.37 });
    const parsed = new URL(url);
    expect(parsed.hash).toBe('#form');
    expect([...parsed.searchParams.keys()]).toEqual([
      'ref',
      'low',
      'costseg',
      'propertyType',
      'purchasePrice',
      'zip',
      'typical',
      'high',
      'taxSaving',
      'taxRate',
    ]);
    expect(parsed.searchParams.get('low')).toBe(String(estimate.low.reclassified));
    expect(parsed.searchParams.get('taxRate')).toBe('0.37');
  });

  it('leaves a #fragment link and anything not http(s) as it is', () => {
    expect(withQueryParameters('#quote', ctaEstimate(inputs, estimate))).toBe('#quote');
    expect(withQueryParameters('mailto:a@firm.example', ctaEstimate(inputs, estimate))).toBe('mailto:a@firm.example');
  });
});
