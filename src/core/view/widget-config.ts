import { WIDGET_PATH } from '../contract/api/routes.ts';
import { V2_CHECKS } from '../contract/v2-field-checks.ts';
import { V2_PROPERTY_TYPES, type V2PropertyType } from '../domain/estimate/catalog.ts';
import type { EstimateFormValues } from './estimate-form.ts';
import { parsePriceInput } from './price-input.ts';

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
  /** The one-line first-year tax saving leading the result: on unless the attribute says "false". */
  showTaxImpact: boolean;
  /**
   * Its tax rate as data-tax-rate gives it, trimmed; blank means the default. Read with
   * taxRateFrom by the tax add-on, which only a container with the line loads: the rate's
   * parser and its console warning cost the other host pages nothing.
   */
  taxRate: string;
  /** The call to action carries the estimate (and the tax line's figure) in its query: on unless "false". */
  ctaIncludeEstimate: boolean;
  /** The fields' first values, as typed in the attributes; an invalid one is blank. */
  prefill: EstimateFormValues;
  /** The property types offered, in the catalogue's order: every type unless the firm limits them. */
  propertyTypes: readonly V2PropertyType[];
  /** Light unless the firm says otherwise, so that no host page changes by surprise; auto follows the visitor's system. */
  theme: WidgetTheme;
}

/**
 * What a parser calls when it sets its attribute's value aside for the default. It says only
 * that it did: the words for the console (what the attribute allows) are widget-warnings.ts's,
 * which the widget loads only when a firm wrote something it set aside, so that no host page
 * downloads them otherwise (every byte of the widget goes to every host page).
 */
export type Ignore = () => void;

export const WIDGET_THEMES = ['light', 'dark', 'auto'] as const;
export type WidgetTheme = (typeof WIDGET_THEMES)[number];

// The parsers below use these, not WIDGET_DEFAULTS, so that the widget's bundle can leave that
// object (the configurator's) out.
const DEFAULT_ACCENT_COLOR = '#2563EB';
const DEFAULT_CTA_TEXT = 'Get Your Free Cost Segregation Quote \u2192';
const DEFAULT_CTA_URL = '#';

export const WIDGET_DEFAULTS: Readonly<WidgetConfig> = {
  accentColor: DEFAULT_ACCENT_COLOR,
  ctaText: DEFAULT_CTA_TEXT,
  ctaUrl: DEFAULT_CTA_URL,
  showBranding: true,
  showTaxImpact: true,
  taxRate: '',
  ctaIncludeEstimate: true,
  prefill: { propertyType: '', purchasePrice: '', zip: '' },
  propertyTypes: V2_PROPERTY_TYPES,
  theme: 'light',
};

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
/** Longer CTA text is cut: it is a button label, not a paragraph. */
export const MAX_CTA_TEXT_LENGTH = 100;

export function accentColorFrom(value: string | undefined, ignore?: Ignore): string {
  const trimmed = value?.trim() ?? '';
  if (HEX_COLOUR.test(trimmed)) return trimmed;
  ignore?.();
  return DEFAULT_ACCENT_COLOR;
}

export function ctaTextFrom(value: string | undefined): string {
  const text = value?.replace(/\s+/g, ' ').trim() ?? '';
  if (text === '') return DEFAULT_CTA_TEXT;
  // Cut by code points, so no character is split into half a surrogate pair (a flag or a
  // family emoji, several code points, may still lose its tail).
  const characters = Array.from(text);
  return characters.length > MAX_CTA_TEXT_LENGTH ? `${characters.slice(0, MAX_CTA_TEXT_LENGTH - 1).join('')}\u2026` : text;
}

/**
 * Whether the widget cuts a button text (ctaTextFrom), which the configurator says by the field:
 * a cut text is the first characters of the text, and never the text itself.
 */
export function ctaTextCut(value: string): boolean {
  const kept = ctaTextFrom(value);
  return kept.endsWith('\u2026') && kept !== value.replace(/\s+/g, ' ').trim();
}

/**
 * Only http:, https:, relative URLs and #fragments. The value is resolved the way the browser
 * will resolve the link (so "java\tscript:" and " javascript:" are seen for what they are) and
 * the resolved address is what the link gets.
 */
export function ctaUrlFrom(value: string | undefined, baseUrl: string, ignore?: Ignore): string {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '' || trimmed.startsWith('#')) return trimmed || DEFAULT_CTA_URL;
  const url = resolveHttpUrl(trimmed, baseUrl);
  if (url) return url;
  ignore?.();
  return DEFAULT_CTA_URL;
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

/**
 * On unless the attribute says "false" (any case, spaces ignored; anything but "true" or "false"
 * is told to `ignore`): data-show-branding, data-show-tax-impact, whose headline figure is what a
 * firm embeds the widget for (docs/decisions/0201-the-widget-leads-with-the-tax-saving.md), and
 * data-cta-include-estimate, the lead the firm embeds it to receive
 * (docs/decisions/0331-the-call-to-action-carries-the-lead.md).
 */
export function optOutFrom(value: string | undefined, ignore?: Ignore): boolean {
  const word = value?.trim().toLowerCase();
  if (word !== 'true' && word !== 'false') ignore?.();
  return word !== 'false';
}

