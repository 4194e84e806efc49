import { expect, type Page, test } from '@playwright/test';
import { GUIDE_PAGES } from '../../src/core/view/doc-pages.ts';
import { repeatedWords } from '../docs/markdown.ts';
import { watchConsole } from './helpers.ts';

/**
 * /docs and the pages under it: the guides, the decision records and the changelog rendered
 * from the repository's Markdown, and the generated API reference. Every page answers, says no
 * word twice in a heading, runs no script, fits a 320 px screen, and links only to what answers.
 */

/** The headings of the page that repeat a word, with the words. */
async function headingsRepeatingAWord(page: Page): Promise<string[]> {
  const headings = await page.locator('h1, h2, h3, h4, h5, h6').allTextContents();
  return headings.map((heading) => heading.replace(/\s+/g, ' ').trim()).filter((heading) => repeatedWords(heading).length > 0);
}

/** The page's own links (same origin, no fragment-only jump), as paths with their queries. */
async function ownLinks(page: Page): Promise<string[]> {
  const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  const origin = new URL(page.url()).origin;
  return hrefs.filter((href) => new URL(href).origin === origin).map((href) => new URL(href).pathname + new URL(href).search);
}

test('/docs answers, and links every guide, the decisions, the changelog and the API reference', async ({ page }) => {
  const response = await page.goto('/docs');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Documentation');
  const links = await ownLinks(page);
  for (const path of [...GUIDE_PAGES.map((guide) => guide.path), '/docs/api', '/api/openapi.json']) expect(links, path).toContain(path);
  // Every page links to /docs from its navigation.
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Docs' }).click();
  await expect(page).toHaveURL(/\/docs$/);
});

test('every page under /docs answers, runs no script, fits 320 px, repeats no word in a heading and links only to what answers', async ({ page, request }) => {
  test.setTimeout(120_000);
  const errors = watchConsole(page);
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto('/docs/decisions');
  const decisions = (await ownLinks(page)).filter((path) => /^\/docs\/decisions\/\d{4}-/.test(path));
  expect(decisions.length).toBeGreaterThan(0);
  const pages = ['/docs', ...GUIDE_PAGES.map((guide) => guide.path), ...decisions, '/docs/api'];

  const problems: string[] = [];
  const linked = new Set<string>();
  for (const path of pages) {
    const response = await page.goto(path);
    if (response?.status() !== 200) problems.push(`${path} answered ${response?.status()}`);
    for (const heading of await headingsRepeatingAWord(page)) problems.push(`${path}: heading "${heading}" repeats ${repeatedWords(heading).join(', ')}`);
    if (path !== '/docs/api' && (await page.locator('script').count()) > 0) problems.push(`${path} has a script`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    if (overflow > 0) problems.push(`${path} scrolls sideways at 320 px (${overflow} px)`);
    for (const link of await ownLinks(page)) linked.add(link);
  }
  for (const link of linked) {
    const status = (await request.get(link)).status();
    if (status !== 200) problems.push(`a link to ${link} answers ${status}`);
  }
  expect(problems).toEqual([]);
  expect(errors).toEqual([]);
});

test('a page of the guides keeps its links between guides, and the words of links to code', async ({ page }) => {
  await page.goto('/docs/decisions/0025-client-address');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Client address: socket first, our own proxy rules');
  await expect(page.getByRole('link', { name: 'operations' })).toHaveAttribute('href', '/docs/operations#several-instances');
  // The test file it cites is named, not linked: the site serves no source files.
  await expect(page.locator('article code', { hasText: 'tests/server/client-ip.test.ts' })).toBeVisible();
  await expect(page.locator('article a', { hasText: 'tests/server/client-ip.test.ts' })).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Decisions' }).click();
  await expect(page).toHaveURL(/\/docs\/decisions$/);
});

test('an address under /docs with no document is the site\u2019s 404 page', async ({ request }) => {
  for (const path of ['/docs/no-such-guide', '/docs/decisions/9999-no-such-decision', '/docs/decisions/README']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toContain('Page not found');
  }
});
