import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validateV2Request } from '../../src/core/contract/api/validate.ts';
import { estimateV2 } from '../../src/core/domain/estimate/estimate.ts';
import { estimateLegacy } from '../../src/core/domain/estimate/legacy-estimate.ts';
import { brokenLink, headingsOf, isExternal, linksOf, readDoc, repeatedWords, root, withoutCode } from './markdown.ts';

/**
 * The guides, the decision records and the changelog: every relative link resolves, every
 * decision has the shape of a decision record and is in the index, no heading says a word twice
 * (they are page headings under /docs too), and the example answers are what the core answers.
 */
const decisionFiles = readdirSync(new URL('docs/decisions/', root))
  .filter((name) => /^\d{4}-[a-z0-9-]+\.md$/.test(name))
  .sort();
const guides = readdirSync(new URL('docs/', root))
  .filter((name) => name.endsWith('.md') && name !== 'estimator-service-spec.md')
  .map((name) => `docs/${name}`);
const documents = [...guides, 'docs/decisions/README.md', ...decisionFiles.map((name) => `docs/decisions/${name}`), 'CHANGELOG.md'];

describe('docs/ and CHANGELOG.md', () => {
  it('every relative link names a file of the repository, and a heading of it when it has a #fragment', () => {
    const broken = [...documents, 'docs/estimator-service-spec.md'].flatMap((file) =>
      linksOf(readDoc(file))
        .filter((target) => !isExternal(target))
        .map((target) => brokenLink(file, target))
        .filter((problem) => problem !== undefined),
    );
    expect(broken).toEqual([]);
  });

  it('no heading says a word twice', () => {
    const repeated = documents.flatMap((file) =>
      headingsOf(readDoc(file))
        .filter((heading) => repeatedWords(heading).length > 0)
        .map((heading) => `${file}: "${heading}" repeats ${repeatedWords(heading).join(', ')}`),
    );
    expect(repeated).toEqual([]);
  });

  it('each document has one title, on its first line', () => {
    for (const file of documents) {
      const text = readDoc(file);
      expect(text.startsWith('# '), file).toBe(true);
      expect(withoutCode(text).match(/^# /gm), file).toHaveLength(1);
    }
  });
});

describe('docs/decisions', () => {
  const index = readDoc('docs/decisions/README.md');

  it('numbers its records from 0001, each number once', () => {
    const numbers = decisionFiles.map((name) => name.slice(0, 4));
    expect(numbers[0]).toBe('0001');
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('every record has a title, then Context, Decision and Consequences, in that order', () => {
    for (const name of decisionFiles) {
      const headings = headingsOf(readDoc(`docs/decisions/${name}`));
      expect(headings.length, name).toBeGreaterThan(0);
      expect(
        headings.filter((heading) => ['Context', 'Decision', 'Consequences'].includes(heading)),
        name,
      ).toEqual(['Context', 'Decision', 'Consequences']);
    }
  });

  it('the index lists every record, by a link to its file', () => {
    const listed = linksOf(index);
    for (const name of decisionFiles) expect(listed, name).toContain(name);
  });
});

describe('docs/api.md', () => {
  const guide = readDoc('docs/api.md');
  /** The JSON block after `<!-- name -->`, its disclaimer (shortened in the guide) left out. */
  const answer = (name: string) => {
    const json = new RegExp(`<!-- ${name} -->\\n\`\`\`json\\n([\\s\\S]*?)\`\`\``).exec(guide)?.[1];
    expect(json, `a json block after <!-- ${name} -->`).toBeDefined();
    const parsed = JSON.parse(json!);
    delete parsed.disclaimer;
    delete parsed.assumptions?.disclaimer;
    return parsed;
  };

  it('shows the answer the v2 estimate gives for its example', () => {
    const { disclaimer: _, ...computed } = estimateV2({ propertyType: 'office', purchasePrice: 1_250_000, zip: '10001' });
    expect(answer('v2 answer')).toEqual(computed);
  });

  it('shows the v2 error body the API gives for a price that is not a number', () => {
    const validation = validateV2Request({ propertyType: 'office', purchasePrice: '1' });
    expect(validation.ok).toBe(false);
    if (!validation.ok) expect(answer('v2 error')).toEqual({ error: 'invalid_request', issues: validation.issues, problems: validation.problems });
  });

  it('shows the answer the legacy estimate gives for its example', () => {
    const computed = estimateLegacy({ purchase_price: 1_000_000, property_type: 'general_office' });
    const { disclaimer: _, ...assumptions } = computed.assumptions;
    expect(answer('legacy answer')).toEqual({ ...computed, assumptions });
  });
});
