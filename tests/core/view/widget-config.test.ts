import { describe, expect, it } from 'vitest';
import { V2_PROPERTY_TYPES } from '../../../src/core/domain/estimate/catalog.ts';
import { CURRENT_TOP_TAX_RATE } from '../../../src/core/domain/tax/tax-impact-inputs.ts';
import {
  accentColorFrom,
  ctaTextCut,
  ctaTextFrom,
  ctaUrlFrom,
  embedSnippet,
  isAllowedCtaUrl,
  optOutFrom,
  prefillFrom,
  propertyTypesFrom,
  themeFrom,
  WIDGET_DEFAULTS,
  type WidgetConfig,
  widgetConfigFrom,
} from '../../../src/core/view/widget-config.ts';
import { taxRateFrom } from '../../../src/core/view/widget-warnings.ts';

const page = 'https://firm.example/services/cost-seg';

describe('widget configuration from data attributes', () => {
  it('uses the spec defaults when no attribute is set', () => {
    expect(widgetConfigFrom({}, page)).toEqual({
      accentColor: '#2563EB',
      ctaText: 'Get Your Free Cost Segregation Quote \u2192',
      ctaUrl: '#',
      showBranding: true,
      showTaxImpact: true, // the headline figure: docs/decisions/0201-the-widget-leads-with-the-tax-saving.md
      taxRate: '', // the default, 37%, as the tax add-on reads it
      ctaIncludeEstimate: true, // the lead: docs/decisions/0331-the-call-to-action-carries-the-lead.md
      prefill: { propertyType: '', purchasePrice: '', zip: '' },
      propertyTypes: V2_PROPERTY_TYPES,
      theme: 'light',
    });
    expect(widgetConfigFrom({}, page)).toEqual(WIDGET_DEFAULTS);
    expect(WIDGET_DEFAULTS.ctaText.endsWith('\u2192')).toBe(true);
  });

  it.each([
    ['#0F766E', '#0F766E'],
    ['#abc', '#abc'],
    ['#abcd', '#2563EB'],
    [' #0f766e ', '#0f766e'],
    ['#0F766E80', '#2563EB'],
    ['#00000000', '#2563EB'],
    ['red', '#2563EB'],
    ['#12345', '#2563EB'],
    ['#ggg', '#2563EB'],
    ['rgb(0,0,0)', '#2563EB'],
    ['#fff; background: url(x)', '#2563EB'],
    ['', '#2563EB'],
  ])('accent %j -> %s', (value, colour) => expect(accentColorFrom(value)).toBe(colour));

  it.each([
    ['https://firm.example/quote', 'https://firm.example/quote'],
    ['http://firm.example/quote', 'http://firm.example/quote'],
    ['/contact', 'https://firm.example/contact'],
    ['quote.html', 'https://firm.example/services/quote.html'],
    ['//cdn.firm.example/x', 'https://cdn.firm.example/x'],
    ['#quote', '#quote'],
    ['#', '#'],
    ['', '#'],
    ['javascript:alert(1)', '#'],
    ['JavaScript:alert(1)', '#'],
    [' java\tscript:alert(1)', '#'],
    ['\u0001javascript:alert(1)', '#'],
    ['data:text/html,<script>alert(1)</script>', '#'],
    ['vbscript:msgbox(1)', '#'],
    ['mailto:sales@firm.example', '#'],
    ['http://[bad', '#'],
  ])('CTA url %j -> %s', (value, url) => expect(ctaUrlFrom(value, page)).toBe(url));

  it('checks a CTA link for the snippet without resolving it', () => {
    for (const ok of ['/contact', 'quote.html', '#quote', 'https://firm.example/q', '']) expect(isAllowedCtaUrl(ok)).toBe(true);
    for (const bad of ['javascript:alert(1)', ' java\tscript:x', 'data:text/html,x', 'mailto:a@b.c']) expect(isAllowedCtaUrl(bad)).toBe(false);
  });

  it('cuts long CTA text between characters, never inside an emoji', () => {
    const cut = ctaTextFrom('\u{1F600}'.repeat(120));
    expect(Array.from(cut)).toHaveLength(100);
    expect(cut.isWellFormed()).toBe(true);
  });

  it('keeps CTA text as text, collapses white space, cuts it at 100 characters', () => {
    expect(ctaTextFrom('<b>Book</b> a   call')).toBe('<b>Book</b> a call');
    expect(ctaTextFrom('   ')).toBe(WIDGET_DEFAULTS.ctaText);
    const long = ctaTextFrom('x'.repeat(150));
    expect(long).toHaveLength(100);
    expect(long.endsWith('\u2026')).toBe(true);
  });

  it('says when it cuts a CTA text (the configurator warns by the field), not for a text of 100 characters or one that ends with its own "…"', () => {
    expect(ctaTextCut('x'.repeat(101))).toBe(true);
    expect(ctaTextCut('\u{1F600}'.repeat(120))).toBe(true);
    expect(ctaTextCut('x'.repeat(100))).toBe(false);
    expect(ctaTextCut(`${'x'.repeat(99)}\u2026`)).toBe(false);
    // White space collapses before the count: 100 characters once collapsed are kept whole.
    expect(ctaTextCut(`${'x'.repeat(50)}      ${'x'.repeat(49)}`)).toBe(false);
    expect(ctaTextCut('')).toBe(false);
  });

  it.each([
    [undefined, true],
    ['true', true],
    ['', true],
    ['yes', true],
    ['false', false],
    [' FALSE ', false],
  ])('show branding %j -> %s', (value, shown) => {
    expect(optOutFrom(value)).toBe(shown);
    expect(widgetConfigFrom(value === undefined ? {} : { showBranding: value }, page).showBranding).toBe(shown);
  });
});

