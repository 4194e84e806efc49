import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { V2_LABELS, V2_PROPERTY_TYPES } from '../../src/core/domain/estimate/catalog.ts';
import type { V2Estimate } from '../../src/core/domain/estimate/estimate.ts';
import { formatUsd } from '../../src/core/view/format.ts';
import { VISITOR_MESSAGES } from '../../src/core/view/visitor-messages.ts';
import { SETTLE_MS } from '../../widget/src/WidgetApp.tsx';
import { apiEstimate, distinctClient, waitForHydration } from './helpers.ts';
import { container, fill, hostPage, useHostServer, watch, widget } from './widget-host.ts';

/**
 * The widget as a firm's lead source (issue 13): the estimate in the call to action's link,
 * events and callbacks for the host page, pre-filled fields, a firm's property types, themes.
 * Every page here is served by a real host server on another origin than the service.
 */
const host = useHostServer();
const { script } = host;

interface EventDetail {
  inputs: { propertyType: string; purchasePrice: number; zip?: string };
  result: V2Estimate;
  /** The call to action's query parameters as an object (docs/widget.md, version 1). */
  lead: Record<string, string | number>;
}
interface RecordedEvent {
  type: string;
  target: string;
  bubbles: boolean;
  composed: boolean;
  page: string;
  detail: EventDetail;
}

/**
 * The host page's own listener, on the document: what a firm's analytics snippet would do. It
 * keeps every event in sessionStorage too, so a test can read them after the CTA navigates.
 */
const RECORDER = `<script>
  window.recorded = [];
  for (const type of ['costseg:estimate', 'costseg:cta']) {
    document.addEventListener(type, (event) => {
      window.recorded.push({ type: event.type, target: event.target.id, bubbles: event.bubbles, composed: event.composed, page: location.pathname, detail: event.detail });
      sessionStorage.setItem('recorded', JSON.stringify(window.recorded));
    });
  }
</script>`;

const recorded = (page: Page) => page.evaluate(() => (window as unknown as { recorded: RecordedEvent[] }).recorded);
/**
 * The events' tests run the page on Playwright's fake clock (installed and paused before the page
 * loads): time moves only when a test moves it, so "the inputs rested for half a second" is exact and
 * nothing waits on the wall clock. `settled` moves it past the widget's settle time (SETTLE_MS):
 * whatever was going to fire has fired.
 */
const settled = (page: Page) => page.clock.runFor(SETTLE_MS * 2);

const OFFICE = { propertyType: 'office', purchasePrice: 1_250_000, zip: '10001' } as const;

/** The estimate's query parameters (version 1) for these inputs, from the API's own answer. */
async function expectedParameters(request: Parameters<typeof apiEstimate>[0], inputs: Record<string, unknown>) {
  const api = await apiEstimate(request, inputs);
  return { costseg: 1, ...inputs, low: api.low.reclassified, typical: api.typical.reclassified, high: api.high.reclassified };
}

/** The detail an event carries for these inputs: the request, the API's answer, and the lead with at least the estimate's parameters. */
async function expectedDetail(request: Parameters<typeof apiEstimate>[0], inputs: Record<string, unknown>) {
  return { inputs, result: await apiEstimate(request, inputs), lead: expect.objectContaining(await expectedParameters(request, inputs)) };
}

/** Today in the browser's calendar, as the widget's tax add-on places the property in service. */
const browserToday = (page: Page) =>
  page.evaluate(() => {
    const now = new Date();
    return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  });

