import { expect, test } from '@playwright/test';
import { ctaEstimate, withQueryParameters } from '../../src/core/view/call-to-action.ts';
import { formatUsd } from '../../src/core/view/format.ts';
import { keepSummary } from '../../src/core/view/keep-figures.ts';
import { savingReason } from '../../src/core/view/saving-reason.ts';
import { startServer } from '../support/server.ts';
import { apiEstimate, apiTaxImpact, attachScreenshot, openCheckedAt, queryOf, waitForHydration } from './helpers.ts';

/**
 * Issue 41's three owners, each answer explaining itself the same way on screen and in print:
 * a W-2 landlord (the allowance and its phase-out named), a professional over the 461(l)
 * threshold (the loss carried in the year table, the threshold and the 80% limit named), and an
 * investor who bought in 2021 and sells in 2027 (a look-back study this year; the loss suspended;
 * the sale's gain by character on screen) or exchanges.
 */
const LANDLORD = {
  propertyType: 'residential_ltr',
  purchasePrice: 650_000,
  placedInService: '2026-03-01',
  passiveActivity: 'active_participation',
  taxableIncome: 120_000,
  netOperatingIncome: 30_000,
  modifiedAgi: 130_000,
} as const;
const PROFESSIONAL = {
  propertyType: 'office',
  purchasePrice: 10_000_000,
  placedInService: '2026-03-01',
  passiveActivity: 'not_limited',
  taxableIncome: 400_000,
  netOperatingIncome: 600_000,
} as const;
const INVESTOR = {
  propertyType: 'residential_ltr',
  purchasePrice: 650_000,
  placedInService: '2021-06-15',
  studyYear: 2026,
  passiveActivity: 'passive',
  taxableIncome: 180_000,
  netOperatingIncome: 30_000,
  saleDate: '2027-06-30',
} as const;

