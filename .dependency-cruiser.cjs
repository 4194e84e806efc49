/**
 * Which way imports may point (README, Architecture). `npm test` runs `npm run depcruise`, so an
 * arrow the wrong way fails the suite with the rule's name and the two files.
 *
 *   domain  <-  contract  <-  view  <-  server, pages, components, widget
 *   (src/core/domain: estimate, tax, law; src/core/contract; src/core/view)
 *
 * Within the domain: law <- estimate <- tax. No cycle between two modules or two folders.
 */
const CORE = '^src/core/';
const OUTSIDE_CORE = '^(src/(server|pages|components|layouts|config|styles)|widget|tests|bench|scripts)/';

module.exports = {
  forbidden: [
    {
      name: 'core-imports-no-adapter',
      comment: 'src/core is pure: it never imports the server, pages, components, config or the widget.',
      severity: 'error',
      from: { path: CORE },
      to: { path: OUTSIDE_CORE },
    },
    {
      name: 'core-does-no-io',
      comment: 'src/core does no I/O: no Node built-in modules.',
      severity: 'error',
      from: { path: CORE },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'domain-imports-no-package',
      comment: 'The domain is plain TypeScript: no zod, no framework (the contract describes it with zod).',
      severity: 'error',
      from: { path: '^src/core/domain/' },
      to: { dependencyTypes: ['npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-no-pkg', 'npm-unknown'] },
    },
    {
      name: 'view-imports-no-zod',
      comment: 'View models run in the browser: they use the contract checks that do not import zod.',
      severity: 'error',
      from: { path: '^src/core/view/' },
      to: { path: 'node_modules/zod/' },
    },
    {
      name: 'domain-points-nowhere-up',
      comment: 'The domain knows nothing of the API contract or of what pages show.',
      severity: 'error',
      from: { path: '^src/core/domain/' },
      to: { path: '^src/core/(contract|view)/' },
    },
    {
      name: 'contract-points-to-domain-only',
      comment: 'The API contract describes the domain; it never imports a view model.',
      severity: 'error',
      from: { path: '^src/core/contract/' },
      to: { path: '^src/core/view/' },
    },
    {
      name: 'law-is-the-bottom',
      comment: 'The law as dated data imports nothing of the estimator or the tax engine.',
      severity: 'error',
      from: { path: '^src/core/domain/law/' },
      to: { path: '^src/core/domain/(estimate|tax)/' },
    },
    {
      name: 'estimate-before-tax',
      comment: 'The tax engine builds on the estimate, never the other way.',
      severity: 'error',
      from: { path: '^src/core/domain/estimate/' },
      to: { path: '^src/core/domain/tax/' },
    },
    {
      name: 'adapters-never-import-the-server',
      comment: 'Pages, components and the widget run in Astro or the browser; only src/server runs the process.',
      severity: 'error',
      from: { path: '^(src/(pages|components|layouts)|widget)/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'browser-code-reads-no-link',
      comment:
        "Only the server reads a page's link or a request body: the island and the widget would otherwise ship the readers and the contract's words with the field table (decision 0354).",
      severity: 'error',
      from: { path: '^(src/components/[^/]+[.]tsx|widget/src/)' },
      to: { path: '^src/core/(view/link-values|contract/api/own-words)[.]ts$', reachable: true },
    },
    {
      name: 'no-module-cycle',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-folder-cycle',
      comment: 'No two folders import each other, directly or round a loop.',
      severity: 'error',
      scope: 'folder',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '^(dist|\\.astro|node_modules)/' },
  },
};
