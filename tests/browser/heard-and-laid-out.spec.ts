import { expect, type Page, test } from '@playwright/test';
import { PAUSE_MS } from '../../src/core/view/while-typing.ts';
import { waitForHydration } from './helpers.ts';
import { container, hostPage, useHostServer, widget } from './widget-host.ts';

/**
 * Issue 34, the page: what a screen reader is told (one short sentence, the headline, once the
 * visitor pauses, never whole sections), and one layout whether the answer came from a link or
 * from typing (decision 0332).
 */
const host = useHostServer();
const { script } = host;

const OFFICE = '/v2/estimate?propertyType=office&purchasePrice=1250000&zip=10001&passiveActivity=not_limited';

/** Every live region's text: aria-live, and the roles that are live by default. */
const liveTexts = (root: Page | ReturnType<typeof widget>) =>
  root
    .locator('[aria-live], [role="status"], [role="alert"], [role="log"], output')
    .evaluateAll((regions) =>
      regions.map((region) => ({ live: region.getAttribute('aria-live') ?? region.getAttribute('role'), text: region.textContent ?? '' })),
    );

test.beforeEach(async ({ page }) => {
  // The page's clock, paused: "the visitor paused for half a second" is then exact.
  const today = new Date();
  await page.clock.install({ time: today });
  await page.clock.pauseAt(today.getTime() + 1000);
});

test('the page says the headline in one sentence once the visitor pauses, and nothing else is live', async ({ page }) => {
  await page.goto(OFFICE);
  await waitForHydration(page, 'estimator');
  const said = page.getByTestId('announcement');
  const arrival = (await page.getByTestId('headline-amount').textContent())!;
  // A link's answer is on the screen to be read: nothing is said on arrival.
  await expect(said).toHaveText('');
  await expect(said).toHaveAttribute('aria-live', 'polite');
  // Passing through a field changes nothing, so says nothing, once the region's code is there.
  const loaded = page.waitForResponse((response) => response.url().includes('/island-evaluation.'));
  await page.getByLabel('Purchase price').focus();
  await loaded;
  await page.keyboard.press('Tab');
  await page.clock.runFor(PAUSE_MS);
  await expect(page.getByLabel('Purchase price')).toHaveValue('1,250,000'); // formatted as it was left
  await page.waitForTimeout(300); // the code's module evaluated and the island rendered again, were it to speak
  await expect(said).toHaveText('');

  await page.getByLabel('Purchase price').fill('2000000');
  await page.clock.runFor(PAUSE_MS - 100);
  // The figures follow the typing (once the headline's own code is there: under load it may come after the evaluation's).
  await expect(page.getByTestId('headline-amount')).not.toHaveText(arrival);
  await expect(said, 'nothing is said at a keystroke').toHaveText('');
  await page.clock.runFor(200);
  const label = await page.locator('.headline-label').textContent();
  const amount = await page.getByTestId('headline-amount').textContent();
  await expect(said).toHaveText(`${label}: ${amount}.`);

  // A wrong price: what to do, in a sentence; then put right, the headline again.
  await page.getByLabel('Purchase price').fill('6');
  await page.clock.runFor(PAUSE_MS);
  await expect(said).toHaveText('Correct the marked fields to see what a study could save you.');
  await page.getByLabel('Purchase price').fill('1250000');
  await page.clock.runFor(PAUSE_MS);
  await expect(said).toHaveText(/^Tax you could save in \d{4}, federal and New York, at a 37% rate, .*: \$[\d,]+\.$/);

  // A tax assumption: the headline at the owner's rate.
  await page.getByLabel('Tax rate', { exact: true }).fill('24%');
  await page.clock.runFor(PAUSE_MS);
  await expect(said).toHaveText(/^Tax you could save in \d{4}, federal and New York, at a 24% rate, .*: \$[\d,]+\.$/);
  await expect(said).toHaveText(`${await page.locator('.headline-label').textContent()}: ${await page.getByTestId('headline-amount').textContent()}.`);

  // One live region in the island, and every live text on the page a sentence, not a section.
  const regions = await liveTexts(page);
  expect(regions.filter(({ live }) => live === 'polite' || live === 'assertive')).toHaveLength(1);
  for (const { text } of regions) expect(text.length, text).toBeLessThanOrEqual(220);
});