test.describe('the call to action carries the lead (issue 34; data-cta-include-estimate)', () => {
  test('by default: version 1, the inputs, the three cases and, with the tax line, the tax figure, its year, the rates and the assumption', async ({
    page,
    request,
  }) => {
    await page.goto(host.page('/lead', { html: hostPage(container(' data-cta-url="https://firm.example/quote?ref=x#form"') + script()) }));
    await fill(page, 'office', '$1.25M', '10001');
    await expect(widget(page).locator('.tax-line')).toBeVisible();
    const today = await browserToday(page);
    const response = await request.post('/api/v2/tax-impact', {
      data: { ...OFFICE, placedInService: today, taxRate: 0.37 },
      headers: { 'X-Forwarded-For': distinctClient() },
    });
    const tax = (await response.json()) as {
      studyYear: { year: number; taxSavings: number };
      assumptions: { bonusRate: number; passiveActivity: string };
      state: { code: string; taxRate: number; studyYear: { taxSavings: number } };
    };
    // Parsed on the host page, as the firm's form would read it.
    const href = (await widget(page).locator('a.cta').getAttribute('href'))!;
    const parsed = await page.evaluate((link) => {
      const url = new URL(link);
      return { origin: url.origin, path: url.pathname, hash: url.hash, query: Object.fromEntries(url.searchParams) };
    }, href);
    const estimate = await expectedParameters(request, OFFICE);
    expect(parsed).toEqual({
      origin: 'https://firm.example',
      path: '/quote',
      hash: '#form',
      query: {
        ref: 'x',
        ...Object.fromEntries(Object.entries(estimate).map(([name, value]) => [name, String(value)])),
        taxSaving: String(tax.studyYear.taxSavings + tax.state.studyYear.taxSavings),
        taxYear: String(tax.studyYear.year),
        taxRate: '0.37',
        bonusRate: String(tax.assumptions.bonusRate),
        placedInService: today,
        passiveActivity: 'not_limited',
        state: tax.state.code,
        stateTaxRate: String(tax.state.taxRate),
      },
    });
  });

  test('with data-show-tax-impact="false", the estimate alone, merged into the link\'s query, the fragment kept', async ({ page, request }) => {
    const attributes = ' data-cta-url="https://firm.example/quote?ref=x#form" data-show-tax-impact="false"';
    await page.goto(host.page('/include', { html: hostPage(container(attributes) + script()) }));
    const cta = widget(page).locator('a.cta');
    await expect(cta).toHaveAttribute('href', 'https://firm.example/quote?ref=x#form'); // nothing to carry yet
    await fill(page, 'office', '$1.25M', '10001');
    const expected = await expectedParameters(request, OFFICE);
    await expect(cta).toHaveAttribute(
      'href',
      `https://firm.example/quote?ref=x&costseg=1&propertyType=office&purchasePrice=1250000&zip=10001&low=${expected.low}&typical=${expected.typical}&high=${expected.high}#form`,
    );
    // No ZIP, no zip parameter; invalid inputs, the link as the firm wrote it.
    await widget(page).getByLabel('ZIP code').fill('');
    await expect(cta).not.toHaveAttribute('href', /zip=/);
    await widget(page).getByLabel('Purchase price').fill('10');
    await expect(cta).toHaveAttribute('href', 'https://firm.example/quote?ref=x#form');
  });

  test('values are encoded, relative links resolve on the host, a parameter of the same name is replaced', async ({ page, request }) => {
    const attributes = ' data-cta-url="/quote?ref=x&amp;zip=old#form" data-cta-include-estimate=" TRUE " data-show-tax-impact="false"';
    await page.goto(host.page('/include-relative', { html: hostPage(container(attributes) + script()) }));
    await fill(page, 'retail', '750k', ' A&B=1 2 ');
    const expected = await expectedParameters(request, { propertyType: 'retail', purchasePrice: 750_000, zip: 'A&B=1 2' });
    const href = (await widget(page).locator('a.cta').getAttribute('href'))!;
    expect(href).toBe(
      `${host.origin}/quote?ref=x&zip=A%26B%3D1+2&costseg=1&propertyType=retail&purchasePrice=750000&low=${expected.low}&typical=${expected.typical}&high=${expected.high}#form`,
    );
    expect(new URL(href).searchParams.get('zip')).toBe('A&B=1 2');
  });

  test('a refused link stays refused, a #fragment stays on the page, and "false" adds nothing', async ({ page }) => {
    const cases: Array<[string, string]> = [
      [' data-cta-url="javascript:alert(1)"', '#'],
      [' data-cta-url=" java&#9;script:alert(1)"', '#'],
      [' data-cta-url="data:text/html,x"', '#'],
      ['', '#'],
      [' data-cta-url="#quote"', '#quote'],
      [' data-cta-url="https://firm.example/quote" data-cta-include-estimate="false"', 'https://firm.example/quote'],
      [' data-cta-url="https://firm.example/quote" data-cta-include-estimate=" FALSE "', 'https://firm.example/quote'],
    ];
    for (const [index, [attributes, href]] of cases.entries()) {
      await page.goto(host.page(`/include-${index}`, { html: hostPage(container(attributes) + script()) }));
      await fill(page, 'office', '1250000', '10001');
      await expect(widget(page).getByTestId('depreciable-basis')).toHaveText('$775,000');
      await expect(widget(page).locator('.tax-line')).toBeVisible(); // the tax figure would be there to carry
      await expect(widget(page).locator('a.cta')).toHaveAttribute('href', href);
    }
  });
});

