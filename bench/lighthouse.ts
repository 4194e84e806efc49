/**
 * `npm run lighthouse`: Lighthouse on every page of the production server, in Debian's Chromium,
 * with Lighthouse's default (mobile) settings. Builds if the build is stale, starts
 * src/server/main.ts on a free loopback port, runs each page LIGHTHOUSE_RUNS times (default 3)
 * and writes bench/LIGHTHOUSE.md (bench/lighthouse-report.ts). A measurement, not a test: it
 * asserts nothing and is not part of `npm test` (a few minutes).
 * The browser: CHROME_PATH, else Debian's full /usr/bin/chromium (installed as root if missing),
 * not the headless shell the browser tests use: Lighthouse measures in Chrome's new headless mode.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { startServer } from '../tests/support/server.ts';
import { CHROMIUM_ARGS, ensureDebianTool } from '../tests/support/system-tools.ts';
import { lighthouseReport, medianRun, type PageResult, scoreOf } from './lighthouse-report.ts';

/** The pages a visitor reaches, the estimate with a result on it; the decision records share one template, measured on one. */
const PAGES = [
  '/',
  '/v2/estimate?propertyType=office&purchasePrice=1250000&zip=10001',
  // An owner's answer with a sale (issue 41's investor): the page an owner sees once answered.
  '/v2/estimate?propertyType=residential_ltr&purchasePrice=650000&placedInService=2021-06-15&studyYear=2026&passiveActivity=passive&taxableIncome=180000&netOperatingIncome=30000&saleDate=2027-06-30',
  '/guide',
  '/methodology',
  '/widget',
  '/docs/api',
  '/docs',
  '/docs/api-guide',
  '/docs/widget',
  '/docs/pages',
  '/docs/operations',
  '/docs/decisions',
  '/docs/decisions/0008-rounding',
  '/docs/changelog',
];
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3) || 3);
/** LIGHTHOUSE_PAGES: a comma-separated list of the pages above to run alone (to look into one). */
const ONLY = process.env.LIGHTHOUSE_PAGES?.split(',');
const root = new URL('..', import.meta.url);
const output = new URL('bench/LIGHTHOUSE.md', root);

const build = spawnSync(process.execPath, [fileURLToPath(new URL('scripts/build-if-stale.mjs', root))], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const chromePath = ensureDebianTool([process.env.CHROME_PATH ?? '', '/usr/bin/chromium'], 'chromium');
const server = await startServer({ LOG_REQUESTS: 'false' });
const pages: PageResult[] = [];
let chrome: chromeLauncher.LaunchedChrome | undefined;
let chromiumVersion = 'unknown';
try {
  chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  // The user agent carries only the major version (156.0.0.0); the browser itself says the rest.
  const version = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()) as { Browser?: string };
  chromiumVersion = /\/([\d.]+)$/.exec(version.Browser ?? '')?.[1] ?? chromiumVersion;
  for (const path of PAGES.filter((page) => !ONLY || ONLY.includes(page))) {
    const runs: Result[] = [];
    for (let run = 1; run <= RUNS; run++) {
      let result = await lighthouse(`${server.url}${path}`, { port: chrome.port, logLevel: 'error', output: 'json' });
      // A trace Chromium failed to record (NO_NAVSTART, on a loaded machine) says nothing about the
      // page: that run is taken again, twice at most.
      for (let retry = 0; retry < 2 && result?.lhr.runtimeError?.code === 'NO_NAVSTART'; retry++) {
        result = await lighthouse(`${server.url}${path}`, { port: chrome.port, logLevel: 'error', output: 'json' });
      }
      if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
      if (result.lhr.runtimeError) throw new Error(`Lighthouse could not measure ${path}: ${result.lhr.runtimeError.message}`);
      runs.push(result.lhr);
      console.log(`${path} run ${run}/${RUNS}: ${summary(result.lhr)}`);
    }
    pages.push({ path, lhr: medianRun(runs), performanceRuns: runs.map((lhr) => scoreOf(lhr, 'performance') ?? 0) });
  }
} finally {
  chrome?.kill();
  await server.stop();
}

const cpus = os.cpus();
const machine = `${cpus[0]?.model.trim() ?? 'unknown CPU'} · ${cpus.length} cores · ${Math.round(os.totalmem() / 2 ** 30)} GiB · ${os.type()} ${os.release()} · Node ${process.version}`;
writeFileSync(output, lighthouseReport(pages, { date: new Date().toISOString().slice(0, 10), machine, chromiumVersion, runsPerPage: RUNS }));
// The report's tables are laid out as `npm run lint` (Biome) expects Markdown to be.
spawnSync(fileURLToPath(new URL('node_modules/.bin/biome', root)), ['format', '--write', fileURLToPath(output)], { stdio: 'ignore' });
console.log(`\nwritten to ${fileURLToPath(output)}`);

function summary(lhr: Result): string {
  return ['performance', 'accessibility', 'best-practices', 'seo'].map((id) => `${id} ${scoreOf(lhr, id) ?? '–'}`).join(', ');
}
