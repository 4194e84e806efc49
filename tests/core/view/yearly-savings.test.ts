import { describe, expect, it } from 'vitest';
import { V2_PROPERTY_TYPES } from '../../../src/core/domain/estimate/catalog.ts';
import { taxImpact } from '../../../src/core/domain/tax/tax-impact.ts';
import { ownerAnswer } from '../../../src/core/view/owner-answer.ts';
import {
  barOf,
  CHART_YEARS,
  type ChartBar,
  chartHasCosts,
  chartScale,
  chartSpanWords,
  chartYearNames,
  chartYears,
  emptyChartWords,
  turnaroundYear,
} from '../../../src/core/view/yearly-savings.ts';
import { LANDLORD_PHASED_OUT } from './owners.ts';

const office = taxImpact({ propertyType: 'office', purchasePrice: 1_250_000, zip: '10001', placedInService: '2024-05-15' });

describe('chartYears: the chart figures, the answer’s', () => {
  it('the first ten years from the study year; the first is the study year tax saving', () => {
    const years = chartYears(ownerAnswer(office));
    expect(years).toHaveLength(CHART_YEARS);
    expect(years[0]).toMatchObject({ year: 2024, taxSaved: 36_675, fee: 0, taxAtSale: 0 });
    expect(years.map((year) => year.year)).toEqual([2024, 2025, 2026, 2027, 2028, 2029, 2030, 2031, 2032, 2033]);
  });

  it('for every type, each bar is its schedule row’s taxSavings', () => {
    for (const propertyType of V2_PROPERTY_TYPES) {
      for (const placedInService of ['2026-03-02', '2026-11-21']) {
        const result = taxImpact({ propertyType, purchasePrice: 2_000_000, placedInService, taxRate: 0.24 });
        const years = chartYears(ownerAnswer(result));
        expect(years[0]!.taxSaved).toBe(result.studyYear.taxSavings);
        for (const year of years) expect(year.taxSaved).toBe(result.schedule.find((row) => row.year === year.year)!.taxSavings);
      }
    }
  });

  it('a look-back study starts at the study year, catch-up included', () => {
    const lookBack = taxImpact({ propertyType: 'office', purchasePrice: 1_250_000, placedInService: '2021-05-15', studyYear: 2024 });
    expect(chartYears(ownerAnswer(lookBack))[0]).toMatchObject({ year: 2024, taxSaved: lookBack.studyYear.taxSavings });
  });

  it('a sale after the tenth year is still drawn: the chart runs through the sale year', () => {
    const sold = taxImpact({ propertyType: 'office', purchasePrice: 1_250_000, placedInService: '2024-05-15', saleDate: '2040-06-30' });
    const years = chartYears(ownerAnswer(sold));
    expect(years.at(-1)).toMatchObject({ year: 2040, taxAtSale: sold.sale!.additionalTax });
    expect(barOf(years.at(-1)!)).toMatchObject({ taxAtSale: sold.sale!.additionalTax });
  });

  it('the turnaround: the first year after the study year that the study saves less than nothing', () => {
    expect(turnaroundYear(ownerAnswer(office))).toBe(2029);
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

describe('the chart’s year names (a review: the study year’s and a sale’s bars went unnamed)', () => {
  /** The indexes named on a phone and on a wide screen. */
  const shown = (count: number) => {
    const names = chartYearNames(count);
    return {
      phone: names.flatMap((name, index) => (name === 'always' ? [index] : [])),
      wide: names.flatMap((name, index) => (name ? [index] : [])),
    };
  };

  it('five or fewer names: each year on every screen', () => {
    expect(shown(2)).toEqual({ phone: [0, 1], wide: [0, 1] });
    expect(shown(5)).toEqual({ phone: [0, 1, 2, 3, 4], wide: [0, 1, 2, 3, 4] });
  });

  it('more: the first, the last and every other one back from it on a phone, no two side by side', () => {
    expect(shown(6)).toEqual({ phone: [0, 3, 5], wide: [0, 1, 2, 3, 4, 5] });
    expect(shown(7)).toEqual({ phone: [0, 2, 4, 6], wide: [0, 1, 2, 3, 4, 5, 6] });
    expect(shown(10).phone).toEqual([0, 3, 5, 7, 9]);
  });

  it('past twenty years every fifth, the last always, a fifth too close to it left out', () => {
    expect(shown(21).wide).toEqual([0, 5, 10, 15, 20]);
    expect(shown(23).wide).toEqual([0, 5, 10, 15, 22]);
    expect(shown(35)).toEqual({ phone: [0, 15, 25, 34], wide: [0, 5, 10, 15, 20, 25, 30, 34] });
    expect(shown(40).phone).toEqual([0, 10, 20, 30, 39]);
  });

  it('for any length, the first and the last are named on a phone, and no two named years on it are neighbours', () => {
    for (let count = 1; count <= 60; count++) {
      const { phone } = shown(count);
      expect(phone[0]).toBe(0);
      expect(phone.at(-1)).toBe(count - 1);
      for (let k = 1; k < phone.length; k++) expect(phone[k]! - phone[k - 1]!, `${count} years`).toBeGreaterThan(count > 5 ? 1 : 0);
    }
  });
});

describe('chartHasCosts: whether the chart names costs (a review)', () => {
  const bar = (part: Partial<ChartBar>): ChartBar => ({ up: 0, feeSaving: 0, givenBack: 0, fee: 0, taxAtSale: 0, ...part });
  it('names costs when anything is drawn below the line: tax given back, the fee, the tax at a sale', () => {
    expect(chartHasCosts([bar({ up: 500 }), bar({ givenBack: 1 })])).toBe(true);
    expect(chartHasCosts([bar({ up: 500, fee: 3_000 })])).toBe(true);
    expect(chartHasCosts([bar({ up: 500 }), bar({ taxAtSale: 10 })])).toBe(true);
  });
  it('names none when nothing is below it: savings only, and a tax at a sale below zero is tax kept', () => {
    expect(chartHasCosts([bar({ up: 500 }), bar({ up: 20, feeSaving: 5 })])).toBe(false);
    expect(chartHasCosts([bar({ up: 500 }), bar({ taxAtSale: -300 })])).toBe(false);
    // A year given back and kept at the sale in the same year still draws the given-back part.
    expect(chartHasCosts([bar({ givenBack: 40, taxAtSale: -300 })])).toBe(true);
  });
});

describe('emptyChartWords: a chart with nothing to draw says so (a review: an empty chart on a $0 to $1 axis)', () => {
  it('a landlord whose allowance the phase-out takes away, no fee: nothing saved or paid in ten years, and why', () => {
    const landlord = LANDLORD_PHASED_OUT;
    const answer = ownerAnswer(taxImpact(landlord));
    const years = chartYears(answer);
    expect(emptyChartWords(years.map(barOf), answer, years[0]!.year, years.at(-1)!.year)).toBe(
      'The study saves and costs nothing in 2026 to 2035, nor in any later year: the passive-loss limits hold the study’s extra deduction until the building’s own is released, in the same year, so it saves no tax.',
    );
    expect(answer.total.taxSaved).toBe(0);
    // A later year that saves (a release that saves more than the building alone would) is said.
    const later = { ...answer, total: { ...answer.total, taxSaved: 1_200 } };
    expect(emptyChartWords(years.map(barOf), later, 2026, 2035)).toBe(
      'The study saves and costs nothing in 2026 to 2035: the passive-loss limits suspend the study’s extra deduction, and it saves tax only when it is released (the year table shows when).',
    );
    // With a fee, the fee is paid: the chart has a bar, and draws.
    const withFee = ownerAnswer(taxImpact({ ...landlord, studyFee: 8_000 }));
    const feeYears = chartYears(withFee);
    expect(emptyChartWords(feeYears.map(barOf), withFee, 2026, 2035)).toBeNull();
  });
});

describe('chartSpanWords: the caption says where the chart stops, and that the table goes on (a review of the printed report)', () => {
  it('names the span, and the table’s last year when the answer runs past the chart', () => {
    const kept = ownerAnswer(taxImpact({ propertyType: 'office', purchasePrice: 1_250_000, placedInService: '2026-03-01' }));
    const chart = chartYears(kept);
    expect(chart).toHaveLength(CHART_YEARS);
    expect(chartSpanWords(chart, kept)).toBe(`, 2026 to 2035 (its first 10 years; the year-by-year table goes on to ${kept.years.at(-1)!.year})`);
    // A sale within the ten years: the chart is the whole answer, and says nothing more.
    const sold = ownerAnswer(taxImpact({ propertyType: 'office', purchasePrice: 1_250_000, placedInService: '2026-03-01', saleDate: '2030-06-30' }));
    expect(chartSpanWords(chartYears(sold), sold)).toBe(', 2026 to 2030');
    // A sale past the tenth year: the chart runs to it, and the table ends there too.
    const late = ownerAnswer(taxImpact({ propertyType: 'office', purchasePrice: 1_250_000, placedInService: '2026-03-01', saleDate: '2039-06-30' }));
    expect(chartSpanWords(chartYears(late), late)).toBe(', 2026 to 2039');
  });
});
