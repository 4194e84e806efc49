/**
 * Colour contrast as WCAG 2 defines it: relative luminance and contrast ratio. Pure and small:
 * the widget picks its button's text with it (every byte goes to every host page), and the tests
 * hold every mark of the page and the widget, with any accent, to the 3:1 of WCAG 1.4.11
 * (docs/decisions/0202-marks-keep-their-contrast-with-any-accent.md).
 * https://www.w3.org/TR/WCAG22/#dfn-relative-luminance, https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio
 */

/** The contrast WCAG 1.4.11 asks of a graphic or a control's edge against its neighbours. */
export const NON_TEXT_CONTRAST = 3;

/** Red, green and blue, 0 to 255, of a `#rgb` or `#rrggbb` colour. */
export function rgbOf(hex: string): number[] {
  const digits = hex.slice(1);
  const full = digits.length === 3 ? digits.replace(/./g, '$&$&') : digits;
  return [0, 2, 4].map((index) => parseInt(full.slice(index, index + 2), 16));
}

/** WCAG 2 relative luminance of red, green and blue 0 to 255: 0 for black, 1 for white. */
export function luminanceOf(rgb: readonly number[]): number {
  const [r, g, b] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG 2 contrast ratio of two relative luminances: 1 (the same) to 21 (black on white). */
export function contrastOf(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** WCAG 2 contrast ratio of two `#rgb` or `#rrggbb` colours. */
export function contrastRatio(a: string, b: string): number {
  return contrastOf(luminanceOf(rgbOf(a)), luminanceOf(rgbOf(b)));
}

/** Black or white, whichever reads better on the colour: white's contrast with it against black's. */
export function textColorOn(hex: string): '#000000' | '#ffffff' {
  const luminance = luminanceOf(rgbOf(hex)) + 0.05;
  return 1.05 / luminance >= luminance / 0.05 ? '#ffffff' : '#000000';
}
