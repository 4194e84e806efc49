import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { V2_LABELS, V2_PROPERTY_TYPES } from '../../src/core/domain/estimate/catalog.ts';
import { VISITOR_MESSAGES } from '../../src/core/view/visitor-messages.ts';
import { apiEstimate, expectedResult, shownResult, waitForHydration, watchConsole } from './helpers.ts';

test.describe('GET /v2/estimate without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a pre-filled query shows the same numbers as the API for all 9 types', async ({ page, request }) => {
    for (const propertyType of V2_PROPERTY_TYPES) {
      const input = { propertyType, purchasePrice: 1_250_000, zip: '10001' };
      await page.goto(`/v2/estimate?propertyType=${propertyType}&purchasePrice=1250000&zip=10001`);
      await expect(page.locator('.result-type')).toHaveText(V2_LABELS[propertyType]);
      expect(await shownResult(page)).toEqual(expectedResult(await apiEstimate(request, input)));
      await expect(page.getByTestId('land-share')).toContainText('New York');
    }
  });

  test('the server-rendered HTML already contains the result', async ({ request }) => {
    const html = await (await request.get('/v2/estimate?propertyType=retail&purchasePrice=%241.25M')).text();
    const api = await apiEstimate(request, { propertyType: 'retail', purchasePrice: 1_250_000 });
    expect(html).toContain('$1,062,500');
    expect(api.depreciableBasis).toBe(1_062_500);
    // No ZIP code: the default land share, said as such (decision 0322).
    expect(html).toContain('(the default: no ZIP code given)');
  });

  test('submitting the form loads the new result by GET', async ({ page, request }) => {
    await page.goto('/v2/estimate');
    await expect(page.getByTestId('result')).toContainText('Choose a property type');
    await page.getByLabel('Property type').selectOption('warehouse_flex');
    await page.getByLabel('Purchase price').fill('2,400,000');
    await page.getByLabel('ZIP code').fill('94105');
    await page.getByRole('button', { name: 'Estimate' }).click();
    await expect(page).toHaveURL(/propertyType=warehouse_flex&purchasePrice=2%2C400%2C000&zip=94105/);
    const api = await apiEstimate(request, { propertyType: 'warehouse_flex', purchasePrice: 2_400_000, zip: '94105' });
    expect(await shownResult(page)).toEqual(expectedResult(api));
  });

  test('the empty form sent: what an estimate needs is said by its fields, the ZIP code left optional; a first visit says nothing (a review)', async ({
    page,
  }) => {
    await page.goto('/v2/estimate');
    await expect(page.locator('#purchasePrice-error')).toHaveCount(0);
    await page.getByRole('button', { name: 'Estimate' }).click();
    await expect(page).toHaveURL(/propertyType=&purchasePrice=/);
    await expect(page.locator('#propertyType-error')).toHaveText(VISITOR_MESSAGES.propertyType);
    await expect(page.locator('#purchasePrice-error')).toHaveText(VISITOR_MESSAGES.purchasePrice);
    await expect(page.locator('#zip-error')).toHaveCount(0);
  });

  test("an invalid or partial query shows a visitor's messages by the fields, no result, no error", async ({ page }) => {
    const response = await page.goto('/v2/estimate?propertyType=castle&purchasePrice=49999&zip=12345678901');
    expect(response?.status()).toBe(200);
    await expect(page.locator('#propertyType-error')).toHaveText(VISITOR_MESSAGES.propertyType);
    await expect(page.locator('#purchasePrice-error')).toHaveText(VISITOR_MESSAGES.purchasePrice);
    await expect(page.locator('#zip-error')).toHaveText('ZIP code: up to 10 characters');
    await expect(page.getByLabel('Purchase price')).toHaveAttribute('aria-describedby', 'purchasePrice-hint purchasePrice-error');
    await expect(page.getByLabel('Purchase price')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('depreciable-basis')).toHaveCount(0);

    await page.goto('/v2/estimate?propertyType=office');
    await expect(page.locator('#purchasePrice-error')).toHaveText(VISITOR_MESSAGES.purchasePrice);
    await page.goto('/v2/estimate?propertyType=office&purchasePrice=lots');
    await expect(page.locator('#purchasePrice-error')).toHaveText(VISITOR_MESSAGES.purchasePrice);
  });
});

