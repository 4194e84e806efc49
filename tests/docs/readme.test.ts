import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The README works in a fresh clone: every link it has points inside the repository (a file
 * that exists, or a heading of the README), and it names what the tests need with the command
 * to install it.
 */
const root = new URL('../../', import.meta.url);
const readme = readFileSync(new URL('README.md', root), 'utf8');
const withoutCode = readme.replace(/```[\s\S]*?```/g, '');

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens. */
const anchors = new Set(
  [...readme.matchAll(/^#{1,6} (.+)$/gm)].map(([, heading]) =>
    heading!
      .trim()
      .toLowerCase()
      .replace(/[^\w\- ]/g, '')
      .replace(/ /g, '-'),
  ),
);
const links = [...withoutCode.matchAll(/\]\(([^)\s]+)\)/g)].map(([, target]) => target!);

describe('README.md', () => {
  it('has links, and none of them leaves the repository', () => {
    expect(links.length).toBeGreaterThan(3);
    for (const target of links) expect(target, target).not.toMatch(/^[a-z][a-z0-9+.-]*:/i);
    expect(readme).not.toContain('../shared');
  });

  it('every link to a file names one that exists in the repository', () => {
    for (const target of links.filter((link) => !link.startsWith('#'))) {
      expect(existsSync(new URL(target.split('#')[0]!, root)), target).toBe(true);
    }
  });

  it('every link to a section names a heading of the README', () => {
    for (const target of links.filter((link) => link.startsWith('#'))) expect(anchors.has(target.slice(1)), target).toBe(true);
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

  it('shows the quick start, the architecture and the configuration in its contents, before anything else', () => {
    const contents = readme.slice(readme.indexOf('## Contents'), readme.indexOf('## Quick start'));
    expect(readme.indexOf('## Contents')).toBeLessThan(readme.indexOf('## Quick start'));
    for (const section of ['#quick-start', '#architecture', '#configuration']) expect(contents).toContain(`(${section})`);
    expect(contents.indexOf('#configuration')).toBeLessThan(contents.indexOf('#operations'));
  });
});
