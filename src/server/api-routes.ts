import { ESTIMATE_ROUTES } from '../core/contract/api/estimate-contracts.ts';
import { type ApiHandler, createEstimateEndpoint } from './estimate-endpoint.ts';
import type { RateLimitStores } from './rate-limit-stores.ts';

/**
 * The estimate endpoints by path, each with its own rate-limit budget. Answered by a lean Node
 * handler in front of Astro (no Astro pipeline on the hot path; docs/decisions/0002-json-api-in-front-of-astro.md), calling
 * the same core as the page and the widget. A path may end in a slash, as Astro's routes may.
 */
export function createApiRoutes(stores: RateLimitStores, trustedProxyHops: number): (path: string) => ApiHandler | undefined {
  const routes = new Map<string, ApiHandler>();
  for (const { path, contract } of ESTIMATE_ROUTES) {
    const handler = createEstimateEndpoint(contract, stores.forEndpoint(contract.name), trustedProxyHops);
    routes.set(path, handler);
    routes.set(`${path}/`, handler);
  }
  return (path) => routes.get(path);
}
