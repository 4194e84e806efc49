import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_BUDGET_NOTICE } from '../../src/server/page-budget.ts';
import { type RunningApp, startApp } from '../support/app.ts';
import { freshClientIp, postJson } from '../support/http-client.ts';

/**
 * Pages that compute from their query, within a budget (docs/decisions/0313-pages-within-a-budget.md),
 * against a stand-in for Astro that costs 2 ms of CPU a render and counts what it renders.
 */
const renders: string[] = [];
function standInPages(request: IncomingMessage, response: ServerResponse): void {
  renders.push(request.url ?? '');
  const until = performance.now() + 2;
  while (performance.now() < until) {
    // the estimate's computation and Astro's render
  }
  const figures = request.url?.includes('?') ? `<p class="figures">figures for ${request.url}</p>` : '';
  response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
  response.write('<!doctype html><main><h1>Cost segregation estimate</h1>');
  response.end(`<form></form>${figures}</main>`);
}

let app: RunningApp;
beforeAll(async () => {
  app = await startApp({ TRUST_PROXY: '1', LOG_REQUESTS: 'false' }, { pages: standInPages });
});
afterAll(() => app.stop());

function page(path: string, client: string) {
  return fetch(`${app.url}${path}`, { headers: { 'X-Forwarded-For': client } });
}

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;
}

describe('pages within a budget', () => {
  it('a flood of the same link is computed once per cache window, whoever asks, in whatever order its parameters come', async () => {
    const before = renders.length;
    const links = ['/v2/estimate?propertyType=office&purchasePrice=1250000', '/v2/estimate?purchasePrice=1250000&propertyType=office'];
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => page(links[i % 2]!, freshClientIp()).then((response) => response.text())));
    expect(renders.length - before).toBe(1);
    expect(new Set(answers).size).toBe(1);
    expect(answers[0]).toContain('class="figures"');
  });

  it('one client: 60 computed renders a minute; the 61st is the form without figures, a 200 that says why', async () => {
    const client = freshClientIp();
    for (let i = 0; i < 60; i++) {
      const response = await page(`/v2/estimate?propertyType=office&purchasePrice=${100_000 + i}`, client);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('class="figures"');
    }
    const over = await page('/v2/estimate?propertyType=office&purchasePrice=999999', client);
    expect(over.status).toBe(200);
    const html = await over.text();
    expect(html).not.toContain('class="figures"');
    expect(html).toContain(PAGE_BUDGET_NOTICE);
    expect(html.indexOf(PAGE_BUDGET_NOTICE)).toBeGreaterThan(html.indexOf('</h1>'));
    // Another client is not affected.
    expect(await (await page('/v2/estimate?propertyType=office&purchasePrice=999999', freshClientIp())).text()).toContain('class="figures"');
    // A page that computes nothing is not counted.
    expect(await (await page('/methodology', client)).text()).not.toContain(PAGE_BUDGET_NOTICE);
  });

  it('a flood of distinct links from one client: bounded computations while /healthz and the API stay fast', { timeout: 30_000 }, async () => {
    const client = freshClientIp();
    const before = renders.length;
    let next = 0;
    const flood = Promise.all(
      Array.from({ length: 50 }, async () => {
        while (next < 2_000) {
          const response = await page(`/v2/estimate?propertyType=retail&purchasePrice=${200_000 + next++}`, client);
          expect(response.status).toBe(200);
          await response.arrayBuffer();
        }
      }),
    );
    const api: number[] = [];
    const health: number[] = [];
    while (next < 2_000) {
      let started = performance.now();
      expect(
        (await postJson(`${app.url}/api/v2/estimate`, { propertyType: 'office', purchasePrice: 100_000 }, { 'X-Forwarded-For': freshClientIp() })).status,
      ).toBe(200);
      api.push(performance.now() - started);
      started = performance.now();
      expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
      health.push(performance.now() - started);
    }
    await flood;
    // 60 computed, and the form without figures once (then from the cache).
    expect(renders.length - before).toBeLessThanOrEqual(61);
    // The API and /healthz were answered all through the flood, each time: unbounded, the 2,000
    // renders held the event loop for seconds, 50 deep, and only a handful got through. How fast
    // they stay is measured by npm run bench, not asserted here (a loaded CI machine would flake).
    expect(api.length).toBeGreaterThan(10);
    expect(health.length).toBe(api.length);
    // The stated bound (docs/operations.md): a p99 under 2 s for the API and /healthz through the
    // flood, far above what the bench measures, so a loaded machine does not flake, and below the
    // seconds the unbounded renders held them.
    expect(percentile(api, 0.99)).toBeLessThan(2_000);
    expect(percentile(health, 0.99)).toBeLessThan(2_000);
  });
});
