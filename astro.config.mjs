// @ts-check
import node from '@astrojs/node';
import preact from '@astrojs/preact';
import { defineConfig } from 'astro/config';
import { costsegService, devServerAddress } from './src/server/astro-integration.ts';

/**
 * The server renders every deferred part in full, so EstimatorIsland.astro imports the chart, the
 * year table, "What you keep" and the report statically where the island (browser code) imports
 * them dynamically. In the server bundles (the `ssr` and `prerender` environments) that is
 * intended and splits nothing, and the browser bundle still loads each part on demand; so the
 * server builds do not check for it (docs/decisions/0100-deferred-parts-in-the-server-build.md).
 * A plugin hook, because Astro's build sets these environments' `checks` after the user config.
 */
const serverBuildChecks = {
  name: 'costseg:server-build-checks',
  /** @param {string} name */
  configEnvironment: (name) =>
    name === 'ssr' || name === 'prerender' ? { build: { rolldownOptions: { checks: { ineffectiveDynamicImport: false } } } } : undefined,
};

/**
 * Core modules that only the deferred parts of the island import (src/components/Deferred.tsx,
 * island-evaluation.ts): the tax engine, the law's records and the tax-impact field table, but
 * for the two the first load reads (the state codes, the study years). Shared by those parts, they
 * load with the first of them, not with the page.
 */
const DEFERRED_ONLY =
  /\/src\/core\/(view\/(keep-figures|yearly-savings|headline|owner-answer|saving-words|saving-reason|study-year-split|land-share-words|year-table-words|report-tables)|domain\/law\/(?!state-codes\.ts)[\w/-]+|domain\/tax\/(?!study-years\.ts)[\w/-]+|contract\/tax-impact\/[\w/-]+)\.ts$/;

/** Components only deferred parts render: the sale's table, shown by the sale's answer and the printed report. */
const DEFERRED_COMPONENTS = /\/src\/components\/SaleTable\.tsx$/;

export default defineConfig({
  output: 'server',
  // HTML-aware compression: Astro 7's default, 'jsx', drops the whitespace of a line break between
  // a word and an expression or an inline element, so "a landlord with⏎{amount}" rendered as
  // "with$180,000" (a review; decision 0370). `true` keeps it as one space; tests/e2e/words-apart.test.ts holds it.
  compressHTML: true,
  // Middleware mode: the build is a request handler (dist/server/entry.mjs), mounted by our
  // server (src/server/main.ts) behind the JSON API, health and static files.
  adapter: node({
    mode: 'middleware',
    // No page takes a body: a small cap is a backstop.
    bodySizeLimit: 64 * 1024,
  }),
  // costsegService: the API, health and widget in `npm run dev`; the widget and precompressed
  // files in `astro build` (src/server/astro-integration.ts).
  integrations: [preact(), costsegService()],
  // The service keeps no sessions: without this the node adapter wires a filesystem session
  // driver and says so on every build ("Enabling sessions with filesystem storage"). `false`
  // (Astro 7.2+) also leaves the session runtime out of the server bundle.
  session: false,
  // Markdown (the guides under /docs, src/pages/docs/_doc-pages-fs.ts) without syntax highlighting:
  // Shiki's inline styles would not pass the CSP.
  markdown: { syntaxHighlight: false },
  // `npm run dev` listens where HOST and PORT say (default localhost:4321), as `npm start` does.
  server: ({ command }) => (command === 'dev' ? devServerAddress(process.env) : {}),
  // Vite's own CORS middleware answers preflights before any integration's middleware; the API's
  // CORS rules are the app's (src/core/contract/api/policy.ts), the same in dev as in production.
  vite: {
    server: { cors: false },
    plugins: [serverBuildChecks],
    // One chunk for what the pages' scripts share (Preact, hydrate-island, CopyButton): the
    // estimate page loads two files rather than four, 447 B gzip less. preact/hooks stays out of
    // it: only the /widget configurator uses hooks (the estimator is a class component), and
    // Astro's unused signals client would otherwise drag them into every page. Nor do the modules
    // only the deferred parts use (the chart's years, "What you keep"'s figures, the headline's
    // words, which the live region's sentence shares: island-evaluation.ts): shared by those
    // parts, they load with the first of them, not with the page.
    environments: {
      client: {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  {
                    name: 'shared',
                    minShareCount: 2,
                    test: (id) => !id.includes('/preact/hooks/') && !DEFERRED_ONLY.test(id) && !DEFERRED_COMPONENTS.test(id),
                  },
                ],
              },
            },
          },
        },
      },
    },
  },
  security: {
    // The service keeps no cookies, sessions or state, so there is nothing for a cross-site
    // request to forge (and pages answer only GET and HEAD: src/server/page-guard.ts).
    checkOrigin: false,
    // Pages are rendered on demand, so Astro sends this policy as a response header, with the
    // hashes of its inline scripts and styles: no 'unsafe-inline' anywhere.
    csp: {
      directives: [
        "default-src 'self'",
        "img-src 'self' data:",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ],
    },
  },
});
