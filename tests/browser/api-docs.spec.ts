import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { distinctClient } from './helpers.ts';

test.describe('/docs/api', () => {
  test('is linked from the landing page and documents both endpoints, legacy marked', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'API reference' }).click();
    await expect(page).toHaveURL(/\/docs\/api$/);
    await expect(page.getByRole('heading', { name: /POST \/api\/v2\/estimate/ })).toBeVisible();
    const legacy = page.getByRole('heading', { name: /POST \/api\/estimate/ });
    await expect(legacy).toContainText('Legacy');
    for (const status of ['200', '400', '405', '413', '429']) {
      await expect(page.getByRole('table', { name: 'Status codes of POST /api/v2/estimate' }).getByRole('rowheader', { name: status })).toBeVisible();
    }
    await expect(page.getByRole('table', { name: 'Fields of POST /api/estimate' })).toContainText('listing_url');
    await expect(page.getByRole('link', { name: '/api/openapi.json' })).toHaveAttribute('href', '/api/openapi.json');
  });

  test('its examples show what the API answers', async ({ page, request }) => {
    await page.goto('/docs/api');
    const first = page.locator('#v2').locator('..').locator('details').first();
    await first.locator('summary').click();
    await expect(first.locator('pre').first()).toBeVisible();
    const blocks = await first.locator('pre').allInnerTexts();
    const body = JSON.parse(/-d '(.*)'/.exec(blocks[0]!)![1]!);
    const answer = await request.post('/api/v2/estimate', { data: body, headers: { 'X-Forwarded-For': distinctClient() } });
    expect(await answer.json()).toEqual(JSON.parse(blocks[2]!));
    expect(blocks[1]).toContain("method: 'POST'");
  });

  test('axe finds no violations; no horizontal scroll at 320 px', async ({ page }) => {
    await page.goto('/docs/api');
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    for (const path of ['/docs/api', '/', '/methodology', '/widget']) {
      await page.setViewportSize({ width: 320, height: 800 });
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), path).toBe(0);
    }
  });
});
