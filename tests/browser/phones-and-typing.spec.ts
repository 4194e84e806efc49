import { expect, type Page, test } from '@playwright/test';
import { formatUsd } from '../../src/core/view/format.ts';
import { VISITOR_MESSAGES } from '../../src/core/view/visitor-messages.ts';
import { PAUSE_MS } from '../../src/core/view/while-typing.ts';
import { apiEstimate, waitForHydration } from './helpers.ts';
import { container, hostPage, useHostServer, widget } from './widget-host.ts';

/**
 * Issue 26, "Phones and typing": a link that gives an estimate shows the headline figure within
 * a phone's first 800 px, the answer before the form in reading order as on screen; and a field
 * is judged when the visitor pauses (PAUSE_MS) or leaves it, not at the first keystroke, the
 * last good result kept until then, on the page and in the widget.
 */
const host = useHostServer();

const LINKS = [
  '/v2/estimate?propertyType=residential_str&purchasePrice=650000&zip=37203&studyFee=5000&saleDate=2030-06-30&passiveActivity=not_limited',
  '/v2/estimate?propertyType=multifamily_5plus&purchasePrice=2000000&zip=10001&passiveActivity=not_limited',
  '/?propertyType=office&purchasePrice=1250000&zip=10001&passiveActivity=not_limited',
];

/** Where a box is in the page (not the viewport): its top and bottom, in CSS px. */
const boxOf = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => {
    const box = element.getBoundingClientRect();
    return { top: box.top + scrollY, bottom: box.bottom + scrollY, left: box.left };
  });

