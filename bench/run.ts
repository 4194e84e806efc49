/**
 * `npm run bench`: one run, side by side, on loopback (a benchmark, not a test: it asserts
 * nothing, it measures and reports against its goals, under "Goals" in bench/RESULTS.md).
 *   1. API throughput and latency of the production server (`npm start`: src/server/main.ts
 *      over the build), the three endpoints (tax impact with every assumption), many client addresses (TRUST_PROXY=1), request log on,
 *      plus a flood where every request is over the limit (the cost of a 429).
 *   2. The same against the bare node:http baseline (bench/baseline-server.ts): the ratio.
 *      Runs alternate between the two servers, ROUNDS times; each round's pair gives a ratio
 *      and the median of those is reported (with the median of each server's runs): on a
 *      2-core machine one run can be off by 30% (the load generator shares the cores, and the
 *      machine's speed drifts), and a pair of adjacent runs sees the same drift. The server's
 *      CPU time per request (from /proc) is reported beside it: it does not depend on how
 *      fast the load generator is. The tax impact's bare runs alternate with a third server's,
 *      the same bare server answering each body from its first answer (its ceiling), and its
 *      goal's ratio is the median of those rounds' ratios too.
 *   3. Core estimates per second, warmed up: the median of five runs.
 *   4. Bytes a browser receives: page JavaScript and HTML, the widget (gzip and brotli), and
 *      the widget's bytes per input module (bench/widget-modules.ts).
 *   5. Memory: the production server's RSS after the load, and the in-memory rate limiter
 *      holding 1,000,000 distinct clients (bench/limiter-memory.ts, in a child process).
 *   6. The estimate page rendered on demand (server-side, query pre-filled): pages per second.
 * Prints a Markdown report and writes it to bench/RESULTS.md.
 * Settings: BENCH_DURATION (seconds per run, default 10), BENCH_CONNECTIONS (default 50).
 */

import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { LEGACY_PROPERTY_TYPES, V2_PROPERTY_TYPES } from '../src/core/domain/estimate/catalog.ts';
import { estimateV2 } from '../src/core/domain/estimate/estimate.ts';
import { estimateLegacy } from '../src/core/domain/estimate/legacy-estimate.ts';
import { taxImpact } from '../src/core/domain/tax/tax-impact.ts';
import { BENCH_BODIES } from './bodies.ts';
import { markdownRows, measureLimiterMemory } from './limiter-memory.ts';
import { TAX_IMPACT_BENCH_INPUT } from './tax-impact-input.ts';
import { moduleBytesTable, widgetModuleBytes } from './widget-modules.ts';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const root = new URL('..', import.meta.url);

interface Server {
  url: string;
  child: ChildProcess;
}

/**
 * Starts a server with its stdout in a file, as a log collector would take it: a pipe into this
 * process would make the load generator drain the request log too.
 */
async function start(script: string, env: Record<string, string> = {}): Promise<Server> {
  const logFile = join(mkdtempSync(join(os.tmpdir(), 'bench-')), 'stdout.log');
  const child = spawn(process.execPath, [fileURLToPath(new URL(script, root))], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', openSync(logFile, 'w'), 'inherit'],
  });
  let exited = false;
  child.once('exit', () => (exited = true));
  for (let waited = 0; waited < 20_000; waited += 50) {
    const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(readFileSync(logFile, 'utf8'));
    if (match) return { url: match[1]!, child };
    if (exited) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${script} did not start: ${readFileSync(logFile, 'utf8')}`);
}

function stop(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.child.once('exit', () => resolve());
    server.child.kill('SIGTERM');
  });
}

const BODIES = BENCH_BODIES;
type ApiPath = keyof typeof BODIES;

interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** The server process's CPU time (user + system) per request, microseconds. */
  cpuMicros: number;
}

/** CPU time (user + system) a process has used so far, in milliseconds (Linux /proc). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * (1000 / 100); // clock ticks, USER_HZ = 100
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** A server's runs summed up: the run of median req/s (its latencies), with the median CPU per request. */
function typicalRun(runs: LoadResult[]): LoadResult {
  const rps = median(runs.map((run) => run.rps));
  return { ...runs.find((run) => run.rps === rps)!, cpuMicros: median(runs.map((run) => run.cpuMicros)) };
}

let clientCounter = 0;
/** Load on one endpoint: each request from a new client address, or all from one (`flood`). */
async function load(server: Server, path: ApiPath, flood = false, seconds = DURATION): Promise<LoadResult> {
  const { url } = server;
  const floodClient = '192.0.2.1';
  if (flood) {
    for (let i = 0; i < 61; i++) {
      await fetch(`${url}${path}`, { method: 'POST', body: BODIES[path], headers: { 'x-forwarded-for': floodClient } });
    }
  }
  const cpuBefore = cpuMs(server.child.pid!);
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path,
        body: BODIES[path],
        setupRequest: (request) => {
          const n = clientCounter++;
          const client = flood ? floodClient : `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
          return { ...request, headers: { 'content-type': 'application/json', 'x-forwarded-for': client } };
        },
      },
    ],
  });
  const cpuMicros = ((cpuMs(server.child.pid!) - cpuBefore) * 1000) / Math.max(result.requests.total, 1);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors, cpuMicros };
}

