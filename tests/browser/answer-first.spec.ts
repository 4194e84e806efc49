import { expect, type Page, test } from '@playwright/test';
import { formatUsd } from '../../src/core/view/format.ts';
import { waitForHydration } from './helpers.ts';

const ESTIMATE = '/v2/estimate?propertyType=office&purchasePrice=1250000&zip=10001&placedInService=2024-05-15&studyYear=2024&passiveActivity=not_limited';

/** Every page a visitor reaches, the estimate pre-filled where there is one. */
const PAGES = [
  '/?propertyType=office&purchasePrice=1250000&zip=10001',
  ESTIMATE,
  '/v2/estimate',
  '/methodology',
  '/widget',
  '/docs/api',
  '/docs',
  '/docs/widget',
  '/no-such-page',
] as const;

/**
 * The smallest text as rendered: every visible text node's font size, SVG text scaled by its
 * transform to the screen (getScreenCTM), shadow roots (the widget) included.
 */
async function smallestText(page: Page): Promise<{ size: number; text: string }> {
  return page.evaluate(() => {
    let smallest = { size: Number.POSITIVE_INFINITY, text: '' };
    const visit = (root: Node) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node instanceof Element && node.shadowRoot) visit(node.shadowRoot);
        if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
        const element = node.parentElement;
        if (!element || element.closest('script, style, title, option, noscript')) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const box = range.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue; // not rendered (display: none, clipped to 1 px)
        if (element.closest('.visually-hidden, .stack thead')) continue;
        let size = Number.parseFloat(getComputedStyle(element).fontSize);
        if (element instanceof SVGGraphicsElement) {
          const matrix = element.getScreenCTM();
          if (matrix) size *= Math.sqrt(Math.abs(matrix.a * matrix.d - matrix.b * matrix.c));
        }
        if (size < smallest.size) smallest = { size, text: node.textContent.trim().slice(0, 60) };
      }
    };
    visit(document.body);
    return smallest;
  });
}

test.describe('no text under 12 px', () => {
  for (const path of PAGES) {
    test(`${path} at 375 and 1280 px`, async ({ page }) => {
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        if (path === '/widget') {
          // The preview's widget loads as it comes near the screen, as a firm scrolls to it.
          await page.locator('#costseg-estimator').scrollIntoViewIfNeeded();
          await page.locator('#costseg-estimator').getByTestId('depreciable-basis').waitFor();
        }
        const smallest = await smallestText(page);
        expect(smallest.size, `${width}px: "${smallest.text}"`).toBeGreaterThanOrEqual(12);
      }
    });
  }
});

test.describe('the answer first', () => {
  test('the headline (the first-year tax saving) comes first in the result, in its largest type, the reclassified amount as its subtitle', async ({ page }) => {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(ESTIMATE);
      const headline = page.getByTestId('headline');
      // Issue 27: the ZIP code's state (New York, 2,075 that year) is in the figure, and the label says so.
      await expect(page.getByRole('heading', { name: 'Tax you could save in 2024, federal and New York' })).toBeVisible();
      await expect(page.getByTestId('headline-amount')).toHaveText(formatUsd(36_675 + 2_075));
      await expect(headline).toContainText('$155,000 of the building deducted sooner, as 5-, 7- and 15-year property');
      const sizes = await page.getByTestId('result').evaluate((result) => {
        const size = (element: Element) => Number.parseFloat(getComputedStyle(element).fontSize);
        const amount = result.querySelector('[data-testid="headline-amount"]')!;
        const others = [...result.querySelectorAll('*')].filter((element) => element !== amount && !amount.contains(element));
        // A part whose code loads later (Deferred.tsx) lays out as if its wrapper were not there.
        const first = result.firstElementChild?.matches('[data-part]') ? result.firstElementChild.firstElementChild : result.firstElementChild;
        return { amount: size(amount), largestOther: Math.max(...others.map(size)), firstChild: first?.getAttribute('data-testid') };
      });
      expect(sizes.firstChild).toBe('headline');
      expect(sizes.amount).toBeGreaterThanOrEqual(1.5 * sizes.largestOther);
      // Plain words first: the headline's words before the jargon of classes.
      const text = (await page.getByTestId('result').textContent()) ?? '';
      expect(text.indexOf('Tax you could save')).toBeLessThan(text.indexOf('5-, 7- and 15-year'));
    }
  });

  test('the tax assumptions appear once there is a property, and the disclaimer once', async ({ page }) => {
    await page.goto('/v2/estimate');
    await waitForHydration(page, 'estimator');
    await expect(page.getByLabel('Tax rate', { exact: true })).toHaveCount(0);
    await page.getByLabel('Property type').selectOption('office');
    await page.getByLabel('Purchase price').fill('1250000');
    await expect(page.getByLabel('Tax rate', { exact: true })).toBeVisible();
    await expect(page.getByText('not a cost segregation study')).toHaveCount(1);
  });

  test('a tax choice in the link still submits with the form before there is a property (no JavaScript)', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/v2/estimate?taxRate=0.24');
    await page.getByLabel('Property type').selectOption('office');
    await page.getByLabel('Purchase price').fill('1250000');
    await page.getByRole('button', { name: 'Estimate' }).click();
    await expect(page).toHaveURL(/taxRate=0.24/);
    await expect(page.getByLabel('Tax rate', { exact: true })).toHaveValue(/^24%?$|^0\.24$/);
    await context.close();
  });

  test('the price field shows money: pre-filled, and once the visitor leaves it', async ({ browser }) => {
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noScript.newPage();
    await plain.goto('/v2/estimate?propertyType=office&purchasePrice=1250000');
    await expect(plain.getByLabel('Purchase price')).toHaveValue('1,250,000');
    await noScript.close();

    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/v2/estimate?propertyType=office');
    await waitForHydration(page, 'estimator');
    await page.getByLabel('Purchase price').fill('$2.5M');
    await expect(page.getByLabel('Purchase price')).toHaveValue('$2.5M'); // as typed while typing
    await page.getByLabel('ZIP code').focus();
    await expect(page.getByLabel('Purchase price')).toHaveValue('2,500,000');
    await expect(page).toHaveURL(/purchasePrice=2500000&placedInService=\d{4}-\d{2}-\d{2}&studyYear=\d{4}$/);
    await page.getByLabel('Purchase price').fill('lots');
    await page.getByLabel('ZIP code').focus();
    await expect(page.getByLabel('Purchase price')).toHaveValue('lots');
    await context.close();
  });
});