test('the widget says its headline in one sentence once the visitor pauses, and nothing else is live', async ({ page }) => {
  await page.goto(host.page('/heard', { html: hostPage(container(' data-tax-rate="24%"') + script()) }));
  const said = widget(page).locator('[aria-live]');
  await expect(said).toHaveCount(1);
  await expect(said).toHaveText('');
  await widget(page).getByLabel('Property type').selectOption('office');
  await widget(page).getByLabel('Purchase price').fill('1250000');
  await expect(widget(page).locator('.tax-line')).toBeVisible();
  await expect(said, 'nothing is said at a keystroke').toHaveText('');
  await page.clock.runFor(PAUSE_MS);
  const lead = (await widget(page).locator('.tax-line strong').textContent())!;
  await expect(said).toHaveText(`${lead.slice(0, -1)}.`);
  expect(lead).toMatch(/^About \$[\d,.]+[KM]? less tax this year at a 24% rate, .*:$/);
  const regions = await liveTexts(widget(page));
  expect(regions).toHaveLength(1);
  expect(regions[0]!.text.length).toBeLessThanOrEqual(220);
  // Screen readers hear it; it takes no room on the host page.
  expect(await said.evaluate((element) => [getComputedStyle(element).position, getComputedStyle(element).clipPath])).toEqual(['absolute', 'inset(50%)']);
});

/** The result's and the form's boxes, and which comes first in the document. */
async function layoutOf(page: Page) {
  return page.evaluate(() => {
    const [result, form] = [document.querySelector('.estimator-result')!, document.getElementById('estimate-form')!];
    const box = (element: Element) => {
      const { left, top, width } = element.getBoundingClientRect();
      return { left: Math.round(left), top: Math.round(top + scrollY), width: Math.round(width) };
    };
    return { resultFirst: Boolean(result.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING), result: box(result), form: box(form) };
  });
}

for (const width of [375, 1280]) {
  test(`one layout at ${width} px: the answer first, from a link, from typing and on an empty page alike`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(OFFICE);
    await waitForHydration(page, 'estimator');
    const fromLink = await layoutOf(page);

    await page.goto('/v2/estimate');
    await waitForHydration(page, 'estimator');
    const empty = await layoutOf(page);
    await page.getByLabel('Property type').selectOption('office');
    await page.getByLabel('Purchase price').fill('1250000');
    await page.getByLabel('ZIP code').fill('10001');
    await page.clock.runFor(PAUSE_MS);
    await expect(page.getByTestId('headline-amount')).toBeVisible();
    const fromTyping = await layoutOf(page);

    for (const layout of [fromLink, empty, fromTyping]) {
      expect(layout.resultFirst, 'the result comes before the form in the document').toBe(true);
      if (width === 375) expect(layout.result.top).toBeLessThan(layout.form.top);
      else expect(layout.result.left, 'the result on the left, the form on the right').toBeLessThan(layout.form.left);
    }
    // The same columns, whichever way the answer came.
    expect({ result: fromTyping.result.left, form: fromTyping.form.left, width: fromTyping.result.width }).toEqual({
      result: fromLink.result.left,
      form: fromLink.form.left,
      width: fromLink.result.width,
    });
  });
}

test('every checkbox and radio of the page is a target of at least 24 by 24 px, at 375 and 1280 px (WCAG 2.5.8)', async ({ page }) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // An investor: every box is asked of that owner (the 3.8% is not asked of a professional).
    await page.goto(
      '/v2/estimate?propertyType=office&purchasePrice=1250000&zip=10001&passiveActivity=passive&netOperatingIncome=20000&saleDate=2030-06-30&studyFee=6000',
    );
    await waitForHydration(page, 'estimator');
    // Every part open, so every control is there: the participation's radios load at the first change.
    await page.getByLabel('Purchase price').focus();
    await page.locator('details:not([open]) > summary').evaluateAll((summaries) => {
      for (const summary of summaries) (summary as HTMLElement).click();
    });
    await expect(page.locator('input[type="radio"]').first()).toBeAttached();
    const targets = await page.locator('input[type="checkbox"], input[type="radio"]').evaluateAll((controls) =>
      controls
        .filter((control) => control.getClientRects().length > 0 || control.closest('label')?.getClientRects().length)
        .map((control) => {
          const own = control.getBoundingClientRect();
          const label = control.closest('label')?.getBoundingClientRect();
          const target = own.width >= 24 && own.height >= 24 ? own : (label ?? own);
          return { name: (control as HTMLInputElement).name || control.id, width: target.width, height: target.height };
        }),
    );
    expect(targets.length, 'the checkboxes and radios found').toBeGreaterThanOrEqual(5);
    for (const target of targets) {
      expect(target.width, `${target.name} at ${width} px`).toBeGreaterThanOrEqual(24);
      expect(target.height, `${target.name} at ${width} px`).toBeGreaterThanOrEqual(24);
    }
  }
});
