import { type ChildProcess, spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../support/app.ts';
import { freePort } from '../support/free-port.ts';
import { postJson } from '../support/http-client.ts';
import { finalResponse, sendExpectingContinue } from '../support/raw-http.ts';

/** `npm run dev` (Astro's dev server with the app mounted), as a developer starts it. */
let child: ChildProcess;
let url: string;
const output: string[] = [];
// biome-ignore lint/suspicious/noControlCharactersInRegex: ANSI colour codes start with ESC.
const ANSI_CODES = /\x1b\[[0-9;]*m/g;

beforeAll(async () => {
  const port = await freePort();
  // Astro's dev server stands down under Vitest (it checks VITEST): the child must not see it.
  const { VITEST: _vitest, VITEST_MODE: _mode, VITEST_POOL_ID: _pool, VITEST_WORKER_ID: _worker, ...env } = process.env;
  // --ignore-lock: another `astro dev` in this checkout must not stop this one (Astro 7 locks
  // .astro/dev.json), and Astro does not send an ignore-lock server to the background.
  // Where it listens comes from PORT and HOST alone, as the README's configuration table says.
  child = spawn('npm', ['run', 'dev', '--', '--ignore-lock'], {
    cwd: new URL('../..', import.meta.url).pathname,
    env: { ...env, ASTRO_TELEMETRY_DISABLED: '1', NODE_ENV: 'development', PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group: npm, sh and astro are stopped together
  });
  // Without colour codes: with CI set, Astro's banner is coloured even into a pipe.
  for (const stream of [child.stdout!, child.stderr!]) stream.on('data', (chunk: Buffer) => output.push(chunk.toString().replace(ANSI_CODES, '')));
  url = `http://127.0.0.1:${port}`;
  await eventually(
    () =>
      fetch(`${url}/healthz`).then(
        (response) => response.ok,
        () => false,
      ),
    60_000,
    `npm run dev to answer:\n${output.join('')}`,
  );
}, 90_000);

afterAll(async () => {
  if (!child?.pid || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  await exited;
});

describe('npm run dev starts as configured', () => {
  it('listens on HOST and PORT: its banner names the address the tests reach it on', () => {
    expect(output.join('')).toContain(`Local    ${url}/`);
  });

  it('its start-up line names every route the app mounts, each endpoint of the OpenAPI document included', async () => {
    const line = output
      .join('')
      .split('\n')
      .find((text) => text.includes('API, health and widget mounted:'));
    expect(line, output.join('')).toBeDefined();
    const named = line!
      .slice(line!.indexOf('mounted:') + 'mounted:'.length)
      .split(',')
      .map((route) => route.trim());
    expect(named).toEqual([
      'POST /api/v2/estimate',
      'POST /api/estimate',
      'POST /api/v2/tax-impact',
      'GET /api/openapi.json',
      'GET /healthz',
      'GET /readyz',
      'GET /widget/costseg-estimator.js',
      'GET /widget/costseg-estimator-tax.js',
    ]);
    const document = (await (await fetch(`${url}/api/openapi.json`)).json()) as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations)
        .filter((method) => method !== 'options') // every endpoint answers its preflight
        .map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.length).toBeGreaterThan(0);
    for (const route of documented) expect(named).toContain(route);
  });
});

// A page's first request makes Vite compile it: seconds, more on a loaded machine.
describe('npm run dev serves everything a visitor and an integrator use', { timeout: 60_000 }, () => {
  it.each([
    '/',
    '/v2/estimate?propertyType=office&purchasePrice=1250000&zip=10001',
    '/methodology',
    '/widget',
    '/docs/api',
    '/docs',
    '/docs/decisions/0008-rounding',
  ])('page %s', async (path) => {
    const response = await fetch(`${url}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain('</html>');
  });

  it('the estimate page is rendered with its result', async () => {
    const html = await (await fetch(`${url}/v2/estimate?propertyType=office&purchasePrice=1250000&zip=10001`)).text();
    expect(html).toContain('$155,000');
  });

  it('POST /api/v2/estimate, /api/v2/tax-impact and /api/estimate answer from the core', async () => {
    const v2 = await postJson(`${url}/api/v2/estimate`, { propertyType: 'office', purchasePrice: 1_250_000, zip: '10001' });
    expect(v2.status).toBe(200);
    expect(v2.body).toMatchObject({ depreciableBasis: 775_000, typical: { reclassified: 155_000 } });
    expect(v2.headers.get('ratelimit-policy')).toBe('"per-client";q=60;w=60');
    const legacy = await postJson(`${url}/api/estimate`, { purchase_price: 1_000_000, property_type: 'general_office' });
    expect(legacy.body).toMatchObject({ estimated_tax_savings_range: { low: 37_000, high: 129_500 } });
    const tax = await postJson(`${url}/api/v2/tax-impact`, { propertyType: 'office', purchasePrice: 1_250_000, zip: '10001', placedInService: '2024-05-15' });
    expect(tax.body).toMatchObject({ studyYear: { year: 2024, additionalDeduction: 99_121, taxSavings: 36_675 } });
    const invalid = await postJson(`${url}/api/v2/estimate`, { propertyType: 'castle', purchasePrice: 1 });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error).toBe('invalid_request');
  });

  it("a CORS preflight gets the API's own answer, as in production", async () => {
    const response = await fetch(`${url}/api/v2/estimate`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://firm.example', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS');
    expect(response.headers.get('access-control-max-age')).toBe('86400');
  });

  it('the rate limit holds in dev: the 61st legacy request in a minute is 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await postJson(`${url}/api/estimate`, { purchase_price: 500_000, property_type: 'general_office' })).status);
    // The test above spent one request of the same client (this machine).
    expect(statuses.slice(0, 59).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('GET /api/openapi.json, /healthz and /readyz', async () => {
    const document = await (await fetch(`${url}/api/openapi.json`)).json();
    expect(document.openapi).toBe('3.1.1');
    expect(Object.keys(document.paths)).toEqual(['/api/v2/estimate', '/api/v2/tax-impact', '/api/estimate', '/api/openapi.json']);
    expect(await (await fetch(`${url}/healthz`)).json()).toEqual({ status: 'ok' });
    expect(await (await fetch(`${url}/readyz`)).json()).toMatchObject({ status: 'ready', rateLimitStore: 'memory' });
  });

  it('GET /widget/costseg-estimator.js and its tax add-on, bundled from widget/src', async () => {
    const response = await fetch(`${url}/widget/costseg-estimator.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const code = await response.text();
    expect(code).toContain('CostSegEstimator');
    expect(code).not.toMatch(/zod/i);
    const addon = await fetch(`${url}/widget/costseg-estimator-tax.js`);
    expect(addon.status).toBe(200);
    expect(addon.headers.get('access-control-allow-origin')).toBe('*');
    expect(await addon.text()).toMatch(/less tax this year/);
  });

  it('Expect: 100-continue as in production: 413 at once for a body over 16 KiB, 100 Continue for the rest', async () => {
    const refused = await sendExpectingContinue(`${url}/api/v2/estimate`, { contentLength: 2_000_000 });
    expect(refused.text.startsWith('HTTP/1.1 413 ')).toBe(true);
    expect(refused.text).not.toContain('HTTP/1.1 100');
    expect(JSON.parse(finalResponse(refused.text).body)).toMatchObject({ error: 'payload_too_large' });
    const body = JSON.stringify({ propertyType: 'office', purchasePrice: 1_250_000 });
    const accepted = await sendExpectingContinue(`${url}/api/v2/estimate`, { body });
    expect(accepted.text.startsWith('HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 200 OK\r\n')).toBe(true);
    // Pages go on to Vite's own request listener after the 100.
    const page = await sendExpectingContinue(`${url}/methodology`, { method: 'GET' });
    expect(page.text.startsWith('HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 200 OK\r\n')).toBe(true);
  });
});
