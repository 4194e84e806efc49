import { describe, expect, it } from 'vitest';
import {
  accentColorFrom,
  ctaTextFrom,
  ctaUrlFrom,
  embedSnippet,
  isAllowedCtaUrl,
  showBrandingFrom,
  showTaxImpactFrom,
  taxRateFrom,
  textColorOn,
  WIDGET_DEFAULTS,
  widgetConfigFrom,
} from '../../src/core/widget-config.ts';

const page = 'https://firm.example/services/cost-seg';

describe('widget configuration from data attributes', () => {
  it('uses the spec defaults when no attribute is set', () => {
    expect(widgetConfigFrom({}, page)).toEqual({
      accentColor: '#2563EB',
      ctaText: 'Get Your Free Cost Segregation Quote \u2192',
      ctaUrl: '#',
      showBranding: true,
      showTaxImpact: false,
      taxRate: 0.37,
    });
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

  it.each([
    [undefined, true],
    ['true', true],
    ['', true],
    ['yes', true],
    ['false', false],
    [' FALSE ', false],
  ])('show branding %j -> %s', (value, shown) => expect(showBrandingFrom(value)).toBe(shown));

  it('picks the more readable text colour for the accent', () => {
    expect(textColorOn('#2563EB')).toBe('#ffffff');
    expect(textColorOn('#ffff00')).toBe('#000000');
    expect(textColorOn('#fff')).toBe('#000000');
    expect(textColorOn('#000000')).toBe('#ffffff');
  });
});

describe('tax line attributes', () => {
  it('data-show-tax-impact: on only for "true"', () => {
    expect(showTaxImpactFrom(undefined)).toBe(false);
    expect(showTaxImpactFrom('')).toBe(false);
    expect(showTaxImpactFrom('yes')).toBe(false);
    expect(showTaxImpactFrom(' TRUE ')).toBe(true);
  });

  it.each([
    [undefined, 0.37],
    ['24', 0.24],
    ['24%', 0.24],
    [' 33.5 % ', 0.335],
    ['0', 0],
    ['100', 1],
    ['101', 0.37],
    ['0.24', 0.0024],
    ['-5', 0.37],
    ['abc', 0.37],
    ['1e2', 0.37],
  ])('data-tax-rate %j is %f', (value, rate) => {
    expect(taxRateFrom(value)).toBeCloseTo(rate, 10);
  });

  it('the snippet carries them only when the line is on', () => {
    const config = { accentColor: '#0F766E', ctaText: 'Go', ctaUrl: '#', showBranding: true, showTaxImpact: true, taxRate: 0.24 };
    expect(embedSnippet(config, 'https://estimate.example.com')).toContain(' data-show-branding="true" data-show-tax-impact="true" data-tax-rate="24"></div>');
    expect(embedSnippet({ ...config, showTaxImpact: false }, 'https://estimate.example.com')).not.toContain('tax');
  });
});

describe('embed snippet', () => {
  it('is the container with its settings, escaped, then the async script', () => {
    const snippet = embedSnippet(
      {
        accentColor: '#0F766E',
        ctaText: 'Say "hi" <now> & more',
        ctaUrl: 'https://firm.example/?a=1&b=2',
        showBranding: false,
        showTaxImpact: false,
        taxRate: 0.37,
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
