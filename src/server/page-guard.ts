import type { IncomingMessage, ServerResponse } from 'node:http';
import { READ_ONLY_METHODS } from './http.ts';
import { isDecodable, isValidHost, withoutNulInQuery, withReadableQuery } from './request-path.ts';
import { FALLBACK_CSP, SECURITY_HEADERS } from './security-headers.ts';

/**
 * What every request for a page or a file goes through before it is answered: the security
 * headers, and a refusal of what neither Astro nor a file could answer well. Pages and files
 * are read-only (405 for anything but GET and HEAD); a Host header that is not a host name, or
 * a path with a broken %-escape, gets a small 400 page instead of a 500 from deep inside URL
 * parsing; a query with one is repaired as a browser would read it. Returns true when it answered.
 */
export function refusePageRequest(request: IncomingMessage, response: ServerResponse): boolean {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.setHeader(name, value);
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { ...FALLBACK_CSP, Allow: READ_ONLY_METHODS, 'Content-Type': 'text/plain; charset=utf-8' }).end('Method not allowed\n');
    return true;
  }
  if (!isValidHost(request.headers.host)) return badRequest(response, 'The Host header of this request is not a valid host name.');
  // A query is read as a browser reads it (a bare % is a percent sign), so a link typed by hand
  // still opens the page with its message by the field; a broken path is still refused.
  const readable = withReadableQuery(request.url ?? '/');
  if (readable !== null) request.url = readable;
  const withoutNul = withoutNulInQuery(request.url ?? '/');
  if (withoutNul !== null) request.url = withoutNul;
  if (!isDecodable(request.url)) return badRequest(response, 'This address has an invalid %-escape in it.');
  return false;
}

/** The small 400 page: what was wrong, and a link back to the estimator. */
export function badRequest(response: ServerResponse, message: string): true {
  response
    .writeHead(400, { ...FALLBACK_CSP, 'Content-Type': 'text/html; charset=utf-8' })
    .end(
      `<!doctype html><html lang="en"><title>Bad request</title><h1>Bad request</h1><p>${message} <a href="/v2/estimate">Open the estimator</a>.</p></html>\n`,
    );
  return true;
}
