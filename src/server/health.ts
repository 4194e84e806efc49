import type { ServerResponse } from 'node:http';
import { sendJson } from './http.ts';
import type { RateLimitStores } from './rate-limit-stores.ts';

export const HEALTH_PATHS = { live: '/healthz', ready: '/readyz' } as const;

/**
 * GET /healthz: the process is up. GET /readyz: it is ready to serve, and says which store the
 * rate limit uses; in insurance mode (Redis configured but unreachable) it is still ready,
 * 200, because every request is still answered. Returns false for any other path.
 */
export function answerHealth(path: string, response: ServerResponse, stores: RateLimitStores, shuttingDown: boolean): boolean {
  if (path === HEALTH_PATHS.live) {
    sendJson(response, 200, { status: 'ok' });
    return true;
  }
  if (path === HEALTH_PATHS.ready) {
    const store = stores.kind();
    sendJson(response, shuttingDown ? 503 : 200, {
      status: shuttingDown ? 'shutting_down' : 'ready',
      rateLimitStore: store,
      sharedStore: store === 'memory' ? 'not_configured' : store === 'redis' ? 'reachable' : 'unreachable',
    });
    return true;
  }
  return false;
}
