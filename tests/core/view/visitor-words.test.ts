import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { snakeCase } from '../../../src/core/contract/problem-codes.ts';
import { checkTaxImpactFields, type TaxFieldProblem, type TaxImpactField, taxImpactProblemCode } from '../../../src/core/contract/tax-impact/checks.ts';
import { TAX_IMPACT_MESSAGES } from '../../../src/core/contract/tax-impact/messages.ts';
import { checkV2Fields, type V2Field } from '../../../src/core/contract/v2-field-checks.ts';
import { V2_MESSAGES } from '../../../src/core/contract/v2-messages.ts';
import { evaluateTaxForm } from '../../../src/core/view/tax-evaluation.ts';
import { defaultTaxFormValues } from '../../../src/core/view/tax-form.ts';
import { VISITOR_TAX_MESSAGES, VISITOR_TAX_WORDS } from '../../../src/core/view/tax-visitor-messages.ts';
import { VISITOR_MESSAGES } from '../../../src/core/view/visitor-messages.ts';

/** The form's state without the estimate it shows (owner-estimate.ts): what these tests judge. */
const judged = (input: Parameters<typeof evaluateTaxForm>[0], values: Parameters<typeof evaluateTaxForm>[1]) => {
  const { estimate: _shown, ...state } = evaluateTaxForm(input, values, '2024-06-01');
  return state;
};

describe("a visitor's words by field, and by problem code for the tax form", () => {
  it('every field of the v2 codes has its words, and nothing else does', () => {
    const fields = new Set(Object.keys(V2_MESSAGES).map((name) => /^(propertyType|purchasePrice|zip)/.exec(name)?.[1]));
    expect(Object.keys(VISITOR_MESSAGES)).toEqual([...fields]);
  });

  it('every code of the tax-impact fields has its words, and nothing else does', () => {
    expect(Object.keys(VISITOR_TAX_WORDS)).toEqual(Object.keys(TAX_IMPACT_MESSAGES).map(snakeCase));
  });

  it('every code the browser checks give, for any value, has words', () => {
    fc.assert(
      fc.property(fc.record({ propertyType: fc.anything(), purchasePrice: fc.anything(), zip: fc.anything() }, { requiredKeys: [] }), (body) => {
        for (const field of Object.keys(checkV2Fields(body)) as V2Field[]) expect(typeof VISITOR_MESSAGES[field]).toBe('string');
      }),
      { numRuns: 2_000 },
    );
    const taxValue = fc.oneof(fc.anything(), fc.integer({ min: 2010, max: 2100 }), fc.constantFrom('2024-06-01', 'low'));
    fc.assert(
      fc.property(
        fc.record(
          { placedInService: taxValue, taxRate: taxValue, discountRate: taxValue, bonusRate: taxValue, case: taxValue, studyYear: taxValue },
          { requiredKeys: [] },
        ),
        (fields) => {
          for (const [field, problem] of Object.entries(checkTaxImpactFields(fields)) as Array<[TaxImpactField, TaxFieldProblem]>) {
            expect(VISITOR_TAX_WORDS[taxImpactProblemCode(field, problem)]).toBeDefined();
          }
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('the tax form shows the words of each code: a study year out of range names the years', () => {
    const office = { propertyType: 'office' as const, purchasePrice: 1_000_000 };
    const values = { ...defaultTaxFormValues('2024-06-01'), studyYear: '2023', taxRate: 'lots' };
    expect(judged(office, values)).toEqual({
      kind: 'invalid',
      issues: { taxRate: VISITOR_TAX_MESSAGES.taxRate, studyYear: VISITOR_TAX_MESSAGES.studyYearRange(2024, 2063) },
    });
    expect(evaluateTaxForm(office, { ...values, studyYear: '20x' }, '2024-06-01')).toMatchObject({ issues: { studyYear: VISITOR_TAX_MESSAGES.studyYear } });
  });
});
