import { expect, test } from '@playwright/test';
import { taxImpact } from '../../src/core/domain/tax/tax-impact.ts';
import { formatUsd } from '../../src/core/view/format.ts';
import { GUIDE_EXAMPLES, type GuideExample } from '../../src/core/view/owner-guide.ts';
import { waitForHydration } from './helpers.ts';

/**
 * Issue 41: one plain-English page for owners, linked from the estimator and the landing page;
 * each example opens the estimator with its figures (axe and the screenshots: every-page.spec.ts).
 */
const SHOWN: Record<GuideExample, string> = {
  landlord: 'guide-landlord',
  investor: 'guide-investor',
  professional: 'guide-professional',
  sale: 'guide-sale',
  exchange: 'guide-exchange',
  fee: 'guide-fee',
  lookBack: 'guide-look-back',
};

test('linked from the estimator and the landing page', async ({ page }) => {
  for (const path of ['/', '/v2/estimate']) {
    await page.goto(path);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Guide for owners' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'A guide for owners' })).toBeVisible();
  }
});

test('each example’s link says which example it opens: no two links read alike (a review: seven "Open this example")', async ({ page }) => {
  await page.goto('/guide');
  const names = await page.getByRole('link', { name: /^Open the .+ example$/ }).allTextContents();
  expect(names).toHaveLength(Object.keys(GUIDE_EXAMPLES).length);
  expect(new Set(names).size).toBe(names.length);
});

test('each example opens the estimator with the guide’s figures', async ({ page }) => {
  for (const [name, input] of Object.entries(GUIDE_EXAMPLES) as Array<[GuideExample, (typeof GUIDE_EXAMPLES)[GuideExample]]>) {
    const expected = taxImpact(input);
    await page.goto('/guide');
    const figure = page.getByTestId(SHOWN[name]);
    const stated = { sale: expected.sale?.additionalTax, exchange: expected.netBenefit.netPresentValue, fee: expected.netBenefit.netPresentValue }[
      name as string
    ];
    await expect(figure).toHaveText(formatUsd(stated ?? expected.studyYear.taxSavings));
    await figure
      .locator('xpath=ancestor::*[self::li or self::p][1]')
      .getByRole('link', { name: /^Open the .+ example$/ })
      .click();
    await waitForHydration(page, 'estimator');
    // The headline: the first year's saving, or with a fee or a sale what the study is worth after them.
    const worth = 'studyFee' in input || 'saleDate' in input;
    await expect(page.getByTestId('headline-amount'), name).toHaveText(formatUsd(worth ? expected.netBenefit.netPresentValue : expected.studyYear.taxSavings));
    await expect(page.getByTestId('tax-savings'), name).toHaveText(formatUsd(expected.studyYear.taxSavings));
  }
});

test('the methodology stays the reference with its citations, and names no test file (issue 41)', async ({ page }) => {
  await page.goto('/methodology');
  const text = (await page.locator('main').textContent()) ?? '';
  expect(text).toContain('IRC 168(k)');
  expect(text).not.toMatch(/\.test\.ts|\.spec\.ts|tests\//);
  const hrefs = await page.locator('main a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(hrefs.filter((href) => /\.test\.ts|\.spec\.ts|\/tests\//.test(href))).toEqual([]);
});