/**
 * Answers a second on one core, warmed up: the median of CORE_ROUNDS timed runs of a fifth of
 * `iterations` each. One long run reads whatever the shared machine's speed was for its few
 * seconds (the same loop has read 67,000 and 100,000 a second minutes apart); the median of short
 * runs, as the API's ratios are medians of rounds, reads the core.
 */
function coreRate(name: string, run: (i: number) => unknown, iterations = 3_000_000): number {
  for (let i = 0; i < iterations / 10; i++) run(i); // warm up
  const perRound = Math.floor(iterations / CORE_ROUNDS);
  const rates: number[] = [];
  for (let round = 0; round < CORE_ROUNDS; round++) {
    const started = performance.now();
    let sink = 0;
    for (let i = 0; i < perRound; i++) sink += (run(i) as { label?: string; purchase_price?: number }) ? 1 : 0;
    if (sink !== perRound) throw new Error(`${name}: lost results`);
    rates.push(perRound / ((performance.now() - started) / 1000));
  }
  return median(rates);
}

const CORE_ROUNDS = 5;

/** Bytes on the wire for a browser accepting `encoding`: the body as sent, not decoded. */
function transferSize(url: string, encoding: 'gzip' | 'br' | 'identity'): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': encoding } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.byteLength));
        response.on('end', () => resolve(bytes));
      })
      .on('error', reject);
  });
}

