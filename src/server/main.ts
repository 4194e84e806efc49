/**
 * The production server (dist/server/entry.mjs, built by scripts/build-server.mjs).
 *
 * One node:http server: /healthz and /readyz, the client build's static files (page scripts,
 * the widget) compressed, the JSON API through its lean handler, and everything else (pages)
 * through Astro's handler. It owns what a
 * process owns: configuration, the rate-limit store, the request log and graceful shutdown.
 */
import compression from 'compression';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiRoutes } from './api-routes.ts';
import { readServerConfig, type ServerConfig } from './config.ts';
import { answerHealth } from './health.ts';
import { createMemoryStores, createRedisStores, type RateLimitStores } from './rate-limit-stores.ts';
import { createLogger, type Logger } from './request-log.ts';
import { isDecodable, isValidHost, pathOf } from './request-path.ts';
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

/**
 * Pages are compressed on the fly (brotli or gzip, by Accept-Encoding); static files were
 * compressed at start-up. `compression` is Express middleware but needs only Node's req/res.
 */
const compressPage = compression({ threshold: 1024 }) as unknown as (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

const server = http.createServer((request, response) => {
  if (shuttingDown) response.setHeader('Connection', 'close');
  const path = pathOf(request.url);
  if (answerHealth(path, response, stores, shuttingDown)) return;
  const api = apiRouteFor(path);
  if (api) return answerApi(api, request, response, path);
  if (path === OPENAPI_PATH || path === `${OPENAPI_PATH}/`) return answerOpenApi(request, response);
  if (path.toLowerCase().startsWith('/api/')) return sendJson(response, 404, API_NOT_FOUND);
  answerPageOrFile(request, response, path);
});

function sendJson(response: ServerResponse, status: number, body: string, headers: Record<string, string> = {}): void {
  response
    .writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Access-Control-Allow-Origin': '*', 'X-Content-Type-Options': 'nosniff', ...headers })
    .end(body);
}

function answerApi(api: NonNullable<ReturnType<typeof apiRouteFor>>, request: IncomingMessage, response: ServerResponse, path: string): void {
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
      if (!response.headersSent) sendJson(response, 500, JSON.stringify({ error: 'internal_error' }));
      else response.destroy();
    },
  );
}

function answerOpenApi(request: IncomingMessage, response: ServerResponse): void {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return sendJson(response, 405, JSON.stringify({ error: 'method_not_allowed', message: 'Use GET' }), { Allow: 'GET, HEAD' });
  }
  const reply = openApiDocument({ method: request.method, acceptEncoding: request.headers['accept-encoding'], ifNoneMatch: request.headers['if-none-match'] });
  response.writeHead(reply.status, reply.headers).end(reply.body ?? undefined);
}

function answerPageOrFile(request: IncomingMessage, response: ServerResponse, path: string): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.setHeader(name, value);
  if (request.method !== 'GET' && request.method !== 'HEAD') return refuseMethod(response);
  if (!isValidHost(request.headers.host)) return badRequest(response, 'The Host header of this request is not a valid host name.');
  if (!isDecodable(request.url)) return badRequest(response, 'This address has an invalid %-escape in it.');
  if (serveStatic(request, response, path)) return;
  compressPage(request, response, () => astroHandler(request, response));
}

function badRequest(response: ServerResponse, message: string): void {
  response
    .writeHead(400, { 'Content-Type': 'text/html; charset=utf-8' })
    .end(`<!doctype html><html lang="en"><title>Bad request</title><h1>Bad request</h1><p>${message} <a href="/v2/estimate">Open the estimator</a>.</p></html>\n`);
}

// Slow clients cannot hold a connection open for long.
server.headersTimeout = 15_000;
server.requestTimeout = 30_000;
server.keepAliveTimeout = 5_000;

server.listen(config.port, config.host, () => {
  const { port } = server.address() as AddressInfo;
  log.event(`listening on http://${config.host}:${port}`, { rateLimitStore: config.rateLimitRedisUrl ? 'redis' : 'memory' });
  if (config.trustedProxyHops > 0 && !config.publicBaseUrl) {
    log.event('warning: TRUST_PROXY is set but PUBLIC_BASE_URL is not; widget snippets and API examples will name the address the proxy forwards, not the public one');
  }
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
    log.flush();
    process.exit(0);
  });
  // Keep-alive connections go as soon as their last response is out.
  server.closeIdleConnections();
  setInterval(() => server.closeIdleConnections(), 100).unref();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