describe('tax line attributes', () => {
  it('data-show-tax-impact: on unless "false" (the recommended setting is the default)', () => {
    for (const [value, shown] of [
      [undefined, true],
      ['', true],
      ['yes', true],
      [' TRUE ', true],
      ['false', false],
      [' False ', false],
    ] as const) {
      expect(widgetConfigFrom(value === undefined ? {} : { showTaxImpact: value }, page).showTaxImpact, String(value)).toBe(shown);
    }
  });

  it('data-cta-include-estimate: on unless "false" (issue 34: the call to action carries the lead by default)', () => {
    expect(widgetConfigFrom({}, page).ctaIncludeEstimate).toBe(true);
    expect(widgetConfigFrom({ ctaIncludeEstimate: 'true' }, page).ctaIncludeEstimate).toBe(true);
    expect(widgetConfigFrom({ ctaIncludeEstimate: ' FALSE ' }, page).ctaIncludeEstimate).toBe(false);
  });

  it.each([
    [undefined, 0.37],
    ['0.24', 0.24],
    ['24%', 0.24],
    [' 33.5 % ', 0.335],
    ['0', 0],
    ['1', 1],
    ['100%', 1],
    ['0%', 0],
  ])('data-tax-rate %j is %f, as the API would read it', (value, rate) => {
    const warnings: string[] = [];
    expect(taxRateFrom(value, CURRENT_TOP_TAX_RATE, (message) => warnings.push(message))).toBeCloseTo(rate, 10);
    expect(warnings).toEqual([]);
  });

  it.each([
    ['24', 'a bare number over 1: neither 24% nor 2,400% is guessed'],
    ['37', 'the old percent reading'],
    ['1.01', 'just over 1'],
    ['101%', 'over 100%'],
    ['-5%', 'negative'],
    ['abc', 'not a number'],
    ['1e2', 'an exponent'],
    ['0,37', 'a decimal comma'],
  ])('data-tax-rate %j (%s) is ignored with a warning: the default 37%', (value) => {
    const warnings: string[] = [];
    expect(taxRateFrom(value, CURRENT_TOP_TAX_RATE, (message) => warnings.push(message))).toBe(0.37);
    expect(warnings).toEqual([`data-tax-rate="${value}" ignored: write a fraction (0.37) or a percent with its sign (37%), 0 to 1; using the default`]);
  });

  it('widgetConfigFrom keeps data-tax-rate as written, for the tax add-on to read with taxRateFrom', () => {
    expect(widgetConfigFrom({ showTaxImpact: 'true', taxRate: ' 37 ' }, page).taxRate).toBe('37');
    expect(widgetConfigFrom({}, page).taxRate).toBe('');
  });

  it('a blank data-tax-rate is the default, without a warning', () => {
    const warnings: string[] = [];
    expect(taxRateFrom('', CURRENT_TOP_TAX_RATE, (message) => warnings.push(message))).toBe(0.37);
    expect(taxRateFrom(' ', CURRENT_TOP_TAX_RATE, (message) => warnings.push(message))).toBe(0.37);
    expect(warnings).toEqual([]);
  });

  it('the snippet says only what differs from the default: the line turned off, or its rate', () => {
    const config = { ...WIDGET_DEFAULTS, accentColor: '#0F766E', ctaText: 'Go', taxRate: '0.24' };
    expect(embedSnippet(config, 'https://estimate.example.com')).toContain(' data-show-branding="true" data-tax-rate="0.24"></div>');
    expect(embedSnippet({ ...config, taxRate: '' }, 'https://estimate.example.com')).not.toContain('tax');
    expect(embedSnippet({ ...config, showTaxImpact: false }, 'https://estimate.example.com')).toContain(
      ' data-show-branding="true" data-show-tax-impact="false"></div>',
    );
  });
});

