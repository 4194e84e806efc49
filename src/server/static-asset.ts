import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface StaticAssetOptions {
  body: Uint8Array;
  contentType: string;
  cacheControl: string;
  /** Extra headers on every response (CORS, for instance). */
  headers?: Record<string, string>;
  /** Compressed twins written at build time (src/server/astro-integration.ts); compressed here when absent. */
  precompressed?: { br?: Uint8Array | undefined; gzip?: Uint8Array | undefined };
}

/** What to send: status, headers and body (null for 304 and HEAD). */
export interface StaticReply {
  status: 200 | 304;
  headers: Record<string, string>;
  body: Uint8Array | null;
}

export interface StaticRequest {
  method: string;
  acceptEncoding: string | undefined;
  ifNoneMatch: string | undefined;
}

/** Below this, compression is not worth a Content-Encoding. */
const MIN_COMPRESSIBLE_BYTES = 256;

/**
 * One file served the way a CDN would: compressed at build time or, failing that, once when the
 * server starts (brotli at its best quality, gzip -9), chosen by Accept-Encoding with `Vary: Accept-Encoding`, a strong
 * ETag from the content per encoding (RFC 9110: each content-coding is its own representation)
 * and 304 for a matching If-None-Match, HEAD without a body.
 */
export function createStaticAsset(options: StaticAssetOptions): (request: StaticRequest) => StaticReply {
  const identity = options.body;
  const compressible = identity.byteLength >= MIN_COMPRESSIBLE_BYTES;
  const variants = {
    br: compressible ? (options.precompressed?.br ?? brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })) : identity,
    gzip: compressible ? (options.precompressed?.gzip ?? gzipSync(identity, { level: 9 })) : identity,
    identity,
  };
  const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 27);
  const etags = { br: `"${hash}-br"`, gzip: `"${hash}-gz"`, identity: `"${hash}"` };
  const common = {
    'Content-Type': options.contentType,
    'Cache-Control': options.cacheControl,
    Vary: 'Accept-Encoding',
    'X-Content-Type-Options': 'nosniff',
    ...options.headers,
  };

  return (request) => {
    const encoding = compressible ? preferredEncoding(request.acceptEncoding) : 'identity';
    const etag = etags[encoding];
    // Every variant holds the same content: a client holding any of them may keep it.
    if (Object.values(etags).some((tag) => ifNoneMatchHas(request.ifNoneMatch, tag))) {
      return { status: 304, headers: { ...common, ETag: etag }, body: null };
    }
    const bytes = variants[encoding];
    const headers: Record<string, string> = { ...common, ETag: etag, 'Content-Length': String(bytes.byteLength) };
    if (encoding !== 'identity') headers['Content-Encoding'] = encoding;
    return { status: 200, headers, body: request.method === 'HEAD' ? null : bytes };
  };
}

function ifNoneMatchHas(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.trim() === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** brotli, then gzip, then none; q=0 refuses an encoding, `*` accepts any. */
export function preferredEncoding(header: string | null | undefined): 'br' | 'gzip' | 'identity' {
  const accepted = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return 'identity';
}
