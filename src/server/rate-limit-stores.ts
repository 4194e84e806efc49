import { RateLimiterRedis, RateLimiterRes, RLWrapperTimeouts } from 'rate-limiter-flexible';
import { createClient } from 'redis';
import { RATE_LIMIT_BLOCK_SECONDS, RATE_LIMIT_POINTS } from '../core/contract/api/policy.ts';
import { type BreakerState, type CircuitBreaker, createCircuitBreaker } from './circuit-breaker.ts';
import type { RateLimiterCompactMemory } from './compact-memory-limiter.ts';
import { createMemoryLimiter, type EndpointRateLimiter, endpointRateLimiter, type LimiterStoreKind, limiterOptions, type PointConsumer } from './rate-limit.ts';

/** Where the rate-limit budgets live: this process, or Redis shared by every instance. */
export interface RateLimitStores {
  /** The limiter of one endpoint; each endpoint has its own budget (and key prefix). */
  forEndpoint(name: string): EndpointRateLimiter;
  /** What is answering now: 'insurance' while Redis is configured but unreachable or its breaker is not closed. */
  kind(): LimiterStoreKind;
  /** The Redis breaker's state, or null without Redis. */
  breaker(): BreakerState | null;
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
  /** The breaker opened (every request on insurance) or closed again (docs/decisions/0310-redis-breaker.md). */
  onBreakerChange(state: 'closed' | 'open', reason: string): void;
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
    breaker: () => null,
    close: async () => {
      for (const limiter of limiters) limiter.close();
    },
  };
}

/** A Redis call slower than this counts as a failure and the insurance limiter answers. */
export const REDIS_TIMEOUT_MS = 250;
/** Consecutive failed or late Redis calls that open the breaker. */
export const BREAKER_FAILURE_THRESHOLD = 3;
/** How long the breaker stays open (every request on insurance) before it probes Redis again. */
export const BREAKER_COOL_OFF_MS = 5_000;

export interface RedisStoreOptions {
  /** Deadline of each Redis call, from the moment it is made (REDIS_TIMEOUT_MS). */
  timeoutMs?: number;
  failureThreshold?: number;
  coolOffMs?: number;
}

/**
 * The library's own increment script (rate-limiter-flexible 11.4.0, lib/RateLimiterRedis.js,
 * `incrTtlLuaScript`, handed over through its `customIncrTtlLuaScript` option), preceded by a
 * deadline check: ARGV[5] is the time in Redis's clock after which the caller has stopped
 * waiting and counted the request on insurance. A command that reaches Redis later (it sat in a
 * frozen server's socket buffer) changes nothing, so a hang never counts a request twice.
 * TIME before a write is allowed in scripts since Redis 5 (effects replication).
 */
export const DEADLINE_INCR_TTL_SCRIPT = `local now = redis.call('time')
if tonumber(now[1]) * 1000 + math.floor(tonumber(now[2]) / 1000) > tonumber(ARGV[5]) then
  return redis.error_reply('STALE the caller stopped waiting for this command')
end
redis.call('set', KEYS[1], 0, 'EX', ARGV[2], 'NX')
local consumed = redis.call('incrby', KEYS[1], ARGV[1])
local ttl = redis.call('pttl', KEYS[1])
if ttl == -1 then
  redis.call('expire', KEYS[1], ARGV[2])
  ttl = 1000 * ARGV[2]
end
return {consumed, ttl}`;

/**
 * Budgets shared by every instance through Redis (node-redis, the client Redis maintains).
 * Redis is a dependency behind a breaker, never a single point of failure
 * (docs/decisions/0310-redis-breaker.md):
 * - each call has a deadline from the moment it is made (rate-limiter-flexible's RLWrapperTimeouts),
 *   not a socket idle timeout that every write resets;
 * - no offline queue, and a command that still reaches Redis after its deadline is a no-op
 *   (DEADLINE_INCR_TTL_SCRIPT), so nothing written during a hang is counted when Redis wakes;
 * - after BREAKER_FAILURE_THRESHOLD consecutive failures the breaker opens: every request goes
 *   straight to the in-memory insurance limiter of its endpoint for BREAKER_COOL_OFF_MS, then a
 *   probe (TIME, which also measures the clock offset the deadlines need) decides.
 * Keys are rl:<scheme>:<endpoint>:<client> and nothing else is written to Redis.
 */
