import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderTaxFormFieldsModule, TAX_FORM_FIELDS_PATH } from '../../../scripts/generate-tax-form-fields.ts';
import { PAGE_PARTS } from '../../../src/core/contract/tax-impact/field-kinds.ts';
import { TAX_IMPACT_FIELD_TABLE } from '../../../src/core/contract/tax-impact/fields.ts';
import { TAX_FORM_FIELDS } from '../../../src/core/view/tax-form-fields.ts';

describe("the page's tax fields, generated from the field table", () => {
  it('tax-form-fields.ts is what scripts/generate-tax-form-fields.ts writes (run `npm run generate:form` after changing an entry)', () => {
    expect(readFileSync(TAX_FORM_FIELDS_PATH, 'utf8')).toBe(renderTaxFormFieldsModule());
  });

  it('shows every field of the table once, each part in its order', () => {
    expect(TAX_FORM_FIELDS.map((field) => field.name).sort()).toEqual(Object.keys(TAX_IMPACT_FIELD_TABLE).sort());
    const parts = TAX_FORM_FIELDS.map((field) => field.part);
    expect(parts).toEqual([...parts].sort((a, b) => PAGE_PARTS.indexOf(a) - PAGE_PARTS.indexOf(b)));
  });
});
