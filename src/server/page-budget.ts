import type { IncomingMessage, ServerResponse } from 'node:http';
import { clientKeyOf } from './client-ip.ts';
import { RateLimiterCompactMemory } from './compact-memory-limiter.ts';

/**
 * Pages that compute an estimate from their query string, within a budget
 * (docs/decisions/0313-pages-within-a-budget.md):
 * - identical renders (same path, normalised query and Host) are kept for PAGE_CACHE_TTL_MS in a
 *   small LRU, and concurrent requests for one link wait for one render: a flood of the same link
 *   costs one computation;
 * - each client may have PAGE_RENDERS_PER_MINUTE computed a minute (in memory, per instance,
 *   separate from the API's budget), and at most MAX_CONCURRENT_PAGE_RENDERS are computed at once;
 * - past either, the page is rendered without its query (the form, without the server's figures,
 *   itself cached) with a line saying why: a 200, never a 429 wall for a person.
 */

/** Computed renders a minute per client: a person reading estimates does not come near it. */
export const PAGE_RENDERS_PER_MINUTE = 60;
export const MAX_CONCURRENT_PAGE_RENDERS = 8;
export const PAGE_CACHE_TTL_MS = 10_000;
export const PAGE_CACHE_ENTRIES = 64;
/** A render larger than this is sent but not kept: the cache holds at most 64 x 512 KiB. */
export const MAX_CACHED_PAGE_BYTES = 512 * 1024;

/** The pages whose server render computes an estimate from the query (EstimatorIsland.astro). */
const COMPUTING_PATHS = new Set(['/', '/v2/estimate', '/v2/estimate/']);

export const PAGE_BUDGET_NOTICE =
  '<p class="notice" role="status">Many estimates were asked for from your address in the last minute, so this page comes without figures. Fill in the form to see yours.</p>';

type PagesHandler = (request: IncomingMessage, response: ServerResponse) => void;

interface RenderedPage {
  status: number;
  headers: Record<string, string | string[] | number>;
  body: Buffer;
}

export interface PageBudgetOptions {
  trustedProxyHops: number;
  rendersPerMinute?: number;
  maxConcurrentRenders?: number;
  cacheTtlMs?: number;
}

export interface PageBudget {
  handle: PagesHandler;
  close(): void;
}

export function createPageBudget(pages: PagesHandler, options: PageBudgetOptions): PageBudget {
  const limiter = new RateLimiterCompactMemory({
    keyPrefix: 'page',
    points: options.rendersPerMinute ?? PAGE_RENDERS_PER_MINUTE,
    duration: 60,
  });
  const maxConcurrent = options.maxConcurrentRenders ?? MAX_CONCURRENT_PAGE_RENDERS;
  const ttlMs = options.cacheTtlMs ?? PAGE_CACHE_TTL_MS;
  // A Map in insertion order is the LRU: a hit is moved to the end, the first is the oldest.
  const cache = new Map<string, { page: RenderedPage; until: number }>();
  const rendering = new Map<string, Promise<RenderedPage | null>>();
  let computing = 0;

  const cached = (key: string): RenderedPage | undefined => {
    const entry = cache.get(key);
    if (!entry) return undefined;
    cache.delete(key);
    if (entry.until < Date.now()) return undefined;
    cache.set(key, entry);
    return entry.page;
  };

  const keep = (key: string, page: RenderedPage) => {
    if (page.status !== 200 || page.body.byteLength > MAX_CACHED_PAGE_BYTES) return;
    cache.delete(key);
    cache.set(key, { page, until: Date.now() + ttlMs });
    while (cache.size > PAGE_CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
  };

  /** One render per key at a time; the others wait for it. */
  const renderOnce = (key: string, request: IncomingMessage, response: ServerResponse, edit?: (page: RenderedPage) => RenderedPage) => {
    const pending = rendering.get(key);
    if (pending) {
      void pending.then((page) => (page ? send(response, page) : pages(request, response)));
      return;
    }
    const render = capture(pages, request, response).then((page) => {
      rendering.delete(key);
      if (!page) return null;
      const shown = edit ? edit(page) : page;
      keep(key, shown);
      send(response, shown);
      return shown;
    });
    rendering.set(key, render);
  };

  const handle: PagesHandler = (request, response) => {
    const { path, query } = splitTarget(request.url ?? '/');
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !COMPUTING_PATHS.has(path) || query === '') {
      pages(request, response);
      return;
    }
    const host = request.headers.host ?? '';
    const key = `${host} ${path}?${query}`;
    const hit = cached(key);
    if (hit) return send(response, hit);
    if (rendering.has(key)) return renderOnce(key, request, response);

    const client = clientKeyOf(request, options.trustedProxyHops);
    const counted =
      computing < maxConcurrent
        ? limiter.consume(client).then(
            () => true,
            () => false,
          )
        : Promise.resolve(false);
    void counted.then((withinBudget) => {
      if (response.destroyed) return;
      if (!withinBudget || computing >= maxConcurrent) {
        // The form without the server's figures, said why; the same for everyone, so kept too.
        request.url = path;
        const formKey = `${host} ${path}?(budget)`;
        const form = cached(formKey);
        if (form) send(response, form);
        else renderOnce(formKey, request, response, withNotice);
        return;
      }
      const late = cached(key);
      if (late) return send(response, late);
      computing++;
      response.once('close', () => computing--);
      renderOnce(key, request, response);
    });
  };

  return { handle, close: () => limiter.close() };
}

