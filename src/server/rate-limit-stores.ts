import { RateLimiterRedis, RLWrapperTimeouts } from 'rate-limiter-flexible';
import { createClient } from 'redis';
import { RATE_LIMIT_BLOCK_SECONDS, RATE_LIMIT_POINTS } from '../core/contract/api/policy.ts';
import { createMemoryLimiter, type EndpointRateLimiter, endpointRateLimiter, type LimiterStoreKind, limiterOptions } from './rate-limit.ts';

/** Where the rate-limit budgets live: this process, or Redis shared by every instance. */
export interface RateLimitStores {
  /** The limiter of one endpoint; each endpoint has its own budget (and key prefix). */
  forEndpoint(name: string): EndpointRateLimiter;
  /** What is answering now: 'insurance' while Redis is configured but unreachable. */
  kind(): LimiterStoreKind;
  /** Releases the store (closes the Redis connection). */
  close(): Promise<void>;
}

export interface StoreErrorEvents {
  /**
   * A limiter call failed with an error, not a refusal, and no insurance answered for it: the
   * request was let through (rate-limit.ts, endpointRateLimiter). Reported so that it is seen.
   */
  onStoreError(endpoint: string, error: Error): void;
}

export interface StoreEvents extends StoreErrorEvents {
  /** The shared store became unreachable (insurance takes over) or reachable again. */
  onStoreState(state: 'ready' | 'unreachable', detail?: string): void;
}

/** The zero-setup default: budgets per process, in memory. */
export function createMemoryStores(events: StoreErrorEvents = { onStoreError: () => {} }): RateLimitStores {
  const limiters: Array<{ close(): void }> = [];
  return {
    forEndpoint(name) {
      const limiter = createMemoryLimiter(name);
      limiters.push(limiter);
      return endpointRateLimiter(limiter, (error) => events.onStoreError(name, error));
    },
    kind: () => 'memory',
    close: async () => {
      for (const limiter of limiters) limiter.close();
    },
  };
}

/** A Redis call slower than this counts as a failure and the insurance limiter answers. */
export const REDIS_TIMEOUT_MS = 250;

/**
 * Budgets shared by every instance through Redis (node-redis, the client Redis maintains).
 * Redis is no single point of failure: no offline queue (a command is never parked while the
 * connection is down), rejectIfRedisNotReady, a timeout per call, and an in-memory insurance
 * limiter per endpoint that answers whenever Redis does not: then each instance limits on its
 * own. The client reconnects by itself with capped backoff. Keys are rl:<scheme>:<endpoint>:<client>
 * and nothing else is written to Redis.
 */
export function createRedisStores(url: string, events: StoreEvents, timeoutMs = REDIS_TIMEOUT_MS): RateLimitStores {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    // A Redis that hangs (not dead, just silent) must be noticed too: a PING every 500 ms keeps
    // a healthy connection busy, and one silent for a second is closed and reconnected, which
    // makes the client not ready, so requests go straight to the insurance limiter.
    pingInterval: 500,
    socket: {
      connectTimeout: 1_000,
      socketTimeout: 1_000,
      reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 2_000),
    },
  });
  let ready = false;
  client.on('ready', () => {
    ready = true;
    events.onStoreState('ready');
  });
  client.on('error', (error: Error) => {
    // Every failed reconnect emits an error; report the change of state once.
    if (ready) events.onStoreState('unreachable', error.message);
    ready = false;
  });
  client.on('end', () => {
    ready = false;
  });
  // Not awaited: the server serves (on insurance) while Redis is still coming up.
  client.connect().catch(() => {});
  let firstFailureReported = false;
  setTimeout(() => {
    if (!ready && !firstFailureReported) events.onStoreState('unreachable', 'not reachable at start-up');
    firstFailureReported = true;
  }, 2_000).unref();

  const insurances: Array<{ close(): void }> = [];
  return {
    forEndpoint(name) {
      const insurance = createMemoryLimiter(name);
      insurances.push(insurance);
      const redis = new RateLimiterRedis({
        ...limiterOptions(name),
        storeClient: client,
        useRedisPackage: true,
        rejectIfRedisNotReady: true,
        insuranceLimiter: insurance,
        // A blocked client is refused from memory for the rest of its block: a flood of 429s
        // costs no round trip to Redis.
        inMemoryBlockOnConsumed: RATE_LIMIT_POINTS + 1,
        inMemoryBlockDuration: RATE_LIMIT_BLOCK_SECONDS,
      });
      // The wrapper copies its blockDuration onto the insurance limiter: without it, a client over
      // the limit while Redis is down would be refused only until its window ends, not for 60 s.
      return endpointRateLimiter(
        new RLWrapperTimeouts({ limiter: redis, timeoutMs, insuranceLimiter: insurance, blockDuration: RATE_LIMIT_BLOCK_SECONDS }),
        (error) => events.onStoreError(name, error),
      );
    },
    kind: () => (client.isReady ? 'redis' : 'insurance'),
    async close() {
      for (const limiter of insurances) limiter.close();
      if (client.isReady) await client.close().catch(() => client.destroy());
      else if (client.isOpen) client.destroy();
    },
  };
}
