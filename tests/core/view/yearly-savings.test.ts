import { describe, expect, it } from 'vitest';
import { V2_PROPERTY_TYPES } from '../../../src/core/domain/estimate/catalog.ts';
import { taxImpact } from '../../../src/core/domain/tax/tax-impact.ts';
import { CHART_YEARS, chartScale, turnaroundYear, yearlySavings } from '../../../src/core/view/yearly-savings.ts';

const office = taxImpact({ propertyType: 'office', purchasePrice: 1_250_000, zip: '10001', placedInService: '2024-05-15' });

describe('yearlySavings: the chart figures', () => {
  it('the first ten years from the study year; the first is the study year tax saving', () => {
    const years = yearlySavings(office);
    expect(years).toHaveLength(CHART_YEARS);
    expect(years[0]).toEqual({ year: 2024, extraDeduction: 99_121, taxSaved: 36_675 });
    expect(years.map((year) => year.year)).toEqual([2024, 2025, 2026, 2027, 2028, 2029, 2030, 2031, 2032, 2033]);
    expect(years[5]!.extraDeduction).toBe(-247);
  });

  it('for every type, the first bar is studyYear.taxSavings', () => {
    for (const propertyType of V2_PROPERTY_TYPES) {
      for (const placedInService of ['2026-03-02', '2026-11-21']) {
        const result = taxImpact({ propertyType, purchasePrice: 2_000_000, placedInService, taxRate: 0.24 });
        expect(yearlySavings(result)[0]!.taxSaved).toBe(result.studyYear.taxSavings);
      }
    }
  });

  it('a look-back study starts at the study year, catch-up included', () => {
    const lookBack = taxImpact({ propertyType: 'office', purchasePrice: 1_250_000, placedInService: '2021-05-15', studyYear: 2024 });
    const years = yearlySavings(lookBack);
    expect(years[0]!.year).toBe(2024);
    expect(years[0]!.extraDeduction).toBe(lookBack.studyYear.additionalDeduction);
  });

  it('the turnaround: the first year after the study year that the study deducts less', () => {
    expect(turnaroundYear(office)).toBe(2029);
  });
});

describe('chartScale: a value axis with round ticks', () => {
  it('holds every value and zero, in steps of 1, 2, 2.5 or 5 times a power of ten', () => {
    expect(chartScale([36_675, 3_771, -928])).toEqual({ min: -10_000, max: 40_000, ticks: [-10_000, 0, 10_000, 20_000, 30_000, 40_000] });
    expect(chartScale([100, 50])).toEqual({ min: 0, max: 100, ticks: [0, 25, 50, 75, 100] });
  });

  it('all zero still draws an axis', () => {
    expect(chartScale([0, 0])).toEqual({ min: 0, max: 1, ticks: [0, 1] });
  });
});
