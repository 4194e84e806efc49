import { expect, type Locator, type Page, test } from '@playwright/test';
import { contrastOf, luminanceOf, NON_TEXT_CONTRAST } from '../../src/core/view/contrast.ts';
import { WIDGET_DEFAULTS } from '../../src/core/view/widget-config.ts';
import { container, hostPage, useHostServer, widget } from './widget-host.ts';

/**
 * WCAG 1.4.11 as rendered (docs/decisions/0202-marks-keep-their-contrast-with-any-accent.md): the
 * range bar's band keeps 3:1 against its track and the background around it, and so do the
 * typical mark, the focus ring and the fields' borders, whatever the firm's accent, in the light
 * and the dark theme; the page's own bar too. Colours are read from computed styles.
 */
const host = useHostServer();
const ACCENTS = [WIDGET_DEFAULTS.accentColor, '#0F766E', '#FDE047', '#1E3A8A', '#FFFFFF', '#000000', '#DC2626'];

/** A computed colour (`rgb(r, g, b)`) as red, green and blue; an opaque one only. */
function rgbOf(computed: string): number[] {
  const match = /^rgb\((\d+), (\d+), (\d+)\)$/.exec(computed);
  expect(match, computed).not.toBeNull();
  return match!.slice(1).map(Number);
}
const contrast = (a: string, b: string) => contrastOf(luminanceOf(rgbOf(a)), luminanceOf(rgbOf(b)));
const style = (locator: Locator, property: string) => locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

async function expectAtLeast3(page: Page, label: string, mark: string, ...neighbours: string[]) {
  for (const neighbour of neighbours)
    expect(contrast(mark, neighbour), `${label}: ${mark} against ${neighbour} (${page.url()})`).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
}

for (const theme of ['light', 'dark'] as const) {
  test(`the widget, ${theme} theme: every mark keeps 3:1 with accents ${ACCENTS.join(', ')}`, async ({ page }) => {
    for (const accent of ACCENTS) {
      const attributes = ` data-theme="${theme}" data-accent-color="${accent}" data-property-type="office" data-purchase-price="1250000" data-zip="10001"`;
      await page.goto(host.page(`/contrast-${theme}-${accent.slice(1)}`, { html: hostPage(container(attributes) + host.script()) }));
      const root = widget(page);
      await expect(root.getByTestId('depreciable-basis')).toHaveText('$775,000');
      const background = await style(root.locator('.csw'), 'background-color');
      const track = await style(root.locator('.range-track'), 'fill');
      const band = root.locator('.range-band');
      // The band: the firm's colour, and an edge that carries the contrast.
      expect(rgbOf(await style(band, 'fill'))).toEqual(rgbOf(`rgb(${[1, 3, 5].map((i) => Number.parseInt(accent.slice(i, i + 2), 16)).join(', ')})`));
      expect(Number.parseFloat(await style(band, 'stroke-width'))).toBeGreaterThanOrEqual(1);
      await expectAtLeast3(page, 'the band', await style(band, 'stroke'), track, background);
      await expectAtLeast3(page, 'the legend', await style(root.locator('.legend-band'), 'border-top-color'), background);
      // The typical mark, with a ring of the background between it and the band.
      const typical = root.locator('.range-typical');
      expect(await style(typical, 'stroke')).toBe(background);
      await expectAtLeast3(page, 'the typical mark', await style(typical, 'fill'), background);
      // The focus ring and the fields' borders.
      const price = root.getByLabel('Purchase price');
      await price.focus();
      await expectAtLeast3(page, 'the focus ring', await style(price, 'outline-color'), background);
      expect(await style(price, 'outline-style')).toBe('solid');
      await expectAtLeast3(page, 'a field', await style(price, 'border-top-color'), background);
      // The call to action's text reads on the accent (4.5:1 at least).
      const cta = root.locator('a.cta');
      expect(contrast(await style(cta, 'color'), await style(cta, 'background-color'))).toBeGreaterThanOrEqual(4.5);
    }
  });
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`the page's range bar, ${colorScheme} theme`, () => {
    test.use({ colorScheme });

    test("the band's edge keeps 3:1 against the track and the result's background; the typical mark against the band", async ({ page }) => {
      await page.goto('/v2/estimate?propertyType=office&purchasePrice=1250000&zip=10001');
      const background = await style(page.locator('.estimator-result'), 'background-color');
      const track = await style(page.locator('.range-track'), 'fill');
      const band = page.locator('.range-band');
      await expectAtLeast3(page, 'the band', await style(band, 'stroke'), track, background);
      await expectAtLeast3(page, 'the typical mark', await style(page.locator('.range-typical'), 'fill'), await style(band, 'fill'), background);
      await expectAtLeast3(page, 'the legend', await style(page.locator('.legend-band'), 'border-top-color'), background);
      const price = page.getByLabel('Purchase price');
      await price.focus();
      await expectAtLeast3(page, 'the focus ring', await style(price, 'outline-color'), await style(page.locator('.estimator-form'), 'background-color'));
    });
  });
}
