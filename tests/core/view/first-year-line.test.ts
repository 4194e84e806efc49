import { describe, expect, it } from 'vitest';
import { V2_PROPERTY_TYPES } from '../../../src/core/domain/estimate/catalog.ts';
import { estimateV2 } from '../../../src/core/domain/estimate/estimate.ts';
import { stateRatesFor } from '../../../src/core/domain/law/state-rates.ts';
import { taxImpact } from '../../../src/core/domain/tax/tax-impact.ts';
import { firstYearLineOf, firstYearResult, firstYearTaxLine } from '../../../src/core/view/first-year-line.ts';
import { formatAbout } from '../../../src/core/view/format.ts';

describe("the widget's tax line", () => {
  it('a firm’s rate that passes 100% with the ZIP’s state is the default, said once to the firm, as the API and the page refuse it (a review: 95% in California)', () => {
    const input = { propertyType: 'office' as const, purchasePrice: 1_250_000, zip: '94103' };
    const warnings: string[] = [];
    const result = firstYearResult(estimateV2(input), input, '2026-06-01', 0.95, (message) => warnings.push(message));
    expect(result.assumptions.taxRate).toBe(0.37);
    expect(warnings).toEqual(["data-tax-rate (95%) with California's 13.3% passes 100%; using the default (37%)"]);
    // 86.7% and California's 13.3% make 100%: kept. Texas has no income tax: any rate to 100% is kept.
    expect(firstYearResult(estimateV2(input), input, '2026-06-01', 0.867).assumptions.taxRate).toBe(0.867);
    const dallas = { ...input, zip: '75201' };
    expect(firstYearResult(estimateV2(dallas), dallas, '2026-06-01', 0.95).assumptions.taxRate).toBe(0.95);
  });

  it('says the tax saving first, then the extra first-year deduction and the bonus rate, both rounded as "about" says', () => {
    // Dallas: Texas has no income tax, so the line is federal only.
    const input = { propertyType: 'office' as const, purchasePrice: 1_250_000, zip: '75201' };
    const line = firstYearTaxLine(estimateV2(input), input, '2024-05-15', 0.37);
    expect(line).toMatch(
      /^About \$[\d,]+ less tax this year at a 37% rate, as a real estate professional: a first-year deduction about \$[\d,]+ larger \(bonus 60%\)$/,
    );
  });

  it('comes in two parts: the saving with its facts, to the colon, then what it comes from', () => {
    const input = { propertyType: 'office' as const, purchasePrice: 1_250_000, zip: '10001' };
    const [lead, detail] = firstYearLineOf(firstYearResult(estimateV2(input), input, '2024-05-15', 0.37));
    expect(lead).toMatch(/^About \$[\d,]+ less tax this year, federal and New York, at a 37% rate, as a real estate professional:$/);
    expect(detail).toBe(' a first-year deduction about $99,000 larger (bonus 60%, New York’s top rate 10.9%)');
  });

  it('with a ZIP code in a state with an income tax, its saving is in the figure, and the line says so (issue 27)', () => {
    const input = { propertyType: 'office' as const, purchasePrice: 1_250_000, zip: '10001' };
    const { studyYear, state } = taxImpact({ ...input, placedInService: '2024-05-15', taxRate: 0.37 }, stateRatesFor('NY'));
    expect(firstYearTaxLine(estimateV2(input), input, '2024-05-15', 0.37)).toBe(
      `About ${formatAbout(studyYear.taxSavings + state!.studyYear.taxSavings)} less tax this year, federal and New York, at a 37% rate, as a real estate professional: a first-year deduction about $99,000 larger (bonus 60%, New York’s top rate 10.9%)`,
    );
  });

  it('agrees with taxImpact for every type, in both conventions', () => {
    for (const propertyType of V2_PROPERTY_TYPES) {
      for (const placedInService of ['2026-03-02', '2026-11-21']) {
        const input = { propertyType, purchasePrice: 2_000_000, zip: '75201' };
        const { studyYear, assumptions, schedule } = taxImpact({ ...input, placedInService, taxRate: 0.24 });
        // Over the 461(l) threshold the line says what is carried, as the rows have it.
        const row = schedule.find((year) => year.year === studyYear.year)!;
        const carried = (row.carriedForwardWithStudy ?? 0) - (row.carriedForwardWithoutStudy ?? 0);
        expect(firstYearTaxLine(estimateV2(input), input, placedInService, 0.24)).toBe(
          `About ${formatAbout(studyYear.taxSavings)} less tax this year at a 24% rate, ${propertyType === 'residential_str' ? 'running the short-term rental yourself' : 'as a real estate professional'}${studyYear.excessBusinessLoss > 0 ? ', up to the excess business loss limit' : ''}: a first-year deduction about ${formatAbout(studyYear.additionalDeduction)} larger (bonus ${assumptions.bonusRate * 100}%)` +
            (carried > 0 ? `, about ${formatAbout(carried)} of it carried to next year` : ''),
        );
      }
    }
  });

  it('names the excess business loss limit in the same line when it carries part of the deduction (decision 0309)', () => {
    const input = { propertyType: 'multifamily_5plus' as const, purchasePrice: 10_000_000, zip: '75201' };
    const result = taxImpact({ ...input, placedInService: '2026-03-02', taxRate: 0.37 });
    expect(result.studyYear.excessBusinessLoss).toBeGreaterThan(0);
    const line = firstYearTaxLine(estimateV2(input), input, '2026-03-02', 0.37);
    expect(line).toMatch(/^About \$[\d,]+ less tax this year at a 37% rate, as a real estate professional, up to the excess business loss limit: /);
    expect(line).toMatch(new RegExp(`, about ${formatAbout(result.studyYear.excessBusinessLoss).replace('$', '\\$')} of it carried to next year$`));
  });
});