test.describe('GET /v2/estimate with JavaScript', () => {
  test('typing recomputes in the browser with no request to /api/, and keeps the URL sharable', async ({ page, request }) => {
    const errors = watchConsole(page);
    const apiCalls: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname.startsWith('/api/')) apiCalls.push(req.url());
    });
    await page.goto('/v2/estimate');
    await waitForHydration(page, 'estimator');
    // Nothing entered, nothing to pin: a bookmark of the empty estimator opens on the day it is opened (decision 0343).
    await page.getByLabel('Purchase price').focus();
    await page.getByLabel('Property type').focus();
    await expect(page).toHaveURL(/\/v2\/estimate$/);

    await page.getByLabel('Property type').selectOption('residential_str');
    await page.getByLabel('Purchase price').fill('$1.25M');
    await expect(page.getByTestId('depreciable-basis')).toHaveText('$1,062,500');
    await expect(page).toHaveURL(/\/v2\/estimate\?propertyType=residential_str&purchasePrice=1250000&placedInService=\d{4}-\d{2}-\d{2}&studyYear=\d{4}$/);

    const cases = [
      ['50000', 50_000, '96813'],
      ['50,000,000', 50_000_000, '10001'],
      ['750k', 750_000, '02110'],
      ['1250000', 1_250_000, '25301'],
      ['1250000', 1_250_000, '00901'],
      ['1250000', 1_250_000, 'ABCDE'],
    ] as const;
    const expected = [];
    for (const [, purchasePrice, zip] of cases) {
      expected.push(expectedResult(await apiEstimate(request, { propertyType: 'residential_str', purchasePrice, zip })));
    }
    apiCalls.length = 0; // the reference calls above came from the test, not the page
    for (const [index, [typed, purchasePrice, zip]] of cases.entries()) {
      await page.getByLabel('Purchase price').fill(typed);
      await page.getByLabel('ZIP code').fill(zip);
      await expect(page).toHaveURL(new RegExp(`purchasePrice=${purchasePrice}&zip=${zip}&placedInService=\\d{4}-\\d{2}-\\d{2}&studyYear=\\d{4}$`));
      expect(await shownResult(page)).toEqual(expected[index]);
    }
    expect(apiCalls).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('the empty form sent: its messages by the fields, the focus on the first, with no page load (a review)', async ({ page }) => {
    await page.goto('/v2/estimate');
    await waitForHydration(page, 'estimator');
    await expect(page.locator('#purchasePrice-error')).toHaveCount(0);
    await page.getByRole('button', { name: 'Estimate' }).click();
    await expect(page.locator('#propertyType-error')).toHaveText(VISITOR_MESSAGES.propertyType);
    await expect(page.locator('#purchasePrice-error')).toHaveText(VISITOR_MESSAGES.purchasePrice);
    await expect(page.locator('#zip-error')).toHaveCount(0);
    await expect(page.getByLabel('Property type')).toBeFocused();
    // Answered by the island: the form was not sent (it would name its fields in the address).
    expect(page.url()).not.toContain('propertyType=');
    // Typing a price takes its message away at once; the property type's stays.
    await page.getByLabel('Purchase price').fill('650000');
    await expect(page.locator('#purchasePrice-error')).toHaveCount(0);
    await expect(page.locator('#propertyType-error')).toHaveText(VISITOR_MESSAGES.propertyType);
  });

  test('the island starts from the query string and shows messages as the visitor types', async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto('/v2/estimate?propertyType=office&purchasePrice=1250000&zip=10001');
    await waitForHydration(page, 'estimator');
    await expect(page.getByTestId('depreciable-basis')).toHaveText('$775,000');

    await page.getByLabel('Purchase price').fill('49999');
    await expect(page.locator('#purchasePrice-error')).toHaveText(VISITOR_MESSAGES.purchasePrice);
    await expect(page.getByTestId('depreciable-basis')).toHaveCount(0);
    await page.getByLabel('Purchase price').fill('50000001');
    await expect(page.locator('#purchasePrice-error')).toHaveText(VISITOR_MESSAGES.purchasePrice);
    await page.getByLabel('Purchase price').fill('a lot');
    await expect(page.locator('#purchasePrice-error')).toHaveText(VISITOR_MESSAGES.purchasePrice);
    await page.getByLabel('Purchase price').fill('');
    await expect(page.locator('#purchasePrice-error')).toHaveText(VISITOR_MESSAGES.purchasePrice);
    await expect(page).toHaveURL(/\?propertyType=office&zip=10001&placedInService=\d{4}-\d{2}-\d{2}&studyYear=\d{4}$/);
    expect(errors).toEqual([]);
  });

  test('"Copy link" copies the address of the current estimate', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
    await page.goto('/v2/estimate?propertyType=mixed_use&purchasePrice=900000');
    await page.getByLabel('ZIP code').fill('33101');
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByRole('status')).toHaveText('Link copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    // The link pins the date placed in service, today's (issue 41).
    expect(copied).toMatch(
      new RegExp(`^${baseURL}/v2/estimate\\?propertyType=mixed_use&purchasePrice=900000&zip=33101&placedInService=\\d{4}-\\d{2}-\\d{2}&studyYear=\\d{4}$`),
    );
  });

  test('the form works from the keyboard alone', async ({ page }) => {
    await page.goto('/v2/estimate');
    await waitForHydration(page, 'estimator');
    await page.getByLabel('Property type').focus();
    await page.keyboard.press('ArrowDown'); // first property type
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Purchase price')).toBeFocused();
    await page.keyboard.type('300000');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('ZIP code')).toBeFocused();
    await page.keyboard.type('60601');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('depreciable-basis')).toHaveText('$246,000'); // IL 18%
  });

  test('hydration causes no layout shift', async ({ page }) => {
    await page.goto('/v2/estimate?propertyType=office&purchasePrice=1250000&zip=10001');
    await waitForHydration(page, 'estimator');
    // Frames, not a clock: two frames after hydration its layout is done, and any shift it
    // caused is in the buffered entries, which an observer gets before two more frames pass.
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const frames = (count: number, then: () => void) => (count === 0 ? then() : requestAnimationFrame(() => frames(count - 1, then)));
          frames(2, () => {
            let total = 0;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries()) total += (entry as unknown as { value: number }).value;
            }).observe({ type: 'layout-shift', buffered: true });
            frames(2, () => resolve(total));
          });
        }),
    );
    expect(shift).toBe(0);
  });
});

