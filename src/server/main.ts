/**
 * The production server (dist/server/entry.mjs, built by scripts/build-server.mjs).
 *
 * One node:http server: /healthz and /readyz, the client build's static files (page scripts,
 * the widget) compressed, the JSON API through its lean handler, and everything else (pages)
 * through Astro's handler. It owns what a
 * process owns: configuration, the rate-limit store, the request log and graceful shutdown.
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiRoutes } from './api-routes.ts';
import { readServerConfig, type ServerConfig } from './config.ts';
import { answerHealth } from './health.ts';
import { createMemoryStores, createRedisStores, type RateLimitStores } from './rate-limit-stores.ts';
import { createLogger, type Logger } from './request-log.ts';
import { pathOf } from './request-path.ts';
import { SECURITY_HEADERS } from './security-headers.ts';
import { buildOpenApiDocument } from './openapi.ts';
import { createStaticAsset } from './static-asset.ts';
import { loadStaticFiles } from './static-files.ts';

/** In-flight requests get this long to finish after SIGTERM; then connections are closed. */
const DRAIN_TIMEOUT_MS = 8_000;

type NodeHandler = (request: IncomingMessage, response: ServerResponse) => void;

function startupConfig(): ServerConfig {
  try {
    return readServerConfig();
  } catch (error) {
    console.error(`Configuration error: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}

/** The API reference, generated from the schemas at start-up (src/server/openapi.ts). */
const OPENAPI_PATH = '/api/openapi.json';
const API_NOT_FOUND = JSON.stringify({ error: 'not_found', message: 'No such API endpoint: see /api/v2/estimate and /api/estimate' });

/** Pages and files are read-only: anything but GET and HEAD gets 405 before Astro sees it. */
function refuseMethod(response: ServerResponse): void {
  response.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' }).end('Method not allowed\n');
}

async function loadAstroHandler(): Promise<NodeHandler> {
  // Astro's standalone handler (static files, then pages), without its own server.
  process.env.ASTRO_NODE_AUTOSTART = 'disabled';
  const astroEntry = new URL('./astro.mjs', import.meta.url).href;
  const { handler } = (await import(astroEntry)) as { handler: NodeHandler };
  return handler;
}

function createStores(config: ServerConfig, log: Logger): RateLimitStores {
  if (!config.rateLimitRedisUrl) return createMemoryStores();
  return createRedisStores(config.rateLimitRedisUrl, {
    onStoreState: (state, detail) =>
      log.event(state === 'ready' ? 'rate_limit_store_ready' : 'rate_limit_store_unreachable', {
        store: 'redis',
        ...(state === 'unreachable' ? { fallback: 'insurance (per-instance, in memory)', detail } : {}),
      }),
  });
}

const config = startupConfig();
const log = createLogger({ requests: config.logRequests, ...(config.logHashSalt ? { hashSalt: config.logHashSalt } : {}) });
const stores = createStores(config, log);
const apiRouteFor = createApiRoutes(stores, config.trustedProxyHops);
const astroHandler = await loadAstroHandler();
const serveStatic = loadStaticFiles(new URL('../client/', import.meta.url).pathname);
const openApiDocument = createStaticAsset({
  body: Buffer.from(JSON.stringify(buildOpenApiDocument(config.publicBaseUrl), null, 2)),
  contentType: 'application/json; charset=utf-8',
  cacheControl: 'public, max-age=300',
  headers: { 'Access-Control-Allow-Origin': '*' },
});
let shuttingDown = false;

const server = http.createServer((request, response) => {
  if (shuttingDown) response.setHeader('Connection', 'close');
  const path = pathOf(request.url);
  if (answerHealth(path, response, stores, shuttingDown)) return;
  const api = apiRouteFor(path);
  if (path === OPENAPI_PATH && (request.method === 'GET' || request.method === 'HEAD')) {
    const reply = openApiDocument({ method: request.method, acceptEncoding: request.headers['accept-encoding'], ifNoneMatch: request.headers['if-none-match'] });
    response.writeHead(reply.status, reply.headers).end(reply.body ?? undefined);
    return;
  }
  if (!api) {
    if (path.toLowerCase().startsWith('/api/')) {
      response.writeHead(404, { 'Content-Type': 'application/json; charset=utf-8', 'Access-Control-Allow-Origin': '*', 'X-Content-Type-Options': 'nosniff' }).end(API_NOT_FOUND);
      return;
    }
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.setHeader(name, value);
    if (request.method !== 'GET' && request.method !== 'HEAD') return refuseMethod(response);
    if (serveStatic(request, response, path)) return;
    return astroHandler(request, response);
  }

  const started = performance.now();
  api(request, response).then(
    (outcome) =>
      log.apiRequest({
        method: request.method ?? '',
        path,
        status: outcome.status,
        durationMs: performance.now() - started,
        limiter: outcome.limiter,
        store: stores.kind(),
        clientKey: outcome.clientKey,
      }),
    (error: unknown) => {
      // Not expected (every failure has an answer in the contract), but never leave a request hanging.
      log.error('api_handler_failed', error);
      if (!response.headersSent) {
        response.writeHead(500, { 'Content-Type': 'application/json; charset=utf-8', 'Access-Control-Allow-Origin': '*' });
        response.end(JSON.stringify({ error: 'internal_error' }));
      } else response.destroy();
    },
  );
});
// Slow clients cannot hold a connection open for long.
server.headersTimeout = 15_000;
server.requestTimeout = 30_000;
server.keepAliveTimeout = 5_000;

server.listen(config.port, config.host, () => {
  const { port } = server.address() as AddressInfo;
  log.event(`listening on http://${config.host}:${port}`, { rateLimitStore: config.rateLimitRedisUrl ? 'redis' : 'memory' });
});

/**
 * SIGTERM/SIGINT: stop accepting, let in-flight requests finish (answers carry
 * Connection: close), close the rate-limit store, exit 0; idle keep-alive connections are closed
 * at once and stragglers after DRAIN_TIMEOUT_MS, well inside a 10 s grace period.
 */
function shutdown(signal: string): void {
  if (shuttingDown) return;
  shuttingDown = true;
  log.event('shutting_down', { signal });
  setTimeout(() => server.closeAllConnections(), DRAIN_TIMEOUT_MS).unref();
  setTimeout(() => process.exit(0), DRAIN_TIMEOUT_MS + 1_500).unref();
  server.close(async () => {
    await stores.close().catch((error: unknown) => log.error('rate_limit_store_close_failed', error));
    log.event('stopped');
    process.exit(0);
  });
  // Keep-alive connections go as soon as their last response is out.
  server.closeIdleConnections();
  setInterval(() => server.closeIdleConnections(), 100).unref();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
