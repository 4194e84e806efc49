import type { MarkdownInstance } from 'astro';
import { docPageHtml, type RenderedDoc } from '../../core/view/doc-pages.ts';

/**
 * The repository's guides, decision records and changelog, rendered by Astro's Markdown pipeline
 * at build time (Vite's import.meta.glob; the files have no frontmatter): the file-reading twin of
 * src/core/view/doc-pages.ts, keyed by their path from the repository's root as it names them.
 * Beside the pages that read it; the underscore keeps Astro from routing it.
 */
const modules = import.meta.glob<MarkdownInstance<Record<string, never>>>(['/docs/**/*.md', '/CHANGELOG.md', '!/docs/estimator-service-spec.md'], {
  eager: true,
});
const bySource = new Map(Object.entries(modules).map(([key, module]) => [key.slice(1), module]));

/** A document by its path from the repository's root, rendered for its page; undefined if there is none. */
export async function renderedDoc(source: string): Promise<RenderedDoc | undefined> {
  const module = bySource.get(source);
  if (!module) return undefined;
  const title = module.getHeadings().find((heading) => heading.depth === 1)?.text ?? source;
  return { title, html: docPageHtml(await module.compiledContent(), source) };
}
