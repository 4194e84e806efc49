/**
 * The guides, the decision records and the changelog as pages under /docs: which Markdown file
 * of the repository each page shows, and the HTML Astro renders from it made fit for the site.
 * The files stay written for the repository (relative links between them, links to the code);
 * on the site a link to another guide or record goes to its page, and a link to anything else
 * (a source file, a test) keeps its words without the link. Pure: no Node, no Astro.
 */

export interface GuidePage {
  /** The Markdown file, from the repository's root. */
  source: string;
  /** Where the site serves it. */
  path: string;
  /** Its meta description, and its line on /docs. */
  description: string;
}

/** A document rendered for its page (src/pages/docs/_doc-pages-fs.ts). */
export interface RenderedDoc {
  /** The document's title, its one `#` heading. */
  title: string;
  /** Its HTML, with links made for the site (docPageHtml). */
  html: string;
}

/** Where the decision records are, in the repository and on the site. */
const DECISIONS_FOLDER = 'docs/decisions/';
const DECISIONS_PATH = '/docs/decisions';

/** The guides in the order /docs lists them. /docs/api itself is the generated reference. */
export const GUIDE_PAGES: readonly GuidePage[] = [
  {
    source: 'docs/api.md',
    path: '/docs/api-guide',
    description: 'The JSON API in brief: the three endpoints, their errors and limits, and a typed TypeScript client.',
  },
  {
    source: 'docs/widget.md',
    path: '/docs/widget',
    description: 'Embed the estimator on your own site: the snippet, its data attributes, events for the host page, caching and size.',
  },
  {
    source: 'docs/pages.md',
    path: '/docs/pages',
    description: 'What each page of the estimator shows, and the links that open it pre-filled with a property and assumptions.',
  },
  {
    source: 'docs/operations.md',
    path: '/docs/operations',
    description: 'Run the service: configuration, health checks, logs, shutdown, several instances with Redis, proxies and measuring performance.',
  },
  {
    source: `${DECISIONS_FOLDER}README.md`,
    path: DECISIONS_PATH,
    description: 'The decisions behind the estimator, one record each: the context, the decision and its consequences.',
  },
  {
    source: 'CHANGELOG.md',
    path: '/docs/changelog',
    description: 'Changes to the JSON API and the embeddable widget, newest first, for the people who integrate them.',
  },
];

/** A decision record's file name without `.md` (`0008-rounding`), when `source` is one. */
export function decisionSlugOf(source: string): string | undefined {
  return /^docs\/decisions\/(\d{4}-[a-z0-9-]+)\.md$/.exec(source)?.[1];
}

/** The page of a decision record, by its slug. */
export function decisionPagePath(slug: string): string {
  return `${DECISIONS_PATH}/${slug}`;
}

/** The site's page for a Markdown file of the repository, or undefined when it has none. */
export function pagePathOf(source: string): string | undefined {
  const guide = GUIDE_PAGES.find((page) => page.source === source);
  if (guide) return guide.path;
  const slug = decisionSlugOf(source);
  return slug === undefined ? undefined : decisionPagePath(slug);
}

/**
 * Where a relative link of the file `from` points on the site: the page of the guide or record it
 * names, its #fragment kept (the pages' heading ids are GitHub's), or undefined when the target
 * has no page.
 */
export function sitePathOfLink(from: string, href: string): string | undefined {
  const base = 'https://repository.invalid/';
  const target = new URL(href, new URL(from, base));
  if (target.origin !== new URL(base).origin) return undefined;
  const page = pagePathOf(decodeURIComponent(target.pathname.slice(1)));
  return page === undefined ? undefined : page + target.hash;
}

/** Text of an HTML fragment without its tags, for a label. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The HTML Astro rendered from the Markdown file `source`, made fit for its page:
 * - relative links go to the page of the guide or record they name; a relative link to anything
 *   else is unwrapped to its contents (the site serves no source files); absolute, rooted and
 *   #fragment links are kept;
 * - code blocks can be scrolled with the keyboard (`tabindex`), as on /docs/api;
 * - tables scroll sideways in their own focusable region (base.css, "Tables"), named by the
 *   heading they sit under, so a narrow screen never scrolls the page.
 */
export function docPageHtml(html: string, source: string): string {
  const linked = html.replace(/<a href="([^"]*)"([^>]*)>([\s\S]*?)<\/a>/g, (link, href: string, rest: string, text: string) => {
    if (/^([a-z][a-z0-9+.-]*:|\/|#)/i.test(href)) return link;
    const path = sitePathOfLink(source, href);
    return path === undefined ? text : `<a href="${path}"${rest}>${text}</a>`;
  });
  const regionNames = new Map<string, number>();
  let heading = 'Table';
  return linked.replace(/<h[1-6][^>]*>([\s\S]*?)<\/h[1-6]>|<pre>|<table>|<\/table>/g, (match, inner: string | undefined) => {
    if (inner !== undefined) {
      heading = textOf(inner) || heading;
      return match;
    }
    if (match === '<pre>') return '<pre tabindex="0">';
    if (match === '</table>') return '</table></div>';
    const seen = (regionNames.get(heading) ?? 0) + 1;
    regionNames.set(heading, seen);
    const name = seen === 1 ? heading : `${heading} (${seen})`;
    return `<div class="table-scroll" tabindex="0" role="region" aria-label="${name.replace(/"/g, '&quot;')}"><table>`;
  });
}
