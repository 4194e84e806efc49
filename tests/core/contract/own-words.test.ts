import { describe, expect, it } from 'vitest';
import { ownWord } from '../../../src/core/contract/api/own-words.ts';
import { validateLegacyRequest, validateTaxImpactRequest, validateV2Request } from '../../../src/core/contract/api/validate.ts';
import { TAX_IMPACT_ENTRIES } from '../../../src/core/contract/tax-impact/checks.ts';
import { LEGACY_PROPERTY_TYPES, V2_PROPERTY_TYPES } from '../../../src/core/domain/estimate/catalog.ts';
import { estimateFormValuesFrom, taxFormValuesFrom } from '../../../src/core/view/link-values.ts';

// JavaScript cannot tell two strings of the same text apart: that the words come back as the
// contract's own strings is held by tests/bench/optimised-code-stays.test.ts, through V8. Here:
// that every word is one of them, and that nothing else changes.
const CHOICES = TAX_IMPACT_ENTRIES.flatMap(([, entry]) => entry.schema.enum ?? []);

describe('ownWord', () => {
  it('knows every property type and every choice of the field table', () => {
    // The fields a request chooses a word for, named here rather than found as the code finds them.
    const chosen = ['case', 'passiveActivity', 'averageStay', 'filingStatus', 'state'] as const;
    const table = Object.fromEntries(TAX_IMPACT_ENTRIES);
    for (const field of chosen) expect(table[field]?.schema.enum?.length, field).toBeGreaterThan(1);
    const words = [...V2_PROPERTY_TYPES, ...LEGACY_PROPERTY_TYPES, ...chosen.flatMap((field) => table[field]!.schema.enum!)];
    expect(words).toEqual(expect.arrayContaining(['multifamily_5plus', 'general_office', 'typical', 'not_limited', 'married_joint', 'MN', 'DC']));
    for (const word of [...words, ...CHOICES]) expect(ownWord(` ${word}`.slice(1))).toBe(word);
  });

  it('leaves any other text as it came', () => {
    for (const text of ['', 'Office', 'office ', 'toString', '__proto__', 'constructor', 'mn', '10001', '2025-06-30']) expect(ownWord(text)).toBe(text);
  });

  it('changes no value of a valid body', () => {
    const v2 = { propertyType: 'multifamily_5plus', purchasePrice: 1_250_000, zip: '10001' };
    expect(validateV2Request(JSON.parse(JSON.stringify(v2)))).toEqual({ ok: true, value: v2 });
    const legacy = { purchase_price: 1_250_000, property_type: 'general_office', square_footage: 12_000 };
    expect(validateLegacyRequest(JSON.parse(JSON.stringify(legacy)))).toEqual({ ok: true, value: legacy });
    const tax = {
      ...v2,
      placedInService: '2024-05-15',
      case: 'typical',
      passiveActivity: 'not_limited',
      filingStatus: 'married_joint',
      taxableIncome: 300_000,
      state: 'MN',
    };
    expect(validateTaxImpactRequest(JSON.parse(JSON.stringify(tax)))).toEqual({ ok: true, value: tax });
  });
});

describe("the page's query", () => {
  it('reads its words as they are, and changes nothing else', () => {
    const params = new URLSearchParams(
      'propertyType=multifamily_5plus&purchasePrice=1250000&zip=10001&state=mn&case=typical&filingStatus=married_joint&passiveActivity=passive',
    );
    expect(estimateFormValuesFrom(params)).toEqual({ propertyType: 'multifamily_5plus', purchasePrice: '1250000', zip: '10001' });
    // The state as the page reads a link's (upper case), then as its own word.
    expect(taxFormValuesFrom(params, '2026-11-29')).toMatchObject({ state: 'MN', case: 'typical', filingStatus: 'married_joint', passiveActivity: 'passive' });
  });
});
