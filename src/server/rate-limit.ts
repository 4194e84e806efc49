import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

/** Spec, Limits: 60 requests per minute per client IP; after a 429, retry in 60 seconds. */
export const RATE_LIMIT_POINTS = 60;
export const RATE_LIMIT_WINDOW_SECONDS = 60;
export const RATE_LIMIT_BLOCK_SECONDS = 60;

/** Name of the policy in the RateLimit and RateLimit-Policy fields. */
const POLICY_NAME = 'per-client';

export type RateLimitOutcome =
  | { allowed: true; remaining: number; resetSeconds: number }
  | { allowed: false; retryAfterSeconds: number };

export interface EndpointRateLimiter {
  /** Counts one request of `key` and says whether it may proceed. */
  consume(key: string): Promise<RateLimitOutcome>;
}

/**
 * One limiter per endpoint (its own key prefix), so the v2 and legacy budgets are separate.
 * Once over the limit, a client stays blocked for RATE_LIMIT_BLOCK_SECONDS, counted from the
 * first refused request, whatever it sends meanwhile.
 */
export function createEndpointRateLimiter(endpoint: string): EndpointRateLimiter {
  const limiter = new RateLimiterMemory({
    keyPrefix: `rl:v1:${endpoint}`,
    points: RATE_LIMIT_POINTS,
    duration: RATE_LIMIT_WINDOW_SECONDS,
    blockDuration: RATE_LIMIT_BLOCK_SECONDS,
  });
  return {
    async consume(key) {
      try {
        const res = await limiter.consume(key);
        return { allowed: true, remaining: res.remainingPoints, resetSeconds: secondsFrom(res.msBeforeNext) };
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) {
          return { allowed: false, retryAfterSeconds: secondsFrom(rejection.msBeforeNext) };
        }
        throw rejection;
      }
    },
  };
}

function secondsFrom(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}

/**
 * Response fields that tell a client its budget: the IETF RateLimit and RateLimit-Policy fields
 * (draft-ietf-httpapi-ratelimit-headers, structured-field form) and, on a 429, Retry-After.
 */
export function rateLimitHeaders(outcome: RateLimitOutcome): Record<string, string> {
  const policy = `"${POLICY_NAME}";q=${RATE_LIMIT_POINTS};w=${RATE_LIMIT_WINDOW_SECONDS}`;
  if (outcome.allowed) {
    return {
      'RateLimit-Policy': policy,
      RateLimit: `"${POLICY_NAME}";r=${outcome.remaining};t=${outcome.resetSeconds}`,
    };
  }
  return {
    'RateLimit-Policy': policy,
    RateLimit: `"${POLICY_NAME}";r=0;t=${outcome.retryAfterSeconds}`,
    'Retry-After': String(outcome.retryAfterSeconds),
  };
}

/** Listed in Access-Control-Expose-Headers so browser clients can read them. */
export const RATE_LIMIT_HEADER_NAMES = ['RateLimit', 'RateLimit-Policy', 'Retry-After'] as const;