// Each owner at a phone's width in the dark theme and a wide screen's in the light one (issue 41's checks).
for (const [width, colorScheme] of [
  [375, 'dark'],
  [1280, 'light'],
] as const) {
  test.describe(`${width} px, ${colorScheme}`, () => {
    test.use({ viewport: { width, height: 800 }, colorScheme });

    test('the landlord, typed as a person would: the allowance and its phase-out, with the owner’s figures', async ({ page, request }) => {
      const expected = await apiTaxImpact(request, LANDLORD);
      // The property from a link, the owner's facts typed, with commas as people write them.
      const { propertyType, purchasePrice, placedInService } = LANDLORD;
      // The study year pinned as the API's default for it: next year the page's own default is a look-back.
      await page.goto(`/v2/estimate?${new URLSearchParams({ propertyType, purchasePrice: String(purchasePrice), placedInService, studyYear: '2026' })}`);
      await waitForHydration(page, 'estimator');
      await expect(page.getByTestId('tax-savings')).toHaveCount(0);
      await page.getByLabel('I’m a landlord who manages it').check();
      await page.getByLabel(/yearly income before depreciation/).fill('30,000');
      await page.getByLabel('Household taxable income ($)').fill('120,000');
      await page.getByLabel('Modified adjusted gross income ($)').fill('130,000');
      await page.getByLabel('Modified adjusted gross income ($)').blur();
      await expect(page.getByTestId('tax-savings')).toHaveText(formatUsd(expected.studyYear.taxSavings));
      await expect(page.getByTestId('headline-amount')).toHaveText(formatUsd(expected.studyYear.taxSavings));
      await expect(page.getByTestId('headline-limits')).toContainText('$25,000 a year, less 50% of modified AGI over $100,000: $10,000 at your $130,000');
    });

    test('the professional: the loss carried in the year table, and the year’s threshold and the 80% limit named', async ({ page, request }) => {
      const expected = await apiTaxImpact(request, PROFESSIONAL);
      expect(expected.studyYear.excessBusinessLoss).toBeGreaterThan(0);
      await page.goto(`/v2/estimate?${queryOf(PROFESSIONAL)}`);
      await waitForHydration(page, 'estimator');
      await expect(page.getByTestId('headline-amount')).toHaveText(formatUsd(expected.studyYear.taxSavings));
      // Why the first year is small, in the view's words over the API's answer, with its figure.
      await expect(page.getByTestId('headline-reason')).toHaveText(savingReason(expected, PROFESSIONAL)!);
      await expect(page.getByTestId('headline-reason')).toContainText(`${formatUsd(expected.studyYear.excessBusinessLoss)} is carried to next year`);
      await expect(page.getByTestId('headline-limits')).toHaveText(
        'The excess business loss limit is $256,000 of business loss in 2026 (single, IRC 461(l)); the rest becomes a net operating loss. A loss carried forward is deducted up to 80% of a later year’s taxable income (IRC 172(a)).',
      );
      const table = page.getByTestId('year-table');
      await expect(table.getByRole('columnheader', { name: 'Carried forward' })).toBeVisible();
      const first = expected.schedule.find((row) => row.year === 2026)!;
      await expect(table.locator('tr[data-year="2026"][data-kind="saved"] td[data-waiting="Carried forward"]')).toHaveText(
        formatUsd(first.carriedForwardWithStudy!),
      );
    });

    test('the investor who bought in 2021: a look-back this year, the loss suspended, the sale by character; print says the same', async ({
      page,
      request,
    }) => {
      const expected = await apiTaxImpact(request, INVESTOR);
      // The link without a study year: the page's own default is this year's look-back, the same answer.
      const { studyYear: _year, ...link } = INVESTOR;
      await page.goto(`/v2/estimate?${queryOf({ ...link, studyYear: '' })}`);
      await waitForHydration(page, 'estimator');
      await expect(page.getByTestId('headline-amount')).toHaveText(formatUsd(expected.netBenefit.netPresentValue));
      // From the tax saved to the net value, under the headline, with nothing opened.
      const bridge = keepSummary(expected, false);
      expect(bridge).toContain(`less ${formatUsd(expected.netBenefit.presentValueOfTaxAtSale)} for the tax at sale`);
      await expect(page.getByTestId('headline-bridge')).toHaveText(bridge);
      await expect(page.getByTestId('tax-result')).toContainText(`catch-up deduction of ${formatUsd(expected.studyYear.catchUp)}`);
      await expect(page.getByTestId('year-table').getByRole('columnheader', { name: 'Suspended (passive)' })).toBeVisible();
      const sale = page.getByTestId('sale-table-screen');
      await expect(sale.getByRole('row', { name: /^Capital gain \(IRC 1231: at 0, 15 or 20%\)/ })).toContainText(
        formatUsd(expected.sale!.withStudy.capitalGain!),
      );
      await expect(sale.getByRole('row', { name: /^Federal tax at the sale/ })).toContainText(formatUsd(expected.sale!.withStudy.taxAtSale));
      // The address pins the dates the answer depends on.
      await expect(page).toHaveURL(/placedInService=2021-06-15&studyYear=2026/);
      const limits = await page.getByTestId('headline-limits').textContent();
      const suspended = formatUsd(expected.schedule.find((row) => row.year === 2026)!.suspendedWithStudy!);
      await expect(page.getByTestId('year-table').locator('tr[data-year="2026"][data-kind="saved"] td[data-waiting="Suspended (passive)"]')).toHaveText(
        suspended,
      );
      // In print: the same headline figure, limits and bridge, the year table's suspended loss, and the sale's table with the same figures.
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByTestId('headline-amount')).toHaveText(formatUsd(expected.netBenefit.netPresentValue));
      await expect(page.getByTestId('headline-limits')).toHaveText(limits!);
      await expect(page.getByTestId('headline-bridge')).toHaveText(bridge);
      // Shown in print, not only in the markup.
      for (const id of ['headline-limits', 'headline-bridge', 'sale-table-print']) await expect(page.getByTestId(id)).toBeVisible();
      await expect(page.locator('.report-years')).toBeVisible();
      await expect(page.locator('.report-years tbody tr').first()).toContainText(suspended);
      await expect(page.getByTestId('sale-table-print').getByRole('row', { name: /^Federal tax at the sale/ })).toContainText(
        formatUsd(expected.sale!.withStudy.taxAtSale),
      );
      await expect(sale).toBeHidden();

      // Exchanged instead: nothing taxed, each world's gain deferred.
      await page.emulateMedia({ media: 'screen' });
      const exchanged = await apiTaxImpact(request, { ...INVESTOR, exchange: true });
      await page.goto(`/v2/estimate?${queryOf({ ...INVESTOR, exchange: true })}`);
      await expect(page.getByTestId('headline-amount')).toHaveText(formatUsd(exchanged.netBenefit.netPresentValue));
      await expect(page.getByTestId('sale-table-screen').getByRole('row', { name: /^Gain deferred/ })).toContainText(
        formatUsd(exchanged.sale!.withStudy.deferredGain!),
      );
    });
  });
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`axe finds nothing, ${colorScheme}; the three owners at 375 and 1280 px`, async ({ page }, testInfo) => {
    // Six pages, each checked by axe and pictured: about 15 s alone, past 30 s on a loaded machine.
    test.slow();
    await page.emulateMedia({ colorScheme });
    for (const [name, body] of [
      ['landlord', LANDLORD],
      ['professional', PROFESSIONAL],
      ['investor', INVESTOR],
    ] as const) {
      for (const width of [375, 1280]) {
        await openCheckedAt(page, `/v2/estimate?${queryOf(body)}`, width);
        await attachScreenshot(page, testInfo, `three-owners-${name}-${colorScheme}-${width}`, '.estimator');
      }
    }
  });
}

test('the call to action carries the same estimate as the widget’s, in the same query, for each owner and as the owner types (issue 41)', async ({
  page,
  request,
}) => {
  const ctaUrl = 'https://firm.example/quote?ref=site';
  const server = await startServer({ CTA_URL: ctaUrl, TRUST_PROXY: '1' });
  try {
    for (const owner of [LANDLORD, PROFESSIONAL, INVESTOR]) {
      await page.goto(`${server.url}/v2/estimate?${queryOf(owner)}`);
      await waitForHydration(page, 'estimator');
      const estimate = await apiEstimate(request, { propertyType: owner.propertyType, purchasePrice: owner.purchasePrice });
      // The widget's lead is ctaEstimate with its own input and estimate (widget/src/WidgetApp.tsx): the page's is the same query.
      const expected = withQueryParameters(ctaUrl, ctaEstimate({ propertyType: owner.propertyType, purchasePrice: owner.purchasePrice }, estimate));
      await expect(page.locator('a.cta')).toHaveAttribute('href', expected);
      expect(new URL(expected).searchParams.get('typical')).toBe(String(estimate.typical.reclassified));
    }
    // Typed: a new price moves the call to action's estimate with the answer.
    await page.getByLabel('Purchase price').fill('800,000');
    await page.getByLabel('Purchase price').blur();
    const typed = await apiEstimate(request, { propertyType: INVESTOR.propertyType, purchasePrice: 800_000 });
    await expect(page.locator('a.cta')).toHaveAttribute(
      'href',
      withQueryParameters(ctaUrl, ctaEstimate({ propertyType: INVESTOR.propertyType, purchasePrice: 800_000 }, typed)),
    );
  } finally {
    await server.stop();
  }
});
