import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contrastRatio, luminanceOf, NON_TEXT_CONTRAST, rgbOf, textColorOn } from '../../../src/core/view/contrast.ts';
import { WIDGET_DEFAULTS } from '../../../src/core/view/widget-config.ts';

/**
 * WCAG 1.4.11 for every mark of the widget and the page, computed from the stylesheets' own
 * palettes (docs/decisions/0202-marks-keep-their-contrast-with-any-accent.md): whatever a firm's
 * accent, each mark keeps 3:1 against what is next to it, in the light and the dark theme.
 */
const ACCENTS = [WIDGET_DEFAULTS.accentColor, '#0F766E', '#FDE047', '#1E3A8A', '#FFFFFF', '#000000', '#DC2626', '#93C5FD', '#777777'];

const widgetCss = readFileSync(new URL('../../../widget/src/widget.css', import.meta.url), 'utf8');
const pageCss = readFileSync(new URL('../../../src/styles/base.css', import.meta.url), 'utf8');

/** The `--name: #hex` declarations of the first block that opens with `opening`. */
function paletteOf(css: string, opening: string): Record<string, string> {
  const start = css.indexOf(opening);
  expect(start, opening).toBeGreaterThanOrEqual(0);
  const block = css.slice(start, css.indexOf('}', start));
  return Object.fromEntries([...block.matchAll(/(--[\w-]+):\s*(#[0-9a-f]{3,6})\b/gi)].map(([, name, value]) => [name!, value!]));
}

/** The colour a rule gives a property: `var(--x)` read from the palette (the accent by its own name). */
function colourOf(css: string, selector: string, property: string, palette: Record<string, string>): string {
  const rule = new RegExp(`(?:^|\\n)${selector.replace(/[.[\]]/g, '\\$&')} \\{([^}]*)\\}`).exec(css)?.[1] ?? '';
  const variable = new RegExp(`(?:^|\\s)${property}:[^;]*var\\((--[\\w-]+)\\)`).exec(rule)?.[1];
  expect(variable, `${selector} { ${property} }`).toBeDefined();
  const colour = palette[variable!];
  expect(colour, `${variable} in the palette`).toBeDefined();
  return colour!;
}

describe('WCAG 2 contrast (src/core/view/contrast.ts)', () => {
  it('relative luminance: black 0, white 1, #rgb as #rrggbb', () => {
    expect(luminanceOf(rgbOf('#000000'))).toBe(0);
    expect(luminanceOf(rgbOf('#fff'))).toBeCloseTo(1, 10);
    expect(rgbOf('#0F766E')).toEqual([15, 118, 110]);
    expect(rgbOf('#abc')).toEqual(rgbOf('#aabbcc'));
  });

  it('contrast ratio: 21 for black on white, either order; the published values for greys', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 10);
    expect(contrastRatio('#fff', '#000')).toBeCloseTo(21, 10);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2); // the classic "just fails AA"
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#2563EB', '#2563EB')).toBe(1);
  });

  it('the button text is black or white, whichever reads better, and reads at 4.5:1 on any accent', () => {
    expect(textColorOn('#2563EB')).toBe('#ffffff');
    expect(textColorOn('#ffff00')).toBe('#000000');
    expect(textColorOn('#fff')).toBe('#000000');
    expect(textColorOn('#000000')).toBe('#ffffff');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), (value) => {
        const accent = `#${value.toString(16).padStart(6, '0')}`;
        expect(contrastRatio(textColorOn(accent), accent)).toBeGreaterThanOrEqual(4.5);
      }),
      { numRuns: 2_000 },
    );
  });
});

