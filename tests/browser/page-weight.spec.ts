import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { waitForHydration } from './helpers.ts';

/** Issue budget (issue 19 raised it from 15 KB): all JavaScript a visitor's browser runs on the estimate page, gzip. */
const PAGE_JS_BUDGET_GZIP = 20 * 1024;

test('total JavaScript on /v2/estimate is within 20 KB gzip', async ({ page }, testInfo) => {
  const scripts = new Map<string, Buffer>();
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.set(response.url(), await response.body());
  });
  await page.goto('/v2/estimate?propertyType=office&purchasePrice=1250000&zip=10001');
  await waitForHydration(page, 'estimator');
  await page.waitForLoadState('networkidle');
  const inline = await page.$$eval('script:not([src])', (elements) => elements.map((element) => element.textContent ?? ''));

  const gzip = (text: Buffer | string) => gzipSync(text, { level: 9 }).byteLength;
  const files = [...scripts].map(([url, body]) => ({ file: new URL(url).pathname, raw: body.byteLength, gzip: gzip(body) }));
  const inlineGzip = inline.reduce((sum, text) => sum + gzip(text), 0);
  const total = files.reduce((sum, file) => sum + file.gzip, 0) + inlineGzip;

  const report = [
    ...files.map((f) => `${f.file}: ${f.raw} B raw, ${f.gzip} B gzip`),
    `inline scripts: ${inlineGzip} B gzip`,
    `total: ${total} B gzip (budget ${PAGE_JS_BUDGET_GZIP})`,
  ].join('\n');
  console.log(`Page JavaScript on /v2/estimate\n${report}`);
  testInfo.annotations.push({ type: 'page-js-gzip-bytes', description: String(total) });
  expect(files.length).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(PAGE_JS_BUDGET_GZIP);
});
