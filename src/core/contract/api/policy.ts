/**
 * The HTTP contract's fixed facts, defined once: the routes, the methods they answer, the body
 * cap, the rate limit and the headers every API answer carries. The server sends them, the
 * OpenAPI document describes them and /docs/api shows them, all from here.
 */

/** The methods each estimate endpoint answers (the `Allow` of its 405). */
export const ESTIMATE_METHODS = 'POST, OPTIONS';

/** What a read-only resource answers (pages, files, /healthz, /readyz, the OpenAPI document): the `Allow` of its 405. */
export const READ_ONLY_METHODS = 'GET, HEAD';

/** Largest request body either endpoint reads (defined with the other limits, which messages name). */
export { MAX_BODY_BYTES } from '../limits.ts';

/**
 * Largest request head Node's HTTP server reads (its default http.maxHeaderSize, which the
 * server keeps): beyond it Node itself answers 431 before any handler runs.
 */
export const MAX_HEADER_BYTES = 16 * 1024;

/** Spec, Limits: 60 requests per minute per client IP; after a 429, retry in 60 seconds. */
export const RATE_LIMIT_POINTS = 60;
export const RATE_LIMIT_WINDOW_SECONDS = 60;
export const RATE_LIMIT_BLOCK_SECONDS = 60;

/** Name of the policy in the RateLimit and RateLimit-Policy fields. */
export const RATE_LIMIT_POLICY_NAME = 'per-client';

/** `RateLimit-Policy` (draft-ietf-httpapi-ratelimit-headers, structured-field form). */
export const RATE_LIMIT_POLICY = `"${RATE_LIMIT_POLICY_NAME}";q=${RATE_LIMIT_POINTS};w=${RATE_LIMIT_WINDOW_SECONDS}`;

/** Listed in Access-Control-Expose-Headers so browser clients can read them. */
export const RATE_LIMIT_HEADER_NAMES = ['RateLimit', 'RateLimit-Policy', 'Retry-After'] as const;

/** CORS for a public, credential-free API: any origin may call it. */
export const CORS_HEADERS: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': RATE_LIMIT_HEADER_NAMES.join(', '),
};

/** The answer to a preflight: which methods and headers, and for how long to cache that. */
export const PREFLIGHT_HEADERS: Readonly<Record<string, string>> = {
  ...CORS_HEADERS,
  'Access-Control-Allow-Methods': ESTIMATE_METHODS,
  'Access-Control-Allow-Headers': 'Content-Type',
  'Access-Control-Max-Age': '86400',
};

/** Headers of every JSON answer of the service (API, health, OpenAPI errors). */
export const JSON_HEADERS: Readonly<Record<string, string>> = {
  'Content-Type': 'application/json; charset=utf-8',
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
};
