import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface StaticAssetOptions {
  body: string;
  contentType: string;
  cacheControl: string;
  /** Extra headers on every response (CORS, for instance). */
  headers?: Record<string, string>;
}

/**
 * Serves one in-memory file the way a CDN would: compressed once at start-up (brotli, gzip),
 * chosen by Accept-Encoding with `Vary: Accept-Encoding`, a strong ETag from the content and
 * 304 for a matching If-None-Match, HEAD without a body.
 */
export function createStaticAsset(options: StaticAssetOptions): (request: Request) => Response {
  const identity = Buffer.from(options.body);
  const variants = {
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(identity, { level: 9 }),
    identity,
  };
  const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
  const common = {
    'Content-Type': options.contentType,
    'Cache-Control': options.cacheControl,
    ETag: etag,
    Vary: 'Accept-Encoding',
    ...options.headers,
  };

  return (request) => {
    if (ifNoneMatchHas(request.headers.get('if-none-match'), etag)) return new Response(null, { status: 304, headers: common });
    const encoding = preferredEncoding(request.headers.get('accept-encoding'));
    const bytes = variants[encoding];
    const headers: Record<string, string> = { ...common, 'Content-Length': String(bytes.byteLength) };
    if (encoding !== 'identity') headers['Content-Encoding'] = encoding;
    return new Response(request.method === 'HEAD' ? null : new Uint8Array(bytes), { status: 200, headers });
  };
}

function ifNoneMatchHas(header: string | null, etag: string): boolean {
  if (!header) return false;
  return header.trim() === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** brotli, then gzip, then none; a q=0 refuses an encoding. */
export function preferredEncoding(header: string | null): 'br' | 'gzip' | 'identity' {
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
