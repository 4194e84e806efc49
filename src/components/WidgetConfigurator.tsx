import { useEffect, useRef, useState } from 'preact/hooks';
import {
  accentColorFrom,
  ctaTextFrom,
  embedSnippet,
  isAllowedCtaUrl,
  taxRateFrom,
  WIDGET_CONTAINER_ID,
  WIDGET_DEFAULTS,
  type WidgetConfig,
} from '../core/widget-config.ts';
import { CopyButton } from './CopyButton.tsx';

/**
 * The embed configurator: a firm picks its colour, call to action and branding, sees the real
 * widget (the script it will embed) update live, and copies the exact snippet for its site.
 */
export default function WidgetConfigurator({ serviceUrl }: { serviceUrl: string }) {
  const [accent, setAccent] = useState(WIDGET_DEFAULTS.accentColor);
  const [ctaText, setCtaText] = useState(WIDGET_DEFAULTS.ctaText);
  // As the snippet starts: no link, which the widget writes as "#".
  const [ctaUrl, setCtaUrl] = useState('');
  const [showBranding, setShowBranding] = useState(true);
  const [showTaxImpact, setShowTaxImpact] = useState(false);
  const [taxRate, setTaxRate] = useState(String(WIDGET_DEFAULTS.taxRate * 100));
  const preview = useRef<HTMLDivElement>(null);

  // What the widget will actually use: the same checks it applies to its attributes.
  const config: WidgetConfig = {
    accentColor: accentColorFrom(accent),
    ctaText: ctaTextFrom(ctaText),
    // As typed (a relative link must resolve on the firm's page, not here), if the widget keeps it.
    ctaUrl: ctaUrl.trim() === '' || !isAllowedCtaUrl(ctaUrl) ? WIDGET_DEFAULTS.ctaUrl : ctaUrl.trim(),
    showBranding,
    showTaxImpact,
    taxRate: taxRateFrom(taxRate),
  };
  const snippet = embedSnippet(config, serviceUrl);

  useEffect(() => {
    const element = preview.current;
    const api = window.CostSegEstimator;
    if (!element || !api) return;
    api.unmount(element);
    api.mount(element);
  }, [snippet]);

  const changed = (set: (value: string) => void) => (event: Event) => set((event.currentTarget as HTMLInputElement).value);

  return (
    <div class="two-columns">
      <form class="estimator-form" onSubmit={(event) => event.preventDefault()}>
        <div class="field">
          <label for="accent">Accent colour</label>
          <div class="colour-row">
            <input
              id="accent-picker"
              type="color"
              value={config.accentColor.length === 7 ? config.accentColor : WIDGET_DEFAULTS.accentColor.toLowerCase()}
              onInput={changed(setAccent)}
              aria-label="Accent colour picker"
            />
            <input id="accent" type="text" value={accent} onInput={changed(setAccent)} aria-describedby="accent-hint" />
          </div>
          <p id="accent-hint" class="hint">{`A hex colour such as ${WIDGET_DEFAULTS.accentColor}; anything else uses the default.`}</p>
        </div>
        <div class="field">
          <label for="cta-text">Button text</label>
          <input id="cta-text" type="text" value={ctaText} onInput={changed(setCtaText)} />
        </div>
        <div class="field">
          <label for="cta-url">Button link</label>
          <input
            id="cta-url"
            type="url"
            value={ctaUrl}
            placeholder="https://your-firm.example/quote"
            onInput={changed(setCtaUrl)}
            aria-describedby={config.ctaUrl === '#' ? 'cta-url-hint cta-url-warning' : 'cta-url-hint'}
          />
          <p id="cta-url-hint" class="hint">
            Your quote or contact page: an http(s) address, a path or #anchor. Empty means "#".
          </p>
          {config.ctaUrl === '#' && (
            <p id="cta-url-warning" class="field-warning">
              The button goes nowhere with "#": enter the address of your quote or contact page.
            </p>
          )}
        </div>
        <div class="field checkbox">
          <input id="branding" type="checkbox" checked={showBranding} onChange={(event) => setShowBranding(event.currentTarget.checked)} />
          <label for="branding">Show "Powered by" footer</label>
        </div>
        <div class="field checkbox">
          <input id="tax-impact" type="checkbox" checked={showTaxImpact} onChange={(event) => setShowTaxImpact(event.currentTarget.checked)} />
          <label for="tax-impact">Show the first-year deduction and tax saving</label>
        </div>
        {showTaxImpact && (
          <div class="field">
            <label for="tax-rate">Tax rate (%)</label>
            <input id="tax-rate" type="text" inputMode="decimal" value={taxRate} onInput={changed(setTaxRate)} aria-describedby="tax-rate-hint" />
            <p id="tax-rate-hint" class="hint">
              0 to 100; anything else uses 37%. The line assumes the property is placed in service today.
            </p>
          </div>
        )}
      </form>
      <section aria-labelledby="snippet-heading" class="estimator-result">
        <h2 id="snippet-heading">Your snippet</h2>
        <label for="snippet" class="hint">
          Paste it where the estimator should appear.
        </label>
        <textarea id="snippet" class="snippet" readOnly rows={6} value={snippet} />
        <div class="share-row">
          <CopyButton
            label="Copy snippet"
            text={() => snippet}
            copied="Snippet copied"
            failed="Copy failed: select the snippet and copy it"
            resetKey={snippet}
          />
        </div>
        <h2 id="preview-heading" class="preview-heading">
          Live preview
        </h2>
        <div
          id={WIDGET_CONTAINER_ID}
          ref={preview}
          data-accent-color={config.accentColor}
          data-cta-text={config.ctaText}
          data-cta-url={config.ctaUrl}
          data-show-branding={String(config.showBranding)}
          data-show-tax-impact={String(config.showTaxImpact)}
          data-tax-rate={String(config.taxRate * 100)}
        />
      </section>
    </div>
  );
}
