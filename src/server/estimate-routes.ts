import type { APIContext, APIRoute } from 'astro';
import { clientAddress, rateLimitKey } from './client-ip.ts';
import { serverConfig } from './config.ts';
import { CORS_HEADERS, jsonResponse, MAX_BODY_BYTES, PREFLIGHT_HEADERS, readJsonBody, type BodyProblem } from './http.ts';
import { createEndpointRateLimiter, rateLimitHeaders } from './rate-limit.ts';

/** A status and a JSON body, before it becomes a Response. */
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
    /** 413 for 'too_large', 400 for the others. */
    unreadableBody(problem: BodyProblem): unknown;
  };
}

/** Human words for a body that could not be read as JSON, shared by both contracts. */
export const BODY_PROBLEM_MESSAGES: Readonly<Record<BodyProblem, string>> = {
  too_large: `The request body must be at most ${MAX_BODY_BYTES / 1024} KiB (${MAX_BODY_BYTES} bytes)`,
  empty: 'The request body is empty: send a JSON object',
  malformed: 'The request body is not valid JSON',
};

export const ALLOWED_METHODS = 'POST, OPTIONS';

/**
 * Astro route handlers for an estimate endpoint. Order matters: a preflight is answered at once
 * and never counted; every other request is counted before anything else is done with it, so a
 * flood of bad requests costs as little as a flood of good ones and hits the same limit.
 */
export function createEstimateRoutes(definition: EstimateEndpointDefinition): { POST: APIRoute; OPTIONS: APIRoute; ALL: APIRoute } {
  const limiter = createEndpointRateLimiter(definition.name);
  const { errors } = definition;

  async function handle(context: APIContext): Promise<Response> {
    const { request } = context;
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: PREFLIGHT_HEADERS });

    const client = clientAddress(socketAddressOf(context), request.headers.get('x-forwarded-for'), serverConfig.trustedProxyHops);
    const outcome = await limiter.consume(rateLimitKey(client));
    const headers = { ...CORS_HEADERS, ...rateLimitHeaders(outcome) };
    if (!outcome.allowed) return jsonResponse(429, errors.rateLimited(), headers);

    if (request.method !== 'POST') {
      return jsonResponse(405, errors.methodNotAllowed(request.method), { ...headers, Allow: ALLOWED_METHODS });
    }
    const body = await readJsonBody(request);
    if (!body.ok) {
      return jsonResponse(body.problem === 'too_large' ? 413 : 400, errors.unreadableBody(body.problem), headers);
    }
    const reply = definition.estimate(body.value);
    return jsonResponse(reply.status, reply.body, headers);
  }

  return { POST: handle, OPTIONS: handle, ALL: handle };
}

/** The socket peer (no forwarded headers are consulted when no allowedDomains are configured). */
function socketAddressOf(context: APIContext): string {
  try {
    return context.clientAddress;
  } catch {
    return 'unknown';
  }
}
