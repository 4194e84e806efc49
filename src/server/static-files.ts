import type { IncomingMessage, ServerResponse } from 'node:http';
import sirv from 'sirv';
import { WIDGET_PATH } from '../core/api/routes.ts';
import { STATIC_SECURITY_HEADERS } from './security-headers.ts';

/** A Connect-style handler: answers, or calls `next` to pass the request on. */
export type NodeMiddleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

/** Caching by kind of file: hashed build output forever, the unversioned widget for minutes. */
export function cacheHeadersFor(path: string): Record<string, string> {
  if (path.startsWith('/_astro/')) return { 'Cache-Control': 'public, max-age=31536000, immutable' };
  if (path === WIDGET_PATH) {
    // Pasted into other sites under one URL: a fix must reach every host page within minutes,
    // and a repeat visit costs a 304 at most. Any origin may load it.
    return {
      'Cache-Control': 'public, max-age=300, stale-while-revalidate=86400',
      'Access-Control-Allow-Origin': '*',
      'Cross-Origin-Resource-Policy': 'cross-origin',
    };
  }
  return { 'Cache-Control': 'public, max-age=3600' };
}

/**
 * The client build (dist/client: page scripts, the widget, the favicon) served by sirv: the
 * file list is read once at start-up, and each file's brotli and gzip twins, written at build
 * time (src/server/astro-integration.ts), are chosen by Accept-Encoding with
 * `Vary: Accept-Encoding`, an ETag per encoding, 304s and ranges. Unknown paths go to `next`.
 */
export function serveClientBuild(clientDirectory: string): NodeMiddleware {
  return sirv(clientDirectory, {
    etag: true,
    gzip: true,
    brotli: true,
    // Only exact file names: no `/x` -> `/x.html` guessing (there is no HTML in the client build).
    extensions: [],
    setHeaders(response, path) {
      for (const [name, value] of Object.entries({ ...STATIC_SECURITY_HEADERS, ...cacheHeadersFor(path) })) response.setHeader(name, value);
      if (path.endsWith('.js')) response.setHeader('Content-Type', 'text/javascript; charset=utf-8');
    },
  });
}
