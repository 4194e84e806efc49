import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEndpointRateLimiter, createMemoryLimiter, endpointRateLimiter, rateLimitHeaders } from '../../src/server/rate-limit.ts';

describe('endpoint rate limiter', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-21T12:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('allows 60 requests a minute, refuses the 61st and keeps refusing for 60 s from then', async () => {
    const limiter = createEndpointRateLimiter('test');
    for (let i = 1; i <= 60; i++) {
      const outcome = await limiter.consume('a');
      expect(outcome).toMatchObject({ allowed: true, remaining: 60 - i });
    }
    vi.advanceTimersByTime(30_000);
    expect(await limiter.consume('a')).toEqual({ allowed: false, retryAfterSeconds: 60 });
    vi.advanceTimersByTime(40_000); // the window has passed, the block has not
    expect(await limiter.consume('a')).toEqual({ allowed: false, retryAfterSeconds: 20 });
    vi.advanceTimersByTime(20_001);
    expect(await limiter.consume('a')).toMatchObject({ allowed: true, remaining: 59 });
  });

  it('keeps a separate budget per client and per endpoint', async () => {
    const v2 = createEndpointRateLimiter('v2');
    const legacy = createEndpointRateLimiter('legacy');
    for (let i = 0; i < 61; i++) await v2.consume('a');
    expect((await v2.consume('a')).allowed).toBe(false);
    expect((await v2.consume('b')).allowed).toBe(true);
    expect((await legacy.consume('a')).allowed).toBe(true);
  });
});

describe('rate-limit headers', () => {
  it('describe the policy and what is left', () => {
    expect(rateLimitHeaders({ allowed: true, remaining: 59, resetSeconds: 60 })).toEqual([
      'RateLimit-Policy',
      '"per-client";q=60;w=60',
      'RateLimit',
      '"per-client";r=59;t=60',
    ]);
  });

  it('add Retry-After when refused', () => {
    expect(rateLimitHeaders({ allowed: false, retryAfterSeconds: 42 })).toEqual([
      'RateLimit-Policy',
      '"per-client";q=60;w=60',
      'RateLimit',
      '"per-client";r=0;t=42',
      'Retry-After',
      '42',
    ]);
  });
});

describe('compact in-memory store', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-21T12:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('forgets every key once its window has passed (one sweep, no timer per key)', async () => {
    const limiter = createMemoryLimiter('sweep');
    for (let i = 0; i < 10_000; i++) await limiter.consume(`10.0.${i >> 8}.${i & 255}`);
    expect(limiter.size).toBe(10_000);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(59_000);
    expect(limiter.size).toBe(10_000);
    vi.advanceTimersByTime(11_000);
    expect(limiter.size).toBe(0);
    limiter.close();
  });

  it('never gives a window longer than its duration', async () => {
    vi.setSystemTime(new Date('2026-11-21T12:00:00.950Z'));
    const limiter = createMemoryLimiter('window');
    vi.advanceTimersByTime(30);
    const first = await limiter.consume('a');
    expect(first.msBeforeNext).toBeLessThanOrEqual(60_000);
    expect(first.msBeforeNext).toBeGreaterThan(59_800);
    limiter.close();
  });

  it('turns a store failure into an allowed request, not a 500 or a 429', async () => {
    const errors: Error[] = [];
    const failing = { consume: () => Promise.reject(new Error('store down')) } as unknown as Parameters<typeof endpointRateLimiter>[0];
    const outcome = await endpointRateLimiter(failing, (error) => errors.push(error)).consume('a');
    expect(outcome.allowed).toBe(true);
    expect(errors.map((error) => error.message)).toEqual(['store down']);
  });
});
