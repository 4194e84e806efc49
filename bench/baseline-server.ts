/**
 * The reference for `npm run bench`: a bare node:http server doing the same work as the API,
 * and nothing else. Same core, same validation, same rate limiter (60 a minute per client,
 * keyed by the last X-Forwarded-For entry), JSON in and out; no CORS or rate-limit headers, no
 * logging, no Astro. Tax impact answers as the API does (taxImpactAnswer: the owner's state
 * looked up and its source added), so both servers compute the state's part, and figures it in
 * turn with the others of its event-loop turn, as the API does (answers-in-turn.ts): the same
 * work, scheduled the same way. Run: node bench/baseline-server.ts (PORT, default 0: any free port).
 *
 * With BASELINE_TAX_ANSWER=once, a tax-impact body already answered is answered again from its
 * first answer (still validated, still serialised, still in turn): what the endpoint costs
 * without its computation, the ceiling `npm run bench` reports beside the goal. Never the default.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { taxImpactAnswer } from '../src/core/contract/api/tax-impact-contract.ts';
import { validateLegacyRequest, validateTaxImpactRequest, validateV2Request } from '../src/core/contract/api/validate.ts';
import { estimateV2 } from '../src/core/domain/estimate/estimate.ts';
import { estimateLegacy } from '../src/core/domain/estimate/legacy-estimate.ts';
import { answerInTurn } from '../src/server/answers-in-turn.ts';
import { createEndpointRateLimiter } from '../src/server/rate-limit.ts';

const v2Limiter = createEndpointRateLimiter('v2');
const legacyLimiter = createEndpointRateLimiter('legacy');
const taxImpactLimiter = createEndpointRateLimiter('taxImpact');
const answers = process.env.BASELINE_TAX_ANSWER === 'once' ? new Map<string, unknown>() : null;

function reply(response: http.ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}

async function readText(request: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function readBody(request: http.IncomingMessage): Promise<unknown> {
  return parsed(await readText(request));
}

const server = http.createServer(async (request, response) => {
  const client = String(request.headers['x-forwarded-for'] ?? request.socket.remoteAddress)
    .split(',')
    .at(-1)!
    .trim();
  if (request.url === '/api/v2/estimate') {
    if (!(await v2Limiter.consume(client)).allowed) return reply(response, 429, { error: 'rate_limited' });
    const input = validateV2Request(await readBody(request));
    return input.ok ? reply(response, 200, estimateV2(input.value)) : reply(response, 400, { error: 'invalid_request', issues: input.issues });
  }
  if (request.url === '/api/v2/tax-impact') {
    if (!(await taxImpactLimiter.consume(client)).allowed) return reply(response, 429, { error: 'rate_limited' });
    const text = await readText(request);
    const input = validateTaxImpactRequest(parsed(text));
    if (!input.ok) return reply(response, 400, { error: 'invalid_request', issues: input.issues });
    if (!answers) return reply(response, 200, await answerInTurn(() => taxImpactAnswer(input.value)));
    if (!answers.has(text)) answers.set(text, taxImpactAnswer(input.value));
    return reply(response, 200, await answerInTurn(() => answers.get(text)));
  }
  if (request.url === '/api/estimate') {
    if (!(await legacyLimiter.consume(client)).allowed) return reply(response, 429, { error: 'rate_limit', message: 'retry in 60 seconds' });
    const input = validateLegacyRequest(await readBody(request));
    return input.ok
      ? reply(response, 200, estimateLegacy(input.value))
      : reply(response, 400, { error: 'validation_error', message: input.message, field: input.field });
  }
  reply(response, 404, { error: 'not_found' });
});

server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  console.log(`listening on http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
