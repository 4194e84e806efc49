import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { WIDGET_TAX_ADDON_PATH } from '../../src/core/contract/api/routes.ts';
import { formatAbout, formatUsd } from '../../src/core/view/format.ts';
import { apiEstimate, distinctClient, waitForHydration } from './helpers.ts';
import { container, fill, hostPage, useHostServer, watch, widget } from './widget-host.ts';

const host = useHostServer();
const { script } = host;

test.describe('widget on a third-party page', () => {
  test('defaults: form, CTA text and "#" link, branding, default accent', async ({ page, baseURL }) => {
    const problems = await watch(page);
    await page.goto(host.page('/defaults', { html: hostPage(container() + script()) }));
    const cta = widget(page).locator('a.cta');
    await expect(cta).toHaveText('Get Your Free Cost Segregation Quote \u2192');
    await expect(cta).toHaveAttribute('href', '#');
    await expect(cta).toHaveCSS('background-color', 'rgb(37, 99, 235)');
    const branding = widget(page).getByRole('link', { name: 'Cost Segregation Estimator' });
    await expect(branding).toHaveAttribute('href', `${baseURL}/v2/estimate`);
    await expect(widget(page).getByLabel('Property type')).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('every attribute is honoured', async ({ page }) => {
    const attributes =
      ' data-accent-color="#0F766E" data-cta-text="Book a call" data-cta-url="https://firm.example/quote?src=widget" data-show-branding="false"';
    await page.goto(host.page('/attributes', { html: hostPage(container(attributes) + script()) }));
    const cta = widget(page).locator('a.cta');
    await expect(cta).toHaveText('Book a call');
    await expect(cta).toHaveAttribute('href', 'https://firm.example/quote?src=widget');
    await expect(cta).toHaveCSS('background-color', 'rgb(15, 118, 110)');
    await expect(cta).toHaveCSS('color', 'rgb(255, 255, 255)');
    await expect(widget(page).getByText('Powered by')).toHaveCount(0);
  });

  test('untrusted attributes fall back: bad colour, relative and hostile URLs', async ({ page }) => {
    const cases: Array<[string, string, string]> = [
      ['red', '/contact', '/contact'],
      ['#12345', 'javascript:alert(1)', '#'],
      ['url(x)', 'data:text/html,<script>alert(1)</script>', '#'],
      ['#fff', ' java\tscript:alert(1)', '#'],
      ['#ffff00', '#quote', '#quote'],
    ];
    for (const [index, [colour, url, href]] of cases.entries()) {
      const attributes = ` data-accent-color="${colour}" data-cta-url="${url.replace(/"/g, '&quot;')}"`;
      await page.goto(host.page(`/fallback-${index}`, { html: hostPage(container(attributes) + script()) }));
      const cta = widget(page).locator('a.cta');
      const expectedHref = href.startsWith('/') ? `${host.origin}${href}` : href;
      await expect(cta).toHaveAttribute('href', expectedHref);
      if (colour === '#ffff00') await expect(cta).toHaveCSS('color', 'rgb(0, 0, 0)'); // readable on yellow
      if (colour === 'red' || colour === '#12345' || colour === 'url(x)') await expect(cta).toHaveCSS('background-color', 'rgb(37, 99, 235)');
    }
  });

  test('an attribute set aside is warned about once, naming the attribute, its value and what it allows; defaults are used', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    const attributes =
      ' data-accent-color="red" data-cta-url="javascript:alert(1)" data-theme="night" data-purchase-price="lots"' +
      ' data-cta-text="Book a call" data-show-branding="true" data-zip="10001"';
    await page.goto(host.page('/ignored', { html: hostPage(container(attributes) + script()) }));
    const cta = widget(page).locator('a.cta');
    await expect(cta).toHaveText('Book a call');
    await expect(cta).toHaveAttribute('href', '#');
    await expect(cta).toHaveCSS('background-color', 'rgb(37, 99, 235)');
    await expect(widget(page).locator('.csw')).toHaveClass('csw light');
    await expect(widget(page).getByLabel('Purchase price')).toHaveValue('');
    await expect(widget(page).getByLabel('ZIP code')).toHaveValue('10001');
    // The words come with the add-on (widget-warnings.ts), which the widget loads only now.
    await expect.poll(() => warnings.length).toBe(4);
    // A second mount of the mounted container changes nothing and says nothing again: it would
    // ask the add-on, already loaded, and write at once. Console messages reach the test in the
    // order the page wrote them: once a marker written a moment after the second mount has
    // arrived, any warning that mount wrote has arrived too.
    await page.evaluate(async () => {
      window.CostSegEstimator!.mount(document.getElementById('costseg-estimator')!);
      await new Promise((resolve) => setTimeout(resolve, 100));
      console.warn('marker');
    });
    await expect.poll(() => warnings.at(-1)).toBe('marker');
    expect(warnings.slice(0, -1)).toEqual([
      'CostSegEstimator: data-accent-color="red" ignored: a hex color such as #2563EB; using the default',
      'CostSegEstimator: data-cta-url="javascript:alert(1)" ignored: an http(s) or relative link, or a #fragment; using the default',
      'CostSegEstimator: data-purchase-price="lots" ignored: Enter a purchase price between $50,000 and $50,000,000; using the default',
      'CostSegEstimator: data-theme="night" ignored: light, dark or auto; using the default',
    ]);
  });

  test('without the tax line, an attribute set aside is named without loading the add-on for its words', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    const addon: string[] = [];
    page.on('request', (request) => request.url().includes(WIDGET_TAX_ADDON_PATH) && addon.push(request.url()));
    await page.goto(host.page('/ignored-no-line', { html: hostPage(container(' data-show-tax-impact="false" data-theme="night"') + script()) }));
    await expect.poll(() => warnings).toEqual(['CostSegEstimator: set aside for the defaults: theme']);
    await expect(widget(page).locator('.csw')).toHaveClass('csw light');
    expect(addon).toEqual([]);
  });

  test('XSS attempts in data-cta-text and data-cta-url stay text and "#"', async ({ page }) => {
    const problems = await watch(page);
    const payload = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>';
    const attributes = ` data-cta-text="${payload.replace(/"/g, '&quot;').replace(/</g, '&lt;')}" data-cta-url="javascript:window.__xss=3"`;
    await page.goto(host.page('/xss', { html: hostPage(container(attributes) + script()) }));
    const cta = widget(page).locator('a.cta');
    await expect(cta).toContainText('<img src=x');
    await expect(cta).toHaveAttribute('href', '#');
    await cta.click();
    expect(await widget(page).locator('img, script').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(problems).toEqual([]);
  });

  test('hostile host CSS cannot restyle its inside or hide its parts', async ({ page }) => {
    const hostile = `<style>
      html { font-size: 62.5%; }
      * { font: 30px serif !important; color: red !important; text-transform: uppercase !important; }
      button, a, select, input, label { display: none !important; }
      #costseg-estimator { letter-spacing: 5px; line-height: 4; word-spacing: 9px; }
    </style>`;
    await page.goto(host.page('/hostile', { html: hostPage(container() + script(), hostile) }));
    const cta = widget(page).locator('a.cta');
    await expect(cta).toBeVisible();
    await expect(widget(page).getByLabel('Purchase price')).toBeVisible();
    const box = widget(page).locator('.csw');
    await expect(box).toHaveCSS('font-size', '16px');
    await expect(box).toHaveCSS('color', 'rgb(17, 24, 39)');
    // Inherited properties the widget never sets stop at its root too (all: initial on .csw).
    await expect(box).toHaveCSS('letter-spacing', 'normal');
    await expect(box).toHaveCSS('word-spacing', '0px');
    await expect(box).toHaveCSS('text-transform', 'none');
    await expect(box).toHaveCSS('box-sizing', 'border-box');
    expect(await box.evaluate((element) => getComputedStyle(element).fontFamily)).not.toMatch(/^serif/);
    await expect(widget(page).locator('.field label').first()).toHaveCSS('font-size', '15px');
    // And the widget's styles do not leak out into the host page.
    await expect(page.locator('h1')).toHaveCSS('font-size', '30px');
  });

  test('the firm\u2019s CSS sizes, spaces and hides the container, as any element of its page (a review)', async ({ page }) => {
    const firm = `<style>
      #costseg-estimator { max-width: 360px; margin: 40px auto; }
      .hide { display: none; }
    </style>`;
    await page.goto(host.page('/firm-box', { html: hostPage(container() + script(), firm) }));
    const box = widget(page).locator('.csw');
    await expect(box).toBeVisible();
    const outer = page.locator('#costseg-estimator');
    expect((await outer.boundingBox())!.width).toBe(360);
    // The widget's own box fills the width the firm gives it, and no more.
    expect((await box.boundingBox())!.width).toBe(360);
    await expect(outer).toHaveCSS('margin-top', '40px');
    await outer.evaluate((element) => element.classList.add('hide'));
    await expect(box).toBeHidden();
    await outer.evaluate((element) => {
      element.classList.remove('hide');
      element.toggleAttribute('hidden', true);
    });
    await expect(box).toBeHidden();
    await outer.evaluate((element) => element.toggleAttribute('hidden', false));
    await expect(box).toBeVisible();
  });

  test('a host CSP without inline styles reports no violation and the widget works', async ({ page, baseURL }) => {
    const problems = await watch(page);
    const csp = `default-src 'self'; script-src 'self' ${baseURL}; style-src 'self'`;
    // The tax line on: its add-on is a module import from the service's origin, which script-src allows.
    await page.goto(host.page('/csp', { html: hostPage(container(' data-show-tax-impact="true"') + script()), headers: { 'Content-Security-Policy': csp } }));
    await fill(page, 'office', '1250000', '10001');
    await expect(widget(page).getByTestId('depreciable-basis')).toHaveText('$775,000');
    await expect(widget(page).locator('.tax-line')).toContainText('less tax this year');
    await expect(widget(page).locator('a.cta')).toHaveCSS('background-color', 'rgb(37, 99, 235)');
    expect(problems).toEqual([]);
  });

  test('the script may come before or after the container', async ({ page }) => {
    const before = hostPage(`${script()}<p>${'Lorem ipsum. '.repeat(2000)}</p>${container()}`, `<script src="${host.scriptUrl}"></script>`);
    await page.goto(host.page('/script-first', { html: before }));
    await expect(widget(page).locator('.csw')).toHaveCount(1);
    await page.goto(host.page('/script-last', { html: hostPage(container() + script()) }));
    await expect(widget(page).locator('.csw')).toHaveCount(1);
  });

  test('mount twice renders once; single-page apps mount after navigation and unmount', async ({ page }) => {
    await page.goto(host.page('/spa', { html: hostPage(`<div id="app"></div>${script()}`) }));
    await page.waitForFunction(() => 'CostSegEstimator' in window);
    await page.evaluate(() => {
      const element = document.createElement('div');
      element.id = 'costseg-estimator';
      document.getElementById('app')!.append(element);
      window.CostSegEstimator!.mount(element);
      window.CostSegEstimator!.mount(element);
    });
    await expect(widget(page).locator('.csw')).toHaveCount(1);
    await expect(widget(page).locator('form')).toHaveCount(1);
    await page.evaluate(() => window.CostSegEstimator!.unmount(document.getElementById('costseg-estimator')!));
    await expect(widget(page).locator('.csw')).toHaveCount(0);
    await page.evaluate(() => window.CostSegEstimator!.mount(document.getElementById('costseg-estimator')!));
    await expect(widget(page).locator('.csw')).toHaveCount(1);
    expect(await page.evaluate(() => Object.keys(window).filter((key) => /costseg/i.test(key)))).toEqual(['CostSegEstimator']);
  });

  test("it never takes over another component's shadow root", async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    await page.goto(host.page('/foreign-root', { html: hostPage(`<div id="app"></div>${script()}`) }));
    await page.waitForFunction(() => 'CostSegEstimator' in window);
    const children = await page.evaluate(() => {
      const element = document.createElement('div');
      element.attachShadow({ mode: 'open' }).innerHTML = '<p>someone else</p>';
      document.getElementById('app')!.append(element);
      window.CostSegEstimator!.mount(element);
      return element.shadowRoot!.innerHTML;
    });
    expect(children).toBe('<p>someone else</p>');
    expect(warnings.join('\n')).toContain('CostSegEstimator');
  });

  test('the script pasted twice still renders one widget', async ({ page }) => {
    await page.goto(host.page('/twice', { html: hostPage(`${container() + script()}<script async src="${host.scriptUrl}?copy=2"></script>`) }));
    await page.waitForLoadState('networkidle');
    await expect(widget(page).locator('.csw')).toHaveCount(1);
  });

  test('its numbers equal POST /api/v2/estimate, computed with no request but the tax line\u2019s code', async ({ page, request }) => {
    await page.goto(host.page('/numbers', { html: hostPage(container() + script()) }));
    const requests: string[] = [];
    page.on('request', (req) => requests.push(new URL(req.url()).pathname));
    const cases = [
      ['residential_ltr', '50000', 50_000, '96813'],
      ['multifamily_5plus', '$50,000,000', 50_000_000, '10001'],
      ['warehouse_flex', '2.4M', 2_400_000, ''],
      ['other_light_commercial', '731,250', 731_250, '59801'],
    ] as const;
    for (const [propertyType, typed, purchasePrice, zip] of cases) {
      await fill(page, propertyType, typed, zip);
      const api = await apiEstimate(request, { propertyType, purchasePrice, ...(zip ? { zip } : {}) });
      await expect(widget(page).getByTestId('depreciable-basis')).toHaveText(formatUsd(api.depreciableBasis));
      for (const key of ['low', 'typical', 'high'] as const) {
        await expect(widget(page).getByTestId(`${key}-reclassified`)).toHaveText(formatUsd(api[key].reclassified));
      }
      await expect(widget(page).locator('.disclaimer')).toHaveText(api.disclaimer);
    }
    // The tax line's add-on, asked for as the visitor came to the form (once for the page); no API call.
    expect(requests).toEqual([WIDGET_TAX_ADDON_PATH]);
    // The case names read from the left, the shares and amounts line up on their last digit (a review).
    const alignments = await widget(page)
      .getByRole('row')
      .evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => getComputedStyle(cell).textAlign)));
    expect(alignments).toHaveLength(4);
    for (const row of alignments) expect(row).toEqual(['left', 'right', 'right']);
  });

  test("the tax line: on by default, leading the result with the API's first-year figures, rounded as 'about' says; \"false\" turns it off without loading the add-on", async ({
    page,
    request,
  }) => {
    const problems = await watch(page);
    const addonRequests: string[] = [];
    page.on('request', (req) => req.url().includes('costseg-estimator-tax') && addonRequests.push(req.url()));
    await page.goto(host.page('/no-tax', { html: hostPage(container(' data-show-tax-impact="false"') + script()) }));
    await fill(page, 'office', '1250000', '10001');
    await expect(widget(page).getByTestId('depreciable-basis')).toHaveText('$775,000');
    await expect(widget(page).locator('.tax-line')).toHaveCount(0);
    expect(addonRequests).toEqual([]);

    // On by default, its code asked for when the visitor comes to the form, not with the page.
    await page.goto(host.page('/tax-default', { html: hostPage(container() + script()) }));
    await widget(page).locator('.csw').waitFor();
    await page.waitForLoadState('networkidle');
    expect(addonRequests).toEqual([]);
    await widget(page).getByLabel('Property type').focus();
    await expect.poll(() => addonRequests.length).toBe(1);
    await fill(page, 'office', '1250000', '10001');
    await expect(widget(page).locator('.tax-line')).toContainText('less tax this year');

    // One meaning per rate: a fraction or a percent with its sign; a bare 37 is neither, and the
    // widget says so in the console and uses the default, rather than reading 37% or 3,700%.
    const warnings: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    for (const [attributes, taxRate, warning] of [
      ['', 0.37, null],
      [' data-show-tax-impact="true"', 0.37, null],
      [' data-show-tax-impact="true" data-tax-rate="0.24"', 0.24, null],
      [' data-show-tax-impact="true" data-tax-rate="24%"', 0.24, null],
      [' data-show-tax-impact="true" data-tax-rate="37"', 0.37, 'data-tax-rate="37" ignored'],
      [' data-show-tax-impact="true" data-tax-rate="lots"', 0.37, 'data-tax-rate="lots" ignored'],
    ] as const) {
      warnings.length = 0;
      await page.goto(host.page(`/tax-${taxRate}-${attributes.length}`, { html: hostPage(container(attributes) + script()) }));
      await fill(page, 'office', '1250000', '10001');
      const today = await page.evaluate(() => {
        const now = new Date();
        return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
      });
      const response = await request.post('/api/v2/tax-impact', {
        data: { propertyType: 'office', purchasePrice: 1_250_000, zip: '10001', placedInService: today, taxRate },
        headers: { 'X-Forwarded-For': distinctClient() },
      });
      const api = (await response.json()) as {
        studyYear: { year: number; additionalDeduction: number; taxSavings: number };
        assumptions: { bonusRate: number };
        schedule: Array<{ year: number; carriedForwardWithoutStudy?: number; carriedForwardWithStudy?: number }>;
        state: { name: string; taxRate: number; studyYear: { taxSavings: number } };
      };
      // Issue 27: the ZIP code's state (New York) in the figure, as the API's state part has it.
      // Decision 0309: the rate and how the owner takes part, in the same line; what the excess
      // business loss limit carries to next year, as the API's rows have it.
      const row = api.schedule.find((year) => year.year === api.studyYear.year)!;
      const carried = (row.carriedForwardWithStudy ?? 0) - (row.carriedForwardWithoutStudy ?? 0);
      await expect(widget(page).locator('.tax-line')).toHaveText(
        `About ${formatAbout(api.studyYear.taxSavings + api.state.studyYear.taxSavings)} less tax this year, federal and ${api.state.name}, ` +
          `at a ${Math.round(taxRate * 100)}% rate, as a real estate professional: ` +
          `a first-year deduction about ${formatAbout(api.studyYear.additionalDeduction)} larger ` +
          `(bonus ${Math.round(api.assumptions.bonusRate * 100)}%, ${api.state.name}’s top rate ${Math.round(api.state.taxRate * 1000) / 10}%)` +
          (carried > 0 ? `, about ${formatAbout(carried)} of it carried to next year` : ''),
      );
      // The tax line leads: it comes before the range, and no figure of the result is set larger.
      const order = await widget(page)
        .locator('.tax-line')
        .evaluate((line) => [...line.parentElement!.children].map((child) => child.className));
      expect(order.slice(0, 2)).toEqual(['tax-line', 'result']);
      const sizes = await widget(page)
        .locator('.tax-line')
        .evaluate((line) => [...line.parentElement!.querySelectorAll('*')].map((element) => Number.parseFloat(getComputedStyle(element).fontSize)));
      expect(Math.max(...sizes)).toBe(
        await widget(page)
          .locator('.tax-line strong')
          .evaluate((line) => Number.parseFloat(getComputedStyle(line).fontSize)),
      );
      if (warning)
        expect(warnings, attributes).toEqual([
          expect.stringContaining(`CostSegEstimator: ${warning}: write a fraction (0.37) or a percent with its sign (37%)`),
        ]);
      else expect(warnings, attributes).toEqual([]);
    }
    expect(addonRequests.length).toBeGreaterThan(1);
    expect(problems).toEqual([]);
  });

  test("messages inside the widget speak to the visitor, not in the API's field names", async ({ page }) => {
    await page.goto(host.page('/messages', { html: hostPage(container() + script()) }));
    // Messages show for the fields the visitor has touched. (Enter does not submit: the form has
    // two text fields and no submit button, so the browser does no implicit submission.)
    await widget(page).getByLabel('Property type').selectOption('office');
    await widget(page).getByLabel('Property type').selectOption('');
    await widget(page).getByLabel('Purchase price').fill('10');
    await expect(widget(page).locator('.field-error')).toHaveText(['Choose a property type', 'Enter a purchase price between $50,000 and $50,000,000']);
    await expect(widget(page).getByText(/purchasePrice|propertyType|must be/)).toHaveCount(0);
  });

  test('a long property type wraps in the select at 375 px instead of being cut off', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(host.page('/long-label', { html: hostPage(container() + script()) }));
    const select = widget(page).getByLabel('Property type');
    await select.selectOption('office');
    const short = (await select.boundingBox())!.height;
    await select.selectOption('residential_str');
    expect((await select.boundingBox())!.height, 'two lines').toBeGreaterThan(short * 1.4);
  });

  test('accessible, keyboard-usable and fits a 320 px column', async ({ page }) => {
    const narrow = hostPage(`<div style="width:320px">${container()}</div>${script()}`);
    await page.goto(host.page('/narrow', { html: narrow }));
    await widget(page).locator('.csw').waitFor();
    await page.keyboard.press('Tab');
    await expect(widget(page).getByLabel('Property type')).toBeFocused();
    // The select is Chromium's customizable one (appearance: base-select, so a long type wraps):
    // the arrow opens its list, as a select does on macOS, and Enter chooses.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.type('1000000');
    await expect(widget(page).getByTestId('depreciable-basis')).toHaveText('$850,000');
    const overflow = await widget(page)
      .locator('.csw')
      .evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(overflow).toBe(0);
    const results = await new AxeBuilder({ page }).include('#costseg-estimator').analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});

