// Bundles widget/src/main.ts into one self-contained, minified IIFE (Preact and the shared core
// included, zod excluded): dist/client/widget/costseg-estimator.js, which the server serves at
// /widget/costseg-estimator.js (src/server/static-files.ts). Runs after `astro build`, which
// empties dist/. Prints its size.
import { build, transform } from 'esbuild';
import { gzipSync, brotliCompressSync } from 'node:zlib';
import { readFileSync } from 'node:fs';

/** `import css from './x.css?inline'`: the stylesheet, minified, as a string. */
const inlineCss = {
  name: 'inline-css',
  setup(builder) {
    builder.onResolve({ filter: /\.css\?inline$/ }, (args) => ({
      path: new URL(args.path.replace(/\?inline$/, ''), `file://${args.resolveDir}/`).pathname,
      namespace: 'inline-css',
    }));
    builder.onLoad({ filter: /.*/, namespace: 'inline-css' }, async (args) => {
      const { code } = await transform(readFileSync(args.path, 'utf8'), { loader: 'css', minify: true });
      return { contents: `export default ${JSON.stringify(code.trim())};`, loader: 'js' };
    });
  },
};

const outfile = new URL('../dist/client/widget/costseg-estimator.js', import.meta.url).pathname;
const result = await build({
  entryPoints: [new URL('../widget/src/main.ts', import.meta.url).pathname],
  outfile,
  bundle: true,
  minify: true,
  format: 'iife',
  // The browsers with constructable stylesheets (adoptedStyleSheets), which the widget needs.
  target: ['es2020', 'chrome93', 'firefox101', 'safari16.4'],
  jsx: 'automatic',
  jsxImportSource: 'preact',
  legalComments: 'none',
  banner: {
    js: '/*! Preact (MIT); ZIP3 table from billfienberg/zip3 (MIT, (c) 2021 William Fienberg) */',
  },
  metafile: true,
  plugins: [inlineCss],
  logLevel: 'warning',
});

const inputs = Object.keys(result.metafile.inputs);
if (inputs.some((input) => input.includes('node_modules/zod'))) {
  console.error('The widget bundle must not include zod: import only zod-free core modules.');
  process.exit(1);
}
const code = readFileSync(outfile);
const gzip = gzipSync(code, { level: 9 }).byteLength;
const brotli = brotliCompressSync(code).byteLength;
console.log(`widget: ${code.byteLength} B raw, ${gzip} B gzip, ${brotli} B brotli -> dist/client/widget/costseg-estimator.js`);
