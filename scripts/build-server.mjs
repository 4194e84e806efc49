// Bundles the production server (src/server/main.ts and what it imports from src/) into
// dist/server/entry.mjs, beside Astro's own handler (dist/server/astro.mjs) that it loads.
// npm packages stay external: they are resolved from node_modules at run time.
import { build } from 'esbuild';

await build({
  entryPoints: [new URL('../src/server/main.ts', import.meta.url).pathname],
  outfile: new URL('../dist/server/entry.mjs', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  packages: 'external',
  sourcemap: 'linked',
  logLevel: 'warning',
});
console.log('server: dist/server/entry.mjs');