describe('embed snippet', () => {
  it('is the container with its settings, escaped, then the async script', () => {
    const snippet = embedSnippet(
      {
        ...WIDGET_DEFAULTS,
        accentColor: '#0F766E',
        ctaText: 'Say "hi" <now> & more',
        ctaUrl: 'https://firm.example/?a=1&b=2',
        showBranding: false,
      },
      'https://estimate.example.com',
    );
    expect(snippet).toBe(
      '<div id="costseg-estimator" data-accent-color="#0F766E" data-cta-text="Say &quot;hi&quot; &lt;now&gt; &amp; more" ' +
        'data-cta-url="https://firm.example/?a=1&amp;b=2" data-show-branding="false"></div>\n' +
        '<script async src="https://estimate.example.com/widget/costseg-estimator.js"></script>',
    );
  });
});

describe('lead-source attributes', () => {
  it.each([
    [undefined, true],
    ['', true],
    ['yes', true],
    ['1', true],
    ['true', true],
    ['false', false],
    [' False ', false],
  ])('data-cta-include-estimate %j -> %s', (value, on) => {
    expect(widgetConfigFrom(value === undefined ? {} : { ctaIncludeEstimate: value }, page).ctaIncludeEstimate).toBe(on);
  });

  it.each([
    [undefined, 'light'],
    ['', 'light'],
    ['light', 'light'],
    ['dark', 'dark'],
    [' DARK ', 'dark'],
    ['auto', 'auto'],
    ['Auto', 'auto'],
    ['night', 'light'],
    ['dark auto', 'light'],
  ])('data-theme %j -> %s', (value, theme) => expect(themeFrom(value)).toBe(theme));

  describe('data-property-types', () => {
    it('keeps the known types, in the catalogue order, whatever the order, case, spaces or repeats', () => {
      expect(propertyTypesFrom('retail,office')).toEqual(['office', 'retail']);
      expect(propertyTypesFrom(' Office , RETAIL,office ')).toEqual(['office', 'retail']);
      expect(propertyTypesFrom('office retail\twarehouse_flex')).toEqual(['office', 'retail', 'warehouse_flex']);
    });

    it('ignores unknown values: "restaurant" and legacy names are no v2 types', () => {
      expect(propertyTypesFrom('office,restaurant,general_office,<b>')).toEqual(['office']);
    });

    it.each([undefined, '', ' , ', 'hotel,condo', 'toString,constructor'])('%j leaves every type', (value) => {
      expect(propertyTypesFrom(value)).toEqual(V2_PROPERTY_TYPES);
    });
  });

  describe('data-property-type, data-purchase-price, data-zip (pre-fill)', () => {
    const all = V2_PROPERTY_TYPES;

    it('keeps valid values as written, trimmed', () => {
      expect(prefillFrom({ propertyType: ' office ', purchasePrice: ' $1.25M ', zip: ' 10001 ' }, all)).toEqual({
        propertyType: 'office',
        purchasePrice: '$1.25M',
        zip: '10001',
      });
      expect(prefillFrom({ purchasePrice: '1,250,000' }, all)).toEqual({ propertyType: '', purchasePrice: '1,250,000', zip: '' });
    });

    it.each([
      ['49999', ''],
      ['49,999.99', ''],
      ['50000', '50000'],
      ['50,000,000', '50,000,000'],
      ['50000000.01', ''],
      ['lots', ''],
      ['-100000', ''],
      ['1e6', ''],
      ['', ''],
    ])('purchase price %j -> %j', (value, kept) => expect(prefillFrom({ purchasePrice: value }, all).purchasePrice).toBe(kept));

    it.each([
      ['10001', '10001'],
      ['1234567890', '1234567890'],
      ['12345678901', ''],
      ['\u{1F600}'.repeat(10), '\u{1F600}'.repeat(10)],
      ['\u{1F600}'.repeat(11), ''],
    ])('ZIP %j -> %j (up to 10 characters, as the API counts them)', (value, kept) => expect(prefillFrom({ zip: value }, all).zip).toBe(kept));

    it('ignores a property type that is unknown or not offered', () => {
      expect(prefillFrom({ propertyType: 'castle' }, all).propertyType).toBe('');
      expect(prefillFrom({ propertyType: 'OFFICE' }, all).propertyType).toBe('');
      expect(prefillFrom({ propertyType: 'toString' }, all).propertyType).toBe('');
      expect(prefillFrom({ propertyType: 'office' }, ['retail']).propertyType).toBe('');
      expect(widgetConfigFrom({ propertyTypes: 'retail', propertyType: 'office' }, page).prefill.propertyType).toBe('');
      expect(widgetConfigFrom({ propertyTypes: 'retail', propertyType: 'retail' }, page).prefill.propertyType).toBe('retail');
    });

    it('keeps each valid field when another is invalid', () => {
      expect(prefillFrom({ propertyType: 'retail', purchasePrice: '10', zip: '59801' }, all)).toEqual({
        propertyType: 'retail',
        purchasePrice: '',
        zip: '59801',
      });
    });
  });
});

