import type { ServerResponse } from 'node:http';
import type { RateLimitStores } from './rate-limit-stores.ts';

const HEADERS = { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' };

/**
 * GET /healthz: the process is up. GET /readyz: it is ready to serve, and says which store the
 * rate limit uses; in insurance mode (Redis configured but unreachable) it is still ready,
 * 200, because every request is still answered.
 */
export function answerHealth(path: string, response: ServerResponse, stores: RateLimitStores, shuttingDown: boolean): boolean {
  if (path === '/healthz') {
    response.writeHead(200, HEADERS).end(JSON.stringify({ status: 'ok' }));
    return true;
  }
  if (path === '/readyz') {
    const store = stores.kind();
    const body = {
      status: shuttingDown ? 'shutting_down' : 'ready',
      rateLimitStore: store,
      sharedStore: store === 'memory' ? 'not_configured' : store === 'redis' ? 'reachable' : 'unreachable',
    };
    response.writeHead(shuttingDown ? 503 : 200, HEADERS).end(JSON.stringify(body));
    return true;
  }
  return false;
}