test.describe('pre-filled fields and the firm\u2019s property types', () => {
  test('data-property-type, data-purchase-price, data-zip fill the fields and the result shows at once', async ({ page, request }) => {
    const attributes = ' data-property-type="office" data-purchase-price=" $1.25M " data-zip="10001"';
    await page.goto(host.page('/prefill', { html: hostPage(container(attributes) + script()) }));
    await expect(widget(page).getByLabel('Property type')).toHaveValue('office');
    await expect(widget(page).getByLabel('Purchase price')).toHaveValue('$1.25M');
    await expect(widget(page).getByLabel('ZIP code')).toHaveValue('10001');
    const api = await apiEstimate(request, OFFICE);
    await expect(widget(page).getByTestId('depreciable-basis')).toHaveText(formatUsd(api.depreciableBasis));
    await expect(widget(page).getByTestId('typical-reclassified')).toHaveText(formatUsd(api.typical.reclassified));
  });

  test('invalid pre-fills are ignored, never shown as errors before the visitor types', async ({ page }) => {
    const cases = [
      [' data-property-type="castle" data-purchase-price="10" data-zip="12345678901"', ['', '', '']],
      [' data-property-type="OFFICE" data-purchase-price="lots" data-zip="59801"', ['', '', '59801']],
      [' data-property-type="retail" data-purchase-price="60,000,000"', ['retail', '', '']],
      [' data-property-types="retail" data-property-type="office" data-purchase-price="1000000"', ['', '1000000', '']],
    ] as const;
    for (const [index, [attributes, [propertyType, price, zip]]] of cases.entries()) {
      await page.goto(host.page(`/prefill-invalid-${index}`, { html: hostPage(container(attributes) + script()) }));
      await expect(widget(page).getByLabel('Property type')).toHaveValue(propertyType);
      await expect(widget(page).getByLabel('Purchase price')).toHaveValue(price);
      await expect(widget(page).getByLabel('ZIP code')).toHaveValue(zip);
      await expect(widget(page).locator('.placeholder')).toBeVisible();
      await expect(widget(page).locator('.field-error, [aria-invalid="true"]')).toHaveCount(0);
    }
  });

  test('data-property-types limits the list; unknown values are ignored, none left means all', async ({ page }) => {
    const options = () => widget(page).getByLabel('Property type').locator('option').allTextContents();
    await page.goto(host.page('/types', { html: hostPage(container(' data-property-types="retail, office,castle"') + script()) }));
    expect(await options()).toEqual(['Choose a property type', V2_LABELS.office, V2_LABELS.retail]);
    await page.goto(host.page('/types-unknown', { html: hostPage(container(' data-property-types="castle,general_office"') + script()) }));
    expect(await options()).toEqual(['Choose a property type', ...V2_PROPERTY_TYPES.map((type) => V2_LABELS[type])]);
  });
});

