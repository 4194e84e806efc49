import { describe, expect, it } from 'vitest';
import { estimateV2 } from '../../src/core/estimate.ts';
import { estimateFormQuery, estimateFormValuesFrom, evaluateEstimateForm } from '../../src/core/estimate-form.ts';
import { V2_MESSAGES } from '../../src/core/v2-messages.ts';

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

  it('gives the API messages for missing and invalid fields', () => {
    expect(evaluateEstimateForm({ ...blank, propertyType: 'office' })).toEqual({
      kind: 'invalid',
      issues: { purchasePrice: V2_MESSAGES.purchasePriceRequired },
    });
    expect(evaluateEstimateForm({ propertyType: 'castle', purchasePrice: 'lots', zip: '12345678901' })).toEqual({
      kind: 'invalid',
      issues: {
        propertyType: V2_MESSAGES.propertyTypeUnknown,
        purchasePrice: V2_MESSAGES.purchasePriceNotNumber,
        zip: V2_MESSAGES.zipTooLong,
      },
    });
    expect(evaluateEstimateForm({ ...blank, purchasePrice: '49,999' })).toEqual({
      kind: 'invalid',
      issues: { propertyType: V2_MESSAGES.propertyTypeRequired, purchasePrice: V2_MESSAGES.purchasePriceTooLow },
    });
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
