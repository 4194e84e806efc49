import type { APIRoute } from 'astro';
// Built by scripts/build-widget.mjs before `astro build` (see scripts/build-if-stale.mjs).
import widgetSource from '../../../widget/dist/costseg-estimator.js?raw';
import { createStaticAsset } from '../../server/static-asset.ts';

/**
 * GET /widget/costseg-estimator.js: the embeddable widget. The URL is unversioned (it is pasted
 * into other sites), so caches keep it 5 minutes and may serve it stale for a day while they
 * revalidate with the ETag: a fix reaches every host page within minutes, a repeat visit costs
 * a 304 at most. Any origin may load it.
 */
const serveWidget = createStaticAsset({
  body: widgetSource,
  contentType: 'text/javascript; charset=utf-8',
  cacheControl: 'public, max-age=300, stale-while-revalidate=86400',
  headers: { 'Access-Control-Allow-Origin': '*', 'Cross-Origin-Resource-Policy': 'cross-origin' },
});

export const GET: APIRoute = ({ request }) => serveWidget(request);
