import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../../../src/core/contract/openapi/openapi-document.ts';
import { validateTaxImpactRequest } from '../../../src/core/contract/validate.ts';
import { evaluateTaxForm } from '../../../src/core/view/tax-evaluation.ts';
import { defaultTaxFormValues, taxFormQuery, taxFormValuesFrom } from '../../../src/core/view/tax-form.ts';

/** Issue 30: a new input is one entry in the field table. This one is there only to prove it. */
describe('a placeholder input, one entry in the field table', () => {
  const body = { propertyType: 'office', purchasePrice: 1_250_000, placedInService: '2025-05-15' };

  it('is checked by the endpoint, with its message and code', () => {
    expect(validateTaxImpactRequest({ ...body, placeholderInput: -1 })).toEqual({
      ok: false,
      issues: ['placeholderInput must be a number of dollars from 0 to 1000'],
      problems: [{ field: 'placeholderInput', code: 'placeholder_input_invalid', message: 'placeholderInput must be a number of dollars from 0 to 1000' }],
    });
    expect(validateTaxImpactRequest({ ...body, placeholderInput: 500 })).toMatchObject({ ok: true, value: { placeholderInput: 500 } });
  });

  it('is in the OpenAPI document', () => {
    expect(buildOpenApiDocument(null).components.schemas.TaxImpactRequest?.properties?.placeholderInput).toEqual({
      type: 'number',
      minimum: 0,
      maximum: 1000,
      description: 'A placeholder input, dollars, 0 to 1000: it changes no figure (issue 30, the cost of a new input)',
    });
  });

  it('is on the page: a default, a link, and the visitor’s words', () => {
    expect(defaultTaxFormValues('2025-05-15').placeholderInput).toBe('');
    const values = taxFormValuesFrom(new URLSearchParams('placeholderInput=20x'), '2025-05-15');
    expect(taxFormQuery(values, '2025-05-15')).toEqual([['placeholderInput', '20x']]);
    expect(evaluateTaxForm({ propertyType: 'office', purchasePrice: 1_250_000 }, values)).toEqual({
      kind: 'invalid',
      issues: { placeholderInput: 'Enter an amount from $0 to $1,000, or leave it blank' },
    });
  });
});