test.describe('the chart', () => {
  test('full width of its column, at least 5 years named at 12 px or more, a legend in words, the figures as a table', async ({ page }) => {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(ESTIMATE);
      const chart = page.locator('.savings-chart');
      const measured = await chart.evaluate((figure) => {
        const svg = figure.querySelector('svg')!;
        const years = [...svg.querySelectorAll<SVGTextElement>('.chart-year')].filter((text) => text.getBoundingClientRect().width > 0);
        return {
          svgWidth: svg.getBoundingClientRect().width,
          columnWidth: figure.getBoundingClientRect().width,
          years: years.map((text) => text.textContent),
          yearHeights: years.map((text) => Number.parseFloat(getComputedStyle(text).fontSize) * (svg.getScreenCTM()?.a ?? 1)),
        };
      });
      expect(measured.svgWidth).toBeCloseTo(measured.columnWidth, 0);
      expect(measured.years.length, `years named at ${width}px`).toBeGreaterThanOrEqual(5);
      for (const size of measured.yearHeights) expect(size).toBeGreaterThanOrEqual(12);
      await expect(chart.locator('.chart-legend')).toContainText('tax saved');
      const table = chart.getByRole('table', { name: "The study's tax savings and costs each year" });
      await expect(table.locator('tbody tr')).toHaveCount(10);
      await expect(table.locator('tbody tr').first()).toContainText(formatUsd(36_675 + 2_075)); // federal and New York
    }
  });

  test('its title says "and what it costs" only when a bar is below the line (a review)', async ({ page }) => {
    // A professional's usual study gives tax back in later years: bars below the line.
    await page.goto(ESTIMATE);
    await expect(page.locator('#savings-chart-caption')).toContainText(', and what it costs, 2024 to');
    // A household whose small income takes the study's loss over the years: nothing given back, no fee, no sale.
    await page.goto(
      '/v2/estimate?propertyType=office&purchasePrice=1250000&placedInService=2024-05-15&studyYear=2024&passiveActivity=not_limited&taxableIncome=20000',
    );
    await expect(page.locator('#savings-chart-caption')).toContainText('Tax saved each year with the study');
    await expect(page.locator('#savings-chart-caption')).not.toContainText('what it costs');
    await expect(page.locator('.savings-chart .swatch-down')).toHaveCount(0);
    // Its summary and its table name no costs either.
    await expect(page.locator('.savings-chart svg')).toHaveAttribute('aria-label', /^The study's tax savings each year, 2024 to/);
    await expect(page.locator('.savings-chart').getByRole('table', { name: "The study's tax savings each year" })).toBeAttached();
  });

  test('with two bars, a phone names both years (issue 41)', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 900 });
    await page.goto('/v2/estimate?propertyType=office&purchasePrice=1250000&placedInService=2026-03-01&saleDate=2027-06-30&passiveActivity=not_limited');
    const named = await page
      .locator('.savings-chart svg .chart-year')
      .evaluateAll((texts) => texts.filter((text) => text.getBoundingClientRect().width > 0).map((text) => text.textContent));
    expect(named).toEqual(['2026', '2027']);
  });

  test('a phone names the first year, the last (a sale’s) and every other one back from it (a review)', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 900 });
    await page.goto('/v2/estimate?propertyType=office&purchasePrice=1250000&placedInService=2026-03-01&saleDate=2031-06-30&passiveActivity=not_limited');
    const named = await page
      .locator('.savings-chart svg .chart-year')
      .evaluateAll((texts) => texts.filter((text) => text.getBoundingClientRect().width > 0).map((text) => text.textContent));
    expect(named).toEqual(['2026', '2029', '2031']);
  });
});

