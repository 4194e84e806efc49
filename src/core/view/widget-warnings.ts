import { V2_PROPERTY_TYPES } from '../domain/estimate/catalog.ts';
import { isRate, parseRateInput } from './rate-input.ts';
import { VISITOR_MESSAGES } from './visitor-messages.ts';
import { readWidgetConfig, WIDGET_DEFAULTS, type WidgetConfig } from './widget-config.ts';

/**
 * The widget's attributes as a firm is told about them: what the widget writes to the console
 * about an attribute it set aside for its default (the attribute as written in HTML, its value as
 * written, and what it allows), and data-tax-rate's reader, which warns in the same words. The
 * words are here, apart from the parsers (widget-config.ts), because the widget's first load does
 * not carry them: its tax add-on does (widget/src/tax-addon.ts), loaded for the tax line, or
 * when a firm wrote something the widget set aside, so that no other host page downloads them.
 */
export interface IgnoredAttribute {
  attribute: string;
  value: string;
  allowed: string;
}

/** The console's words for an attribute set aside: the widget's and its tax add-on's alike. */
export function ignoredMessage({ attribute, value, allowed }: IgnoredAttribute): string {
  return `${attribute}="${value}" ignored: ${allowed}; using the default`;
}

const TRUE_OR_FALSE = 'true or false';

/** What each attribute allows, by its key in `dataset`; the property type's, from the types offered. */
const ALLOWED: Record<string, string | ((offered: WidgetConfig['propertyTypes']) => string)> = {
  accentColor: `a hex color such as ${WIDGET_DEFAULTS.accentColor}`,
  ctaUrl: 'an http(s) or relative link, or a #fragment',
  showBranding: TRUE_OR_FALSE,
  showTaxImpact: TRUE_OR_FALSE,
  ctaIncludeEstimate: TRUE_OR_FALSE,
  propertyTypes: `v2 property types: ${V2_PROPERTY_TYPES.join(', ')}`,
  propertyType: (offered) => `one of: ${offered.join(', ')}`,
  // The price and the ZIP code: the field's words for a visitor.
  purchasePrice: VISITOR_MESSAGES.purchasePrice,
  zip: VISITOR_MESSAGES.zip,
  theme: 'light, dark or auto',
};

/** The attribute's name in HTML for its key in `dataset`: ctaUrl, data-cta-url. */
const attributeName = (key: string) => `data-${key.replace(/[A-Z]/g, '-$&').toLowerCase()}`;

/**
 * The widget's settings from its container's data- attributes (readWidgetConfig), and each
 * attribute set aside with what it allows, in the order the attributes are read.
 */
export function readWidgetAttributes(dataset: Record<string, string | undefined>, baseUrl: string): { config: WidgetConfig; ignored: IgnoredAttribute[] } {
  const { config, ignored } = readWidgetConfig(dataset, baseUrl);
  return {
    config,
    ignored: ignored.map((key) => {
      const allowed = ALLOWED[key]!;
      return { attribute: attributeName(key), value: dataset[key]!, allowed: typeof allowed === 'string' ? allowed : allowed(config.propertyTypes) };
    }),
  };
}

/** The console's lines for a container's attributes set aside (none: no line). */
export function attributeWarnings(dataset: Record<string, string | undefined>, baseUrl: string): string[] {
  return readWidgetAttributes(dataset, baseUrl).ignored.map(ignoredMessage);
}

/** What data-tax-rate allows (./rate-input.ts). */
const TAX_RATE_ALLOWED = 'write a fraction (0.37) or a percent with its sign (37%), 0 to 1';

/**
 * A rate as everywhere else (./rate-input.ts): a fraction ("0.24") or a percent with its sign
 * ("24%"), 0 to 1. Anything else, a bare "24" included, is `defaultRate` (the top federal rate,
 * which its callers hold: the law's records stay out of the /widget page's first load), and `warn` is told
 * why, in the words every ignored attribute gets (the widget writes it to the console): a firm's
 * "37" is never read as 37% or 3,700%. Read by the tax add-on, which only a container with the
 * tax line loads, so the main widget carries none of the rate parsing.
 */
export function taxRateFrom(value: string | undefined, defaultRate: number, warn?: (message: string) => void): number {
  const rate = parseRateInput(value ?? '');
  if (isRate(rate) && rate <= 1) return rate;
  if (rate !== undefined) warn?.(ignoredMessage({ attribute: 'data-tax-rate', value: value ?? '', allowed: TAX_RATE_ALLOWED }));
  return defaultRate;
}
