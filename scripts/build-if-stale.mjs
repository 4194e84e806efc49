// Builds with `astro build` when dist/ is missing or older than anything it is built from,
// so `npm start` and `npm test` work straight after `npm ci` on a fresh clone and never serve
// a stale build. Usage: node scripts/build-if-stale.mjs [--force]
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const output = join(root, 'dist/server/entry.mjs');
// Everything the build reads (src/server too: the integration that bundles the widget lives there;
// docs/ and CHANGELOG.md: the pages under /docs are rendered from them).
const sources = ['src', 'widget', 'public', 'docs', 'CHANGELOG.md', 'astro.config.mjs', 'package-lock.json', 'tsconfig.json'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
const sourcesAt = Math.max(...sources.map((source) => newestMtime(join(root, source))));
if (process.argv.includes('--force') || builtAt < sourcesAt) {
  console.log(builtAt === 0 ? 'No build yet: building.' : 'Sources changed since the last build: building.');
  // One step: Astro builds the pages' handler (dist/server/entry.mjs) and the client files;
  // its build:done hook adds the widget and the precompressed twins (src/server/astro-integration.ts).
  // What it prints is kept in dist/build.log too: tests/e2e/build-log.test.ts holds the build
  // free of warnings (docs/decisions, "clean build").
  const result = spawnSync(process.execPath, [join(root, 'node_modules/astro/bin/astro.mjs'), 'build'], {
    cwd: root,
    stdio: ['inherit', 'pipe', 'pipe'],
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
    maxBuffer: 64 * 1024 * 1024,
  });
  process.stdout.write(result.stdout ?? '');
  process.stderr.write(result.stderr ?? '');
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(join(root, 'dist/build.log'), `${result.stdout ?? ''}${result.stderr ?? ''}`);
}