/** The container's dataset as a browser would read it from the snippet (data-cta-url -> ctaUrl, entities decoded). */
function datasetOf(snippet: string): Record<string, string> {
  const entities: Record<string, string> = { '&quot;': '"', '&lt;': '<', '&gt;': '>', '&amp;': '&' };
  return Object.fromEntries(
    [...snippet.matchAll(/ data-([a-z-]+)="([^"]*)"/g)].map(([, name, value]) => [
      name!.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()),
      value!.replace(/&(?:quot|lt|gt|amp);/g, (entity) => entities[entity]!),
    ]),
  );
}

describe('embed snippet with the lead-source attributes', () => {
  const service = 'https://estimate.example.com';

  it('writes nothing new for the defaults: the snippet is byte for byte what it was', () => {
    expect(embedSnippet(WIDGET_DEFAULTS, service)).toBe(
      '<div id="costseg-estimator" data-accent-color="#2563EB" data-cta-text="Get Your Free Cost Segregation Quote \u2192" data-cta-url="#" data-show-branding="true"></div>\n' +
        '<script async src="https://estimate.example.com/widget/costseg-estimator.js"></script>',
    );
  });

  it('writes each non-default attribute, escaped, in a fixed order', () => {
    const config: WidgetConfig = {
      ...WIDGET_DEFAULTS,
      ctaUrl: 'https://firm.example/quote?ref=x#form',
      ctaIncludeEstimate: false,
      theme: 'dark',
      propertyTypes: ['office', 'retail'],
      prefill: { propertyType: 'office', purchasePrice: '$1.25M', zip: '10001' },
    };
    expect(embedSnippet(config, service)).toBe(
      '<div id="costseg-estimator" data-accent-color="#2563EB" data-cta-text="Get Your Free Cost Segregation Quote \u2192" ' +
        'data-cta-url="https://firm.example/quote?ref=x#form" data-cta-include-estimate="false" data-show-branding="true" data-theme="dark" ' +
        'data-property-types="office,retail" data-property-type="office" data-purchase-price="$1.25M" data-zip="10001"></div>\n' +
        '<script async src="https://estimate.example.com/widget/costseg-estimator.js"></script>',
    );
    expect(embedSnippet({ ...WIDGET_DEFAULTS, prefill: { propertyType: '', purchasePrice: '', zip: '"><b>' } }, service)).toContain(
      ' data-zip="&quot;&gt;&lt;b&gt;"></div>',
    );
  });

  it('reads back as the same configuration', () => {
    const config: WidgetConfig = {
      ...WIDGET_DEFAULTS,
      accentColor: '#0F766E',
      ctaText: 'Book "a call" & more',
      ctaUrl: 'https://firm.example/quote?ref=x&y=1#form',
      showBranding: false,
      showTaxImpact: true,
      taxRate: '0.24',
      ctaIncludeEstimate: false,
      theme: 'auto',
      propertyTypes: ['residential_ltr', 'mixed_use'],
      prefill: { propertyType: 'mixed_use', purchasePrice: '750k', zip: '59801' },
    };
    expect(widgetConfigFrom(datasetOf(embedSnippet(config, service)), page)).toEqual(config);
  });
});