describe('the widget: every mark keeps 3:1 with any accent, light and dark (widget/src/widget.css)', () => {
  const light = paletteOf(widgetCss, '.csw {');
  const dark = paletteOf(widgetCss, '.dark {');
  const themes = { light, dark };

  it('the two themes name the same colours, and "auto" when dark is the dark theme', () => {
    expect(Object.keys(dark)).toEqual(Object.keys(light));
    expect(paletteOf(widgetCss, '  .auto {')).toEqual(dark);
  });

  for (const [theme, palette] of Object.entries(themes)) {
    for (const accent of ACCENTS) {
      it(`${theme}, accent ${accent}: the band (its edge), the typical mark, the focus ring, the fields' borders`, () => {
        const colours = { ...palette, '--csw-accent': accent };
        const { '--csw-bg': background, '--csw-line': track } = palette;
        // The band: the accent filled, edged in a colour that keeps 3:1 against the track and the background.
        expect(colourOf(widgetCss, '.range-band', 'fill', colours)).toBe(accent);
        const edge = colourOf(widgetCss, '.range-band', 'stroke', colours);
        expect(contrastRatio(edge, track!)).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
        expect(contrastRatio(edge, background!)).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
        // Its legend's swatch, drawn the same way.
        expect(colourOf(widgetCss, '.legend-band,\n.legend-mark', 'border', colours)).toBe(edge);
        // The typical mark: against the background at its ends, and a ring of the background between it and the band.
        const typical = colourOf(widgetCss, '.range-typical', 'fill', colours);
        expect(colourOf(widgetCss, '.range-typical', 'stroke', colours)).toBe(background);
        expect(contrastRatio(typical, background!)).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
        // The focus ring, on the background (outline-offset).
        expect(contrastRatio(colourOf(widgetCss, ':focus-visible', 'outline', colours), background!)).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
        // The fields' borders, plain and marked wrong.
        expect(contrastRatio(colourOf(widgetCss, 'input,\nselect', 'border', colours), background!)).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
        expect(contrastRatio(colourOf(widgetCss, '[aria-invalid="true"]', 'border', colours), background!)).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
      });
    }
  }

  it('the accent alone would not do: the teal of issue 26 on the dark track, white on the light background', () => {
    expect(contrastRatio('#0F766E', dark['--csw-line']!)).toBeLessThan(NON_TEXT_CONTRAST);
    expect(contrastRatio('#FFFFFF', light['--csw-bg']!)).toBeLessThan(NON_TEXT_CONTRAST);
    expect(contrastRatio('#FDE047', light['--csw-line']!)).toBeLessThan(NON_TEXT_CONTRAST);
    expect(contrastRatio(WIDGET_DEFAULTS.accentColor, dark['--csw-line']!)).toBeLessThan(NON_TEXT_CONTRAST);
  });
});

describe('the page: its range bar, chart bars, focus ring and fields keep 3:1, light and dark (src/styles/base.css)', () => {
  const light = paletteOf(pageCss, ':root {');
  const dark = paletteOf(pageCss, '@media screen and (prefers-color-scheme: dark) {\n  :root {');

  for (const [theme, palette] of Object.entries({ light, dark })) {
    it(theme, () => {
      const { '--page': page, '--surface': surface, '--track': track, '--field': field } = palette;
      const atLeast3 = (colour: string, ...neighbours: string[]) => {
        for (const neighbour of neighbours) expect(contrastRatio(colour, neighbour), `${colour} on ${neighbour}`).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
      };
      // The band's edge against the track and the result's background (a surface; the printed page's white).
      const band = colourOf(pageCss, '.range-band', 'fill', palette);
      const edge = colourOf(pageCss, '.range-band', 'stroke', palette);
      atLeast3(edge, track!, surface!, page!);
      expect(colourOf(pageCss, '.legend-band', 'border', palette)).toBe(edge);
      // The typical mark, inside the band and at its ends on the background.
      atLeast3(colourOf(pageCss, '.range-typical', 'fill', palette), band, surface!, page!);
      // The chart's bars on the page, the focus ring on either background.
      atLeast3(colourOf(pageCss, '.chart-bar-up', 'fill', palette), page!);
      atLeast3(colourOf(pageCss, '.chart-bar-down', 'fill', palette), page!);
      atLeast3(colourOf(pageCss, ':focus-visible', 'outline', palette), page!, surface!);
      // The fields' borders against their fill and either background, plain and marked wrong.
      atLeast3(colourOf(pageCss, '.field input,\n.field select', 'border', palette), field!, surface!, page!);
      atLeast3(colourOf(pageCss, '.field [aria-invalid="true"]', 'border-color', palette), field!, surface!, page!);
    });
  }
});