test.describe('events and callbacks for the host page', () => {
  // Playwright's installed clock still runs with the wall clock until paused: paused here, so a slow
  // machine taking half a second between two steps cannot fire the settle timer in between.
  test.beforeEach(async ({ page }) => {
    await page.clock.install({ time: 0 });
    await page.clock.pauseAt(1000);
  });

  test('costseg:estimate once per settled input, with the v2 request and exactly the API\u2019s answer', async ({ page, request }) => {
    await page.goto(host.page('/events', { html: hostPage(RECORDER + container() + script()) }));
    await widget(page).getByLabel('ZIP code').fill('10001');
    await widget(page).getByLabel('Property type').selectOption('office');
    // A visitor typing, a key every 120 ms (125000 is valid on the way): no pause reaches the settle time.
    for (const key of '1250000') {
      await widget(page).getByLabel('Purchase price').press(key);
      await page.clock.runFor(120);
    }
    expect(await recorded(page)).toEqual([]);
    await settled(page);
    expect(await recorded(page)).toHaveLength(1);
    const [first] = await recorded(page);
    expect(first).toEqual({
      type: 'costseg:estimate',
      target: 'costseg-estimator',
      bubbles: true,
      composed: true,
      page: '/events',
      detail: await expectedDetail(request, OFFICE),
    });

    // Another settled input, another event; without a ZIP the request has no zip at all.
    await widget(page).getByLabel('ZIP code').fill('');
    await settled(page);
    expect(await recorded(page)).toHaveLength(2);
    const second = (await recorded(page))[1]!.detail;
    expect(second.inputs).toEqual({ propertyType: 'office', purchasePrice: 1_250_000 });
    expect(Object.keys(second.inputs)).not.toContain('zip');
    expect(second.result).toEqual(await apiEstimate(request, second.inputs));

    // Invalid input: nothing; back to the inputs last sent: nothing new either.
    await widget(page).getByLabel('Purchase price').fill('10');
    await settled(page);
    await widget(page).getByLabel('Purchase price').fill('$1,250,000');
    await settled(page);
    expect(await recorded(page)).toHaveLength(2);
  });

  test('nothing fires for invalid input, nor for pre-filled values the visitor has not touched', async ({ page }) => {
    await page.goto(host.page('/events-invalid', { html: hostPage(RECORDER + container() + script()) }));
    await fill(page, 'office', '49999', '10001');
    await fill(page, 'office', 'lots', '10001');
    await fill(page, '', '1250000', '10001');
    await expect(widget(page).locator('.field-error')).toHaveText([VISITOR_MESSAGES.propertyType]);
    await widget(page).locator('a.cta').click(); // "#": stays on the page
    await settled(page);
    expect(await recorded(page)).toEqual([]);

    const prefilled = ' data-property-type="office" data-purchase-price="1250000" data-zip="10001"';
    await page.goto(host.page('/events-prefilled', { html: hostPage(RECORDER + container(prefilled) + script()) }));
    await expect(widget(page).getByTestId('depreciable-basis')).toHaveText('$775,000');
    await widget(page).locator('a.cta').click();
    await settled(page);
    expect(await recorded(page)).toEqual([]);
  });

  test('unmount while the inputs settle: the pending event is dropped with the widget', async ({ page }) => {
    await page.goto(host.page('/events-unmount', { html: hostPage(RECORDER + container() + script()) }));
    await widget(page).getByLabel('Property type').selectOption('office');
    await widget(page).getByLabel('Purchase price').fill('1250000');
    await page.evaluate(() => window.CostSegEstimator!.unmount(document.getElementById('costseg-estimator')!));
    await settled(page);
    expect(await recorded(page)).toEqual([]);
  });

  test("costseg:cta fires before the call to action navigates, with the same detail, its lead the link's query", async ({ page, request }) => {
    host.page('/landing', { html: hostPage('<p>Thank you</p>') });
    const attributes = ' data-cta-url="/landing?ref=x#form"';
    await page.goto(host.page('/cta', { html: hostPage(RECORDER + container(attributes) + script()) }));
    await fill(page, 'office', '1250000', '10001');
    await settled(page);
    expect(await recorded(page)).toHaveLength(1);
    await widget(page).locator('a.cta').click();
    await page.waitForURL(/\/landing\?/);
    const events = JSON.parse((await page.evaluate(() => sessionStorage.getItem('recorded')))!) as RecordedEvent[];
    expect(events.map(({ type, page: from }) => [type, from])).toEqual([
      ['costseg:estimate', '/cta'],
      ['costseg:cta', '/cta'], // dispatched while still on the widget's page
    ]);
    const { lead } = events[1]!.detail;
    expect(events[1]!.detail).toEqual(await expectedDetail(request, OFFICE));
    // And the firm's page got the same lead in its address.
    const landed = new URL(page.url());
    expect(Object.fromEntries(landed.searchParams)).toEqual({
      ref: 'x',
      ...Object.fromEntries(Object.entries(lead).map(([name, value]) => [name, String(value)])),
    });
    expect(landed.hash).toBe('#form');
  });

  test('mount(element, { onEstimate, onCtaClick }): the callbacks fire; mounting twice renders once; unmount stops them', async ({ page, request }) => {
    await page.goto(host.page('/callbacks', { html: hostPage(`<div id="app"></div>${script()}`) }));
    await page.waitForFunction(() => 'CostSegEstimator' in window);
    await page.evaluate(() => {
      const calls: unknown[] = [];
      Object.assign(window, { calls });
      const element = document.createElement('div');
      element.id = 'costseg-estimator';
      document.getElementById('app')!.append(element);
      window.CostSegEstimator!.mount(element, {
        onEstimate: (detail) => calls.push(['estimate', detail]),
        onCtaClick: (detail) => calls.push(['cta', detail]),
      });
      window.CostSegEstimator!.mount(element, { onEstimate: () => calls.push(['second mount']) });
    });
    const calls = () => page.evaluate(() => (window as unknown as { calls: unknown[] }).calls);
    await expect(widget(page).locator('.csw')).toHaveCount(1);
    await fill(page, 'warehouse_flex', '2.4M');
    const detail = await expectedDetail(request, { propertyType: 'warehouse_flex', purchasePrice: 2_400_000 });
    await settled(page);
    expect(await calls()).toEqual([['estimate', detail]]);
    await widget(page).locator('a.cta').click();
    expect(await calls()).toEqual([
      ['estimate', detail],
      ['cta', detail],
    ]);

    await page.evaluate(() => {
      const element = document.getElementById('costseg-estimator')!;
      window.CostSegEstimator!.unmount(element);
      window.CostSegEstimator!.mount(element); // no callbacks this time
    });
    await fill(page, 'office', '1250000', '10001');
    await widget(page).locator('a.cta').click();
    await settled(page);
    expect(await calls()).toHaveLength(2);
  });
});

