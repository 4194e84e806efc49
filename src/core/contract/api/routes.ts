/**
 * Where things are served: the JSON API's routes and the widget's script. Plain strings only,
 * so the widget and the page scripts that need a path pull in nothing else.
 */

/** Routes of the JSON API. A path may also end in a slash, as Astro's routes may. */
export const API_ROUTES = {
  v2Estimate: '/api/v2/estimate',
  legacyEstimate: '/api/estimate',
  taxImpact: '/api/v2/tax-impact',
  openApi: '/api/openapi.json',
} as const;

/** The embeddable widget's one script, served to any origin. */
export const WIDGET_PATH = '/widget/costseg-estimator.js';

/**
 * The widget's tax add-on, an ES module the widget imports on demand for its tax line (on
 * unless data-show-tax-impact="false"), when a visitor comes to its form, or at its mount when an
 * attribute was set aside (the add-on has the words for it): the engine, the law's rows and
 * those words, about 17 KB gzip, kept out of the widget's first load.
 */
export const WIDGET_TAX_ADDON_PATH = '/widget/costseg-estimator-tax.js';
