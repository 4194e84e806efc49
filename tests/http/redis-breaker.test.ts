import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, type RunningApp, startApp } from '../support/app.ts';
import { freshClientIp, postJson } from '../support/http-client.ts';
import { type RedisServer, startRedis } from '../support/redis.ts';

/**
 * Redis frozen with SIGSTOP: the connection stays open and nothing is answered, the fault a
 * socket idle timeout never notices under traffic (issue 33). docs/decisions/0310-redis-breaker.md.
 */
const v2Body = { propertyType: 'office', purchasePrice: 100_000 };
const COOL_OFF_MS = 1_000;

let redis: RedisServer;
let app: RunningApp;
beforeAll(async () => {
  redis = await startRedis();
  app = await startApp(
    { TRUST_PROXY: '1', RATE_LIMIT_REDIS_URL: redis.url, LOG_REQUESTS: 'false' },
    { redis: { timeoutMs: 250, failureThreshold: 3, coolOffMs: COOL_OFF_MS } },
  );
  await waitForReadiness({ rateLimitStore: 'redis', redisBreaker: 'closed' });
});
afterAll(async () => {
  redis?.resume();
  await app?.stop();
  await redis?.stop();
});

async function readiness() {
  return (await (await fetch(`${app.url}/readyz`)).json()) as { rateLimitStore: string; sharedStore: string; redisBreaker: string };
}

function waitForReadiness(expected: Partial<Awaited<ReturnType<typeof readiness>>>) {
  return eventually(
    async () => {
      const seen = await readiness();
      return Object.entries(expected).every(([name, value]) => seen[name as keyof typeof seen] === value) && seen;
    },
    15_000,
    `readyz to show ${JSON.stringify(expected)}`,
  );
}

async function timedPost(client: string) {
  const started = performance.now();
  const response = await postJson(`${app.url}/api/v2/estimate`, v2Body, { 'X-Forwarded-For': client });
  return { status: response.status, ms: performance.now() - started };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function redisCount(client: string): Promise<string | null> {
  const direct = createClient({ url: redis.url });
  await direct.connect();
  try {
    return await direct.get(`rl:v1:v2:${client}`);
  } finally {
    await direct.close();
  }
}

// Each test freezes Redis and waits for the breaker: 30 s at most.
describe('the Redis breaker', { timeout: 30_000 }, () => {
  it('a hung Redis opens the breaker: answers come from insurance at once, readyz says so, the log warns; nothing is counted twice after SIGCONT', async () => {
    const client = freshClientIp();
    redis.pause();
    try {
      // The first requests wait for their deadline (250 ms) and are answered from insurance;
      // the third consecutive failure opens the breaker.
      const first = await Promise.all([timedPost(client), timedPost(client), timedPost(client)]);
      expect(first.map((answer) => answer.status)).toEqual([200, 200, 200]);
      const state = await readiness();
      expect(state.rateLimitStore).toBe('insurance');
      expect(['open', 'half_open']).toContain(state.redisBreaker);

      const after: number[] = [];
      for (let i = 0; i < 30; i++) {
        const answer = await timedPost(client);
        expect(answer.status).toBe(200);
        after.push(answer.ms);
      }
      // Without the breaker every request waits the 250 ms deadline.
      expect(median(after)).toBeLessThan(50);
      const warning = app.output().find((line) => line.includes('"rate_limit_breaker_open"'));
      expect(warning, 'a warn line').toBeDefined();
      expect(JSON.parse(warning!)).toMatchObject({ level: 'warn', store: 'insurance', reason: expect.stringContaining('3 consecutive failures') });
    } finally {
      redis.resume();
    }
    // The probe after the cool-off finds Redis again.
    await waitForReadiness({ rateLimitStore: 'redis', redisBreaker: 'closed' });
    const closed = app.output().find((line) => line.includes('"rate_limit_breaker_closed"'));
    expect(JSON.parse(closed!)).toMatchObject({ level: 'warn', store: 'redis' });

    // The three increments written during the hang reached Redis after SIGCONT, past their
    // deadline: they changed nothing (the insurance had counted those requests).
    expect(await redisCount(client)).toBeNull();
    expect((await timedPost(client)).status).toBe(200);
    expect(await redisCount(client)).toBe('1');
  });

  it('stays open while Redis stays frozen (each probe fails), and closes within a cool-off of SIGCONT', async () => {
    redis.pause();
    let resumedAt = 0;
    try {
      await Promise.all([1, 2, 3].map(() => timedPost(freshClientIp())));
      await waitForReadiness({ redisBreaker: 'open' });
      // Two cool-offs: the probes in between fail.
      await new Promise((resolve) => setTimeout(resolve, 2 * COOL_OFF_MS + 300));
      expect((await readiness()).rateLimitStore).toBe('insurance');
    } finally {
      redis.resume();
      resumedAt = Date.now();
    }
    await waitForReadiness({ rateLimitStore: 'redis', redisBreaker: 'closed' });
    // A probe is due within one cool-off; the pending replies and the probe's own take a moment more.
    expect(Date.now() - resumedAt).toBeLessThan(COOL_OFF_MS + 2_000);
  });
});
