import { describe, expect, it } from 'vitest';
import { estimateV2 } from '../../../src/core/domain/estimate/estimate.ts';
import { estimateFormQuery, evaluateEstimateForm } from '../../../src/core/view/estimate-form.ts';
import { estimateFormValuesFrom } from '../../../src/core/view/link-values.ts';
import { VISITOR_MESSAGES } from '../../../src/core/view/visitor-messages.ts';

const blank = { propertyType: '', purchasePrice: '', zip: '' };

describe('evaluateEstimateForm (what the page shows)', () => {
  it('shows nothing for a blank form', () => {
    expect(evaluateEstimateForm(blank)).toEqual({ kind: 'empty' });
  });

  it('computes exactly what the API computes for the parsed values', () => {
    const state = evaluateEstimateForm({ propertyType: 'office', purchasePrice: '$1.25M', zip: ' 10001 ' });
    expect(state.kind).toBe('estimate');
    if (state.kind === 'estimate') {
      expect(state.detail.estimate).toEqual(estimateV2({ propertyType: 'office', purchasePrice: 1_250_000, zip: '10001' }));
    }
  });

  it("gives a visitor's messages for missing and invalid fields, not the API's", () => {
    expect(VISITOR_MESSAGES).toMatchObject({
      propertyType: 'Choose a property type',
      purchasePrice: 'Enter a purchase price between $50,000 and $50,000,000',
      zip: 'ZIP code: up to 10 characters',
    });
    expect(evaluateEstimateForm({ ...blank, propertyType: 'office' })).toEqual({
      kind: 'invalid',
      issues: { purchasePrice: VISITOR_MESSAGES.purchasePrice },
    });
    expect(evaluateEstimateForm({ propertyType: 'castle', purchasePrice: 'lots', zip: '12345678901' })).toEqual({
      kind: 'invalid',
      issues: { propertyType: VISITOR_MESSAGES.propertyType, purchasePrice: VISITOR_MESSAGES.purchasePrice, zip: VISITOR_MESSAGES.zip },
    });
    for (const price of ['49,999', '50,000,001', '-5']) {
      expect(evaluateEstimateForm({ ...blank, purchasePrice: price })).toEqual({
        kind: 'invalid',
        issues: { propertyType: VISITOR_MESSAGES.propertyType, purchasePrice: VISITOR_MESSAGES.purchasePrice },
      });
    }
  });
});

describe('estimate form query string', () => {
  it('writes the canonical sharable query, a parsed price as a plain number', () => {
    expect(estimateFormQuery({ propertyType: 'retail', purchasePrice: '$1.25M', zip: '94105' })).toBe('propertyType=retail&purchasePrice=1250000&zip=94105');
    expect(estimateFormQuery({ propertyType: 'retail', purchasePrice: 'lots', zip: '' })).toBe('propertyType=retail&purchasePrice=lots');
    expect(estimateFormQuery(blank)).toBe('');
  });

  it('reads absent parameters as blank', () => {
    expect(estimateFormValuesFrom(new URLSearchParams('propertyType=office'))).toEqual({ ...blank, propertyType: 'office' });
  });
});
