import type { ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import type { BodyProblem } from '../core/contract/api/contract.ts';
import { CORS_HEADERS, JSON_HEADERS, MAX_BODY_BYTES, PREFLIGHT_HEADERS, READ_ONLY_METHODS } from '../core/contract/api/policy.ts';

/** One decoder for every body: with `fatal`, invalid UTF-8 throws rather than turning into U+FFFD. */
const UTF8 = new TextDecoder('utf-8', { fatal: true });

export type JsonBodyResult = { ok: true; value: unknown } | { ok: false; problem: BodyProblem };

/**
 * Reads a JSON body, never more than `maxBytes`: a declared Content-Length over the cap is
 * refused unread, and a body that streams past it is cut off as soon as it does. The
 * Content-Type is not checked: JSON is JSON whatever the client labelled it.
 * `body` is the body as a Node stream of bytes (the request itself); an absent Content-Length
 * is read as "unknown", not as zero.
 */
export async function readJsonBody(body: Readable | null, contentLength: string | null | undefined, maxBytes = MAX_BODY_BYTES): Promise<JsonBodyResult> {
  if (declaresTooLarge(contentLength, maxBytes)) return { ok: false, problem: 'too_large' };
  const bytes = body ? await readAtMost(body, maxBytes) : new Uint8Array(0);
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

/**
 * The body's bytes; 'too_large' as soon as it exceeds maxBytes, 'aborted' when the stream fails
 * or closes before its end. Plain 'data'/'end' listeners, not `for await`: a small body is one
 * chunk, and the async iterator's promise machinery cost more than the rest of the read
 * (docs/decisions/0002-json-api-in-front-of-astro.md). A body cut off at the cap is left paused, unread: the stream is not
 * destroyed, so the socket is still there to carry the 413 (src/server/estimate-endpoint.ts).
 */
function readAtMost(body: Readable, maxBytes: number): Promise<Uint8Array | 'too_large' | 'aborted'> {
  if (body.readableEnded) return Promise.resolve(new Uint8Array(0));
  if (body.destroyed) return Promise.resolve('aborted');
  return new Promise((resolve) => {
    const parts: Uint8Array[] = [];
    let total = 0;
    const finish = (result: Uint8Array | 'too_large' | 'aborted') => {
      body.off('data', onData).off('end', onEnd).off('error', onFailure).off('close', onFailure);
      resolve(result);
    };
    const onData = (chunk: Uint8Array) => {
      total += chunk.byteLength;
      if (total <= maxBytes) parts.push(chunk);
      else {
        body.pause();
        finish('too_large');
      }
    };
    const onEnd = () => finish(concatenate(parts, total));
    // An error, or a close before the end: the client went away mid-body.
    const onFailure = () => finish('aborted');
    body.on('data', onData).on('end', onEnd).on('error', onFailure).on('close', onFailure);
  });
}

function concatenate(parts: Uint8Array[], total: number): Uint8Array {
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
 * Response headers as `writeHead` takes them: a flat `[name, value, name, value, ...]` list.
 * The API's answers are built from lists made once, by concatenation, where merging objects
 * (`{ ...JSON_HEADERS, ...extra }`) copied every field of each for every request.
 */
export type HeaderList = readonly string[];

/** The service's JSON headers (src/core/contract/api/policy.ts), followed by `extra`. */
export function jsonHeaders(extra: Readonly<Record<string, string>> = {}): HeaderList {
  return Object.entries({ ...JSON_HEADERS, ...extra }).flat();
}

const JSON_ONLY = jsonHeaders();

/** Every API answer's headers before its rate-limit fields: JSON and CORS (an endpoint's, and an unknown /api/ path's 404). */
export const API_HEADERS = jsonHeaders(CORS_HEADERS);

/** A CORS preflight's answer, an endpoint's and an unknown /api/ path's alike: 204 with the methods and headers the API takes. */
export function answerPreflight(response: ServerResponse): void {
  response.writeHead(204, PREFLIGHT_HEADERS).end();
}

/** What a read-only resource answers (src/core/contract/api/policy.ts), and a JSON 405's headers. */
export { READ_ONLY_METHODS };
export const READ_ONLY_NOT_ALLOWED_HEADERS = jsonHeaders({ Allow: READ_ONLY_METHODS });

/**
 * Writes a JSON answer with `headers` (by default the service's JSON headers; see
 * {@link jsonHeaders}) and a Content-Length, so the answer goes out in one write without
 * chunked framing. `body` is a value to serialise or an already serialised string.
 */
export function sendJson(response: ServerResponse, status: number, body: unknown, headers: HeaderList = JSON_ONLY): void {
  const json = typeof body === 'string' ? body : JSON.stringify(body);
  response.writeHead(status, headers.concat('Content-Length', String(Buffer.byteLength(json)))).end(json);
}
