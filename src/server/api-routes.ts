import type { IncomingMessage, ServerResponse } from 'node:http';
import { legacyEstimateEndpoint } from './endpoints/legacy-estimate.ts';
import { v2EstimateEndpoint } from './endpoints/v2-estimate.ts';
import { createEstimateEndpoint, type ApiHandler, type ApiOutcome } from './estimate-endpoint.ts';
import type { RateLimitStores } from './rate-limit-stores.ts';

/**
 * The JSON API's routes: answered by a lean Node handler in front of Astro (no Astro pipeline
 * for the hot path; README "Performance"), calling the same core as the page and the widget.
 * A path may end in a slash, as Astro's routes may.
 */
export function createApiRoutes(stores: RateLimitStores, trustedProxyHops: number) {
  const routes = new Map<string, ApiHandler>();
  for (const [path, definition] of [
    ['/api/v2/estimate', v2EstimateEndpoint],
    ['/api/estimate', legacyEstimateEndpoint],
  ] as const) {
    const handler = createEstimateEndpoint(definition, stores.forEndpoint(definition.name), trustedProxyHops);
    routes.set(path, handler);
    routes.set(`${path}/`, handler);
  }
  /** The handler for a path, or undefined when the path is not an API route. */
  return (path: string): ((request: IncomingMessage, response: ServerResponse) => Promise<ApiOutcome>) | undefined =>
    routes.get(path);
}
