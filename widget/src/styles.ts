// Minified into the bundle as a string by widget/build.ts (its inline-css plugin); see widget.css for why.
import css from './widget.css?inline';

export const WIDGET_CSS: string = css;

/** The per-widget accent: a tiny sheet of its own, so no style attribute is ever written. */
export function accentCss(accent: string, onAccent: string): string {
  return `.csw { --csw-accent: ${accent}; --csw-on-accent: ${onAccent}; }`;
}
