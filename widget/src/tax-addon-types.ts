/** What the widget's tax add-on (tax-addon.ts) exports, as the widget imports it at run time. */
export type TaxAddon = typeof import('./tax-addon.ts');
