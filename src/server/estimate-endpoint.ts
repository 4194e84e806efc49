import type { IncomingMessage, ServerResponse } from 'node:http';
import { clientAddress, rateLimitKey } from './client-ip.ts';
import { CORS_HEADERS, JSON_HEADERS, MAX_BODY_BYTES, PREFLIGHT_HEADERS, readJsonBody, type BodyProblem } from './http.ts';
import { rateLimitHeaders, type EndpointRateLimiter } from './rate-limit.ts';

/** A status and a JSON body, before it is written. */
export interface JsonReply {
  status: number;
  body: unknown;
}

/** What makes one estimate endpoint different from the other: its error shapes and its core. */
export interface EstimateEndpointDefinition {
  /** Key prefix of its rate-limit budget. */
  name: string;
  /** Validates a parsed JSON body and computes the estimate, or says what is wrong. */
  estimate(body: unknown): JsonReply;
  /** The endpoint's error bodies for failures found before validation. */
  errors: {
    rateLimited(): unknown;
    methodNotAllowed(method: string): unknown;
    /** 413 for 'too_large', 400 for the others ('aborted' is never answered). */
    unreadableBody(problem: Exclude<BodyProblem, 'aborted'>): unknown;
  };
}

/** Human words for a body that could not be read as JSON, shared by both contracts. */
export const BODY_PROBLEM_MESSAGES: Readonly<Record<Exclude<BodyProblem, 'aborted'>, string>> = {
  too_large: `The request body must be at most ${MAX_BODY_BYTES / 1024} KiB (${MAX_BODY_BYTES} bytes)`,
  empty: 'The request body is empty: send a JSON object',
  malformed: 'The request body is not valid JSON',
};

export const ALLOWED_METHODS = 'POST, OPTIONS';

/** What happened to one API request, for the request log. */
export interface ApiOutcome {
  status: number;
  /** 'preflight' (not counted), 'allowed' or 'limited'. */
  limiter: 'preflight' | 'allowed' | 'limited';
  /** The rate-limit key (a client address or /64); the log only ever shows its hash. */
  clientKey?: string;
}

export type ApiHandler = (request: IncomingMessage, response: ServerResponse) => Promise<ApiOutcome>;

/**
 * A Node request handler for an estimate endpoint. Order matters: a preflight is answered at
 * once and never counted; every other request is counted before anything else is done with it,
 * so a flood of bad requests costs as little as a flood of good ones and meets the same limit.
 */
export function createEstimateEndpoint(
  definition: EstimateEndpointDefinition,
  limiter: EndpointRateLimiter,
  trustedProxyHops: number,
): ApiHandler {
  const { errors } = definition;
  const fixedHeaders = { ...JSON_HEADERS, ...CORS_HEADERS, 'X-Content-Type-Options': 'nosniff' };

  return async (request, response) => {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, PREFLIGHT_HEADERS).end();
      return { status: 204, limiter: 'preflight' };
    }
    const forwardedFor = request.headers['x-forwarded-for']; // repeated fields arrive joined by ", "
    const socketAddress = request.socket.remoteAddress ?? 'unknown';
    const client = clientAddress(socketAddress, typeof forwardedFor === 'string' ? forwardedFor : null, trustedProxyHops);
    const clientKey = rateLimitKey(client);
    const outcome = await limiter.consume(clientKey);
    const headers: Record<string, string> = { ...fixedHeaders, ...rateLimitHeaders(outcome) };
    const send = (status: number, body: unknown): ApiOutcome => {
      const json = JSON.stringify(body);
      // A known length: one write with the headers, no chunked framing.
      headers['Content-Length'] = String(Buffer.byteLength(json));
      response.writeHead(status, headers).end(json);
      return { status, limiter: outcome.allowed ? 'allowed' : 'limited', clientKey };
    };

    if (!outcome.allowed) return send(429, errors.rateLimited());
    if (request.method !== 'POST') {
      headers.Allow = ALLOWED_METHODS;
      return send(405, errors.methodNotAllowed(request.method ?? ''));
    }
    // destroyOnReturn: false, so a body cut off at the cap leaves the socket to answer 413.
    const body = await readJsonBody(request.iterator({ destroyOnReturn: false }), request.headers['content-length']);
    if (!body.ok) {
      // Nobody to answer (Node has already sent its own 408 if the body timed out); 499, as
      // nginx logs a client that closed the request.
      if (body.problem === 'aborted') return { status: 499, limiter: 'allowed', clientKey };
      // The rest of an oversized body is read and thrown away by Node after the answer, so the
      // client sees the 413 rather than a broken pipe; requestTimeout bounds an endless body.
      return send(body.problem === 'too_large' ? 413 : 400, errors.unreadableBody(body.problem));
    }
    const reply = definition.estimate(body.value);
    return send(reply.status, reply.body);
  };
}
