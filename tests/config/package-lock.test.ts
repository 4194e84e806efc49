import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * `npm ci` on a fresh machine with an empty cache reads every entry of the lockfile, other
 * platforms' optional packages included. An entry without a version (`{"optional": true}`, as
 * some npm versions leave them) makes it fail with "Invalid Version:" as soon as the registry
 * serves that package; a warm cache hides it. Regenerate with `npm install --package-lock-only`.
 */
const lock = JSON.parse(readFileSync(new URL('../../package-lock.json', import.meta.url), 'utf8')) as {
  lockfileVersion: number;
  packages: Record<string, { version?: string; link?: boolean; integrity?: string }>;
};

const installed = Object.entries(lock.packages).filter(([path, entry]) => path !== '' && !entry.link);

describe('package-lock.json', () => {
  it('is a version 3 lockfile', () => {
    expect(lock.lockfileVersion).toBe(3);
  });

  it('gives every package entry a version (links aside)', () => {
    const versionless = installed.filter(([, entry]) => !entry.version).map(([path]) => path);
    expect(versionless).toEqual([]);
  });

  // No `resolved`: addresses come from the registry configured where it installs.
  it('says what every package must hash to', () => {
    const incomplete = installed.filter(([, entry]) => !entry.integrity).map(([path]) => path);
    expect(incomplete).toEqual([]);
  });
});
