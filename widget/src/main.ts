import { h, render } from 'preact';
import { WIDGET_PATH, WIDGET_TAX_ADDON_PATH } from '../../src/core/contract/api/routes.ts';
import { readWidgetConfig, WIDGET_CONTAINER_ID } from '../../src/core/view/widget-config.ts';
import { accentCss, WIDGET_CSS } from './styles.ts';
import type { TaxAddon } from './tax-addon-types.ts';
import { type EstimateEventDetail, WidgetApp, type WidgetEventType } from './WidgetApp.tsx';

/**
 * The embeddable widget's loader: one global, window.CostSegEstimator, with mount/unmount.
 * It mounts into #costseg-estimator as soon as it runs, and again on DOMContentLoaded in case
 * the container comes later in the page; single-page apps call mount() after navigating.
 */
interface CostSegEstimatorApi {
  mount(element: Element, options?: MountOptions): void;
  unmount(element: Element): void;
  version: string;
}

/** Callbacks for the container's events, for hosts that prefer them to listeners. */
export interface MountOptions {
  /** With each costseg:estimate's detail: a valid estimate, once the visitor's inputs rest. */
  onEstimate?(detail: EstimateEventDetail): void;
  /** With each costseg:cta's detail: a click on the call to action, before it navigates. */
  onCtaClick?(detail: EstimateEventDetail): void;
}

declare global {
  interface Window {
    CostSegEstimator?: CostSegEstimatorApi;
  }
}

/**
 * The service's origin, from this script's own address: the branding links back to it. Some
 * loaders run scripts without document.currentScript; then the script tag is looked up by path.
 */
const serviceUrl = (() => {
  const script = (document.currentScript as HTMLScriptElement | null) ?? document.querySelector<HTMLScriptElement>(`script[src*="${WIDGET_PATH}"]`);
  try {
    return new URL(script?.src ?? '').origin;
  } catch {
    return '';
  }
})();

let taxAddon: Promise<TaxAddon> | undefined;
/**
 * The tax add-on, imported once for the page, when a container with the tax line first needs it:
 * an ES module served beside this script (with CORS, as module scripts are fetched).
 */
function loadTaxAddon(): Promise<TaxAddon> {
  taxAddon ??= (import(`${serviceUrl}${WIDGET_TAX_ADDON_PATH}`) as Promise<TaxAddon>).catch((error: unknown) => {
    taxAddon = undefined; // a later mount may try again
    throw error;
  });
  return taxAddon;
}

/** One shared copy of the big stylesheet for every widget on the page. */
let sharedSheet: CSSStyleSheet | undefined;
function baseSheet(): CSSStyleSheet {
  if (!sharedSheet) {
    sharedSheet = new CSSStyleSheet();
    sharedSheet.replaceSync(WIDGET_CSS);
  }
  return sharedSheet;
}

/** Shadow roots this script made (it renders into no one else's) and those it rendered into. */
const ours = new WeakSet<ShadowRoot>();
const mounted = new WeakSet<ShadowRoot>();

function mount(element: Element, options?: MountOptions): void {
  try {
    let root = element.shadowRoot;
    if (root && !ours.has(root)) throw new Error('element has a shadow root');
    if (!root) {
      root = element.attachShadow({ mode: 'open' });
      ours.add(root);
    }
    if (mounted.has(root)) return;
    const dataset = (element as HTMLElement).dataset ?? {};
    const { config, ignored } = readWidgetConfig(dataset, document.baseURI);
    // Once per mount (a mounted element returned above): what the firm wrote that the widget set
    // aside. In the words of the tax add-on (widget-warnings.ts), which a container with the tax
    // line loads anyway; without the line, or should the add-on fail or be of another release,
    // the attributes' names alone.
    if (ignored.length)
      (config.showTaxImpact ? loadTaxAddon() : Promise.reject())
        .then((addon) => {
          for (const line of addon.attributeWarnings(dataset, document.baseURI)) console.warn(`CostSegEstimator: ${line}`);
        })
        .catch(() => console.warn('CostSegEstimator: set aside for the defaults:', ignored.join(', ')));
    const accent = new CSSStyleSheet(); // constructable stylesheets: Chrome 73, Firefox 101, Safari 16.4
    accent.replaceSync(accentCss(config.accentColor));
    root.adoptedStyleSheets = [baseSheet(), accent];
    // The event on the container, for listeners anywhere up the page, then the mount's callback.
    const emit = (type: WidgetEventType, detail: EstimateEventDetail) => {
      element.dispatchEvent(new CustomEvent(`costseg:${type}`, { detail, bubbles: true, composed: true }));
      options?.[type === 'cta' ? 'onCtaClick' : 'onEstimate']?.(detail);
    };
    render(h(WidgetApp, { config, serviceUrl, loadTaxAddon, emit }), root);
    mounted.add(root);
  } catch (error) {
    console.warn('CostSegEstimator:', error, element);
  }
}

function unmount(element: Element): void {
  const root = element.shadowRoot;
  if (!root || !mounted.has(root)) return;
  render(null, root);
  root.adoptedStyleSheets = [];
  mounted.delete(root);
}

// A second copy of the script (pasted twice, or re-run by a SPA) uses the first copy's API, so
// the record of what is mounted stays in one place.
window.CostSegEstimator ??= { mount, unmount, version: '1' };
const api: CostSegEstimatorApi = window.CostSegEstimator;

function mountDefault(): void {
  const element = document.getElementById(WIDGET_CONTAINER_ID);
  if (element) api.mount(element);
}

mountDefault();
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', mountDefault);