/** The path and the query's parameters in one order, so `?a=1&b=2` and `?b=2&a=1` are one page. */
function splitTarget(url: string): { path: string; query: string } {
  const mark = url.indexOf('?');
  if (mark === -1) return { path: url, query: '' };
  const params = new URLSearchParams(url.slice(mark + 1));
  params.sort();
  return { path: url.slice(0, mark), query: params.toString() };
}

function withNotice(page: RenderedPage): RenderedPage {
  const html = page.body.toString('utf8');
  const at = html.indexOf('</h1>');
  if (at === -1) return page;
  const body = Buffer.from(`${html.slice(0, at + 5)}${PAGE_BUDGET_NOTICE}${html.slice(at + 5)}`);
  return { ...page, body };
}

function send(response: ServerResponse, page: RenderedPage): void {
  if (response.destroyed) return;
  response.writeHead(page.status, { ...page.headers, 'content-length': String(page.body.byteLength) }).end(page.body);
}

/**
 * Runs Astro's handler with the response's writeHead, write and end taken over, and resolves
 * with what it wrote (null if the response closed first, or the render failed mid-stream: then
 * the connection is cut as Astro meant it to be).
 */
function capture(pages: PagesHandler, request: IncomingMessage, response: ServerResponse): Promise<RenderedPage | null> {
  const { writeHead, write, end } = response;
  const restore = () => {
    response.writeHead = writeHead;
    response.write = write;
    response.end = end;
  };
  return new Promise((resolve) => {
    let status = 200;
    let headers: RenderedPage['headers'] = {};
    const chunks: Buffer[] = [];
    const take = (chunk: unknown) => {
      if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') chunks.push(Buffer.from(chunk as Uint8Array));
    };
    response.writeHead = ((code: number, ...rest: unknown[]) => {
      status = code;
      const fields = rest.find((value) => typeof value === 'object' && value !== null);
      if (fields) headers = fields as RenderedPage['headers'];
      return response;
    }) as ServerResponse['writeHead'];
    response.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
      take(chunk);
      const done = typeof encoding === 'function' ? encoding : callback;
      if (typeof done === 'function') setImmediate(done as () => void);
      return true;
    }) as ServerResponse['write'];
    response.end = ((chunk?: unknown) => {
      take(chunk);
      restore();
      resolve({ status, headers, body: Buffer.concat(chunks) });
      return response;
    }) as ServerResponse['end'];
    response.once('close', () => {
      restore();
      resolve(null);
    });
    pages(request, response);
  });
}
