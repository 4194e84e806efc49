import { RateLimiterRes } from 'rate-limiter-flexible';
import {
  RATE_LIMIT_BLOCK_SECONDS,
  RATE_LIMIT_POINTS,
  RATE_LIMIT_POLICY,
  RATE_LIMIT_POLICY_NAME,
  RATE_LIMIT_WINDOW_SECONDS,
} from '../core/contract/api/policy.ts';
import { RateLimiterCompactMemory } from './compact-memory-limiter.ts';

/** Version of the key scheme; bump it when keys change meaning, so old counts are not reused. */
export const KEY_SCHEME = 'v1';

/** Which store answered: the shared Redis, the in-memory default, or the in-memory insurance. */
export type LimiterStoreKind = 'memory' | 'redis' | 'insurance';

export type RateLimitOutcome = { allowed: true; remaining: number; resetSeconds: number } | { allowed: false; retryAfterSeconds: number };

export interface EndpointRateLimiter {
  /** Counts one request of `key` and says whether it may proceed. Never rejects. */
  consume(key: string): Promise<RateLimitOutcome>;
}

/** What endpointRateLimiter needs of a rate-limiter-flexible limiter (or of a breaker in front of one). */
export interface PointConsumer {
  consume(key: string, points?: number): Promise<RateLimiterRes>;
}

/** The limiter options every store shares: 60 a minute, then blocked for 60 s. */
export function limiterOptions(endpoint: string) {
  return {
    keyPrefix: `rl:${KEY_SCHEME}:${endpoint}`,
    points: RATE_LIMIT_POINTS,
    duration: RATE_LIMIT_WINDOW_SECONDS,
    blockDuration: RATE_LIMIT_BLOCK_SECONDS,
  };
}

export function createMemoryLimiter(endpoint: string): RateLimiterCompactMemory {
  return new RateLimiterCompactMemory(limiterOptions(endpoint));
}

/**
 * Wraps a rate-limiter-flexible limiter. A refusal (RateLimiterRes) is a limit hit; an Error
 * is a store failure. Stores that can fail have an in-memory insurance limiter, so an Error
 * should never reach here; if one does, the request is let through rather than answered 500
 * or 429: a limiter outage must not become a service outage.
 */
export function endpointRateLimiter(limiter: PointConsumer, onStoreError: (error: Error) => void = () => {}): EndpointRateLimiter {
  return {
    async consume(key) {
      try {
        const res = await limiter.consume(key);
        return { allowed: true, remaining: res.remainingPoints, resetSeconds: secondsFrom(res.msBeforeNext) };
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) {
          return { allowed: false, retryAfterSeconds: secondsFrom(rejection.msBeforeNext) };
        }
        onStoreError(rejection instanceof Error ? rejection : new Error(String(rejection)));
        return { allowed: true, remaining: RATE_LIMIT_POINTS, resetSeconds: RATE_LIMIT_WINDOW_SECONDS };
      }
    },
  };
}

/** The default, per-process limiter of one endpoint. */
export function createEndpointRateLimiter(endpoint: string): EndpointRateLimiter {
  return endpointRateLimiter(createMemoryLimiter(endpoint));
}

function secondsFrom(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}

/**
 * Response fields that tell a client its budget: the IETF RateLimit and RateLimit-Policy fields
 * (draft-ietf-httpapi-ratelimit-headers, structured-field form) and, on a 429, Retry-After.
 * As a flat `[name, value, ...]` list (src/server/http.ts, HeaderList).
 */
export function rateLimitHeaders(outcome: RateLimitOutcome): string[] {
  if (outcome.allowed) {
    return ['RateLimit-Policy', RATE_LIMIT_POLICY, 'RateLimit', `"${RATE_LIMIT_POLICY_NAME}";r=${outcome.remaining};t=${outcome.resetSeconds}`];
  }
  const seconds = String(outcome.retryAfterSeconds);
  return ['RateLimit-Policy', RATE_LIMIT_POLICY, 'RateLimit', `"${RATE_LIMIT_POLICY_NAME}";r=0;t=${seconds}`, 'Retry-After', seconds];
}