export function createRedisStores(url: string, events: StoreEvents, options: RedisStoreOptions = {}): RateLimitStores {
  const timeoutMs = options.timeoutMs ?? REDIS_TIMEOUT_MS;
  const client = createClient({
    url,
    disableOfflineQueue: true,
    // A PING every 500 ms (each waits for its answer) and a socket silent for a second closed and
    // reconnected: no traffic resets the idle timer while the breaker is open, so a connection
    // that went silent is replaced, and the probe after the cool-off does not ask a dead one.
    pingInterval: 500,
    socket: {
      connectTimeout: 1_000,
      socketTimeout: 1_000,
      reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 2_000),
    },
  });
  // Redis's clock minus ours, measured by each probe: deadlines are written in Redis's clock, so
  // the instances' clocks need not agree with the server's.
  let redisClockOffsetMs = 0;
  const breaker = createCircuitBreaker({
    failureThreshold: options.failureThreshold ?? BREAKER_FAILURE_THRESHOLD,
    coolOffMs: options.coolOffMs ?? BREAKER_COOL_OFF_MS,
    probe: async () => {
      const sent = Date.now();
      const [seconds, microseconds] = (await withDeadline(client.sendCommand(['TIME']), timeoutMs)) as [string, string];
      redisClockOffsetMs = Number(seconds) * 1000 + Math.floor(Number(microseconds) / 1000) - (sent + Date.now()) / 2;
    },
    onChange: (state, reason) => events.onBreakerChange(state, reason),
  });
  let connected = false;
  client.on('ready', () => {
    connected = true;
    events.onStoreState('ready');
    breaker.probeNow();
  });
  client.on('error', (error: Error) => {
    // Every failed reconnect emits an error; report the change of state once.
    if (connected) events.onStoreState('unreachable', error.message);
    connected = false;
  });
  client.on('end', () => {
    connected = false;
  });
  // Not awaited: the server serves (on insurance) while Redis is still coming up.
  client.connect().catch(() => {});
  setTimeout(() => {
    if (!connected) events.onStoreState('unreachable', 'not reachable at start-up');
  }, 2_000).unref();

  // What RateLimiterRedis calls (useRedisPackage: eval for a consume, multi for a block), with
  // each command's deadline, and the increment's deadline in Redis's clock as ARGV[5].
  const storeClient = {
    get isReady() {
      return client.isReady;
    },
    eval: (script: string, call: { keys: string[]; arguments: string[] }) =>
      client.eval(script, { keys: call.keys, arguments: [...call.arguments, String(Math.floor(Date.now() + redisClockOffsetMs + timeoutMs))] }),
    multi: () => client.multi(),
  };

  const insurances: Array<{ close(): void }> = [];
  return {
    forEndpoint(name) {
      const insurance = createMemoryLimiter(name);
      insurances.push(insurance);
      const redis = new RateLimiterRedis({
        ...limiterOptions(name),
        storeClient,
        useRedisPackage: true,
        rejectIfRedisNotReady: true,
        customIncrTtlLuaScript: DEADLINE_INCR_TTL_SCRIPT,
        // A blocked client is refused from memory for the rest of its block: a flood of 429s
        // costs no round trip to Redis.
        inMemoryBlockOnConsumed: RATE_LIMIT_POINTS + 1,
        inMemoryBlockDuration: RATE_LIMIT_BLOCK_SECONDS,
      });
      // The deadline of each call, from the moment it is made (the library's wrapper; node-redis's
      // own `timeout` command option stops counting once the command is written: redis/node-redis#3008).
      const timed = new RLWrapperTimeouts({ limiter: redis, timeoutMs });
      return endpointRateLimiter(breakerLimiter(timed, insurance, breaker), (error) => events.onStoreError(name, error));
    },
    kind: () => (client.isReady && breaker.allows() ? 'redis' : 'insurance'),
    breaker: () => breaker.state,
    async close() {
      breaker.stop();
      for (const limiter of insurances) limiter.close();
      if (client.isReady) await client.close().catch(() => client.destroy());
      else if (client.isOpen) client.destroy();
    },
  };
}

/**
 * Redis while the breaker is closed, the insurance otherwise and for any call that fails. A
 * refusal (RateLimiterRes) is an answer, so a success for the breaker.
 */
function breakerLimiter(redis: RLWrapperTimeouts, insurance: RateLimiterCompactMemory, breaker: CircuitBreaker): PointConsumer {
  return {
    async consume(key, points) {
      if (!breaker.allows()) return insurance.consume(key, points);
      try {
        const res = await redis.consume(key, points);
        breaker.succeeded();
        return res;
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) {
          breaker.succeeded();
          throw rejection;
        }
        breaker.failed(rejection instanceof Error ? rejection : new Error(String(rejection)));
        return insurance.consume(key, points);
      }
    },
  };
}

/** Rejects when `promise` has not settled within `ms`. */
function withDeadline<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
