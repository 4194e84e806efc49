import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigError, parseEnvironment } from '../../src/config/environment.ts';
import { callToAction } from '../../src/config/public-config.ts';

const problemsOf = (env: Record<string, string>): readonly string[] => {
  try {
    parseEnvironment(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('CTA_URL and CTA_TEXT', () => {
  it('unset (or blank): no call to action', () => {
    expect(parseEnvironment({}).callToAction).toBeNull();
    expect(parseEnvironment({ CTA_URL: '  ', CTA_TEXT: '' }).callToAction).toBeNull();
  });

  it('CTA_URL alone: the default text, "Get a cost segregation quote"', () => {
    expect(parseEnvironment({ CTA_URL: 'https://firm.example/quote' }).callToAction).toEqual({
      url: 'https://firm.example/quote',
      text: 'Get a cost segregation quote',
    });
    expect(parseEnvironment({ CTA_URL: 'https://firm.example/quote', CTA_TEXT: '   ' }).callToAction?.text).toBe('Get a cost segregation quote');
  });

  it('both: the URL as the URL parser writes it, the text trimmed', () => {
    expect(parseEnvironment({ CTA_URL: ' http://Firm.Example/quote?ref=estimator#form ', CTA_TEXT: '  Book a study → ' }).callToAction).toEqual({
      url: 'http://firm.example/quote?ref=estimator#form',
      text: 'Book a study →',
    });
  });

  it.each([
    ['80 characters', 'x'.repeat(80)],
    ['80 emoji (code points, as zod counts)', '🏢'.repeat(80)],
    ['an ampersand and angle brackets that are not markup', 'Tax & cost <24 h> answers'],
  ])('CTA_TEXT of %s is accepted', (_, text) => {
    expect(parseEnvironment({ CTA_URL: 'https://firm.example', CTA_TEXT: text }).callToAction?.text).toBe(text);
  });

  it.each([
    ['CTA_URL', 'firm.example/quote', 'CTA_URL must be a https: or http: URL such as https://your-firm.example/quote (got "firm.example/quote")'],
    ['CTA_URL', 'javascript:alert(1)', 'CTA_URL must be a https: or http: URL such as https://your-firm.example/quote (got "javascript:alert(1)")'],
    ['CTA_URL', 'mailto:sales@firm.example', 'CTA_URL must be a https: or http: URL'],
    ['CTA_URL', 'https://user:secret@firm.example/quote', 'CTA_URL must not carry a user name or password'],
    ['CTA_TEXT', 'x'.repeat(81), 'CTA_TEXT must be at most 80 characters of plain text (got 81)'],
    ['CTA_TEXT', 'Get a\nquote', 'CTA_TEXT must be plain text on one line: no line breaks, tabs or other control characters'],
    [
      'CTA_TEXT',
      '<b>Get a quote</b>',
      'CTA_TEXT must be plain text, shown as typed: no HTML tags or character references such as <b> or &amp; (got "<b>Get a quote</b>")',
    ],
    ['CTA_TEXT', 'Tax &amp; cost', 'CTA_TEXT must be plain text, shown as typed: no HTML tags or character references'],
  ])('%s=%j is refused, naming the variable and what it allows', (name, value, message) => {
    const env = { CTA_URL: 'https://firm.example/quote', [name]: value };
    expect(() => parseEnvironment(env)).toThrow(message);
  });

  it('CTA_TEXT without CTA_URL stops start-up, saying so', () => {
    expect(problemsOf({ CTA_TEXT: 'Get a quote' })).toEqual([
      'CTA_TEXT is set but CTA_URL is not: set CTA_URL to the http(s) address the call to action links to, or unset CTA_TEXT',
    ]);
  });

  it('is reported with every other bad variable at once', () => {
    expect(problemsOf({ PORT: 'x', CTA_TEXT: 'Get a quote' }).map((problem) => problem.split(' ')[0])).toEqual(['PORT', 'CTA_TEXT']);
  });

  it('a bad CTA_URL is reported as bad, not as missing', () => {
    expect(problemsOf({ CTA_URL: 'ftp://firm.example', CTA_TEXT: 'Get a quote' })).toEqual([
      'CTA_URL must be a https: or http: URL such as https://your-firm.example/quote (got "ftp://firm.example")',
    ]);
  });
});

describe('callToAction() for the pages (src/config/public-config.ts)', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('reads the process environment with the same rules', () => {
    vi.stubEnv('CTA_URL', '');
    vi.stubEnv('CTA_TEXT', '');
    expect(callToAction()).toBeNull();
    vi.stubEnv('CTA_URL', 'https://firm.example/quote');
    expect(callToAction()).toEqual({ url: 'https://firm.example/quote', text: 'Get a cost segregation quote' });
    vi.stubEnv('CTA_TEXT', ' Talk to an engineer ');
    expect(callToAction()).toEqual({ url: 'https://firm.example/quote', text: 'Talk to an engineer' });
  });

  it('refuses what the server refuses', () => {
    vi.stubEnv('CTA_URL', '');
    vi.stubEnv('CTA_TEXT', 'Get a quote');
    expect(() => callToAction()).toThrow('CTA_TEXT is set but CTA_URL is not');
  });
});
