import { describe, expect, it } from 'vitest';
import { V2_PROPERTY_TYPES } from '../../../src/core/domain/estimate/catalog.ts';
import { CURRENT_TOP_TAX_RATE, CURRENT_TOP_TAX_RATE as WIDGET_DEFAULT_TAX_RATE } from '../../../src/core/domain/tax/tax-impact-inputs.ts';
import { VISITOR_MESSAGES } from '../../../src/core/view/visitor-messages.ts';
import { WIDGET_DEFAULTS, widgetConfigFrom } from '../../../src/core/view/widget-config.ts';
import { attributeWarnings, ignoredMessage, readWidgetAttributes, taxRateFrom } from '../../../src/core/view/widget-warnings.ts';

const page = 'https://firm.example/services/cost-seg';
const ignoredOf = (dataset: Record<string, string | undefined>) => readWidgetAttributes(dataset, page).ignored;

describe('attributes the widget sets aside', () => {
  it('none for no attribute, valid values or blank ones', () => {
    expect(ignoredOf({})).toEqual([]);
    const valid = {
      accentColor: '#0F766E',
      ctaText: 'x'.repeat(150), // cut, not ignored
      ctaUrl: '/contact',
      showBranding: 'FALSE',
      showTaxImpact: ' true ',
      taxRate: '24%',
      ctaIncludeEstimate: 'false',
      theme: 'Light',
      propertyTypes: 'office,castle', // a known type is left
      propertyType: 'office',
      purchasePrice: '$1.25M',
      zip: '10001',
    };
    expect(ignoredOf(valid)).toEqual([]);
    const blank = Object.fromEntries(Object.keys(valid).map((key) => [key, '  ']));
    expect(ignoredOf(blank)).toEqual([]);
  });

  it('one per invalid attribute, named as written in HTML, with its value as written and what it allows', () => {
    const { config, ignored } = readWidgetAttributes(
      {
        accentColor: 'red',
        ctaUrl: 'javascript:alert(1)',
        showBranding: 'no',
        showTaxImpact: 'yes',
        ctaIncludeEstimate: '1',
        theme: 'night',
        propertyTypes: 'castle',
        propertyType: 'general_office',
        purchasePrice: 'lots',
        zip: '12345678901',
      },
      page,
    );
    expect(ignored).toEqual([
      { attribute: 'data-property-types', value: 'castle', allowed: `v2 property types: ${V2_PROPERTY_TYPES.join(', ')}` },
      { attribute: 'data-accent-color', value: 'red', allowed: 'a hex color such as #2563EB' },
      { attribute: 'data-cta-url', value: 'javascript:alert(1)', allowed: 'an http(s) or relative link, or a #fragment' },
      { attribute: 'data-show-branding', value: 'no', allowed: 'true or false' },
      { attribute: 'data-show-tax-impact', value: 'yes', allowed: 'true or false' },
      { attribute: 'data-cta-include-estimate', value: '1', allowed: 'true or false' },
      { attribute: 'data-property-type', value: 'general_office', allowed: `one of: ${V2_PROPERTY_TYPES.join(', ')}` },
      { attribute: 'data-purchase-price', value: 'lots', allowed: VISITOR_MESSAGES.purchasePrice },
      { attribute: 'data-zip', value: '12345678901', allowed: VISITOR_MESSAGES.zip },
      { attribute: 'data-theme', value: 'night', allowed: 'light, dark or auto' },
    ]);
    // Each still falls back to its default, as before.
    expect(config).toEqual({ ...WIDGET_DEFAULTS, showBranding: true });
  });

  it('data-tax-rate is read, and warned about, by the tax add-on in the same words (taxRateFrom)', () => {
    const { config, ignored } = readWidgetAttributes({ showTaxImpact: 'true', taxRate: '101' }, page);
    expect(ignored).toEqual([]);
    expect(config.taxRate).toBe('101');
    const warnings: string[] = [];
    expect(taxRateFrom(config.taxRate, CURRENT_TOP_TAX_RATE, (message) => warnings.push(message))).toBe(WIDGET_DEFAULT_TAX_RATE);
    expect(warnings).toEqual([
      ignoredMessage({ attribute: 'data-tax-rate', value: '101', allowed: 'write a fraction (0.37) or a percent with its sign (37%), 0 to 1' }),
    ]);
  });

  it('a pre-filled type must be one of those offered', () => {
    expect(ignoredOf({ propertyTypes: 'retail', propertyType: 'office' })).toEqual([
      { attribute: 'data-property-type', value: 'office', allowed: 'one of: retail' },
    ]);
  });

  it('the console lines the widget writes, from the add-on, once it has set an attribute aside', () => {
    expect(attributeWarnings({ theme: 'night', accentColor: '#abc' }, page)).toEqual(['data-theme="night" ignored: light, dark or auto; using the default']);
    expect(attributeWarnings({ theme: 'dark' }, page)).toEqual([]);
  });

  it('reads the same configuration as widgetConfigFrom', () => {
    const dataset = { accentColor: '#abc', theme: 'dark', purchasePrice: '750k', taxRate: 'x' };
    expect(readWidgetAttributes(dataset, page).config).toEqual(widgetConfigFrom(dataset, page));
  });
});
