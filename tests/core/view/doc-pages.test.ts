import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { docPageHtml, GUIDE_PAGES, pagePathOf, sitePathOfLink } from '../../../src/core/view/doc-pages.ts';

const root = new URL('../../../', import.meta.url);

describe('the pages under /docs', () => {
  it('every guide in docs/ has a page, and so do the decisions and the changelog', () => {
    const guides = readdirSync(new URL('docs/', root)).filter((name) => name.endsWith('.md') && name !== 'estimator-service-spec.md');
    for (const name of guides) expect(pagePathOf(`docs/${name}`), name).toMatch(/^\/docs\/[a-z-]+$/);
    expect(pagePathOf('docs/decisions/README.md')).toBe('/docs/decisions');
    expect(pagePathOf('CHANGELOG.md')).toBe('/docs/changelog');
  });

  it('no guide takes /docs/api, the generated reference, and no two share a page', () => {
    const paths = GUIDE_PAGES.map((page) => page.path);
    expect(paths).not.toContain('/docs/api');
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('a decision record is served at its file name without .md; other files have no page', () => {
    expect(pagePathOf('docs/decisions/0008-rounding.md')).toBe('/docs/decisions/0008-rounding');
    expect(pagePathOf('docs/estimator-service-spec.md')).toBeUndefined();
    expect(pagePathOf('README.md')).toBeUndefined();
    expect(pagePathOf('src/server/app.ts')).toBeUndefined();
  });
});

describe('sitePathOfLink: a relative link of a Markdown file, on the site', () => {
  it('goes to the page of the guide or record it names, its #fragment kept', () => {
    expect(sitePathOfLink('docs/decisions/0025-client-address.md', '../operations.md#several-instances')).toBe('/docs/operations#several-instances');
    expect(sitePathOfLink('docs/decisions/README.md', '0008-rounding.md')).toBe('/docs/decisions/0008-rounding');
    expect(sitePathOfLink('docs/api.md', 'decisions/0017-problem-codes.md')).toBe('/docs/decisions/0017-problem-codes');
    expect(sitePathOfLink('docs/api.md', '../CHANGELOG.md')).toBe('/docs/changelog');
    expect(sitePathOfLink('CHANGELOG.md', 'docs/api.md')).toBe('/docs/api-guide');
  });

  it('has no page for source files, tests, folders or anything outside the repository', () => {
    expect(sitePathOfLink('docs/decisions/0008-rounding.md', '../../tests/core/domain/estimate/money.test.ts')).toBeUndefined();
    expect(sitePathOfLink('docs/decisions/0016-validation-messages.md', '../../tests/http/')).toBeUndefined();
    expect(sitePathOfLink('docs/api.md', '../../../etc/passwd')).toBeUndefined();
  });
});

describe('docPageHtml: the rendered Markdown, fit for its page', () => {
  const from = 'docs/decisions/0025-client-address.md';

  it('points links to guides and records at their pages', () => {
    expect(docPageHtml('<p>See <a href="../operations.md#proxies">operations</a>.</p>', from)).toBe(
      '<p>See <a href="/docs/operations#proxies">operations</a>.</p>',
    );
  });

  it('keeps the words of a link that has no page, without the link', () => {
    const html = '<li>Pinned by <a href="../../tests/server/client-ip.test.ts"><code>tests/server/client-ip.test.ts</code></a>.</li>';
    expect(docPageHtml(html, from)).toBe('<li>Pinned by <code>tests/server/client-ip.test.ts</code>.</li>');
  });

  it('leaves absolute, rooted and #fragment links as they are', () => {
    for (const link of ['<a href="https://example.com/x.md">x</a>', '<a href="/docs/api">reference</a>', '<a href="#context">context</a>']) {
      expect(docPageHtml(link, from)).toBe(link);
    }
  });

  it('points links inside headings too', () => {
    expect(docPageHtml('<h2 id="x">See <a href="0008-rounding.md">rounding</a></h2>', 'docs/decisions/README.md')).toBe(
      '<h2 id="x">See <a href="/docs/decisions/0008-rounding">rounding</a></h2>',
    );
  });

  it('lets the keyboard scroll code blocks', () => {
    expect(docPageHtml('<pre><code class="language-sh">npm start\n</code></pre>', from)).toBe(
      '<pre tabindex="0"><code class="language-sh">npm start\n</code></pre>',
    );
  });

  it('puts each table in a focusable region named by the heading it sits under, each name once', () => {
    const html = '<h1 id="t">Guide</h1><table><tr><td>a</td></tr></table><h2 id="s">The <code>data-</code> attributes</h2><table></table><table></table>';
    expect(docPageHtml(html, 'docs/widget.md')).toBe(
      '<h1 id="t">Guide</h1><div class="table-scroll" tabindex="0" role="region" aria-label="Guide"><table><tr><td>a</td></tr></table></div>' +
        '<h2 id="s">The <code>data-</code> attributes</h2>' +
        '<div class="table-scroll" tabindex="0" role="region" aria-label="The data- attributes"><table></table></div>' +
        '<div class="table-scroll" tabindex="0" role="region" aria-label="The data- attributes (2)"><table></table></div>',
    );
  });
});
