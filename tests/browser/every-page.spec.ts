import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { watchConsole } from './helpers.ts';

/** Every page a visitor reaches, with the estimate pre-filled where there is one. */
const PAGES = [
  ['landing', '/?propertyType=office&purchasePrice=1250000&zip=10001'],
  ['estimate', '/v2/estimate?propertyType=office&purchasePrice=1250000&zip=10001&placedInService=2024-05-15'],
  ['methodology', '/methodology'],
  ['guide', '/guide'],
  ['widget', '/widget'],
  ['api-docs', '/docs/api'],
  // The guides, rendered from docs/*.md; decision records share one template, checked on one.
  ['docs', '/docs'],
  ['api-guide', '/docs/api-guide'],
  ['widget-guide', '/docs/widget'],
  ['pages-guide', '/docs/pages'],
  ['operations-guide', '/docs/operations'],
  ['decisions', '/docs/decisions'],
  ['decision', '/docs/decisions/0008-rounding'],
  ['changelog', '/docs/changelog'],
] as const;

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`every page, ${colorScheme} theme`, () => {
    test.use({ colorScheme });
    // Axe on the longest page (the methodology) and two full-page screenshots of it take 20 to 35
    // s on a 2-core machine running the other workers: past the suite's 30 s, though nothing hangs.
    test.describe.configure({ timeout: 90_000 });

    for (const [name, path] of PAGES) {
      test(`${name}: axe finds nothing; no horizontal scroll at 320 and 375 px; screenshots at 375 and 1280 px`, async ({ page }, testInfo) => {
        const errors = watchConsole(page);
        // Loaded once, at the narrowest width (where a layout fixed at load would overflow), then
        // resized as a visitor turns a phone or widens a window: every check sees the same page.
        for (const width of [320, 375, 1280]) {
          await page.setViewportSize({ width, height: 900 });
          if (width === 320) {
            await page.goto(path);
            await page.waitForLoadState('networkidle');
            // Scrolled through once, as a visitor reads it: what loads on the way (the /widget
            // preview's widget) is then on the page for the checks and the screenshots.
            await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
            if (path === '/widget') await page.locator('#costseg-estimator .csw').waitFor();
            await page.evaluate(() => window.scrollTo(0, 0));
          }
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          expect(overflow, `horizontal scroll of the page at ${width}px`).toBe(0);
          if (width === 320) continue;
          if (width === 375) {
            const results = await new AxeBuilder({ page }).analyze();
            expect(
              results.violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`),
            ).toEqual([]);
          }
          const file = testInfo.outputPath(`${name}-${colorScheme}-${width}.png`);
          await page.screenshot({ path: file, fullPage: true });
          await testInfo.attach(`${name}-${colorScheme}-${width}`, { path: file, contentType: 'image/png' });
        }
        expect(errors).toEqual([]);
      });
    }
  });
}

test('the menu marks the section the page is in, and only that one: its own page as the page, a page within it as within (a review)', async ({ page }) => {
  const menu = page.getByRole('navigation', { name: 'Main' });
  for (const [path, section, current] of [
    ['/v2/estimate?propertyType=office&purchasePrice=1250000', 'Estimator', 'page'],
    ['/guide', 'Guide for owners', 'page'],
    ['/docs/api', 'API', 'page'],
    ['/docs/decisions/0008-rounding', 'Docs', 'true'],
    ['/', null, null],
  ] as const) {
    await page.goto(path);
    const marked = menu.locator('[aria-current]');
    if (section === null) await expect(marked, path).toHaveCount(0);
    else {
      await expect(marked, path).toHaveText(section);
      await expect(marked, path).toHaveAttribute('aria-current', current!);
    }
  }
});

test('the methodology’s bonus table fits a wide screen, its law column whole: a range of dates breaks between its dates (a review)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/methodology');
  const box = page.getByRole('region', { name: 'Bonus rate by date acquired and placed in service' });
  await box.scrollIntoViewIfNeeded();
  const { scroll, client } = await box.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
  expect(scroll).toBeLessThanOrEqual(client);
  // No date is broken inside: each cell's dates stay whole.
  const first = box.locator('td.range').first();
  await expect(first.locator('span').first()).toHaveCSS('white-space', 'nowrap');
});
