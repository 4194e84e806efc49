import type { WidgetConfig } from './config.ts';

/** What a firm pastes into its page: the container with its settings, then the script. */
export function embedSnippet(config: WidgetConfig, serviceUrl: string): string {
  const attribute = (name: string, value: string) => ` ${name}="${escapeAttribute(value)}"`;
  return (
    `<div id="costseg-estimator"` +
    attribute('data-accent-color', config.accentColor) +
    attribute('data-cta-text', config.ctaText) +
    attribute('data-cta-url', config.ctaUrl) +
    attribute('data-show-branding', String(config.showBranding)) +
    `></div>\n<script async src="${escapeAttribute(serviceUrl)}/widget/costseg-estimator.js"></script>`
  );
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