test.describe('the year table, and the parts whose code loads at the first change', () => {
  test('ten years at full height, and all of them behind a control that needs no JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(ESTIMATE);
    const rows = page.locator('.year-table tbody tr');
    await expect(rows).toHaveCount(40);
    await expect(page.locator('.year-table tbody tr:visible')).toHaveCount(10);
    const scrolls = await page.locator('.year-table').evaluate((section) => section.scrollHeight > section.clientHeight + 1);
    expect(scrolls, 'the table scrolls inside a box').toBe(false);
    await page.getByLabel('Show all 40 years').check();
    await expect(page.locator('.year-table tbody tr:visible')).toHaveCount(40);
    await context.close();
  });

  test('on a phone the running total stays: the table scrolls sideways in its own focusable region (a review: the note spoke of a total it hid)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 900 });
    await page.goto(ESTIMATE);
    await expect(page.locator('.year-table thead th', { hasText: 'Total so far' })).toBeAttached();
    expect(await page.locator('.year-table th.so-far').evaluate((cell) => getComputedStyle(cell).display)).not.toBe('none');
    const region = page.locator('.year-table .table-scroll');
    await expect(region).toHaveAttribute('tabindex', '0');
    // The page itself does not scroll sideways: the region does.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await region.scrollIntoViewIfNeeded();
    await region.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    await expect(page.locator('.year-table th.so-far')).toBeInViewport();
  });

  test('the first click is kept when it is what loads the part’s code, and so is the focus (a review: the box unticked itself)', async ({ page }) => {
    await page.goto(ESTIMATE);
    await waitForHydration(page, 'estimator');
    // The year table's code loads at the owner's first change; here that change is this box.
    const all = page.getByLabel('Show all 40 years');
    await all.focus();
    await page.keyboard.press('Space');
    await expect(all).toBeChecked();
    await expect(page.locator('.year-table tbody tr:visible')).toHaveCount(40);
    await expect(all).toBeFocused();
  });

  test('a first change outside the part is not undone when the part’s code loads (a review: the carry-over clicked the radio the server had shown)', async ({
    page,
  }) => {
    await page.goto(
      '/v2/estimate?propertyType=residential_str&purchasePrice=650000&zip=37203&placedInService=2024-05-15&studyYear=2024&passiveActivity=not_limited&averageStay=7_days_or_less',
    );
    await waitForHydration(page, 'estimator');
    await page.locator('select#averageStay').selectOption('over_7_days');
    // The part's code has loaded once the radios answer for themselves; the owner's stay is kept.
    await expect(page.locator('select#averageStay')).toHaveValue('over_7_days');
    await page.waitForTimeout(500);
    await expect(page.locator('select#averageStay')).toHaveValue('over_7_days');
    await expect(page).toHaveURL(/averageStay=over_7_days/);
  });

  test('a participation radio chosen first keeps the focus: the arrow keys go on to the next answer', async ({ page }) => {
    await page.goto(ESTIMATE.replace('&passiveActivity=not_limited', ''));
    await waitForHydration(page, 'estimator');
    const radios = page.locator('input[name="passiveActivity"]');
    await radios.first().focus();
    await page.keyboard.press('Space');
    await expect(radios.first()).toBeChecked();
    await expect(radios.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(radios.nth(1)).toBeChecked();
    await expect(radios.nth(1)).toBeFocused();
  });
});

test.describe('the other pages', () => {
  test('methodology: a table of contents whose links all land on a heading', async ({ page }) => {
    await page.goto('/methodology');
    const toc = page.getByRole('navigation', { name: 'On this page' });
    const hrefs = await toc.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
    expect(hrefs.length).toBeGreaterThanOrEqual(6);
    for (const href of hrefs) await expect(page.locator(`${href}:is(h2, h3)`)).toHaveCount(1);
    // Numbers align right in the tables.
    await expect(page.locator('.scroll-table td.num').first()).toHaveCSS('text-align', 'right');
    expect(await page.locator('main').textContent()).not.toMatch(/default\d/);
  });

  test('/docs/api: a quick start first, one curl per endpoint with its answer', async ({ page, request }) => {
    await page.goto('/docs/api');
    const quickStart = page.locator('.quick-start');
    await expect(quickStart.getByRole('heading', { name: 'Quick start' })).toBeVisible();
    const calls = quickStart.locator('.quick-call');
    await expect(calls).toHaveCount(3);
    const first = await calls.first().locator('pre').allInnerTexts();
    const url = /curl -s (\S+)/.exec(first[0]!)![1]!;
    const body = JSON.parse(/-d '(.*)'/.exec(first[0]!)![1]!);
    const answer = await request.post(new URL(url).pathname, { data: body, headers: { 'X-Forwarded-For': '203.0.113.251' } });
    expect(await answer.json()).toEqual(JSON.parse(first[1]!));
    const reference = await page.getByRole('heading', { name: 'Reference', exact: true }).boundingBox();
    expect((await quickStart.boundingBox())!.y).toBeLessThan(reference!.y);
  });
});
