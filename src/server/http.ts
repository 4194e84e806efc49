import { RATE_LIMIT_HEADER_NAMES } from './rate-limit.ts';

/** Largest request body either endpoint reads; a valid body is well under 1 KiB. */
export const MAX_BODY_BYTES = 16 * 1024;

export type BodyProblem = 'too_large' | 'empty' | 'malformed';

export type JsonBodyResult = { ok: true; value: unknown } | { ok: false; problem: BodyProblem };

/**
 * Reads a JSON body, never more than `maxBytes`: a declared Content-Length over the cap is
 * refused unread, and a body that streams past it is cut off as soon as it does. The
 * Content-Type is not checked: JSON is JSON whatever the client labelled it.
 */
export async function readJsonBody(request: Request, maxBytes = MAX_BODY_BYTES): Promise<JsonBodyResult> {
  const declared = Number(request.headers.get('content-length'));
  if (declared > maxBytes) return { ok: false, problem: 'too_large' };
  const bytes = await readAtMost(request, maxBytes);
  if (bytes === null) return { ok: false, problem: 'too_large' };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, problem: 'malformed' };
  }
  if (text.trim() === '') return { ok: false, problem: 'empty' };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, problem: 'malformed' };
  }
}

/** The body's bytes, or null once it exceeds maxBytes (the rest is not read). */
async function readAtMost(request: Request, maxBytes: number): Promise<Uint8Array | null> {
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        await reader.cancel().catch(() => {});
        return null;
      }
      chunks.push(value);
    }
  } catch {
    // The adapter's own body limit or a client that went away: treat as too large/unreadable.
    return null;
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** CORS for a public, credential-free API: any origin may call it. */
export const CORS_HEADERS: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': RATE_LIMIT_HEADER_NAMES.join(', '),
};

/** The answer to a preflight: which methods and headers, and for how long to cache that. */
export const PREFLIGHT_HEADERS: Readonly<Record<string, string>> = {
  ...CORS_HEADERS,
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type',
  'Access-Control-Max-Age': '86400',
};

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  });
}
