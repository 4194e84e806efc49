/**
 * The whole service as one Node request handler, the same in production (src/server/main.ts)
 * and in `npm run dev` (src/server/astro-integration.ts):
 *
 *   JSON API (estimate endpoints, OpenAPI document) -> health -> page guard -> static files
 *   and the widget -> pages (Astro's handler; in dev, Astro's dev server via `next`).
 *
 * Creating an app opens its rate-limit store (Redis when configured); importing this module
 * does nothing. `close()` releases the store. The server also hands it requests that carry
 * `Expect: 100-continue` (`server.on('checkContinue', app.checkContinue)`).
 */

import type { IncomingMessage, ServerResponse } from 'node:http';
import compression from 'compression';
import type { ServiceConfig } from '../config/environment.ts';
import { API_ROUTES } from '../core/contract/api/routes.ts';
import { buildOpenApiDocument } from '../core/contract/openapi/openapi-document.ts';
import { createApiRoutes } from './api-routes.ts';
import type { ApiHandler } from './estimate-endpoint.ts';
import { answerHealth } from './health.ts';
import { API_HEADERS, answerPreflight, READ_ONLY_NOT_ALLOWED_HEADERS, sendJson } from './http.ts';
import { createPageBudget, type PageBudgetOptions } from './page-budget.ts';
import { badRequest, refusePageRequest } from './page-guard.ts';
import { createMemoryStores, createRedisStores, type RateLimitStores, type RedisStoreOptions } from './rate-limit-stores.ts';
import { createLogger, type Logger } from './request-log.ts';
import { hasDotSegment, pathOf } from './request-path.ts';
import { FALLBACK_CSP, SECURITY_HEADERS } from './security-headers.ts';
import { createStaticAsset } from './static-asset.ts';
import type { NodeMiddleware } from './static-files.ts';

export interface AppOptions {
  /** Static files: the client build (production) or the widget built on demand (dev). */
  assets?: NodeMiddleware;
  /**
   * Astro's handler for pages (production: the node adapter in middleware mode; called without
   * `next`, it renders the site's 404 page for an unknown path). Without it, page requests go
   * to `next` (Astro's dev server) or get a plain 404.
   */
  pages?: (request: IncomingMessage, response: ServerResponse) => void;
  /** The log; by default JSON lines on stdout as configured. */
  logger?: Logger;
  /**
   * The Redis deadline and breaker (REDIS_TIMEOUT_MS, BREAKER_FAILURE_THRESHOLD and
   * BREAKER_COOL_OFF_MS by default). Tests that count a shared budget to the request raise the
   * deadline: on a loaded machine a stalled test process must not turn one Redis answer into an
   * insurance one; tests of the breaker shorten the cool-off.
   */
  redis?: RedisStoreOptions;
  /** The pages' budget, cache and concurrency bound (PAGE_RENDERS_PER_MINUTE and the rest by default). */
  pageBudget?: Omit<PageBudgetOptions, 'trustedProxyHops'>;
}

export interface App {
  /** A Node request handler, also usable as Connect middleware (`next` gets what it does not answer). */
  handle(request: IncomingMessage, response: ServerResponse, next?: () => void): void;
  /**
   * A listener for the Node server's 'checkContinue' event (a request with
   * `Expect: 100-continue`; with a listener, Node no longer sends `100 Continue` itself). On the
   * JSON APIs the endpoint sends it only when it is about to read the body, so what it refuses
   * from the headers alone (a Content-Length over 16 KiB: 413; 429; 405) is answered at once,
   * without the client uploading the body. Anything else gets `100 Continue` now and goes on to
   * `handOn`: by default `handle`; in dev, the server's usual 'request' listeners.
   */
  checkContinue(request: IncomingMessage, response: ServerResponse, handOn?: () => void): void;
  readonly log: Logger;
  /**
   * From now on /readyz answers 503 and answers ask the client to close its connection, API
   * answers already under way included.
   */
  beginShutdown(): void;
  /**
   * Waits (up to a second) for the API requests still in flight to be logged, releases the
   * rate-limit store (closes the Redis connection) and writes out the log.
   */
  close(): Promise<void>;
}

const API_NOT_FOUND = JSON.stringify({
  error: 'not_found',
  message: `No such API endpoint: see ${API_ROUTES.v2Estimate}, ${API_ROUTES.taxImpact} and ${API_ROUTES.legacyEstimate}`,
});

type Compress = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

