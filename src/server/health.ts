import type { IncomingMessage, ServerResponse } from 'node:http';
import { READ_ONLY_METHODS, READ_ONLY_NOT_ALLOWED_HEADERS, sendJson } from './http.ts';
import type { RateLimitStores } from './rate-limit-stores.ts';

export const HEALTH_PATHS = { live: '/healthz', ready: '/readyz' } as const;

/**
 * GET /healthz: the process is up. GET /readyz: it is ready to serve, and says which store the
 * rate limit uses and the state of the Redis breaker (docs/decisions/0310-redis-breaker.md); in
 * insurance mode (Redis configured but unreachable, or its breaker open) it is still ready,
 * 200, because every request is still answered. Any other method: 405 with `Allow`.
 * Returns false for any other path.
 */
export function answerHealth(path: string, request: IncomingMessage, response: ServerResponse, stores: RateLimitStores, shuttingDown: boolean): boolean {
  if (path !== HEALTH_PATHS.live && path !== HEALTH_PATHS.ready) return false;
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    // Probes read; nothing else is allowed on them (Node sends no body for HEAD).
    sendJson(response, 405, { error: 'method_not_allowed', message: `Use ${READ_ONLY_METHODS.replace(', ', ' or ')}` }, READ_ONLY_NOT_ALLOWED_HEADERS);
  } else if (path === HEALTH_PATHS.live) {
    sendJson(response, 200, { status: 'ok' });
  } else {
    const store = stores.kind();
    sendJson(response, shuttingDown ? 503 : 200, {
      status: shuttingDown ? 'shutting_down' : 'ready',
      rateLimitStore: store,
      sharedStore: store === 'memory' ? 'not_configured' : store === 'redis' ? 'reachable' : 'unreachable',
      // closed: Redis answers; open: every request on insurance for a cool-off; half_open: probing.
      redisBreaker: stores.breaker() ?? 'not_configured',
    });
  }
  return true;
}
