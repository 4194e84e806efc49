import type { MarkdownInstance } from 'astro';
import { docPageHtml } from '../core/view/doc-pages.ts';

/**
 * The repository's guides, decision records and changelog, rendered by Astro's Markdown pipeline
 * at build time (Vite's import.meta.glob; the files have no frontmatter). Keyed by their path
 * from the repository's root, as src/core/view/doc-pages.ts names them.
 */
const modules = import.meta.glob<MarkdownInstance<Record<string, never>>>(['/docs/**/*.md', '/CHANGELOG.md', '!/docs/estimator-service-spec.md'], {
  eager: true,
});
const bySource = new Map(Object.entries(modules).map(([key, module]) => [key.slice(1), module]));

export interface RenderedDoc {
  /** The document's title, its one `#` heading. */
  title: string;
  /** Its HTML, with links made for the site (docPageHtml). */
  html: string;
}

/** A document by its path from the repository's root, rendered for its page; undefined if there is none. */
export async function renderedDoc(source: string): Promise<RenderedDoc | undefined> {
  const module = bySource.get(source);
  if (!module) return undefined;
  const title = module.getHeadings().find((heading) => heading.depth === 1)?.text ?? source;
  return { title, html: docPageHtml(await module.compiledContent(), source) };
}

/** Every document's path from the repository's root (the decision records among them). */
export function docSources(): string[] {
  return [...bySource.keys()].sort();
}
