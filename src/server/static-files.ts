import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, relative, sep } from 'node:path';
import { WIDGET_PATH, WIDGET_TAX_ADDON_PATH } from '../core/contract/api/routes.ts';
import { pathOf } from './request-path.ts';
import { STATIC_SECURITY_HEADERS } from './security-headers.ts';
import { createStaticAsset, type StaticReply, type StaticRequest } from './static-asset.ts';

/** A Connect-style handler: answers, or calls `next` to pass the request on. */
export type NodeMiddleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
};

/** Caching by kind of file: hashed build output forever, the unversioned widget for minutes. */
export function cacheHeadersFor(path: string): Record<string, string> {
  if (path.startsWith('/_astro/')) return { 'Cache-Control': 'public, max-age=31536000, immutable' };
  if (path === WIDGET_PATH || path === WIDGET_TAX_ADDON_PATH) {
    // Pasted into other sites under one URL: a fix must reach every host page within minutes,
    // and a repeat visit costs a 304 at most. Any origin may load it (the add-on is a module
    // script, which a browser fetches with CORS).
    return {
      'Cache-Control': 'public, max-age=300, stale-while-revalidate=86400',
      'Access-Control-Allow-Origin': '*',
      'Cross-Origin-Resource-Policy': 'cross-origin',
    };
  }
  return { 'Cache-Control': 'public, max-age=3600' };
}

function filesUnder(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

const readIfPresent = (path: string) => (existsSync(path) ? readFileSync(path) : undefined);

/**
 * Every file of the client build (dist/client: page scripts, the widget, the favicon) held in
 * memory from start-up, with the brotli and gzip twins `astro build` wrote beside it (the twins
 * themselves are not served under their own names); the build is a few dozen kilobytes.
 * A GET/HEAD for a known file is answered (src/server/static-asset.ts: encoding by
 * Accept-Encoding, ETag per encoding, 304); anything else goes to `next`.
 */
export function serveClientBuild(clientDirectory: string): NodeMiddleware {
  const files = new Map<string, (request: StaticRequest) => StaticReply>();
  for (const file of filesUnder(clientDirectory)) {
    const contentType = CONTENT_TYPES[extname(file)];
    if (!contentType) continue;
    const path = `/${relative(clientDirectory, file).split(sep).join('/')}`;
    const { 'Cache-Control': cacheControl = '', ...policy } = cacheHeadersFor(path);
    files.set(
      path,
      createStaticAsset({
        body: readFileSync(file),
        contentType,
        cacheControl,
        headers: { ...STATIC_SECURITY_HEADERS, ...policy },
        precompressed: { br: readIfPresent(`${file}.br`), gzip: readIfPresent(`${file}.gz`) },
      }),
    );
  }
  return (request, response, next) => {
    const serve = files.get(pathOf(request.url));
    if (!serve || (request.method !== 'GET' && request.method !== 'HEAD')) {
      next();
      return;
    }
    const reply = serve({ method: request.method, acceptEncoding: request.headers['accept-encoding'], ifNoneMatch: request.headers['if-none-match'] });
    response.writeHead(reply.status, reply.headers).end(reply.body ?? undefined);
  };
}
