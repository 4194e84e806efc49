import { type EstimateFormValues, estimateFormQuery } from './estimate-form.ts';
import { defaultTaxFormValues, type TaxFormValues, taxFormQuery } from './tax-form.ts';

/**
 * The page's address for what the visitor entered, as last judged: the estimate's parameters,
 * then the tax choices, which pin the dates the answer depends on (taxFormQuery, decision 0343).
 * A form with nothing entered has no answer and no dates to pin: its address stays bare, so that
 * a bookmark of the empty estimator opens on the day it is opened, not on the day it was saved.
 */
export function pageQuery(estimate: EstimateFormValues, tax: TaxFormValues, today: string): string {
  const estimateQuery = estimateFormQuery(estimate);
  const untouched = defaultTaxFormValues(today);
  if (estimateQuery === '' && Object.entries(untouched).every(([field, value]) => tax[field as keyof TaxFormValues].trim() === value)) return '';
  const params = new URLSearchParams(estimateQuery);
  for (const [field, value] of taxFormQuery(tax, today)) params.set(field, value);
  return params.toString();
}