test.describe('quality bars', () => {
  for (const path of [
    '/v2/estimate',
    '/v2/estimate?propertyType=office&purchasePrice=1250000&zip=10001',
    '/v2/estimate?propertyType=x&purchasePrice=1',
    '/',
    '/methodology',
  ]) {
    test(`axe finds no violations on ${path}`, async ({ page }) => {
      const errors = watchConsole(page);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  test('no horizontal scroll at 320 px; screenshots at 375 and 1280 px', async ({ page }, testInfo) => {
    const path = '/v2/estimate?propertyType=office&purchasePrice=1250000&zip=10001';
    for (const width of [320, 375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await waitForHydration(page, 'estimator');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `horizontal overflow at ${width}px`).toBe(0);
      if (width !== 320) {
        const file = testInfo.outputPath(`estimate-${width}.png`);
        await page.screenshot({ path: file, fullPage: true });
        await testInfo.attach(`estimate-${width}`, { path: file, contentType: 'image/png' });
      }
    }
  });

  test('pages send the security headers; the CSP allows no inline script', async ({ request }) => {
    for (const path of ['/v2/estimate', '/', '/methodology']) {
      const response = await request.get(path);
      const headers = response.headers();
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      const csp = headers['content-security-policy'] ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toMatch(/script-src 'self'( 'sha256-[^']+')+;/);
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).not.toContain('unsafe-eval');
    }
  });

  test('the page makes no third-party request and loads no web font', async ({ page, baseURL }) => {
    const foreign: string[] = [];
    const fonts: string[] = [];
    page.on('request', (req) => {
      if (!req.url().startsWith(baseURL!)) foreign.push(req.url());
      if (req.resourceType() === 'font') fonts.push(req.url());
    });
    await page.goto('/v2/estimate?propertyType=office&purchasePrice=1250000');
    await page.waitForLoadState('networkidle');
    expect(foreign).toEqual([]);
    expect(fonts).toEqual([]);
  });
});