/** Every script the page loads: its module scripts and their static imports (not dynamic ones). */
async function pageScripts(base: string, html: string): Promise<string[]> {
  const pending = [...html.matchAll(/(?:component-url|renderer-url|src)="(\/[^"]+\.js)"/g)].map((match) => match[1]!);
  const seen = new Set<string>();
  while (pending.length > 0) {
    const path = pending.pop()!;
    if (seen.has(path)) continue;
    seen.add(path);
    const code = await (await fetch(`${base}${path}`)).text();
    for (const match of code.matchAll(/(?:from|import)\s*["']([^"']+\.js)["']/g)) {
      pending.push(new URL(match[1]!, `${base}${path}`).pathname);
    }
  }
  return [...seen];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const num = (value: number) => Math.round(value).toLocaleString('en-US');

async function main() {
  const report: string[] = [];
  const line = (text = '') => {
    report.push(text);
    console.log(text);
  };

  const rows: string[] = [];
  const ratios: number[] = [];
  const cpuRatios: number[] = [];
  let worstP99 = 0;
  let rssKb = 0;
  const flood: Record<string, LoadResult> = {};
  const success: Record<string, LoadResult> = {};
  const bare: Record<string, LoadResult> = {};
  // The tax impact's ceiling runs (alternating with the bare server's, below), and the median of
  // each round's ratio of the computed answer's rate to the ceiling's.
  const ceilingRuns: LoadResult[] = [];
  let taxShare = 0;
  // Each endpoint against a fresh pair of servers: every run sends each request from a new
  // client address, so a server that had just taken the other endpoint's runs would carry
  // over a million live limiter keys (a minute's window) and measure the garbage collector.
  for (const path of Object.keys(BODIES) as ApiPath[]) {
    // The default configuration, request log included (written to a file, as a collector takes it).
    const production = await start('src/server/main.ts', { TRUST_PROXY: '1' });
    const baseline = await start('bench/baseline-server.ts');
    // The tax impact's ceiling: the bare server answering each body from its first answer
    // (validated, serialised and scheduled as each time), its runs alternating with the bare
    // server's computed ones, so that each pair sees the same drift of the machine's speed.
    const ceiling = path === '/api/v2/tax-impact' ? await start('bench/baseline-server.ts', { BASELINE_TAX_ANSWER: 'once' }) : null;
    // Warm up the servers (JIT, connection pools) before anything is measured. The tax impact's
    // code takes longer to reach V8's optimising tier under this load: its trace showed about 170
    // functions compiled by it in the first 4 s, about 50 in the next 4 and then almost none; the
    // estimates' settle within the 3 s.
    const warmUp = path === '/api/v2/tax-impact' ? 8 : 3;
    for (const server of [production, baseline, ceiling]) if (server) await load(server, path, false, warmUp);
    await load(production, path, true, 3); // and the 429 path
    // The flood first, on the state the success runs start from: measured after them, it would
    // coincide with the sweep of the warm-up's expired keys (a minute later) and measure that.
    const floodRuns: LoadResult[] = [];
    for (let round = 0; round < ROUNDS; round++) floodRuns.push(await load(production, path, true));
    flood[path] = typicalRun(floodRuns);
    const projectRuns: LoadResult[] = [];
    const referenceRuns: LoadResult[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      projectRuns.push(await load(production, path));
      referenceRuns.push(await load(baseline, path));
      if (ceiling) ceilingRuns.push(await load(ceiling, path));
    }
    const project = typicalRun(projectRuns);
    const reference = typicalRun(referenceRuns);
    const projectCpu = project.cpuMicros;
    const referenceCpu = reference.cpuMicros;
    success[path] = project;
    bare[path] = reference;
    // The ratio of each round's pair of runs (a minute apart at most), then the median of those:
    // the machine's speed drifts over minutes on shared cores, and a pair sees the same drift.
    const pairedRatio = median(projectRuns.map((run, round) => run.rps / referenceRuns[round]!.rps));
    const pairedCpuRatio = median(projectRuns.map((run, round) => referenceRuns[round]!.cpuMicros / run.cpuMicros));
    ratios.push(pairedRatio);
    cpuRatios.push(pairedCpuRatio);
    // The estimates' p99 goal is 10 ms; the tax impact's 15 ms (issue 40): each is held to its own.
    if (path !== '/api/v2/tax-impact') worstP99 = Math.max(worstP99, median(projectRuns.map((run) => run.p99)));
    const errors = projectRuns.reduce((sum, run) => sum + run.errors, 0);
    rows.push(
      `| ${path} | ${num(project.rps)} | ${project.p50} / ${median(projectRuns.map((run) => run.p99))} ms | ${projectCpu.toFixed(1)} µs | ` +
        `${num(reference.rps)} | ${reference.p50} / ${median(referenceRuns.map((run) => run.p99))} ms | ${referenceCpu.toFixed(1)} µs | ` +
        `${pairedRatio.toFixed(2)}x | ${pairedCpuRatio.toFixed(2)}x | ${errors} |`,
    );
    if (ceiling) taxShare = median(referenceRuns.map((run, round) => run.rps / ceilingRuns[round]!.rps));
    rssKb = Math.max(rssKb, Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${production.child.pid}/status`, 'utf8'))?.[1] ?? 0));
    await Promise.all([stop(production), stop(baseline), ...(ceiling ? [stop(ceiling)] : [])]);
  }
  const taxCeiling = typicalRun(ceilingRuns);
  const floodRows = (Object.keys(flood) as ApiPath[]).map((path) => {
    const f = flood[path]!;
    const s = success[path]!;
    return (
      `| ${path} (all 429) | ${num(f.rps)} | ${f.p50} / ${f.p99} ms | ${f.cpuMicros.toFixed(1)} µs | ` +
      `${(f.cpuMicros / s.cpuMicros).toFixed(2)}x a success's | ${(f.rps / s.rps).toFixed(2)}x a success's | ${f.non2xx === 0 ? 'NOT LIMITED' : 'limited'} |`
    );
  });

  const production = await start('src/server/main.ts');
  const pageUrl = `${production.url}/v2/estimate?propertyType=office&purchasePrice=1250000&zip=10001`;
  const pageLoad = await autocannon({ url: pageUrl, connections: 10, duration: Math.max(3, Math.round(DURATION / 2)) });

  // Bytes, as a browser receives them.
  const html = await (await fetch(pageUrl)).text();
  const scripts = await pageScripts(production.url, html);
  // Inline scripts travel inside the HTML, which the server compresses: counted compressed.
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!).join('');
  // None today (the pages hydrate with module scripts); an empty gzip stream would still count 20 B.
  let jsGzip = inline ? gzipSync(inline, { level: 6 }).byteLength : 0;
  let jsBrotli = inline ? brotliCompressSync(inline).byteLength : 0;
  let jsRaw = Buffer.byteLength(inline);
  for (const script of scripts) {
    jsRaw += await transferSize(`${production.url}${script}`, 'identity');
    jsGzip += await transferSize(`${production.url}${script}`, 'gzip');
    jsBrotli += await transferSize(`${production.url}${script}`, 'br');
  }
  const widgetUrl = `${production.url}/widget/costseg-estimator.js`;
  const widget = {
    raw: await transferSize(widgetUrl, 'identity'),
    gzip: await transferSize(widgetUrl, 'gzip'),
    br: await transferSize(widgetUrl, 'br'),
  };

  const htmlSize = {
    raw: await transferSize(pageUrl, 'identity'),
    gzip: await transferSize(pageUrl, 'gzip'),
    br: await transferSize(pageUrl, 'br'),
  };

  await stop(production);
  const widgetModules = await widgetModuleBytes();

  // Core, in this process, on one core.
  const v2Inputs = Array.from({ length: 1024 }, (_, i) => ({
    propertyType: V2_PROPERTY_TYPES[i % V2_PROPERTY_TYPES.length]!,
    purchasePrice: 50_000 + i * 48_800,
    zip: String(10_000 + i * 89).padStart(5, '0'),
  }));
  const legacyInputs = Array.from({ length: 1024 }, (_, i) => ({
    property_type: LEGACY_PROPERTY_TYPES[i % LEGACY_PROPERTY_TYPES.length]!,
    purchase_price: 50_000 + i * 48_800,
  }));
  const limiterMemory = await measureLimiterMemory(1_000_000);
  const v2Rate = coreRate('v2', (i) => estimateV2(v2Inputs[i & 1023]!));
  const legacyRate = coreRate('legacy', (i) => estimateLegacy(legacyInputs[i & 1023]!));
  const taxInputs = v2Inputs.map((input, i) => ({
    ...TAX_IMPACT_BENCH_INPUT,
    ...input,
    purchasePrice: Math.max(input.purchasePrice, 100_000),
    studyYear: 2024 + (i % 3),
  }));
  const taxRate = coreRate('taxImpact', (i) => taxImpact(taxInputs[i & 1023]!), 300_000);

  const ratio = Math.min(...ratios);
  const cpuRatio = Math.min(...cpuRatios);
  // A 429's cost is its server CPU time against a success's (req/s also depends on the load generator).
  const floodCost = Math.max(...(Object.keys(flood) as ApiPath[]).map((path) => flood[path]!.cpuMicros / success[path]!.cpuMicros));
  const pass = (ok: boolean) => (ok ? 'met' : '**missed**');

  line('# Benchmark results');
  line();
  line(
    `${new Date().toISOString().slice(0, 10)} · ${os.cpus()[0]?.model ?? 'unknown CPU'} · ${os.cpus().length} cores · ${Math.round(os.totalmem() / 2 ** 30)} GiB · Node ${process.version} · ${os.type()} ${os.release()}`,
  );
  line(`Loopback, autocannon, ${CONNECTIONS} connections, ${DURATION} s a run; load generator, servers and core loop share the machine.`);
  line();
  line('## API: production server (request log on) against a bare node:http baseline');
  line();
  line(
    `Each endpoint against a fresh pair of servers, ${ROUNDS} rounds of alternating runs: req/s and CPU are each server's medians, the ratios the median of the rounds' paired ratios; CPU is the server process's user + system time per request.`,
  );
  line();
  line('| endpoint | project req/s | p50 / p99 | CPU/req | baseline req/s | p50 / p99 | CPU/req | ratio (req/s) | ratio (CPU) | errors |');
  line('|---|---|---|---|---|---|---|---|---|---|');
  for (const row of rows) line(row);
  line();
  line(
    `Flood: every request from one client over its limit, ${ROUNDS} runs after the warm-up and before the success runs (medians); its cost is the server CPU time per request against a success.`,
  );
  line();
  line('| flood: one client over its limit | req/s | p50 / p99 | CPU/req | CPU | req/s | check |');
  line('|---|---|---|---|---|---|---|');
  for (const row of floodRows) line(row);
  line();
  line('## Page rendered on demand');
  line();
  line('| page | pages/s | p50 / p99 |');
  line('|---|---|---|');
  line(
    `| GET /v2/estimate?propertyType=office&purchasePrice=1250000&zip=10001 (10 connections) | ${num(pageLoad.requests.average)} | ${pageLoad.latency.p50} / ${pageLoad.latency.p99} ms |`,
  );
  line();
  line('## Core (one core, warmed up; the median of five runs)');
  line();
  line('| estimate | per second |');
  line('|---|---|');
  line(`| estimateV2 | ${num(v2Rate)} |`);
  line(`| estimateLegacy | ${num(legacyRate)} |`);
  line(`| taxImpact (the bench's body: every assumption) | ${num(taxRate)} |`);
  line();
  line('## Bytes a browser receives');
  line();
  line('| what | raw | gzip | brotli |');
  line('|---|---|---|---|');
  line(`| /v2/estimate page JavaScript (${scripts.length} files${inline ? ' + inline' : ''}) | ${kb(jsRaw)} | ${kb(jsGzip)} | ${kb(jsBrotli)} |`);
  line(`| /v2/estimate page HTML (compressed as served) | ${kb(htmlSize.raw)} | ${kb(htmlSize.gzip)} | ${kb(htmlSize.br)} |`);
  line(`| /widget/costseg-estimator.js | ${kb(widget.raw)} | ${kb(widget.gzip)} | ${kb(widget.br)} |`);
  line();
  line(`The widget's ${num(widgetModules.total)} minified bytes by input module (esbuild metafile), largest first:`);
  line();
  line(moduleBytesTable(widgetModules));
  line();
  line('## Memory');
  line();
  line(`Production server RSS after an endpoint's load (the larger of the two): ${Math.round(rssKb / 1024)} MB.`);
  line();
  line('In-memory rate limiter (the default store, and the insurance under Redis), 1,000,000 distinct clients in one window:');
  line();
  line(markdownRows(limiterMemory));
  line();
  line('## Goals');
  line();
  line('| goal | measured | |');
  line('|---|---|---|');
  line(
    `| API throughput >= 0.85x baseline, request log on | ${ratio.toFixed(2)}x (worst endpoint; CPU per request ${cpuRatio.toFixed(2)}x) | ${pass(ratio >= 0.85)} |`,
  );
  line(`| estimates' p99 <= 10 ms at ${CONNECTIONS} connections | ${worstP99} ms (worse of v2 and legacy) | ${pass(worstP99 <= 10)} |`);
  // Issue 40: the tax impact is held to what its computation costs, against the same (bare)
  // server answering the same body from an answer computed once, and to its own p99.
  const taxP99 = success['/api/v2/tax-impact']!.p99;
  line(
    `| tax impact (every assumption) >= 0.8x the same server answering from an answer computed once, p99 <= 15 ms at ${CONNECTIONS} connections | ${taxShare.toFixed(2)}x (bare server, the median of ${ROUNDS} paired rounds; typical runs ${num(bare['/api/v2/tax-impact']!.rps)} against ${num(taxCeiling.rps)} req/s), p99 ${taxP99} ms (production server) | ${pass(taxShare >= 0.8 && taxP99 <= 15)} |`,
  );
  const bareV2 = bare['/api/v2/estimate']!.rps;
  line(
    `| (context) tax impact without its computation: bare server, each answer computed once, validated and serialised each time | ${num(taxCeiling.rps)} req/s = ${(taxCeiling.rps / bareV2).toFixed(2)}x the bare v2 estimate (computed: ${(bare['/api/v2/tax-impact']!.rps / bareV2).toFixed(2)}x), p99 ${taxCeiling.p99} ms, CPU ${taxCeiling.cpuMicros.toFixed(1)} µs/req; its runs alternate with the computed tax impact's, not with the v2 estimate's; ${ceilingRuns.reduce((sum, run) => sum + run.non2xx + run.errors, 0)} non-2xx or errors | |`,
  );
  line(`| a 429 costs no more than a success | a 429 takes ${floodCost.toFixed(2)}x a success's CPU time (worst endpoint) | ${pass(floodCost <= 1)} |`);
  line(`| core >= 1,000,000 v2 estimates/s | ${num(v2Rate)} | ${pass(v2Rate >= 1_000_000)} |`);
  line(`| core >= 100,000 tax impact answers/s for the bench's body | ${num(taxRate)} | ${pass(taxRate >= 100_000)} |`);
  line(`| page JS <= 20 KB gzip | ${kb(jsGzip)} | ${pass(jsGzip <= 20 * 1024)} |`);
  line(
    `| 1M distinct clients in the memory limiter < 300 MB RSS | ${Math.round(limiterMemory.rssWithKeysMb)} MB | ${pass(limiterMemory.rssWithKeysMb < 300)} |`,
  );
  line(`| widget <= 12 KB gzip | ${kb(widget.gzip)} | ${pass(widget.gzip <= 12 * 1024)} |`);

  const results = new URL('bench/RESULTS.md', root);
  writeFileSync(results, `${report.join('\n')}\n`);
  // Laid out as `npm run lint` (Biome) expects Markdown to be, as bench/lighthouse.ts does.
  spawnSync(fileURLToPath(new URL('node_modules/.bin/biome', root)), ['format', '--write', fileURLToPath(results)], { stdio: 'ignore' });
  console.log('\nwritten to bench/RESULTS.md');
}

await main();
