import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, type RunningApp, startApp } from '../support/app.ts';
import { freshClientIp, postJson } from '../support/http-client.ts';
import { type RedisServer, startRedis } from '../support/redis.ts';

const v2Body = { propertyType: 'office', purchasePrice: 100_000 };

let redis: RedisServer;
let a: RunningApp;
let b: RunningApp;
beforeAll(async () => {
  redis = await startRedis();
  const env = { TRUST_PROXY: '1', RATE_LIMIT_REDIS_URL: redis.url, LOG_REQUESTS: 'false' };
  // A second per Redis call (250 ms in production): these tests count the shared budget to the
  // request, and a stall of this test process on a loaded machine must not move one to insurance.
  const options = { redis: { timeoutMs: 1_000 } };
  [a, b] = await Promise.all([startApp(env, options), startApp(env, options)]);
  await Promise.all([waitForStore(a, 'redis'), waitForStore(b, 'redis')]);
});
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await redis?.stop();
});

async function readiness(server: RunningApp) {
  const response = await fetch(`${server.url}/readyz`);
  return { status: response.status, body: (await response.json()) as { status: string; rateLimitStore: string; sharedStore: string; redisBreaker: string } };
}

function waitForStore(server: RunningApp, store: string) {
  return eventually(async () => (await readiness(server)).body.rateLimitStore === store, 15_000, `the store to become ${store}`);
}

/** 60 requests of one client alternating between the instances, then the 61st on `last`. */
async function spendBudget(client: string, last: RunningApp) {
  const headers = { 'X-Forwarded-For': client };
  for (let i = 0; i < 60; i++) {
    const response = await postJson(`${(i % 2 ? b : a).url}/api/v2/estimate`, v2Body, headers);
    expect(response.status, `request ${i + 1}`).toBe(200);
  }
  return postJson(`${last.url}/api/v2/estimate`, v2Body, headers);
}

// A minute a test: they stop, freeze and restart Redis and wait (up to 15 s a step) for both instances to notice.
describe('rate limit shared through Redis (RATE_LIMIT_REDIS_URL)', { timeout: 60_000 }, () => {
  it('two instances share one budget: 60 spread over both succeed, the 61st on either is 429', async () => {
    expect((await spendBudget(freshClientIp(), a)).status).toBe(429);
    expect((await spendBudget(freshClientIp(), b)).status).toBe(429);
  });

  it('readyz reports the shared store', async () => {
    expect(await readiness(a)).toEqual({ status: 200, body: { status: 'ready', rateLimitStore: 'redis', sharedStore: 'reachable', redisBreaker: 'closed' } });
  });

  it('writes nothing to Redis but rate-limit keys with an endpoint and key-scheme prefix', async () => {
    await postJson(`${a.url}/api/estimate`, { purchase_price: 100_000, property_type: 'condo_townhome' }, { 'X-Forwarded-For': freshClientIp() });
    const client = createClient({ url: redis.url });
    await client.connect();
    const keys = await client.keys('*');
    await client.close();
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(key).toMatch(/^rl:v1:(v2|legacy):[0-9a-f.:/]+$/);
    expect(keys.some((key) => key.startsWith('rl:v1:legacy:'))).toBe(true);
  });

  it('notices a Redis that hangs: every request is answered, limited per instance on insurance, then shared again', async () => {
    redis.pause();
    try {
      // Requests past their deadline open each instance's breaker (docs/decisions/0310-redis-breaker.md).
      await Promise.all(
        [a, b].flatMap((server) => [1, 2, 3].map(() => postJson(`${server.url}/api/v2/estimate`, v2Body, { 'X-Forwarded-For': freshClientIp() }))),
      );
      await Promise.all([waitForStore(a, 'insurance'), waitForStore(b, 'insurance')]);
      // Each instance limits on its own now: 60 on a, the 61st refused there, still allowed on b.
      const client = freshClientIp();
      for (let i = 0; i < 60; i++) expect((await postJson(`${a.url}/api/v2/estimate`, v2Body, { 'X-Forwarded-For': client })).status).toBe(200);
      expect((await postJson(`${a.url}/api/v2/estimate`, v2Body, { 'X-Forwarded-For': client })).status).toBe(429);
      expect((await postJson(`${b.url}/api/v2/estimate`, v2Body, { 'X-Forwarded-For': client })).status).toBe(200);
    } finally {
      redis.resume();
    }
    await Promise.all([waitForStore(a, 'redis'), waitForStore(b, 'redis')]);
    expect((await spendBudget(freshClientIp(), a)).status).toBe(429);
  });

  it('survives Redis going down while requests flow, falls back per instance, and shares again after', async () => {
    let stop = false;
    const statuses: number[] = [];
    const failures: string[] = [];
    const flow = (async () => {
      for (let i = 0; !stop; i++) {
        try {
          const response = await postJson(`${(i % 2 ? b : a).url}/api/v2/estimate`, v2Body, { 'X-Forwarded-For': freshClientIp() });
          statuses.push(response.status);
        } catch (error) {
          failures.push(String(error));
        }
      }
    })();

    const flowing = (more: number) => {
      const target = statuses.length + more;
      return eventually(() => statuses.length >= target, 15_000, `${more} more answered requests`);
    };
    await flowing(20);
    await redis.kill();
    await Promise.all([waitForStore(a, 'insurance'), waitForStore(b, 'insurance')]);
    expect(await readiness(a)).toEqual({
      status: 200,
      // The connection is gone: insurance whatever the breaker has counted so far.
      body: { status: 'ready', rateLimitStore: 'insurance', sharedStore: 'unreachable', redisBreaker: expect.stringMatching(/^(closed|open|half_open)$/) },
    });
    await flowing(20);

    // In insurance mode each instance limits on its own.
    const client = freshClientIp();
    for (let i = 0; i < 60; i++) expect((await postJson(`${a.url}/api/v2/estimate`, v2Body, { 'X-Forwarded-For': client })).status).toBe(200);
    expect((await postJson(`${a.url}/api/v2/estimate`, v2Body, { 'X-Forwarded-For': client })).status).toBe(429);
    expect((await postJson(`${b.url}/api/v2/estimate`, v2Body, { 'X-Forwarded-For': client })).status).toBe(200);

    await redis.restart();
    await Promise.all([waitForStore(a, 'redis'), waitForStore(b, 'redis')]);
    await flowing(20);
    stop = true;
    await flow;

    expect(failures).toEqual([]);
    expect(statuses.length).toBeGreaterThanOrEqual(60);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(new Set(statuses)).toEqual(new Set([200]));

    // Shared again.
    expect((await spendBudget(freshClientIp(), b)).status).toBe(429);
  });
});
