import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { TAX_IMPACT_BENCH_INPUT } from '../../bench/tax-impact-input.ts';
import type { EstimateContract } from '../../src/core/contract/api/contract.ts';
import { API_ROUTES } from '../../src/core/contract/api/routes.ts';
import type * as AnswersInTurn from '../../src/server/answers-in-turn.ts';
import type * as ApiRoutes from '../../src/server/api-routes.ts';
import type * as EstimateEndpoint from '../../src/server/estimate-endpoint.ts';
import type { RateLimitStores } from '../../src/server/rate-limit-stores.ts';

vi.mock('../../src/server/answers-in-turn.ts', { spy: true });

// The unit project shares modules between files (isolate: false): another file may have loaded
// the endpoint with the real answers-in-turn.ts already. Loaded afresh here, it takes the spy.
let inTurn: typeof AnswersInTurn;
let createApiRoutes: typeof ApiRoutes.createApiRoutes;
let createEstimateEndpoint: typeof EstimateEndpoint.createEstimateEndpoint;
beforeAll(async () => {
  vi.resetModules();
  inTurn = await import('../../src/server/answers-in-turn.ts');
  ({ createApiRoutes } = await import('../../src/server/api-routes.ts'));
  ({ createEstimateEndpoint } = await import('../../src/server/estimate-endpoint.ts'));
});

const allowed = { consume: async () => ({ allowed: true as const, remaining: 59, resetSeconds: 60 }) };
const stores = { forEndpoint: () => allowed } as unknown as RateLimitStores;

/** A POST of `body` as Node hands it to a handler, and a response that keeps what is written. */
function post(body: unknown) {
  const text = JSON.stringify(body);
  const request = Object.assign(Readable.from([Buffer.from(text)]), {
    method: 'POST',
    headers: { 'content-length': String(Buffer.byteLength(text)) },
    socket: { remoteAddress: '127.0.0.1' },
  }) as unknown as IncomingMessage;
  const written: { status?: number; body?: string } = {};
  const response = {
    writeHead(status: number) {
      written.status = status;
      return this;
    },
    end(json: string) {
      written.body = json;
    },
  } as unknown as ServerResponse;
  return { request, response, written };
}

const BODIES: Record<string, unknown> = {
  [API_ROUTES.v2Estimate]: { propertyType: 'office', purchasePrice: 1_250_000 },
  [API_ROUTES.legacyEstimate]: { property_type: 'general_office', purchase_price: 1_250_000 },
  [API_ROUTES.taxImpact]: TAX_IMPACT_BENCH_INPUT,
};

describe('the API routes (decision 0353)', () => {
  it('figure the tax impact in turn with the others of its turn, and answer the estimates at once', async () => {
    const routes = createApiRoutes(stores, 0);
    for (const [path, body] of Object.entries(BODIES)) {
      vi.mocked(inTurn.answerInTurn).mockClear();
      const { request, response, written } = post(body);
      await expect(routes(path)!(request, response)).resolves.toMatchObject({ status: 200 });
      expect(written.status).toBe(200);
      expect(vi.mocked(inTurn.answerInTurn).mock.calls.length, path).toBe(path === API_ROUTES.taxImpact ? 1 : 0);
    }
  });

  it('an answer that throws in turn rejects its own request, for the app to answer 500', async () => {
    const failure = new Error('a bug in the answer');
    const contract = {
      name: 'taxImpact',
      estimate: () => {
        throw failure;
      },
      errors: {},
    } as unknown as EstimateContract;
    const handler = createEstimateEndpoint(contract, allowed, 0, true);
    const { request, response, written } = post({});
    await expect(handler(request, response)).rejects.toBe(failure);
    expect(written.status).toBeUndefined();
  });
});