export function createApp(config: ServiceConfig, options: AppOptions = {}): App {
  const log = options.logger ?? createLogger({ requests: config.logRequests, hashSalt: config.logHashSalt });
  const stores = createStores(config, log, options.redis);
  const apiRouteFor = createApiRoutes(stores, config.trustedProxyHops);
  // Built and compressed once: it is the same for the life of the process. Any origin may read it.
  const openApiDocument = createStaticAsset({
    body: Buffer.from(JSON.stringify(buildOpenApiDocument(config.publicBaseUrl), null, 2)),
    contentType: 'application/json; charset=utf-8',
    cacheControl: 'public, max-age=300',
    headers: { 'Access-Control-Allow-Origin': '*' },
  });
  // Pages are compressed on the fly (brotli or gzip by Accept-Encoding); static files were
  // compressed at build time. `compression` is Express
  // middleware but needs only Node's request and response.
  const compress = compression({ threshold: 1024 }) as unknown as Compress;
  // Pages that compute from their query: a per-client budget, a bound on concurrent renders and
  // a short cache of identical renders (docs/decisions/0313-pages-within-a-budget.md).
  const pageBudget = options.pages ? createPageBudget(options.pages, { trustedProxyHops: config.trustedProxyHops, ...options.pageBudget }) : null;
  let shuttingDown = false;
  // API requests not yet answered and logged: at shutdown, their answers say Connection: close,
  // and close() waits for their log lines (a request cut off by the shutdown is logged as 499
  // only once its socket has closed, after the server's close callback).
  const inFlight = new Map<ServerResponse, Promise<void>>();

  function answerApi(api: ApiHandler, request: IncomingMessage, response: ServerResponse, path: string, awaitingContinue: boolean): void {
    const started = performance.now();
    const answered = api(request, response, awaitingContinue).then(
      (outcome) => {
        inFlight.delete(response);
        log.apiRequest({
          method: request.method ?? '',
          path,
          // What went out, should a handler's outcome and the response ever disagree.
          status: response.headersSent ? response.statusCode : outcome.status,
          durationMs: performance.now() - started,
          limiter: outcome.limiter,
          store: stores.kind(),
          clientKey: outcome.clientKey,
        });
      },
      (error: unknown) => {
        inFlight.delete(response);
        // Not expected (every failure has an answer in the contract), but never leave a request hanging.
        failed(response, 'api_handler_failed', error);
      },
    );
    inFlight.set(response, answered);
  }

  function answerOpenApi(request: IncomingMessage, response: ServerResponse): void {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      sendJson(response, 405, { error: 'method_not_allowed', message: 'Use GET' }, READ_ONLY_NOT_ALLOWED_HEADERS);
      return;
    }
    const reply = openApiDocument({
      method: request.method,
      acceptEncoding: request.headers['accept-encoding'],
      ifNoneMatch: request.headers['if-none-match'],
    });
    response.writeHead(reply.status, reply.headers).end(reply.body ?? undefined);
  }

  function answerPage(request: IncomingMessage, response: ServerResponse, next: (() => void) | undefined): void {
    if (pageBudget) {
      const pages = pageBudget.handle;
      // Astro's pages replace this policy with their own; anything else it answers keeps it.
      for (const [name, value] of Object.entries(FALLBACK_CSP)) response.setHeader(name, value);
      compress(request, response, () => {
        keepWriteCallbacks(response);
        pages(request, response);
      });
    } else if (next) next();
    else notFound(response);
  }

  function handle(request: IncomingMessage, response: ServerResponse, next?: () => void): void {
    safely(response, () => route(request, response, next, false));
  }

  function checkContinue(request: IncomingMessage, response: ServerResponse, handOn?: () => void): void {
    safely(response, () => {
      if (apiRouteFor(pathOf(request.url))) {
        route(request, response, undefined, true);
        return;
      }
      response.writeContinue();
      if (handOn) handOn();
      else route(request, response, undefined, false);
    });
  }

  function safely(response: ServerResponse, answer: () => void): void {
    try {
      answer();
    } catch (error) {
      // Not expected, but a throw here must cost one request, never the process.
      failed(response, 'request_handler_failed', error);
    }
  }

  /** The one failure path: log it, then a 500 if nothing was sent yet, else cut the response. */
  function failed(response: ServerResponse, event: string, error: unknown): void {
    log.error(event, error);
    if (!response.headersSent) sendJson(response, 500, { error: 'internal_error' });
    else response.destroy();
  }

  function route(request: IncomingMessage, response: ServerResponse, next: (() => void) | undefined, awaitingContinue: boolean): void {
    if (shuttingDown) response.setHeader('Connection', 'close');
    const path = pathOf(request.url);
    // `/api/../healthz` and the like are refused alike, API or page (decision 0030).
    if (hasDotSegment(path)) {
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.setHeader(name, value);
      badRequest(response, 'This address has a . or .. segment in its path.');
      return;
    }
    const api = apiRouteFor(path);
    if (api) answerApi(api, request, response, path, awaitingContinue);
    else if (path === API_ROUTES.openApi || path === `${API_ROUTES.openApi}/`) answerOpenApi(request, response);
    else if (path.toLowerCase().startsWith('/api/')) answerUnknownApi(request, response);
    else answerPageOrFile(request, response, path, next);
  }

  /**
   * An unknown /api/ path, as the API answers (0030): its preflight passes, so that a browser on
   * another origin sends the request and reads the JSON 404 naming the endpoints, with the API's
   * CORS headers, instead of failing on CORS.
   */
  function answerUnknownApi(request: IncomingMessage, response: ServerResponse): void {
    if (request.method === 'OPTIONS') answerPreflight(response);
    else sendJson(response, 404, API_NOT_FOUND, API_HEADERS);
  }

  function answerPageOrFile(request: IncomingMessage, response: ServerResponse, path: string, next: (() => void) | undefined): void {
    if (answerHealth(path, request, response, stores, shuttingDown)) return;
    if (refusePageRequest(request, response)) return;
    if (options.assets) options.assets(request, response, () => answerPage(request, response, next));
    else answerPage(request, response, next);
  }

  return {
    handle,
    checkContinue,
    log,
    beginShutdown: () => {
      shuttingDown = true;
      for (const response of inFlight.keys()) if (!response.headersSent) response.setHeader('Connection', 'close');
    },
    close: async () => {
      await settled([...inFlight.values()], IN_FLIGHT_WAIT_MS);
      pageBudget?.close();
      await stores.close().catch((error: unknown) => log.error('rate_limit_store_close_failed', error));
      log.flush();
    },
  };
}