/**
 * The types listed, comma- or space-separated, any case, in the catalogue's order; unknown
 * names are ignored, and a list with no known type means every type.
 */
export function propertyTypesFrom(value: string | undefined, ignore?: Ignore): readonly V2PropertyType[] {
  const listed = value?.toLowerCase().split(/[\s,]+/) ?? [];
  const types = V2_PROPERTY_TYPES.filter((type) => listed.includes(type));
  if (types.length > 0) return types;
  ignore?.();
  return V2_PROPERTY_TYPES;
}

/**
 * The fields' first values: each kept as written (trimmed) when the API would accept it, else
 * blank, so that a firm's typo never greets a visitor with an error (`ignore(field)` is told).
 * The property type must also be one of those offered.
 */
export function prefillFrom(
  dataset: Record<string, string | undefined>,
  propertyTypes: readonly V2PropertyType[],
  ignore?: (field: keyof EstimateFormValues) => Ignore,
): EstimateFormValues {
  const text = (value: string | undefined) => value?.trim() ?? '';
  const values: EstimateFormValues = { propertyType: text(dataset.propertyType), purchasePrice: text(dataset.purchasePrice), zip: text(dataset.zip) };
  const given = { purchasePrice: parsePriceInput(values.purchasePrice) ?? Number.NaN, zip: values.zip };
  if (!(propertyTypes as readonly string[]).includes(values.propertyType)) {
    ignore?.('propertyType')();
    values.propertyType = '';
  }
  for (const field of ['purchasePrice', 'zip'] as const) {
    if (V2_CHECKS[field](given[field])) {
      ignore?.(field)();
      values[field] = '';
    }
  }
  return values;
}

/** "dark" or "auto" (any case); anything else is light. */
export function themeFrom(value: string | undefined, ignore?: Ignore): WidgetTheme {
  const theme = value?.trim().toLowerCase();
  if (theme === 'dark' || theme === 'auto' || theme === 'light') return theme;
  ignore?.();
  return 'light';
}

/**
 * The widget's settings from its container's data- attributes (keys as in `dataset`), and the
 * keys of the attributes whose values were set aside for their defaults (a blank attribute is an
 * unset one, never set aside): widget-warnings.ts says what each allows.
 */
export function readWidgetConfig(dataset: Record<string, string | undefined>, baseUrl: string): { config: WidgetConfig; ignored: string[] } {
  const ignored: string[] = [];
  const on =
    (key: string): Ignore =>
    () =>
      dataset[key]?.trim() && ignored.push(key);
  /** An attribute through its parser, which tells `on(key)` when it sets the value aside. */
  const read = <T>(key: string, parse: (value: string | undefined, ignore: Ignore) => T) => parse(dataset[key], on(key));
  const propertyTypes = read('propertyTypes', propertyTypesFrom);
  const config: WidgetConfig = {
    accentColor: read('accentColor', accentColorFrom),
    ctaText: ctaTextFrom(dataset.ctaText),
    ctaUrl: read('ctaUrl', (value, ignore) => ctaUrlFrom(value, baseUrl, ignore)),
    showBranding: read('showBranding', optOutFrom),
    showTaxImpact: read('showTaxImpact', optOutFrom),
    // Read by the tax add-on (taxRateFrom, widget-warnings.ts), which warns about it itself.
    taxRate: dataset.taxRate?.trim() ?? '',
    ctaIncludeEstimate: read('ctaIncludeEstimate', optOutFrom),
    prefill: prefillFrom(dataset, propertyTypes, on),
    propertyTypes,
    theme: read('theme', themeFrom),
  };
  return { config, ignored };
}

export function widgetConfigFrom(dataset: Record<string, string | undefined>, baseUrl: string): WidgetConfig {
  return readWidgetConfig(dataset, baseUrl).config;
}

/**
 * What a firm pastes into its page: the container with its settings, then the script. The four
 * original attributes are always written; the others only when they differ from the default.
 */
export function embedSnippet(config: WidgetConfig, serviceUrl: string): string {
  const attribute = (name: string, value: string, write = true) => (write ? ` ${name}="${escapeAttribute(value)}"` : '');
  const { prefill, propertyTypes } = config;
  return (
    `<div id="${WIDGET_CONTAINER_ID}"` +
    attribute('data-accent-color', config.accentColor) +
    attribute('data-cta-text', config.ctaText) +
    attribute('data-cta-url', config.ctaUrl) +
    attribute('data-cta-include-estimate', 'false', !config.ctaIncludeEstimate) +
    attribute('data-show-branding', String(config.showBranding)) +
    attribute('data-show-tax-impact', 'false', !config.showTaxImpact) +
    attribute('data-tax-rate', config.taxRate, config.showTaxImpact && config.taxRate !== '') +
    attribute('data-theme', config.theme, config.theme !== 'light') +
    attribute('data-property-types', propertyTypes.join(','), propertyTypes.length < V2_PROPERTY_TYPES.length) +
    attribute('data-property-type', prefill.propertyType, prefill.propertyType !== '') +
    attribute('data-purchase-price', prefill.purchasePrice, prefill.purchasePrice !== '') +
    attribute('data-zip', prefill.zip, prefill.zip !== '') +
    `></div>\n<script async src="${escapeAttribute(serviceUrl + WIDGET_PATH)}"></script>`
  );
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
