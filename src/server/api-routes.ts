import type { EstimateContract } from '../core/contract/api/contract.ts';
import { ESTIMATE_ROUTES } from '../core/contract/api/estimate-contracts.ts';
import { type ApiHandler, createEstimateEndpoint } from './estimate-endpoint.ts';
import type { RateLimitStores } from './rate-limit-stores.ts';

/**
 * The endpoints whose answers are figured together once the event loop's reads are done
 * (answers-in-turn.ts): the tax impact's. The estimates' are answered at once. Why: decision 0353.
 */
const ANSWERED_IN_TURN: ReadonlySet<EstimateContract['name']> = new Set(['taxImpact']);

/**
 * The estimate endpoints by path, each with its own rate-limit budget. Answered by a lean Node
 * handler in front of Astro (no Astro pipeline on the hot path; docs/decisions/0002-json-api-in-front-of-astro.md), calling
 * the same core as the page and the widget. A path may end in a slash, as Astro's routes may.
 */
export function createApiRoutes(stores: RateLimitStores, trustedProxyHops: number): (path: string) => ApiHandler | undefined {
  const routes = new Map<string, ApiHandler>();
  for (const { path, contract } of ESTIMATE_ROUTES) {
    const handler = createEstimateEndpoint(contract, stores.forEndpoint(contract.name), trustedProxyHops, ANSWERED_IN_TURN.has(contract.name));
    routes.set(path, handler);
    routes.set(`${path}/`, handler);
  }
  return (path) => routes.get(path);
}
