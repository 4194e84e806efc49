import { existsSync, readFileSync } from 'node:fs';

/** The repository's root, as a file URL ending in a slash. */
export const root = new URL('../../', import.meta.url);

/** A Markdown file of the repository, by its path from the root. */
export function readDoc(path: string): string {
  return readFileSync(new URL(path, root), 'utf8');
}

/** The text outside fenced code blocks: links and headings in code are examples, not the document's. */
export function withoutCode(markdown: string): string {
  return markdown.replace(/```[\s\S]*?```/g, '');
}

/** The ATX headings (`# …` to `###### …`) outside code blocks, without their markers. */
export function headingsOf(markdown: string): string[] {
  return [...withoutCode(markdown).matchAll(/^#{1,6} (.+)$/gm)].map(([, heading]) => heading!.trim());
}

/** GitHub's heading anchor (the same as Astro's): lower case, punctuation dropped, spaces to hyphens. */
export function anchorOf(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\- _]/gu, '')
    .replace(/ /g, '-');
}

/** The link targets of a Markdown file, outside code blocks. */
export function linksOf(markdown: string): string[] {
  return [...withoutCode(markdown).matchAll(/\]\(([^)\s]+)\)/g)].map(([, target]) => target!);
}

/** True for a link that leaves the repository (`https:`, `mailto:`…). */
export function isExternal(target: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(target);
}

/**
 * Why a relative link of the file at `from` does not resolve, or undefined when it does: the
 * file (or folder) must exist, and a `#fragment` into a Markdown file must name one of its headings.
 */
export function brokenLink(from: string, target: string): string | undefined {
  const [path, fragment] = target.split('#') as [string, string | undefined];
  const file = path === '' ? new URL(from, root) : new URL(path, new URL(from, root));
  if (!existsSync(file)) return `${from}: ${target} names no file`;
  if (fragment === undefined || !file.pathname.endsWith('.md')) return undefined;
  const anchors = new Set(headingsOf(readFileSync(file, 'utf8')).map(anchorOf));
  return anchors.has(fragment) ? undefined : `${from}: ${target} names no heading of ${file.pathname.split('/').pop()}`;
}

/** The words of a heading, lower case: runs of letters and digits with a letter in them (`v2` is a word, `2026` is not). */
export function wordsOf(heading: string): string[] {
  return heading.toLowerCase().match(/[\p{L}\p{N}]*\p{L}[\p{L}\p{N}]*/gu) ?? [];
}

/** The words a heading says more than once. */
export function repeatedWords(heading: string): string[] {
  const words = wordsOf(heading);
  return [...new Set(words.filter((word, index) => words.indexOf(word) !== index))];
}