test.describe('/widget configurator', () => {
  test('builds the snippet, previews the live widget, copies it, passes axe', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
    const problems = await watch(page);
    await page.goto('/widget');
    await waitForHydration(page, 'widget-configurator');
    await page.waitForFunction(() => 'CostSegEstimator' in window);
    // The link starts as the snippet says (empty: "#"); the warning that "#" goes nowhere waits
    // until the firm works on its call to action.
    await expect(page.getByLabel('Button link')).toHaveValue('');
    await expect(page.getByLabel('Paste it where the estimator should appear.')).toHaveValue(/data-cta-url="#"/);
    await expect(page.locator('#cta-url-warning')).toHaveCount(0);
    await page.getByLabel('Accent colour', { exact: true }).fill('#B45309');
    await expect(page.locator('#cta-url-warning')).toHaveCount(0);
    await page.getByLabel('Button text').fill('Talk to us');
    await expect(page.locator('#cta-url-warning')).toContainText('goes nowhere');
    await page.getByLabel('Button link').fill('https://firm.example/contact');
    await expect(page.locator('#cta-url-warning')).toHaveCount(0);
    await page.getByLabel('Show "Powered by" footer').uncheck();

    const snippet = await page.getByLabel('Paste it where the estimator should appear.').inputValue();
    expect(snippet).toBe(
      '<div id="costseg-estimator" data-accent-color="#B45309" data-cta-text="Talk to us" data-cta-url="https://firm.example/contact" data-show-branding="false"></div>\n' +
        '<script async src="https://estimate.example.com/widget/costseg-estimator.js"></script>',
    );
    const cta = page.locator('#costseg-estimator a.cta');
    await expect(cta).toHaveText('Talk to us');
    await expect(cta).toHaveCSS('background-color', 'rgb(180, 83, 9)');
    await expect(page.locator('#costseg-estimator').getByText('Powered by')).toHaveCount(0);

    await page.getByRole('button', { name: 'Copy snippet' }).click();
    await expect(page.getByRole('status')).toHaveText('Snippet copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(snippet);

    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('says by the field what the widget would set aside: a colour that is not hex, a link it refuses, a text it cuts (a review)', async ({ page }) => {
    await page.goto('/widget');
    await waitForHydration(page, 'widget-configurator');
    const snippet = page.getByLabel('Paste it where the estimator should appear.');
    await page.getByLabel('Accent colour', { exact: true }).fill('blue');
    await expect(page.locator('#accent-warning')).toHaveText(
      'Not a hex colour: the widget would use #2563EB. Write # and three or six hex digits, such as #0F766E.',
    );
    await expect(page.getByLabel('Accent colour', { exact: true })).toHaveAttribute('aria-describedby', 'accent-hint accent-warning');
    await expect(snippet).toHaveValue(/data-accent-color="#2563EB"/);
    await page.getByLabel('Accent colour', { exact: true }).fill('#0F766E');
    await expect(page.locator('#accent-warning')).toHaveCount(0);
    // Empty is the default, as the hint says: no warning.
    await page.getByLabel('Accent colour', { exact: true }).fill('');
    await expect(page.locator('#accent-warning')).toHaveCount(0);
    await page.getByLabel('Button link').fill('javascript:alert(1)');
    await expect(page.locator('#cta-url-warning')).toContainText('The widget refuses this link');
    await expect(snippet).toHaveValue(/data-cta-url="#"/);
    await page.getByLabel('Button text').fill('Book '.repeat(30));
    await expect(page.locator('#cta-text-warning')).toHaveText('Longer than 100 characters: the widget shows its first 99 and “…”.');
    await page.getByLabel('Button text').fill('Book a call');
    await expect(page.locator('#cta-text-warning')).toHaveCount(0);
  });

  test('on a phone, settings changed before the preview is scrolled to reach it, and so does a change back', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/widget');
    await waitForHydration(page, 'widget-configurator');
    expect(await page.evaluate(() => 'CostSegEstimator' in window)).toBe(false); // far below: not loaded yet
    await page.getByLabel('Show "Powered by" footer').uncheck();
    const preview = page.locator('#costseg-estimator');
    await preview.scrollIntoViewIfNeeded();
    await expect(preview.getByTestId('depreciable-basis')).toHaveText('$775,000');
    await expect(preview.getByText('Powered by')).toHaveCount(0);
    // Back to the settings of the first render: the widget reads them again.
    await page.getByLabel('Show "Powered by" footer').check();
    await expect(preview.getByText('Powered by')).toHaveCount(1);
    await page.getByLabel('Show "Powered by" footer').uncheck();
    await expect(preview.getByText('Powered by')).toHaveCount(0);
  });

  test('the preview shows an example estimate on first load, which the snippet does not carry; the tax line is offered first, and on', async ({ page }) => {
    await page.goto('/widget');
    await waitForHydration(page, 'widget-configurator');
    const preview = page.locator('#costseg-estimator');
    await expect(preview.getByTestId('depreciable-basis')).toHaveText('$775,000');
    await expect(page.locator('#preview-example')).toContainText('Light commercial: office, $1,250,000, ZIP 10001');
    await expect(page.getByLabel('Paste it where the estimator should appear.')).not.toHaveValue(/data-property-type|data-purchase-price|data-zip/);
    // The first choice of the form is the tax line, on as in the widget's defaults: it leads the
    // preview's result; turned off, the snippet says so and the preview has no line.
    const snippet = page.getByLabel('Paste it where the estimator should appear.');
    await expect(page.locator('form input').first()).toHaveId('tax-impact');
    await expect(page.getByLabel('Show the first-year deduction and tax saving')).toBeChecked();
    await expect(preview.locator('.tax-line')).toContainText('less tax this year');
    await expect(snippet).not.toHaveValue(/data-show-tax-impact/);
    await page.getByLabel('Show the first-year deduction and tax saving').uncheck();
    await expect(snippet).toHaveValue(/ data-show-tax-impact="false"/);
    await expect(preview.locator('.tax-line')).toHaveCount(0);
    await page.getByLabel('Show the first-year deduction and tax saving').check();
    await expect(preview.locator('.tax-line')).toContainText('less tax this year');
    // A pre-fill of the firm's own replaces the example.
    await page.locator('#prefill-price').fill('2000000');
    await expect(page.locator('#preview-example')).toHaveCount(0);
    await expect(preview.getByLabel('Purchase price')).toHaveValue('2000000');
  });
});