test.describe('a pre-filled link on a phone', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`the headline figure within the first 800 px at 375 px wide, ${colorScheme} theme`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await page.setViewportSize({ width: 375, height: 800 });
      for (const link of LINKS) {
        await page.goto(link);
        await waitForHydration(page, 'estimator');
        const amount = await boxOf(page, '[data-testid="headline-amount"]');
        expect(amount.bottom, `${link}: the figure ends ${Math.round(amount.bottom)} px down`).toBeLessThanOrEqual(800);
        await expect(page.getByTestId('headline-amount')).toBeInViewport();
      }
    });
  }

  test('the answer comes before the form in reading order, on a phone and on a wide screen alike', async ({ page }) => {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(LINKS[0]!);
      await waitForHydration(page, 'estimator');
      const order = await page.evaluate(() => {
        const [result, form] = [document.querySelector('.estimator-result')!, document.getElementById('estimate-form')!];
        return result.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING;
      });
      expect(order, 'the form follows the result in the document').toBeTruthy();
      const [result, form] = [await boxOf(page, '.estimator-result'), await boxOf(page, '#estimate-form')];
      if (width === 375) expect(result.bottom).toBeLessThanOrEqual(form.top);
      else expect(result.left, 'the result on the left, the form on the right').toBeLessThan(form.left);
      // The keyboard meets the answer's links, then the owner's questions the answer asks for (issue 41), then the form's fields.
      const reached: string[] = [];
      for (let step = 0; step < 80 && !reached.includes('propertyType'); step++) {
        await page.keyboard.press('Tab');
        reached.push(await page.evaluate(() => document.activeElement?.id || document.activeElement?.textContent?.trim() || ''));
      }
      expect(reached.indexOf('Your assumptions')).toBeGreaterThanOrEqual(0);
      expect(reached.indexOf('Your assumptions')).toBeLessThan(reached.indexOf('propertyType'));
      const question = reached.findIndex((id) => id.startsWith('passiveActivity-'));
      expect(question, 'the owner’s question').toBeGreaterThan(reached.indexOf('Your assumptions'));
      expect(question, 'the owner’s question').toBeLessThan(reached.indexOf('propertyType'));
    }
  });

  test('on a phone the answer links to the property’s form, screens below it: one tap, not a long scroll (a review)', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(
      '/v2/estimate?propertyType=office&purchasePrice=1250000&zip=10001&placedInService=2024-05-15&passiveActivity=active_participation&taxableIncome=150000&netOperatingIncome=40000&modifiedAgi=160000',
    );
    await waitForHydration(page, 'estimator');
    const form = await boxOf(page, '#estimate-form');
    expect(form.top, 'the form is screens below the answer').toBeGreaterThan(3 * 800);
    const link = page.getByTestId('headline').getByRole('link', { name: 'The property' });
    await expect(link).toHaveAttribute('href', '#estimate-form');
    await link.click();
    await expect(page.locator('#propertyType')).toBeInViewport();
    // On a wide screen the form is beside the answer: no link to it.
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(link).toBeHidden();
  });

  test('the sale’s gain by character: no amount broken inside at 375 px (a review: "$91,08 / 0")', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(
      '/v2/estimate?propertyType=office&purchasePrice=1250000&zip=10001&placedInService=2026-11-29&studyYear=2026&passiveActivity=not_limited&taxableIncome=150000&filingStatus=married_joint&saleDate=2031-06-30&salePrice=1500000',
    );
    await waitForHydration(page, 'estimator');
    const amounts = page.locator('[data-testid="sale-table-screen"] td.amount');
    expect(await amounts.count()).toBeGreaterThanOrEqual(10);
    const lines = await amounts.evaluateAll((cells) =>
      cells.map((cell) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        return [cell.textContent, new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size] as const;
      }),
    );
    for (const [text, count] of lines) expect(count, `"${text}" on one line`).toBe(1);
    // Right-aligned as every table of figures, and inside the card's padding (a review: 8 px over at 375 px).
    for (const align of await amounts.evaluateAll((cells) => cells.map((cell) => getComputedStyle(cell).textAlign))) expect(align).toBe('right');
    const [table, card] = await page
      .getByTestId('sale-table-screen')
      .evaluate((section) => [section.querySelector('table')!.getBoundingClientRect().right, section.getBoundingClientRect().right]);
    expect(table).toBeLessThanOrEqual(card! + 0.5);
  });

  test('a link that gives no estimate keeps the answer’s place first, short, with the form in the first screen and its message', async ({ page }) => {
    // Decision 0332: one layout, the answer first, whether or not the link gives one.
    await page.setViewportSize({ width: 375, height: 800 });
    for (const link of ['/v2/estimate', '/v2/estimate?propertyType=multifamily&purchasePrice=2000000&zip=10001']) {
      await page.goto(link);
      const [result, form] = [await boxOf(page, '.estimator-result'), await boxOf(page, '#estimate-form')];
      expect(result.bottom, link).toBeLessThanOrEqual(form.top);
      const field = await boxOf(page, '#propertyType');
      expect(field.bottom, `${link}: the first field in the first screen`).toBeLessThanOrEqual(800);
    }
    await expect(page.locator('#propertyType-error')).toHaveText(VISITOR_MESSAGES.propertyType);
  });
});

