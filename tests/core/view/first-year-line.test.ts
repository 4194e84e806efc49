import { describe, expect, it } from 'vitest';
import { V2_PROPERTY_TYPES } from '../../../src/core/domain/estimate/catalog.ts';
import { estimateV2 } from '../../../src/core/domain/estimate/estimate.ts';
import { taxImpact } from '../../../src/core/domain/tax/tax-impact.ts';
import { firstYearTaxLine } from '../../../src/core/view/first-year-line.ts';
import { formatUsd } from '../../../src/core/view/format.ts';

describe("the widget's tax line", () => {
  it('says the extra first-year deduction, the bonus rate and the tax saving of taxImpact', () => {
    const input = { propertyType: 'office' as const, purchasePrice: 1_250_000, zip: '10001' };
    expect(firstYearTaxLine(estimateV2(input), input, '2024-05-15', 0.37)).toBe(
      'First-year deduction about $99,121 (bonus 60%), worth about $36,675 at a 37% tax rate',
    );
  });

  it('agrees with taxImpact for every type, in both conventions', () => {
    for (const propertyType of V2_PROPERTY_TYPES) {
      for (const placedInService of ['2026-03-02', '2026-11-21']) {
        const input = { propertyType, purchasePrice: 2_000_000, zip: '75201' };
        const { studyYear, assumptions } = taxImpact({ ...input, placedInService, taxRate: 0.24 });
        expect(firstYearTaxLine(estimateV2(input), input, placedInService, 0.24)).toBe(
          `First-year deduction about ${formatUsd(studyYear.additionalDeduction)} (bonus ${assumptions.bonusRate * 100}%), worth about ${formatUsd(studyYear.taxSavings)} at a 24% tax rate`,
        );
      }
    }
  });
});
