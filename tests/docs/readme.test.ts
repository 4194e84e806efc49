import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { anchorOf, brokenLink, headingsOf, isExternal, linksOf, readDoc, root } from './markdown.ts';

/**
 * The README is a newcomer's five-minute read that works in a fresh clone: short, every link
 * inside the repository (a file that exists, or a heading of the README), the guides linked, and
 * what the tests need named with the command to install it.
 */
const readme = readDoc('README.md');
const links = linksOf(readme);
const anchors = new Set(headingsOf(readme).map(anchorOf));

/** The guides a newcomer is sent to; each also has a page under /docs. */
const GUIDES = ['docs/operations.md', 'docs/widget.md', 'docs/api.md', 'docs/pages.md', 'docs/decisions/README.md', 'CHANGELOG.md'];

describe('README.md', () => {
  it('is at most 250 lines: everything else lives in the guides and the decisions', () => {
    expect(readme.trimEnd().split('\n').length).toBeLessThanOrEqual(250);
  });

  it('has links, and none of them leaves the repository', () => {
    expect(links.length).toBeGreaterThan(3);
    for (const target of links) expect(isExternal(target), target).toBe(false);
    expect(readme).not.toContain('../shared');
  });

  it('every link to a file names one that exists in the repository', () => {
    for (const target of links.filter((link) => !link.startsWith('#'))) expect(brokenLink('README.md', target)).toBeUndefined();
  });

  it('every link to a section names a heading of the README', () => {
    for (const target of links.filter((link) => link.startsWith('#'))) expect(anchors.has(target.slice(1)), target).toBe(true);
  });

  it('links each guide, the decisions and the changelog', () => {
    for (const guide of GUIDES) expect(links, guide).toContain(guide);
  });

  it('keeps the contract it cites in the repository', () => {
    expect(existsSync(new URL('docs/estimator-service-spec.md', root))).toBe(true);
  });

  it('names every program the tests install, with the command for a user who is not root', () => {
    const setup = ['tests/support/system-tools.ts', 'tests/support/redis.ts'].map((file) => readFileSync(new URL(file, root), 'utf8')).join('\n');
    const packages = [...setup.matchAll(/ensureDebianTool\(\s*\[[^\]]*\],\s*'([\w-]+)',?\s*\)/g)].map(([, name]) => name!);
    expect(packages.sort()).toEqual(['chromium-headless-shell', 'poppler-utils', 'redis-server']);
    const command = /sudo apt-get install -y ([\w -]+)/.exec(readme)?.[1]?.trim().split(/\s+/) ?? [];
    for (const name of packages) expect(command, name).toContain(name);
  });

  it('shows the quick start, the addresses, the configuration, the architecture and the guides in its contents, first', () => {
    const start = readme.indexOf('## Contents');
    expect(start).toBeGreaterThan(0);
    expect(start).toBeLessThan(readme.indexOf('## Quick start'));
    const contents = readme.slice(start, readme.indexOf('## Quick start'));
    for (const section of ['#quick-start', '#addresses', '#configuration', '#architecture', '#guides']) expect(contents).toContain(`(${section})`);
  });

  it('names every address a visitor or an integrator uses', () => {
    for (const address of ['`/`', '`/v2/estimate', '`/widget`', '`/docs`', '`/methodology`', '`/docs/api`', '/widget/costseg-estimator.js']) {
      expect(readme, address).toContain(address);
    }
    for (const endpoint of ['POST /api/v2/estimate', 'POST /api/estimate', 'POST /api/v2/tax-impact', 'GET /api/openapi.json'])
      expect(readme).toContain(endpoint);
  });
});
