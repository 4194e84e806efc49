import { WIDGET_PATH } from './api/routes.ts';
import { DEFAULT_TAX_RATE } from './tax/tax-impact-inputs.ts';

/**
 * The embeddable widget's configuration and its embed snippet: what a firm's data- attributes
 * mean (spec, Widget configuration), and the two lines that carry them. Pure and zod-free: the
 * widget's script (widget/src/main.ts) reads its attributes with it, and the configurator on
 * /widget (src/components/WidgetConfigurator.tsx) writes the snippet with it.
 */

/** The element the widget mounts into on its own, and the snippet's container. */
export const WIDGET_CONTAINER_ID = 'costseg-estimator';

/**
 * The widget's settings from its container's data- attributes. Attributes come from pages we
 * have never seen, so each is treated as untrusted input and falls back to its default when it
 * is not what it should be.
 */
export interface WidgetConfig {
  /** A hex colour, #rgb or #rrggbb (no alpha: a see-through button would vanish). */
  accentColor: string;
  /** Plain text; never parsed as HTML. */
  ctaText: string;
  /** An http(s) URL, a relative URL or a #fragment; anything else becomes "#". */
  ctaUrl: string;
  showBranding: boolean;
  /** The one-line first-year tax figure under the range: off unless the attribute says "true". */
  showTaxImpact: boolean;
  /** Its tax rate, 0 to 1, from data-tax-rate in percent ("24" or "24%"). */
  taxRate: number;
}

export const WIDGET_DEFAULTS: Readonly<WidgetConfig> = {
  accentColor: '#2563EB',
  ctaText: 'Get Your Free Cost Segregation Quote \u2192',
  ctaUrl: '#',
  showBranding: true,
  showTaxImpact: false,
  taxRate: DEFAULT_TAX_RATE,
};

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
/** Longer CTA text is cut: it is a button label, not a paragraph. */
export const MAX_CTA_TEXT_LENGTH = 100;

export function accentColorFrom(value: string | undefined): string {
  const trimmed = value?.trim() ?? '';
  return HEX_COLOUR.test(trimmed) ? trimmed : WIDGET_DEFAULTS.accentColor;
}

export function ctaTextFrom(value: string | undefined): string {
  const text = value?.replace(/\s+/g, ' ').trim() ?? '';
  if (text === '') return WIDGET_DEFAULTS.ctaText;
  // Cut by code points, so no character is split into half a surrogate pair (a flag or a
  // family emoji, several code points, may still lose its tail).
  const characters = Array.from(text);
  return characters.length > MAX_CTA_TEXT_LENGTH ? `${characters.slice(0, MAX_CTA_TEXT_LENGTH - 1).join('')}\u2026` : text;
}

/**
 * Only http:, https:, relative URLs and #fragments. The value is resolved the way the browser
 * will resolve the link (so "java\tscript:" and " javascript:" are seen for what they are) and
 * the resolved address is what the link gets.
 */
export function ctaUrlFrom(value: string | undefined, baseUrl: string): string {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '' || trimmed.startsWith('#')) return trimmed === '' ? WIDGET_DEFAULTS.ctaUrl : trimmed;
  const url = resolveHttpUrl(trimmed, baseUrl);
  return url ?? WIDGET_DEFAULTS.ctaUrl;
}

/**
 * Whether a CTA link would be kept by the widget, wherever it is embedded: what the
 * configurator checks before it writes the link, as typed, into a snippet.
 */
export function isAllowedCtaUrl(value: string): boolean {
  const trimmed = value.trim();
  return trimmed === '' || trimmed.startsWith('#') || resolveHttpUrl(trimmed, 'https://host.invalid/page') !== null;
}

/** The absolute http(s) address `value` resolves to from `baseUrl`, or null for any other scheme. */
function resolveHttpUrl(value: string, baseUrl: string): string | null {
  try {
    const url = new URL(value, baseUrl);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Shown unless the attribute says "false" (any case, spaces ignored). */
export function showBrandingFrom(value: string | undefined): boolean {
  return value?.trim().toLowerCase() !== 'false';
}

/** Off unless the attribute says "true" (any case, spaces ignored): no host changes by surprise. */
export function showTaxImpactFrom(value: string | undefined): boolean {
  return value?.trim().toLowerCase() === 'true';
}

/** A percent from 0 to 100 ("24", "24%", "33.5"); anything else is the default rate. */
export function taxRateFrom(value: string | undefined): number {
  const match = /^(\d{1,3}(?:\.\d+)?)\s*%?$/.exec(value?.trim() ?? '');
  const percent = match ? Number(match[1]) : Number.NaN;
  return percent <= 100 ? percent / 100 : WIDGET_DEFAULTS.taxRate;
}

export function widgetConfigFrom(dataset: Record<string, string | undefined>, baseUrl: string): WidgetConfig {
  return {
    accentColor: accentColorFrom(dataset.accentColor),
    ctaText: ctaTextFrom(dataset.ctaText),
    ctaUrl: ctaUrlFrom(dataset.ctaUrl, baseUrl),
    showBranding: showBrandingFrom(dataset.showBranding),
    showTaxImpact: showTaxImpactFrom(dataset.showTaxImpact),
    taxRate: taxRateFrom(dataset.taxRate),
  };
}

/** Black or white, whichever reads better on the accent (WCAG relative luminance). */
export function textColorOn(hex: string): '#000000' | '#ffffff' {
  const digits = hex.slice(1);
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  const channel = (i: number) => {
    const c = parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
  // Contrast with white (1.05 / (L + 0.05)) against contrast with black ((L + 0.05) / 0.05).
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.05 ? '#ffffff' : '#000000';
}

/** What a firm pastes into its page: the container with its settings, then the script. */
export function embedSnippet(config: WidgetConfig, serviceUrl: string): string {
  const attribute = (name: string, value: string) => ` ${name}="${escapeAttribute(value)}"`;
  return (
    `<div id="${WIDGET_CONTAINER_ID}"` +
    attribute('data-accent-color', config.accentColor) +
    attribute('data-cta-text', config.ctaText) +
    attribute('data-cta-url', config.ctaUrl) +
    attribute('data-show-branding', String(config.showBranding)) +
    (config.showTaxImpact ? attribute('data-show-tax-impact', 'true') + attribute('data-tax-rate', String(Math.round(config.taxRate * 10_000) / 100)) : '') +
    `></div>\n<script async src="${escapeAttribute(serviceUrl + WIDGET_PATH)}"></script>`
  );
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
