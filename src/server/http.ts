import type { ServerResponse } from 'node:http';
import type { BodyProblem } from '../core/api/contract.ts';
import { JSON_HEADERS, MAX_BODY_BYTES } from '../core/api/policy.ts';

/** One decoder for every body: with `fatal`, invalid UTF-8 throws rather than turning into U+FFFD. */
const UTF8 = new TextDecoder('utf-8', { fatal: true });

export type JsonBodyResult = { ok: true; value: unknown } | { ok: false; problem: BodyProblem };

/**
 * Reads a JSON body, never more than `maxBytes`: a declared Content-Length over the cap is
 * refused unread, and a body that streams past it is cut off as soon as it does. The
 * Content-Type is not checked: JSON is JSON whatever the client labelled it.
 * `chunks` is the body as an async iterable of bytes (a Node request's iterator); an absent
 * Content-Length is read as "unknown", not as zero.
 */
export async function readJsonBody(
  chunks: AsyncIterable<Uint8Array> | null,
  contentLength: string | null | undefined,
  maxBytes = MAX_BODY_BYTES,
): Promise<JsonBodyResult> {
  if (declaresTooLarge(contentLength, maxBytes)) return { ok: false, problem: 'too_large' };
  const bytes = await readAtMost(chunks, maxBytes);
  if (bytes === 'too_large' || bytes === 'aborted') return { ok: false, problem: bytes };
  let text: string;
  try {
    text = UTF8.decode(bytes);
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

/** Whether a request's Content-Length already says its body is over the cap (an absent one does not). */
export function declaresTooLarge(contentLength: string | null | undefined, maxBytes = MAX_BODY_BYTES): boolean {
  return Number(contentLength) > maxBytes;
}

/** The body's bytes; 'too_large' as soon as it exceeds maxBytes (the rest is not read). */
async function readAtMost(chunks: AsyncIterable<Uint8Array> | null, maxBytes: number): Promise<Uint8Array | 'too_large' | 'aborted'> {
  if (!chunks) return new Uint8Array(0);
  const parts: Uint8Array[] = [];
  let total = 0;
  try {
    for await (const chunk of chunks) {
      total += chunk.byteLength;
      if (total > maxBytes) return 'too_large';
      parts.push(chunk);
    }
  } catch {
    return 'aborted';
  }
  if (parts.length === 1) return parts[0]!;
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.byteLength;
  }
  return bytes;
}

/**
 * Writes a JSON answer: the service's JSON headers (src/core/api/policy.ts), any extra ones,
 * and a Content-Length, so the answer goes out in one write without chunked framing.
 * `body` is a value to serialise or an already serialised string.
 */
export function sendJson(response: ServerResponse, status: number, body: unknown, headers?: Readonly<Record<string, string>>): void {
  const json = typeof body === 'string' ? body : JSON.stringify(body);
  response.writeHead(status, { ...JSON_HEADERS, ...headers, 'Content-Length': String(Buffer.byteLength(json)) }).end(json);
}
