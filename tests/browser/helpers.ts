import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, type TestInfo, test } from '@playwright/test';
import type { V2Estimate } from '../../src/core/domain/estimate/estimate.ts';
import type { TaxImpact } from '../../src/core/domain/tax/tax-impact.ts';
import { formatPercent, formatUsd } from '../../src/core/view/format.ts';

let client = 1;
/**
 * An X-Forwarded-For address no other request of the run uses (the server trusts one proxy
 * hop): workers share one server, so each worker counts in its own block and no test spends
 * another's rate-limit budget.
 */
export function distinctClient(): string {
  const n = client++;
  return `10.${test.info().workerIndex & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/** The API's answer for the same inputs, asked as a distinct client. */
export async function apiEstimate(request: APIRequestContext, body: Record<string, unknown>): Promise<V2Estimate> {
  const response = await request.post('/api/v2/estimate', { data: body, headers: { 'X-Forwarded-For': distinctClient() } });
  if (response.status() !== 200) throw new Error(`API answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as V2Estimate;
}

/** The tax impact API's answer for the same inputs, asked as a distinct client. */
export async function apiTaxImpact(request: APIRequestContext, body: Record<string, unknown>): Promise<TaxImpact> {
  const response = await request.post('/api/v2/tax-impact', { data: body, headers: { 'X-Forwarded-For': distinctClient() } });
  expect(response.status()).toBe(200);
  return (await response.json()) as TaxImpact;
}

/**
 * A body as the estimator page's query string: the same names as the API's fields. Two of the
 * API's defaults are said, as the page has its own: the participation (not_limited; the page
 * assumes none, decision 0342) and the study year (the year placed in service; the page's is this
 * year for an earlier purchase, decision 0343).
 */
export function queryOf(body: Readonly<Record<string, string | number | boolean>>): string {
  const said: Record<string, string | number | boolean> = { passiveActivity: 'not_limited', ...body };
  if (typeof body.placedInService === 'string' && !('studyYear' in body)) said.studyYear = body.placedInService.slice(0, 4);
  return new URLSearchParams(Object.entries(said).map(([name, value]) => [name, String(value)])).toString();
}

/** Opens `url` at `width` px, hydrated, and checks it as every screenshot test does: axe finds nothing, nothing overflows sideways. */
export async function openCheckedAt(page: Page, url: string, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(url);
  await waitForHydration(page, 'estimator');
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `horizontal overflow at ${width}px`).toBe(0);
}

/** A screenshot of what `selector` picks, attached to the test's report as `name`. */
export async function attachScreenshot(page: Page, testInfo: TestInfo, name: string, selector: string): Promise<void> {
  const file = testInfo.outputPath(`${name}.png`);
  await page.locator(selector).screenshot({ path: file });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

/** What the page shows for an estimate, as text. */
export async function shownResult(page: Page) {
  // biome-ignore lint/performance/useDomNodeTextContent: a Playwright locator, not a DOM node: innerText is the text as rendered.
  const text = (testId: string) => page.getByTestId(testId).innerText();
  return {
    basis: await text('depreciable-basis'),
    landShare: (await text('land-share')).split(' ')[0],
    low: [await text('low-pct'), await text('low-reclassified')],
    typical: [await text('typical-pct'), await text('typical-reclassified')],
    high: [await text('high-pct'), await text('high-reclassified')],
    disclaimer: await text('disclaimer'),
  };
}

/** The same shape, formatted from an API response. */
export function expectedResult(estimate: V2Estimate) {
  return {
    basis: formatUsd(estimate.depreciableBasis),
    landShare: formatPercent(estimate.landShare),
    low: [formatPercent(estimate.low.pct), formatUsd(estimate.low.reclassified)],
    typical: [formatPercent(estimate.typical.pct), formatUsd(estimate.typical.reclassified)],
    high: [formatPercent(estimate.high.pct), formatUsd(estimate.high.reclassified)],
    disclaimer: estimate.disclaimer,
  };
}

/** Fails the test on any console error or uncaught exception (CSP violations included). */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Waits until the island with this root id is hydrated (src/components/hydrate-island.ts marks
 * its root once Preact has taken over the server-rendered HTML): from then on it answers input.
 */
export async function waitForHydration(page: Page, id: string): Promise<void> {
  await page.locator(`#${id}[data-hydrated]`).waitFor({ state: 'attached' });
}
