import { readdirSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, relative, sep } from 'node:path';
import { createStaticAsset, type StaticReply, type StaticRequest } from './static-asset.ts';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
};

export const WIDGET_PATH = '/widget/costseg-estimator.js';

/** Caching by kind of file: hashed build output forever, the unversioned widget for minutes. */
function policyFor(path: string): { cacheControl: string; headers?: Record<string, string> } {
  if (path.startsWith('/_astro/')) return { cacheControl: 'public, max-age=31536000, immutable' };
  if (path === WIDGET_PATH) {
    // Pasted into other sites under one URL: a fix must reach every host page within minutes,
    // and a repeat visit costs a 304 at most. Any origin may load it.
    return {
      cacheControl: 'public, max-age=300, stale-while-revalidate=86400',
      headers: { 'Access-Control-Allow-Origin': '*', 'Cross-Origin-Resource-Policy': 'cross-origin' },
    };
  }
  return { cacheControl: 'public, max-age=3600' };
}

function filesUnder(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * Every file of the client build (dist/client: page scripts, the widget, the favicon) held in
 * memory and compressed once at start-up; the build is a few dozen kilobytes. Astro's own
 * static handler sends files uncompressed, so this answers them first.
 * Returns a handler that answers a GET/HEAD for a known file and returns true, else false.
 */
export function loadStaticFiles(clientDirectory: string): (request: IncomingMessage, response: ServerResponse, path: string) => boolean {
  const files = new Map<string, (request: StaticRequest) => StaticReply>();
  for (const file of filesUnder(clientDirectory)) {
    const contentType = CONTENT_TYPES[extname(file)];
    if (!contentType) continue;
    const path = `/${relative(clientDirectory, file).split(sep).join('/')}`;
    files.set(path, createStaticAsset({ body: readFileSync(file), contentType, ...policyFor(path) }));
  }
  return (request, response, path) => {
    const serve = files.get(path);
    if (!serve || (request.method !== 'GET' && request.method !== 'HEAD')) return false;
    const reply = serve({
      method: request.method,
      acceptEncoding: request.headers['accept-encoding'],
      ifNoneMatch: request.headers['if-none-match'],
    });
    response.writeHead(reply.status, reply.headers).end(reply.body ?? undefined);
    return true;
  };
}
