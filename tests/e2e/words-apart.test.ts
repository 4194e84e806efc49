import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../support/server.ts';

/**
 * Words stay apart in each kind of page's HTML (decision 0370). Astro 7's default whitespace rule ('jsx')
 * dropped the line break between a word and an expression or an inline element on the next
 * source line: the methodology read "a landlord with$180,000", "passive withotherPassiveIncome",
 * "decisions 0320 and0357" (a review found fourteen). astro.config.mjs sets compressHTML: true,
 * which keeps such a break as one space; this reads the pages as served and fails on a join.
 */
const PAGES = [
  '/',
  '/guide',
  '/methodology',
  '/widget',
  '/docs',
  '/docs/api',
  '/docs/widget',
  '/docs/pages',
  '/docs/decisions',
  '/docs/decisions/0342-ask-then-answer',
  '/no-such-page',
  '/v2/estimate?propertyType=office&purchasePrice=1250000&zip=10001',
  '/v2/estimate?propertyType=residential_ltr&purchasePrice=650000&placedInService=2021-06-15&studyYear=2026&passiveActivity=passive&taxableIncome=180000&netOperatingIncome=30000&saleDate=2027-06-30',
];

/** A word touching an inline element that opens or closes beside it, or a word touching a dollar amount. */
const JOINED_MARKUP = /[\p{L}\p{N},.;:)’]<(?:a|code|em|strong|abbr)[\s>]|<\/(?:a|code|em|strong|abbr)>[\p{L}\p{N}(‘$]|\p{Ll}\$\d/gu;

/**
 * In the words a reader sees (not code, not a statute's "(a1)"), a short word run into the figure,
 * date or name an expression wrote after it: "a37%", "onMay 15", "inNew York", "in2026".
 */
const JOINED_WORDS = /(?<![\p{L}\p{N}_(-])(?:a|an|at|of|on|in|and|to|by|with|from|for|is)(?:\d[\d,.]*%|\d{1,3}(?:,\d{3})+|\d{4}\b|\p{Lu}\p{Ll}+ \d)/gu;

/** The joins in a page's HTML, each with a little of what surrounds it; scripts and styles are not prose, nor code. */
function joinsIn(html: string): string[] {
  const markup = html.replace(/<(script|style)\b[\s\S]*?<\/\1>/g, '');
  const words = markup.replace(/<(pre|code|textarea)\b[\s\S]*?<\/\1>/g, ' ').replace(/<[^>]*>/g, ' ');
  const around = (text: string) => (match: RegExpMatchArray) => text.slice(Math.max(0, match.index! - 30), match.index! + 30);
  return [...[...markup.matchAll(JOINED_MARKUP)].map(around(markup)), ...[...words.matchAll(JOINED_WORDS)].map(around(words))];
}

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.stop());

describe('words stay apart on every page', () => {
  it('finds a join where there is one', () => {
    expect(joinsIn('<p>a landlord with$180,000, passive with<code>otherPassiveIncome</code>, and<a href="/x">0357</a></p>')).toHaveLength(3);
    expect(joinsIn('<p>at a37% rate, placed in service onMay 15, 2025, in2026, with$1,250,000</p>')).toHaveLength(4);
    expect(joinsIn('<p>subsection (a1), in 2026, on May 15</p><pre>{"withStudy": 12439}</pre><code>withOld</code>')).toEqual([]);
    expect(joinsIn('<p>a landlord with $180,000, passive with <code>otherPassiveIncome</code>, and <a href="/x">0357</a>.</p>')).toEqual([]);
  });

  for (const path of PAGES) {
    it(path, async () => {
      const response = await fetch(`${server.url}${path}`);
      // The site's 404 page is a page too.
      expect(response.status).toBe(path === '/no-such-page' ? 404 : 200);
      expect(joinsIn(await response.text())).toEqual([]);
    });
  }
});
