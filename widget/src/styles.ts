// Minified into the bundle as a string by widget/build.ts (its inline-css plugin); see widget.css for why.
import { textColorOn } from '../../src/core/view/contrast.ts';
import css from './widget.css?inline';

export const WIDGET_CSS: string = css;

/**
 * The per-widget accent: a tiny sheet of its own, so no style attribute is ever written. The
 * button is the firm's colour, its text black or white (textColorOn); the marks that must keep
 * 3:1 against what surrounds them whatever the accent (WCAG 1.4.11) take the text colour for
 * their edge (widget.css).
 */
export function accentCss(accent: string): string {
  return `.csw { --csw-accent: ${accent}; --csw-on-accent: ${textColorOn(accent)}; }`;
}
