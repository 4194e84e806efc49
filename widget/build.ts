/**
 * How the widget is bundled: widget/src/main.ts into one self-contained, minified IIFE (Preact
 * and the shared core included, zod excluded). Used by `astro build` (written to
 * dist/client/widget/) and by `npm run dev` (rebuilt in memory on each request), both through
 * src/server/astro-integration.ts; `npm run bench` reads its metafile for the bytes per module.
 */
import { readFileSync } from 'node:fs';
import { type BuildContext, type BuildOptions, context, type Metafile, type Plugin, transform } from 'esbuild';

/** `import css from './x.css?inline'`: the stylesheet, minified, as a string. */
const inlineCss: Plugin = {
  name: 'inline-css',
  setup(builder) {
    builder.onResolve({ filter: /\.css\?inline$/ }, (args) => ({
      path: new URL(args.path.replace(/\?inline$/, ''), `file://${args.resolveDir}/`).pathname,
      namespace: 'inline-css',
    }));
    builder.onLoad({ filter: /.*/, namespace: 'inline-css' }, async (args) => {
      const { code } = await transform(readFileSync(args.path, 'utf8'), { loader: 'css', minify: true });
      return { contents: `export default ${JSON.stringify(code.trim())};`, loader: 'js', watchFiles: [args.path] };
    });
  },
};

/** The widget (a classic script, one IIFE) and its tax add-on (an ES module it imports on demand). */
export type WidgetEntry = 'widget' | 'taxAddon';

const ENTRIES: Readonly<Record<WidgetEntry, BuildOptions>> = {
  widget: {
    entryPoints: [new URL('./src/main.ts', import.meta.url).pathname],
    outfile: 'costseg-estimator.js',
    format: 'iife',
    // The classic JSX transform, h(type, props, ...children), for every module in the bundle (the
    // shared components included; the page's Astro build keeps the automatic runtime): about 170 B
    // gzip less than jsx(type, { ...props, children }) calls plus preact/jsx-runtime. The tsconfig
    // sets it (tsconfig settings outrank esbuild's jsx options); h and Fragment come from jsx.ts.
    tsconfig: new URL('./tsconfig.build.json', import.meta.url).pathname,
    inject: [new URL('./src/jsx.ts', import.meta.url).pathname],
    banner: { js: '/*! Preact (MIT); ZIP3 table from billfienberg/zip3 (MIT, (c) 2021 William Fienberg) */' },
  },
  taxAddon: { entryPoints: [new URL('./src/tax-addon.ts', import.meta.url).pathname], outfile: 'costseg-estimator-tax.js', format: 'esm' },
};

const OPTIONS: BuildOptions = {
  bundle: true,
  minify: true,
  write: false,
  // The browsers with constructable stylesheets (adoptedStyleSheets), which the widget needs, and
  // nothing older: an "es2020" entry here made esbuild lower class fields (a helper) and ??=.
  target: ['chrome93', 'firefox101', 'safari16.4'],
  legalComments: 'none',
  metafile: true,
  plugins: [inlineCss],
  logLevel: 'warning',
};

export interface WidgetBundle {
  code: Uint8Array;
  /** esbuild's record of the bundle: which input modules it holds and their bytes in the output. */
  metafile: Metafile;
}

export interface WidgetBuilder {
  /** Bundles the current sources (incrementally after the first time). */
  build(): Promise<Uint8Array>;
  /** The same, with the metafile. */
  bundle(): Promise<WidgetBundle>;
  dispose(): Promise<void>;
}

/** A reusable bundler of the widget or its add-on: fails when zod would end up in the bundle. */
export async function createWidgetBuilder(entry: WidgetEntry = 'widget'): Promise<WidgetBuilder> {
  const builder: BuildContext = await context({ ...OPTIONS, ...ENTRIES[entry] });
  const bundle = async (): Promise<WidgetBundle> => {
    const result = await builder.rebuild();
    const metafile = result.metafile!;
    if (Object.keys(metafile.inputs).some((input) => input.includes('node_modules/zod'))) {
      throw new Error('The widget bundle must not include zod: import only zod-free core modules.');
    }
    return { code: result.outputFiles![0]!.contents, metafile };
  };
  return {
    build: async () => (await bundle()).code,
    bundle,
    dispose: () => builder.dispose(),
  };
}
