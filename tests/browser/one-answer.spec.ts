import { expect, type Page, test } from '@playwright/test';
import { formatUsd } from '../../src/core/view/format.ts';
import { apiTaxImpact, waitForHydration } from './helpers.ts';

/**
 * One answer everywhere (issue 26): the chart's bars and the year table's lines are the API's
 * schedule rows, figure for figure: each year's taxSavings, the fee in the study year and the
 * sale year's taxAtSale, as money paid. Read from the page, compared with POST /api/v2/tax-impact.
 */
/** The chart's segments by year: { saved, down, fee, sale } in dollars, as drawn. */
async function chartFigures(page: Page) {
  return page.locator('.savings-chart svg g[data-year]').evaluateAll((groups) =>
    groups.map((group) => {
      const amount = (kind: string) => Number(group.querySelector(`[data-kind="${kind}"]`)?.getAttribute('data-amount') ?? 0);
      return {
        year: Number(group.getAttribute('data-year')),
        saved: amount('saved') - amount('down'),
        feeSaving: amount('fee-saving'),
        fee: amount('fee'),
        sale: amount('sale'),
      };
    }),
  );
}

/** The year table's lines: [year, kind, amount] as the table shows them. */
async function tableLines(page: Page) {
  return page
    .locator('.year-table tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [
        Number(row.getAttribute('data-year')),
        row.getAttribute('data-kind'),
        Number(row.querySelector('[data-amount]')!.getAttribute('data-amount')),
      ]),
    );
}

const CASES = {
  'a passive-limited rental with a fee and a sale': {
    query:
      'propertyType=residential_ltr&purchasePrice=650000&zip=37203&placedInService=2026-03-15&passiveActivity=active_participation&netOperatingIncome=30000&modifiedAgi=140000&studyFee=5000&saleDate=2030-06-30',
    body: {
      propertyType: 'residential_ltr',
      purchasePrice: 650_000,
      zip: '37203',
      placedInService: '2026-03-15',
      passiveActivity: 'active_participation',
      netOperatingIncome: 30_000,
      modifiedAgi: 140_000,
      studyFee: 5_000,
      saleDate: '2030-06-30',
    },
  },
  'a multifamily building sold after twelve years, not limited': {
    query: 'propertyType=multifamily_5plus&purchasePrice=4000000&zip=60614&placedInService=2026-02-01&saleDate=2038-06-30&passiveActivity=not_limited',
    body: { propertyType: 'multifamily_5plus', purchasePrice: 4_000_000, zip: '60614', placedInService: '2026-02-01', saleDate: '2038-06-30' },
  },
} as const;

for (const [name, { query, body }] of Object.entries(CASES)) {
  test(`${name}: the chart and the year table are the API's rows`, async ({ page, request }) => {
    const expected = await apiTaxImpact(request, body);
    await page.goto(`/v2/estimate?${query}`);
    await waitForHydration(page, 'estimator');
    const rows = expected.schedule.filter((row) => row.year >= expected.studyYear.year);
    const fee = Math.round(expected.assumptions.studyFee);
    const feeSaving = expected.netBenefit.studyFeeTaxSaving;
    // Federal and the ZIP code's state together, as the page says (issue 27).
    const saved = (row: (typeof rows)[number]) => (row.taxSavings ?? 0) + (row.stateTaxSavings ?? 0);
    const atSale = (row: (typeof rows)[number]) => (row.taxAtSale ?? 0) + (row.stateTaxAtSale ?? 0);
    const sale = expected.sale!;

    // The chart: every year through the sale, its tax saved; the fee and what its deduction saves in
    // the study year; the tax at sale in the sale year.
    const chart = await chartFigures(page);
    expect(chart.at(-1)!.year).toBeGreaterThanOrEqual(sale.year);
    for (const drawn of chart) {
      const row = rows.find((candidate) => candidate.year === drawn.year)!;
      const studyYear = row.year === expected.studyYear.year;
      expect(drawn, String(drawn.year)).toEqual({
        year: row.year,
        saved: saved(row),
        feeSaving: studyYear ? feeSaving : 0,
        fee: studyYear ? fee : 0,
        sale: atSale(row),
      });
    }

    // The table: a line of tax saved a year, the fee and the tax at sale as lines of money paid.
    const lines = await tableLines(page);
    const expectedLines = rows.flatMap((row) => [
      [row.year, 'saved', saved(row)],
      ...(row.year === expected.studyYear.year && fee > 0 ? [[row.year, 'fee', -fee]] : []),
      ...(row.year === expected.studyYear.year && feeSaving > 0 ? [[row.year, 'feeSaving', feeSaving]] : []),
      ...(atSale(row) ? [[row.year, 'taxAtSale', -atSale(row)]] : []),
    ]);
    expect(lines).toEqual(expectedLines);

    // The headline is the net value, in today's money, the API's.
    await expect(page.getByTestId('headline-amount')).toHaveText(formatUsd(Math.abs(expected.netBenefit.netPresentValue)));
    await expect(page.getByTestId('headline')).toContainText(expected.netBenefit.netPresentValue < 0 ? 'would cost you' : 'is worth to you');
    // A cost is in a cost's colour, not a saving's.
    if (expected.netBenefit.netPresentValue < 0) await expect(page.getByTestId('headline-amount')).toHaveClass(/\bcost\b/);
    else await expect(page.getByTestId('headline-amount')).not.toHaveClass(/\bcost\b/);
    await expect(page.getByTestId('headline')).toContainText('in today’s money');
  });
}