test.describe('themes', () => {
  const background = (page: Page) =>
    widget(page)
      .locator('.csw')
      .evaluate((element) => getComputedStyle(element).backgroundColor);
  const WHITE = 'rgb(255, 255, 255)';
  const DARK = 'rgb(15, 23, 42)';

  test('light by default and for anything unknown; dark; auto follows the visitor\u2019s system', async ({ page }) => {
    const cases: Array<[string, 'light' | 'dark', string]> = [
      ['', 'dark', WHITE],
      [' data-theme="neon"', 'dark', WHITE],
      [' data-theme="light"', 'dark', WHITE],
      [' data-theme="dark"', 'light', DARK],
      [' data-theme="AUTO"', 'dark', DARK],
      [' data-theme="auto"', 'light', WHITE],
    ];
    for (const [index, [attributes, colorScheme, expected]] of cases.entries()) {
      await page.emulateMedia({ colorScheme });
      await page.goto(host.page(`/theme-${index}`, { html: hostPage(container(attributes) + script()) }));
      expect(await background(page), `${attributes || 'no data-theme'} on a ${colorScheme} system`).toBe(expected);
    }
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`${theme}: visitor-language messages, and axe finds nothing in the shadow root`, async ({ page }) => {
      const problems = await watch(page);
      const attributes = ` data-theme="${theme}" data-show-tax-impact="true" data-accent-color="#93C5FD"`;
      await page.goto(host.page(`/axe-${theme}`, { html: hostPage(container(attributes) + script()) }));
      const axe = async () => {
        const results = await new AxeBuilder({ page }).include('#costseg-estimator').analyze();
        expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
      };
      // Messages for the fields touched. (No ZIP code message: the field takes 10 characters at most.)
      await widget(page).getByLabel('Property type').selectOption('office');
      await widget(page).getByLabel('Property type').selectOption('');
      await widget(page).getByLabel('Purchase price').fill('10');
      await expect(widget(page).locator('.field-error')).toHaveText([VISITOR_MESSAGES.propertyType, VISITOR_MESSAGES.purchasePrice]);
      await expect(widget(page).getByText(/purchasePrice|propertyType|must be/)).toHaveCount(0);
      await axe();
      await fill(page, 'office', '1250000', '10001');
      await expect(widget(page).locator('.tax-line')).toBeVisible();
      await axe();
      expect(await background(page)).toBe(theme === 'dark' ? DARK : WHITE);
      expect(problems).toEqual([]);
    });
  }
});