test.describe('a field is judged when the visitor pauses or leaves it', () => {
  // The page's clock, paused before it loads: time moves only when a test moves it, so "the
  // visitor paused for half a second" is exact (an installed clock runs with the wall clock until paused).
  test.beforeEach(async ({ page }) => {
    const today = new Date();
    await page.clock.install({ time: today });
    await page.clock.pauseAt(today.getTime() + 1000);
  });

  test('the page: "6" in the price shows no message and keeps the result until the pause; leaving the field judges at once', async ({ page, request }) => {
    await page.goto('/v2/estimate?propertyType=office&purchasePrice=1250000&zip=10001');
    await waitForHydration(page, 'estimator');
    const price = page.getByLabel('Purchase price');
    const basis = page.getByTestId('depreciable-basis');
    const headline = await page.getByTestId('headline-amount').textContent();

    await price.fill('6');
    await page.clock.runFor(PAUSE_MS - 100);
    await expect(price).toHaveValue('6');
    await expect(page.locator('#purchasePrice-error')).toHaveCount(0);
    await expect(price).not.toHaveAttribute('aria-invalid', 'true');
    await expect(basis).toHaveText('$775,000');
    await expect(page.getByTestId('headline-amount')).toHaveText(headline!);
    await expect(page).toHaveURL(/purchasePrice=1250000/); // the link is still the one of what shows

    await page.clock.runFor(200); // the pause
    await expect(page.locator('#purchasePrice-error')).toHaveText(VISITOR_MESSAGES.purchasePrice);
    await expect(basis).toHaveCount(0);

    // A valid price shows at once, its message gone at once.
    await price.fill('650000');
    const api = await apiEstimate(request, { propertyType: 'office', purchasePrice: 650_000, zip: '10001' });
    await expect(basis).toHaveText(formatUsd(api.depreciableBasis));
    await expect(page.locator('#purchasePrice-error')).toHaveCount(0);
    await page.clock.runFor(PAUSE_MS);

    // Leaving the field judges it, with no pause.
    await price.fill('6');
    await expect(page.locator('#purchasePrice-error')).toHaveCount(0);
    await page.keyboard.press('Tab');
    await expect(page.locator('#purchasePrice-error')).toHaveText(VISITOR_MESSAGES.purchasePrice);
  });

  test('the page: the tax assumptions too ("3" on the way to "32%" keeps the figures)', async ({ page }) => {
    await page.goto('/v2/estimate?propertyType=office&purchasePrice=1250000&zip=10001&placedInService=2024-05-15&studyYear=2024&passiveActivity=not_limited');
    await waitForHydration(page, 'estimator');
    const savings = page.getByTestId('tax-savings');
    const before = await savings.textContent();
    const rate = page.getByLabel('Tax rate', { exact: true });
    await rate.fill('3');
    await expect(savings).toHaveText(before!);
    await expect(page.locator('#taxRate-error')).toHaveCount(0);
    await page.clock.runFor(PAUSE_MS + 100);
    await expect(page.locator('#taxRate-error')).toBeVisible();
    await expect(savings).toHaveCount(0);
    await rate.fill('32%');
    await expect(page.locator('#taxRate-error')).toHaveCount(0);
    await expect(savings).not.toHaveText(before!);
  });

  test('the widget: the same, in a firm\u2019s page', async ({ page }) => {
    const attributes = ' data-property-type="office" data-purchase-price="1250000" data-zip="10001"';
    await page.goto(host.page('/typing', { html: hostPage(container(attributes) + host.script()) }));
    const root = widget(page);
    const price = root.getByLabel('Purchase price');
    const basis = root.getByTestId('depreciable-basis');
    await expect(basis).toHaveText('$775,000');

    await price.fill('6');
    await page.clock.runFor(PAUSE_MS - 100);
    await expect(root.locator('.field-error')).toHaveCount(0);
    await expect(basis).toHaveText('$775,000');
    await page.clock.runFor(200);
    await expect(root.locator('.field-error')).toHaveText([VISITOR_MESSAGES.purchasePrice]);
    await expect(basis).toHaveCount(0);

    await price.fill('650000');
    await expect(root.locator('.field-error')).toHaveCount(0);
    await expect(basis).not.toHaveCount(0);
    await page.clock.runFor(PAUSE_MS);
    await price.fill('6');
    await expect(root.locator('.field-error')).toHaveCount(0);
    await root.getByLabel('ZIP code').focus(); // left
    await expect(root.locator('.field-error')).toHaveText([VISITOR_MESSAGES.purchasePrice]);
  });
});

test('at 320 px a sale and amounts in the millions do not make the page scroll sideways (a review)', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  for (const query of [
    'propertyType=office&purchasePrice=1250000&zip=10001&passiveActivity=active_participation&modifiedAgi=150000&netOperatingIncome=60000&taxableIncome=150000&filingStatus=married_joint&saleDate=2031-06-30&salePrice=1500000&studyFee=5000',
    'propertyType=office&purchasePrice=50000000&zip=10001&passiveActivity=not_limited&taxableIncome=150000&saleDate=2031-06-30&salePrice=60000000',
  ]) {
    await page.goto(`/v2/estimate?${query}`);
    await waitForHydration(page, 'estimator');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, query).toBe(0);
    // The sale's amounts whole, in the table's own width.
    const sale = await page
      .getByTestId('sale-table-screen')
      .locator('table')
      .evaluate((table) => table.getBoundingClientRect().right);
    expect(sale, query).toBeLessThanOrEqual(320);
  }
});
