import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEndpointRateLimiter, rateLimitHeaders } from '../../src/server/rate-limit.ts';

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
    expect(rateLimitHeaders({ allowed: true, remaining: 59, resetSeconds: 60 })).toEqual({
      'RateLimit-Policy': '"per-client";q=60;w=60',
      RateLimit: '"per-client";r=59;t=60',
    });
  });

  it('add Retry-After when refused', () => {
    expect(rateLimitHeaders({ allowed: false, retryAfterSeconds: 42 })).toEqual({
      'RateLimit-Policy': '"per-client";q=60;w=60',
      RateLimit: '"per-client";r=0;t=42',
      'Retry-After': '42',
    });
  });
});
