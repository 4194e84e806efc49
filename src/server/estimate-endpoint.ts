import type { IncomingMessage, ServerResponse } from 'node:http';
import type { EstimateContract } from '../core/contract/api/contract.ts';
import { ESTIMATE_METHODS } from '../core/contract/api/policy.ts';
import { answerInTurn } from './answers-in-turn.ts';
import { clientKeyOf } from './client-ip.ts';
import { API_HEADERS, answerPreflight, declaresTooLarge, type HeaderList, readJsonBody, sendJson } from './http.ts';
import { type EndpointRateLimiter, rateLimitHeaders } from './rate-limit.ts';

/** What happened to one API request, for the request log. */
export interface ApiOutcome {
  status: number;
  /** 'preflight' (not counted), 'allowed' or 'limited'. */
  limiter: 'preflight' | 'allowed' | 'limited';
  /** The rate-limit key (a client address or /64); the log only ever shows its hash. */
  clientKey?: string;
}

/**
 * `awaitingContinue`: the client sent `Expect: 100-continue` and waits for `100 Continue` before
 * it sends the body (the server's 'checkContinue' event, src/server/app.ts); the handler sends it
 * only when it is about to read the body.
 */
export type ApiHandler = (request: IncomingMessage, response: ServerResponse, awaitingContinue?: boolean) => Promise<ApiOutcome>;

/**
 * The Node request handler of an estimate endpoint: HTTP in, the contract's pure core
 * (src/core/contract/api/) in the middle, HTTP out. Order matters: a preflight is answered at
 * once and never counted; every other request is counted before anything else is done with it,
 * so a flood of bad requests costs as little as a flood of good ones and meets the same limit.
 * With `inTurn`, the answer is figured with the others of its event-loop turn (answers-in-turn.ts).
 */
export function createEstimateEndpoint(contract: EstimateContract, limiter: EndpointRateLimiter, trustedProxyHops: number, inTurn = false): ApiHandler {
  const { errors } = contract;

  return async (request, response, awaitingContinue = false) => {
    if (request.method === 'OPTIONS') {
      answerPreflight(response);
      return { status: 204, limiter: 'preflight' };
    }
    const clientKey = clientKeyOf(request, trustedProxyHops);
    const outcome = await limiter.consume(clientKey);
    const send = (status: number, body: unknown, extra: HeaderList = []): ApiOutcome => {
      sendJson(response, status, body, API_HEADERS.concat(rateLimitHeaders(outcome), extra));
      return { status, limiter: outcome.allowed ? 'allowed' : 'limited', clientKey };
    };

    if (!outcome.allowed) return send(429, errors.rateLimited());
    if (request.method !== 'POST') {
      return send(405, errors.methodNotAllowed(request.method ?? ''), ['Allow', ESTIMATE_METHODS]);
    }
    const contentLength = request.headers['content-length'];
    // A compressed body is not decoded: said at once, before it is read (issue 33).
    if (isEncoded(request.headers['content-encoding'])) return send(415, errors.unreadableBody('encoded'));
    // A client waiting for 100 Continue is told to send its body only now, once the request is
    // counted and will be read: a 429, a 405 or a 413 from its Content-Length is its answer
    // at once, and counts like any other (the limiter ran above), with no body uploaded for
    // nothing. Node closes such a connection after the answer, since the body may still come.
    if (awaitingContinue && !declaresTooLarge(contentLength)) response.writeContinue();
    const body = await readJsonBody(request, contentLength);
    if (!body.ok) {
      // Nobody to answer (Node has already sent its own 408 if the body timed out); 499, as
      // nginx logs a client that closed the request.
      if (body.problem === 'aborted') return { status: 499, limiter: 'allowed', clientKey };
      // What is left of the body: declared over the cap, Node reads and discards it after the
      // answer and the connection stays usable. Streamed past the cap, the request is left
      // paused: Node buffers up to its read limit (about 64 KiB) and then stops reading the
      // socket; the 413 still goes out (a client reading while it sends sees it) and the
      // connection, idle from then on, is closed after keepAliveTimeout (5 s, main.ts, plus
      // Node's 1 s keepAliveTimeoutBuffer).
      return send(body.problem === 'too_large' ? 413 : body.problem === 'encoded' ? 415 : 400, errors.unreadableBody(body.problem));
    }
    // `inTurn`: figured with the other answers asked for in this turn of the event loop (answers-in-turn.ts).
    const reply = inTurn ? await answerInTurn(() => contract.estimate(body.value)) : contract.estimate(body.value);
    return send(reply.status, reply.body);
  };
}

/** A Content-Encoding other than identity (absent, or `identity`, in any case and spacing, is a plain body). */
export function isEncoded(header: string | undefined): boolean {
  if (header === undefined) return false;
  return header.split(',').some((coding) => !['', 'identity'].includes(coding.trim().toLowerCase()));
}