/**
 * `compression` replaces `response.write` with one that drops its callback. Astro relies on it
 * when a page fails mid-stream: it writes "Internal server error" and destroys the response in
 * the callback. Without this the connection would hang open; with it, the client sees the
 * answer cut off (the status line has gone already) and the socket is released.
 */
function keepWriteCallbacks(response: ServerResponse): void {
  const write = response.write;
  response.write = function writeKeepingCallback(this: ServerResponse, chunk: unknown, encoding?: unknown, callback?: unknown) {
    const done = typeof encoding === 'function' ? encoding : callback;
    const written = (write as (chunk: unknown, encoding?: unknown) => boolean).call(this, chunk, typeof encoding === 'function' ? undefined : encoding);
    if (typeof done === 'function') setImmediate(done as () => void);
    return written;
  } as ServerResponse['write'];
}

/** How long close() waits for the API requests still in flight to be logged. */
const IN_FLIGHT_WAIT_MS = 1_000;

/** Resolves when every promise has settled, or after `timeoutMs`, whichever comes first. */
function settled(promises: Promise<unknown>[], timeoutMs: number): Promise<void> {
  if (promises.length === 0) return Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, timeoutMs);
  });
  return Promise.race([Promise.allSettled(promises).then(() => {}), deadline]).finally(() => clearTimeout(timer));
}

function notFound(response: ServerResponse): void {
  response.writeHead(404, { ...FALLBACK_CSP, 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found\n');
}

function createStores(config: ServiceConfig, log: Logger, redisOptions: RedisStoreOptions | undefined): RateLimitStores {
  // A store error lets the request through (a limiter outage is not a service outage), so the
  // log is where it is seen.
  const onStoreError = (endpoint: string, error: Error) => log.error('rate_limit_store_error', error, { endpoint });
  if (!config.rateLimitRedisUrl) return createMemoryStores({ onStoreError });
  return createRedisStores(
    config.rateLimitRedisUrl,
    {
      onStoreError,
      onStoreState: (state, detail) =>
        log.event(state === 'ready' ? 'rate_limit_store_ready' : 'rate_limit_store_unreachable', {
          store: 'redis',
          ...(state === 'unreachable' ? { fallback: 'insurance (per-instance, in memory)', detail } : {}),
        }),
      onBreakerChange: (state, reason) =>
        log.warn(state === 'open' ? 'rate_limit_breaker_open' : 'rate_limit_breaker_closed', {
          store: state === 'open' ? 'insurance' : 'redis',
          reason,
        }),
    },
    redisOptions,
  );
}
