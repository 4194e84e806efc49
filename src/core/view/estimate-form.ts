import { checkV2Fields, type V2Field } from '../contract/v2-field-checks.ts';
import type { V2PropertyType } from '../domain/estimate/catalog.ts';
import { estimateV2Detail, type V2EstimateDetail } from '../domain/estimate/estimate.ts';
import { landShareForZip } from '../domain/estimate/land.ts';
import { parsePriceInput } from './price-input.ts';
import { VISITOR_MESSAGES } from './visitor-messages.ts';

/** The estimate form's fields as text, as they arrive from a query string or the inputs. */
export interface EstimateFormValues {
  propertyType: string;
  purchasePrice: string;
  zip: string;
}

/** A visitor's message per field that is wrong: the field's words, whatever its problem (visitor-messages.ts). */
export type EstimateFormIssues = Partial<Record<V2Field, string>>;

export type EstimateFormState =
  | { kind: 'empty' }
  | { kind: 'invalid'; issues: EstimateFormIssues }
  | { kind: 'estimate'; detail: V2EstimateDetail; input: { propertyType: V2PropertyType; purchasePrice: number; zip?: string } };

/**
 * What the page shows for a set of form values: nothing yet (all blank), the field messages
 * (the API's rules, in a visitor's words), or the estimate. Shared by the server-rendered page
 * and the island, so both show the same thing for the same values.
 */
export function evaluateEstimateForm(values: EstimateFormValues): EstimateFormState {
  const propertyType = values.propertyType.trim();
  const priceText = values.purchasePrice.trim();
  const zip = values.zip.trim();
  if (propertyType === '' && priceText === '' && zip === '') return { kind: 'empty' };

  const price = priceText === '' ? undefined : parsePriceInput(priceText);
  const problems = checkV2Fields({
    propertyType: propertyType === '' ? undefined : propertyType,
    // Text that is no price at all ("lots") is a wrong price, as a number would be.
    purchasePrice: price === null ? Number.NaN : price,
    zip: zip === '' ? undefined : zip,
  });
  const wrong = Object.keys(problems) as V2Field[];
  if (wrong.length > 0) return { kind: 'invalid', issues: Object.fromEntries(wrong.map((field) => [field, VISITOR_MESSAGES[field]])) };

  const input = { propertyType: propertyType as V2PropertyType, purchasePrice: price!, ...(zip ? { zip } : {}) };
  return { kind: 'estimate', detail: estimateV2Detail(input, landShareForZip(input.zip)), input };
}

/** Query string of a form state: the canonical, sharable form of the inputs. */
export function estimateFormQuery(values: EstimateFormValues): string {
  const params = new URLSearchParams();
  const price = parsePriceInput(values.purchasePrice);
  if (values.propertyType.trim()) params.set('propertyType', values.propertyType.trim());
  if (values.purchasePrice.trim()) params.set('purchasePrice', price === null ? values.purchasePrice.trim() : String(price));
  if (values.zip.trim()) params.set('zip', values.zip.trim());
  return params.toString();
}