test('/widget configurator: the lead-source settings reach the snippet and the live preview', async ({ page }) => {
  const problems = await watch(page);
  await page.goto('/widget');
  await waitForHydration(page, 'widget-configurator');
  await page.waitForFunction(() => 'CostSegEstimator' in window);
  const snippet = page.getByLabel('Paste it where the estimator should appear.');
  const preview = page.locator('#costseg-estimator');

  await page.getByLabel('Button link').fill('https://firm.example/quote?ref=x#form');
  // On by default (issue 34): the snippet says nothing of it until it is unticked.
  await expect(page.getByLabel('Pass the estimate to your page in the link')).toBeChecked();
  await expect(snippet).not.toHaveValue(/data-cta-include-estimate/);
  await page.getByLabel('Theme').selectOption('dark');
  for (const type of V2_PROPERTY_TYPES.filter((each) => each !== 'office' && each !== 'retail')) await page.locator(`#offered-${type}`).uncheck();
  await page.locator('#prefill-type').selectOption('retail');
  await page.locator('#prefill-price').fill('10');
  await expect(page.locator('#prefill-price-warning')).toContainText('left out of the snippet');
  await page.locator('#prefill-price').fill('$2M');
  await expect(page.locator('#prefill-price-warning')).toHaveCount(0);
  await page.locator('#prefill-zip').fill('59801');

  await expect(snippet).toHaveValue(
    '<div id="costseg-estimator" data-accent-color="#2563EB" data-cta-text="Get Your Free Cost Segregation Quote \u2192" ' +
      'data-cta-url="https://firm.example/quote?ref=x#form" data-show-branding="true" data-theme="dark" ' +
      'data-property-types="office,retail" data-property-type="retail" data-purchase-price="$2M" data-zip="59801"></div>\n' +
      '<script async src="https://estimate.example.com/widget/costseg-estimator.js"></script>',
  );
  await expect(preview.locator('.csw')).toHaveClass('csw dark');
  await expect(preview.getByLabel('Property type').locator('option')).toHaveCount(3);
  await expect(preview.getByLabel('Property type')).toHaveValue('retail');
  await expect(preview.getByLabel('Purchase price')).toHaveValue('$2M');
  await expect(preview.locator('a.cta')).toHaveAttribute(
    'href',
    /^https:\/\/firm\.example\/quote\?ref=x&costseg=1&propertyType=retail&purchasePrice=2000000&zip=59801&low=\d+&typical=\d+&high=\d+(&taxSaving=.*)?#form$/,
  );
  // Unticked, the snippet says so and the preview's link is the firm's own.
  await page.getByLabel('Pass the estimate to your page in the link').uncheck();
  await expect(snippet).toHaveValue(/ data-cta-include-estimate="false" /);
  await expect(preview.locator('a.cta')).toHaveAttribute('href', 'https://firm.example/quote?ref=x#form');
  await page.getByLabel('Pass the estimate to your page in the link').check();

  // Unticking every type means all of them, as the widget reads it.
  for (const type of ['office', 'retail']) await page.locator(`#offered-${type}`).uncheck();
  await expect(snippet).not.toHaveValue(/data-property-types/);
  await expect(preview.getByLabel('Property type').locator('option')).toHaveCount(V2_PROPERTY_TYPES.length + 1);

  // The tax line's rate (the line is on by default): shown as a percent, written as a fraction
  // when it is not the default; a bare number is flagged, as the widget would ignore it.
  await expect(page.getByLabel('Show the first-year deduction and tax saving')).toBeChecked();
  await expect(page.getByLabel('Tax rate', { exact: true })).toHaveValue('37%');
  await expect(snippet).not.toHaveValue(/data-show-tax-impact|data-tax-rate/);
  await page.getByLabel('Tax rate', { exact: true }).fill('24');
  await expect(page.locator('#tax-rate-warning')).toHaveText(
    'The widget would ignore this and use 37%: write a percent with its sign (24%) or a fraction (0.24), up to 100%.',
  );
  await expect(snippet).not.toHaveValue(/data-tax-rate/);
  await page.getByLabel('Tax rate', { exact: true }).fill('24%');
  await expect(page.locator('#tax-rate-warning')).toHaveCount(0);
  await expect(snippet).toHaveValue(/ data-tax-rate="0\.24" /);
  await expect(preview.locator('.tax-line')).toContainText('at a 24% rate, as a real estate professional'); // after the ZIP code's state, if any

  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  expect(problems).toEqual([]);
});

test('/widget configurator: every checkbox is itself a 24 by 24 px target, at 375 and 1280 px (WCAG 2.5.8, issue 34)', async ({ page }) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/widget');
    await waitForHydration(page, 'widget-configurator');
    const sizes = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLInputElement>('input[type="checkbox"], input[type="radio"]')].map((input) => {
        const { width: w, height: h } = input.getBoundingClientRect();
        return { id: input.id, small: w < 24 || h < 24 };
      }),
    );
    expect(sizes.length, String(width)).toBeGreaterThan(10);
    expect(
      sizes.filter(({ small }) => small).map(({ id }) => id),
      String(width),
    ).toEqual([]);
  }
});
