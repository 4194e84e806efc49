import { useEffect, useRef, useState } from 'preact/hooks';
import { WIDGET_PATH } from '../core/contract/api/routes.ts';
import { MAX_PURCHASE_PRICE, MAX_ZIP_LENGTH, MIN_PURCHASE_PRICE } from '../core/contract/limits.ts';
import { V2_LABELS, V2_PROPERTY_TYPES, type V2PropertyType } from '../core/domain/estimate/catalog.ts';
import { formatUsd } from '../core/view/format.ts';
import { fractionText, percentText } from '../core/view/rate-input.ts';
import {
  accentColorFrom,
  ctaTextCut,
  ctaTextFrom,
  embedSnippet,
  isAllowedCtaUrl,
  MAX_CTA_TEXT_LENGTH,
  prefillFrom,
  propertyTypesFrom,
  WIDGET_CONTAINER_ID,
  WIDGET_DEFAULTS,
  WIDGET_THEMES,
  type WidgetConfig,
  type WidgetTheme,
} from '../core/view/widget-config.ts';
import { taxRateFrom } from '../core/view/widget-warnings.ts';
import { CopyButton } from './CopyButton.tsx';

/** What the preview shows until the firm pre-fills something: an example, so the result is there to see. */
const EXAMPLE = { propertyType: 'office', purchasePrice: '1250000', zip: '10001' } as const;

const THEME_NAMES: Readonly<Record<WidgetTheme, string>> = {
  light: 'Light',
  dark: 'Dark',
  auto: "Auto: the visitor's system setting",
};

/**
 * The embed configurator: a firm picks its colour, call to action and branding, sees the real
 * widget (the script it will embed) update live, and copies the exact snippet for its site.
 * `topTaxRate`: the widget's default rate, the top federal rate (tax-impact-inputs.ts), given by the
 * page: the law's records stay on the server, out of the configurator's first load.
 */
