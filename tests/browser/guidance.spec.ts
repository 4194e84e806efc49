import { expect, test } from '@playwright/test';
import { V2_PROPERTY_TYPES } from '../../src/core/domain/estimate/catalog.ts';
import { CLASS_EXAMPLES } from '../../src/core/domain/estimate/class-examples.ts';
import { waitForHydration } from './helpers.ts';

test.describe('guidance on the estimate page', () => {
  test('the range bar has a legend: band = low to high, mark = typical', async ({ page }) => {
    await page.goto('/v2/estimate?propertyType=office&purchasePrice=1250000');
    await expect(page.locator('.range-legend')).toHaveText(/low to high\s+typical/);
  });

  test('"What moves into 5-, 7- and 15-year property" shows the chosen type\'s examples, with and without JavaScript', async ({ browser }) => {
    for (const javaScriptEnabled of [false, true]) {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      await page.goto('/v2/estimate');
      await expect(page.locator('.examples-none')).toBeVisible();
      await expect(page.locator('.examples:visible')).toHaveCount(0);
      for (const type of javaScriptEnabled ? V2_PROPERTY_TYPES : (['office', 'warehouse_flex'] as const)) {
        if (javaScriptEnabled) await page.getByLabel('Property type').selectOption(type);
        else await page.goto(`/v2/estimate?propertyType=${type}`);
        await expect(page.locator('.examples:visible')).toHaveCount(1);
        const shown = page.locator(`[data-examples-for="${type}"]`);
        await expect(shown).toBeVisible();
        await expect(shown).toContainText(CLASS_EXAMPLES[type].fifteenYear);
        await expect(page.locator('.examples-none')).toBeHidden();
      }
      await context.close();
    }
  });

  test('"Link to this estimate" and "Copy link" only when the inputs are valid', async ({ page }) => {
    await page.goto('/v2/estimate');
    await waitForHydration(page, 'estimator');
    await expect(page.getByRole('link', { name: 'Link to this estimate' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Copy link' })).toHaveCount(0);
    await page.getByLabel('Property type').selectOption('office');
    await page.getByLabel('Purchase price').fill('10');
    await expect(page.getByRole('link', { name: 'Link to this estimate' })).toHaveCount(0);
    await page.getByLabel('Purchase price').fill('1250000');
    await expect(page.getByRole('link', { name: 'Link to this estimate' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
  });

  test('at 375 px the headline comes into view on submit', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    await page.goto('/v2/estimate');
    await waitForHydration(page, 'estimator');
    await page.getByLabel('Property type').selectOption('retail');
    await page.getByLabel('Purchase price').fill('900000');
    // The visitor at the button, below the answer (the answer comes first: decision 0332).
    await page.getByRole('button', { name: 'Estimate' }).evaluate((button) => button.scrollIntoView({ block: 'start' }));
    await expect(page.getByTestId('headline-amount')).not.toBeInViewport();
    await page.getByRole('button', { name: 'Estimate' }).click();
    await expect(page.getByRole('heading', { name: /^Extra deduction in \d{4} with a study$/ })).toBeInViewport();
    await expect(page.getByTestId('headline-amount')).toBeInViewport();
  });

  test("messages speak to the visitor, not in the API's field names", async ({ page }) => {
    await page.goto('/v2/estimate?propertyType=castle&purchasePrice=10&zip=12345678901');
    await expect(page.locator('#propertyType-error')).toHaveText('Choose a property type');
    await expect(page.locator('#purchasePrice-error')).toHaveText('Enter a purchase price between $50,000 and $50,000,000');
    await expect(page.locator('#zip-error')).toHaveText('ZIP code: up to 10 characters');
  });
});
