import { ownWord } from '../contract/api/own-words.ts';
import type { EstimateFormValues } from './estimate-form.ts';
import { isRate, parseRateInput, percentText } from './rate-input.ts';
import { defaultTaxFormValues, FIELD_NAMES, isRateField, type TaxFormValues } from './tax-form.ts';
import { TAX_FORM_FIELDS, type TaxFormField } from './tax-form-fields.ts';

/**
 * The page's form values from its link (the query string), as the server-rendered page reads them
 * (EstimatorIsland.astro). Only the server reads a link, so the island and the widget carry none
 * of this. Each word comes back as the contract's own string (ownWord): the page's answer is
 * looked up by it, and a word read anew for each page would throw away V8's optimised code for
 * those lookups (docs/decisions/0354-a-request-speaks-the-contract-s-own-words.md).
 */

/** The estimate's values; absent parameters are blank. */
export function estimateFormValuesFrom(params: URLSearchParams): EstimateFormValues {
  return {
    propertyType: ownWord(params.get('propertyType') ?? ''),
    purchasePrice: params.get('purchasePrice') ?? '',
    zip: params.get('zip') ?? '',
  };
}

/**
 * The tax impact's values; absent parameters take the defaults. A rate the link gives as a
 * fraction or a percent shows as a percent; one that is neither (`taxRate=37`) shows as the link
 * wrote it, with its message by the field.
 */
export function taxFormValuesFrom(params: URLSearchParams, today: string): TaxFormValues {
  const values = defaultTaxFormValues(today);
  for (const field of FIELD_NAMES) {
    const given = params.get(field);
    if (given === null) continue;
    const rate = isRateField(field) ? parseRateInput(given) : undefined;
    values[field] = isRate(rate) ? percentText(rate) : ownWord(LINK_READERS[READER_OF.get(field) ?? 'trimmed'](given));
  }
  return values;
}

/** How a link's word is read into a field that is not a rate: trimmed, and as a visitor means it where its entry says so. */
const LINK_READERS: Record<NonNullable<TaxFormField['linkReader']> | 'trimmed', (given: string) => string> = {
  trimmed: (given) => given.trim(),
  upperCase: (given) => given.trim().toUpperCase(),
  yesOrNo: (given) => checkboxValue(given),
};
const READER_OF = new Map(TAX_FORM_FIELDS.flatMap((field) => (field.linkReader ? [[field.name, field.linkReader] as const] : [])));

/**
 * A yes-or-no parameter as the checkbox holds it: 'true' when checked, blank when not. A link
 * may say it in other common ways (`yes`, `1`, `on`; `no`, `0`, `off`, `false`); anything else is
 * kept as written, so the field says it wants a yes or a no.
 */
function checkboxValue(given: string): string {
  const word = given.trim().toLowerCase();
  if (['true', 'yes', '1', 'on'].includes(word)) return 'true';
  if (['', 'false', 'no', '0', 'off'].includes(word)) return '';
  return given.trim();
}