export default function WidgetConfigurator({ serviceUrl, topTaxRate }: { serviceUrl: string; topTaxRate: number }) {
  const [accent, setAccent] = useState(WIDGET_DEFAULTS.accentColor);
  const [ctaText, setCtaText] = useState(WIDGET_DEFAULTS.ctaText);
  // As the snippet starts: no link, which the widget writes as "#".
  const [ctaUrl, setCtaUrl] = useState('');
  const [showBranding, setShowBranding] = useState(WIDGET_DEFAULTS.showBranding);
  const [showTaxImpact, setShowTaxImpact] = useState(WIDGET_DEFAULTS.showTaxImpact);
  const [taxRate, setTaxRate] = useState(percentText(topTaxRate));
  const [ctaIncludeEstimate, setCtaIncludeEstimate] = useState(WIDGET_DEFAULTS.ctaIncludeEstimate);
  const [theme, setTheme] = useState<WidgetTheme>(WIDGET_DEFAULTS.theme);
  const [offered, setOffered] = useState<readonly V2PropertyType[]>(V2_PROPERTY_TYPES);
  const [prefillType, setPrefillType] = useState('');
  const [prefillPrice, setPrefillPrice] = useState('');
  const [prefillZip, setPrefillZip] = useState('');
  // The empty-link warning waits until the firm works on its call to action (its words or link).
  const [ctaTouched, setCtaTouched] = useState(false);
  const preview = useRef<HTMLDivElement>(null);

  // What the widget will actually use: the same checks it applies to its attributes.
  let taxRateIgnored = false;
  const rate = taxRateFrom(taxRate, topTaxRate, () => {
    taxRateIgnored = true;
  });
  const propertyTypes = propertyTypesFrom(offered.join(','));
  const prefill = prefillFrom({ propertyType: prefillType, purchasePrice: prefillPrice, zip: prefillZip }, propertyTypes);
  // What the widget would set aside, said by the field (a review typed "blue" and "javascript:" and was not told).
  let accentIgnored = false;
  // A field left empty takes the default, as its hint says: nothing to warn of.
  const accentColor = accentColorFrom(accent, () => {
    accentIgnored = accent.trim() !== '';
  });
  const accentHint = `A hex colour such as ${WIDGET_DEFAULTS.accentColor}; anything else uses the default.`;
  const accentWarning = accentIgnored
    ? `Not a hex colour: the widget would use ${WIDGET_DEFAULTS.accentColor}. Write # and three or six hex digits, such as #0F766E.`
    : undefined;
  const ctaUrlRefused = ctaUrl.trim() !== '' && !isAllowedCtaUrl(ctaUrl);
  const config: WidgetConfig = {
    accentColor,
    ctaText: ctaTextFrom(ctaText),
    // As typed (a relative link must resolve on the firm's page, not here), if the widget keeps it.
    ctaUrl: ctaUrl.trim() === '' || ctaUrlRefused ? WIDGET_DEFAULTS.ctaUrl : ctaUrl.trim(),
    showBranding,
    showTaxImpact,
    // The widget's own reading, written as a fraction unless it is the default; what it would
    // ignore is flagged by the field.
    taxRate: rate === topTaxRate ? WIDGET_DEFAULTS.taxRate : fractionText(rate),
    ctaIncludeEstimate,
    prefill,
    propertyTypes,
    theme,
  };
  const snippet = embedSnippet(config, serviceUrl);
  // Until the firm pre-fills something, the preview shows an example estimate (of a type offered),
  // so that it sees the result its visitors will see; the snippet is not changed by it.
  const example = !prefill.propertyType && !prefill.purchasePrice && !prefill.zip;
  const shown = example
    ? {
        propertyType: propertyTypes.includes(EXAMPLE.propertyType) ? EXAMPLE.propertyType : propertyTypes[0]!,
        purchasePrice: EXAMPLE.purchasePrice,
        zip: EXAMPLE.zip,
      }
    : prefill;
  const previewKey = `${snippet}|${example}`;

  // The widget's script loads when the preview comes within a screen or so of the viewport, not
  // with the page: below the settings (on a phone, far below), it would otherwise spend the main
  // thread on a preview no one sees yet. Loaded, it mounts the preview itself (the container
  // has its id), with the settings of that moment.
  useEffect(() => {
    const element = preview.current;
    if (!element || window.CostSegEstimator) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        const script = document.createElement('script');
        script.src = WIDGET_PATH;
        script.async = true;
        document.head.append(script);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // A change of settings remounts the preview, so the widget reads its attributes again.
  // `readKey` is the settings the widget has read or will read: the container's attributes after
  // each render, which the script also reads if it loads later. A mount made with the settings on
  // screen is kept (mount is a no-op then), so hydration does not render the preview twice.
  const readKey = useRef(previewKey);
  useEffect(() => {
    const stale = readKey.current !== previewKey;
    readKey.current = previewKey;
    const element = preview.current;
    const api = window.CostSegEstimator;
    if (!element || !api) return;
    if (stale) api.unmount(element);
    api.mount(element);
  }, [previewKey]);

  const changed = (set: (value: string) => void) => (event: Event) => set((event.currentTarget as HTMLInputElement).value);
  const ctaChanged = (set: (value: string) => void) => (event: Event) => {
    setCtaTouched(true);
    set((event.currentTarget as HTMLInputElement).value);
  };
  const toggleOffered = (type: V2PropertyType) => (event: Event) => {
    const checked = (event.currentTarget as HTMLInputElement).checked;
    setOffered((previous) => V2_PROPERTY_TYPES.filter((each) => (each === type ? checked : previous.includes(each))));
  };
  // A pre-fill the widget would ignore is left out of the snippet: say so by the field.
  const ignored = (typed: string, kept: string) => typed.trim() !== '' && kept === '';

  return (
    <div class="two-columns">
      <form class="estimator-form" onSubmit={(event) => event.preventDefault()}>
        <fieldset class="field choices offer">
          <legend>The tax line</legend>
          <CheckboxField
            id="tax-impact"
            label="Show the first-year deduction and tax saving"
            checked={showTaxImpact}
            onChange={setShowTaxImpact}
            hint="Recommended, and on unless you untick it: the result opens with the tax the study saves this year, the figure owners ask about first. Its code loads only when a visitor comes to the form."
          />
          {showTaxImpact && (
            <TextField
              id="tax-rate"
              label="Tax rate"
              value={taxRate}
              onInput={changed(setTaxRate)}
              hint="A percent with its sign (37%) or a fraction (0.37), up to 100%; the snippet writes the fraction, unless it is the default. The line assumes the property is placed in service today."
              warning={
                taxRateIgnored
                  ? `The widget would ignore this and use ${percentText(topTaxRate)}: write a percent with its sign (24%) or a fraction (0.24), up to 100%.`
                  : undefined
              }
            />
          )}
        </fieldset>
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
            <input id="accent" type="text" value={accent} onInput={changed(setAccent)} aria-describedby={describedBy('accent', accentHint, accentWarning)} />
          </div>
          <HintAndWarning id="accent" hint={accentHint} warning={accentWarning} />
        </div>
        <TextField
          id="cta-text"
          label="Button text"
          value={ctaText}
          onInput={ctaChanged(setCtaText)}
          warning={
            ctaTextCut(ctaText) ? `Longer than ${MAX_CTA_TEXT_LENGTH} characters: the widget shows its first ${MAX_CTA_TEXT_LENGTH - 1} and “…”.` : undefined
          }
        />
        <TextField
          id="cta-url"
          label="Button link"
          type="url"
          value={ctaUrl}
          placeholder="https://your-firm.example/quote"
          onInput={ctaChanged(setCtaUrl)}
          hint='Your quote or contact page: an http(s) address, a path or #anchor. Empty means "#".'
          warning={
            ctaUrlRefused
              ? 'The widget refuses this link (only an http(s) address, a path or a #anchor), and the button would go nowhere ("#").'
              : ctaTouched && config.ctaUrl === '#'
                ? 'The button goes nowhere with "#": enter the address of your quote or contact page.'
                : undefined
          }
        />
        <div class="field">
          <CheckboxField
            id="cta-include-estimate"
            label="Pass the estimate to your page in the link"
            checked={ctaIncludeEstimate}
            onChange={setCtaIncludeEstimate}
            hint="Your page receives the estimate in its query (costseg=1, propertyType, purchasePrice, zip, low, typical, high, and with the tax line taxSaving and what it rests on), for your form to pre-fill: see the widget guide. Not for a #anchor link."
          />
        </div>
        <SelectField
          id="theme"
          label="Theme"
          value={theme}
          onChange={(value) => setTheme(value as WidgetTheme)}
          options={WIDGET_THEMES.map((each) => [each, THEME_NAMES[each]])}
        />
        <fieldset class="field choices" aria-describedby="offered-hint">
          <legend>Property types offered</legend>
          {V2_PROPERTY_TYPES.map((type) => (
            <div key={type} class="checkbox">
              <input id={`offered-${type}`} type="checkbox" checked={offered.includes(type)} onChange={toggleOffered(type)} />
              <label for={`offered-${type}`}>{V2_LABELS[type]}</label>
            </div>
          ))}
          <p id="offered-hint" class="hint">
            The types your firm serves. None ticked means all.
          </p>
        </fieldset>
        <fieldset class="field choices">
          <legend>Pre-fill (optional)</legend>
          <SelectField
            id="prefill-type"
            label="Property type"
            value={prefill.propertyType}
            onChange={setPrefillType}
            options={[['', 'None'], ...propertyTypes.map((type) => [type, V2_LABELS[type]] as const)]}
          />
          <TextField
            id="prefill-price"
            label="Purchase price"
            inputMode="decimal"
            value={prefillPrice}
            onInput={changed(setPrefillPrice)}
            warning={
              ignored(prefillPrice, prefill.purchasePrice)
                ? `Not a price from ${formatUsd(MIN_PURCHASE_PRICE)} to ${formatUsd(MAX_PURCHASE_PRICE)}: left out of the snippet.`
                : undefined
            }
          />
          <TextField
            id="prefill-zip"
            label="ZIP code"
            inputMode="numeric"
            value={prefillZip}
            onInput={changed(setPrefillZip)}
            warning={ignored(prefillZip, prefill.zip) ? `More than ${MAX_ZIP_LENGTH} characters: left out of the snippet.` : undefined}
          />
        </fieldset>
        <div class="field checkbox">
          <input id="branding" type="checkbox" checked={showBranding} onChange={(event) => setShowBranding(event.currentTarget.checked)} />
          <label for="branding">Show "Powered by" footer</label>
        </div>
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
          data-tax-rate={config.taxRate}
          data-cta-include-estimate={String(config.ctaIncludeEstimate)}
          data-theme={config.theme}
          data-property-types={config.propertyTypes.join(',')}
          data-property-type={shown.propertyType}
          data-purchase-price={shown.purchasePrice}
          data-zip={shown.zip}
        />
        {example && (
          <p class="hint" id="preview-example">
            {`Filled in with an example (${V2_LABELS[shown.propertyType as V2PropertyType]}, $1,250,000, ZIP 10001) to show the result. Your visitors start with an empty form unless you pre-fill it.`}
          </p>
        )}
      </section>
    </div>
  );
}

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onInput: (event: Event) => void;
  type?: 'text' | 'url';
  inputMode?: 'decimal' | 'numeric';
  placeholder?: string;
  hint?: string;
  /** Shown under the field, and named by its aria-describedby, while the value will not do what the firm means. */
  warning?: string | undefined;
}

/** A labelled text input with an optional hint and warning, each tied to it for screen readers. */
function TextField({ id, label, hint, warning, type = 'text', ...input }: TextFieldProps) {
  return (
    <div class="field">
      <label for={id}>{label}</label>
      <input id={id} type={type} aria-describedby={describedBy(id, hint, warning)} {...input} />
      <HintAndWarning id={id} hint={hint} warning={warning} />
    </div>
  );
}

/** The ids of a field's hint and warning, those it has, for its aria-describedby. */
function describedBy(id: string, hint: string | undefined, warning: string | undefined): string | undefined {
  return [hint && `${id}-hint`, warning && `${id}-warning`].filter(Boolean).join(' ') || undefined;
}

/** A field's hint and its warning, under it, each with the id describedBy names. */
function HintAndWarning({ id, hint, warning }: { id: string; hint: string | undefined; warning: string | undefined }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} class="hint">
          {hint}
        </p>
      )}
      {warning && (
        <p id={`${id}-warning`} class="field-warning">
          {warning}
        </p>
      )}
    </>
  );
}

interface CheckboxFieldProps {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint: string;
}

/** A checkbox with its label and, under them, a hint tied to it for screen readers. */
function CheckboxField({ id, label, checked, onChange, hint }: CheckboxFieldProps) {
  return (
    <>
      <div class="checkbox">
        <input id={id} type="checkbox" checked={checked} onChange={(event) => onChange(event.currentTarget.checked)} aria-describedby={`${id}-hint`} />
        <label for={id}>{label}</label>
      </div>
      <p id={`${id}-hint`} class="hint">
        {hint}
      </p>
    </>
  );
}

interface SelectFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Each option's value and the words it shows. */
  options: readonly (readonly [value: string, words: string])[];
}

/** A labelled drop-down. */
function SelectField({ id, label, value, onChange, options }: SelectFieldProps) {
  return (
    <div class="field">
      <label for={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.currentTarget.value)}>
        {options.map(([each, words]) => (
          <option key={each} value={each}>
            {words}
          </option>
        ))}
      </select>
    </div>
  );
}
