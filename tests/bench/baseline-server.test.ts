import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BENCH_BODIES } from '../../bench/bodies.ts';
import { type RunningApp, startApp } from '../support/app.ts';

/**
 * `npm run bench` compares the API with bench/baseline-server.ts as "a bare server doing the same
 * work": the ratio means something only if the baseline answers each bench body exactly as the
 * API does (the tax impact's state part and its source included).
 */
let app: RunningApp;
let baseline: ChildProcess;
let baselineUrl: string;

beforeAll(async () => {
  app = await startApp();
  baseline = spawn(process.execPath, [fileURLToPath(new URL('../../bench/baseline-server.ts', import.meta.url))], {
    env: { ...process.env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [line] = (await once(baseline.stdout!, 'data')) as [Buffer];
  baselineUrl = /listening on (\S+)/.exec(line.toString())![1]!;
});

afterAll(async () => {
  baseline?.kill();
  await app?.stop();
});

const post = async (url: string, body: unknown) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '198.51.100.7' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
};

describe('the bench baseline does the API’s work', () => {
  it.each(Object.entries(BENCH_BODIES))('%s: the same 200 body', async (path, text) => {
    const body = JSON.parse(text);
    const [ours, bare] = await Promise.all([post(`${app.url}${path}`, body), post(`${baselineUrl}${path}`, body)]);
    expect(ours.status).toBe(200);
    expect(bare).toEqual(ours);
    if (path === '/api/v2/tax-impact') expect(bare.body.state.reference.href).toMatch(/^https:/);
  });
});
