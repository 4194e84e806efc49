import type { V2Estimate } from '../domain/estimate/estimate.ts';
import { stateTaxIncluded } from '../domain/tax/state-tax-included.ts';
import type { TaxImpact } from '../domain/tax/tax-impact-types.ts';

/**
 * A firm's call-to-action link with the visitor's inputs added to its query string, so the
 * firm's own form can pre-fill: the URL's existing parameters and fragment are kept, a value is
 * set (replacing one of the same name), undefined values are left out, and everything is
 * encoded by URLSearchParams. Only http(s) URLs are given parameters; anything else (which the
 * configuration and the widget refuse earlier anyway) is returned as it was.
 */
export function withQueryParameters(url: string, parameters: Readonly<Record<string, string | number | undefined>>, base?: string): string {
  let target: URL;
  try {
    target = new URL(url, base);
  } catch {
    return url;
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return url;
  for (const [name, value] of Object.entries(parameters)) {
    if (value !== undefined) target.searchParams.set(name, String(value));
  }
  return target.href;
}

/**
 * The call to action's query parameters, version 1 (docs/widget.md, "The call to action's
 * query"): what a firm's form reads. A change to a name or a meaning is a breaking change in
 * CHANGELOG.md, with a new `costseg` version.
 */
export const CTA_CONTRACT_VERSION = 1;

/** The estimate the call to action carries: the inputs as POST /api/v2/estimate takes them, and the reclassified dollars of the three cases. */
// Types, not interfaces: each is a record of query parameters (withQueryParameters).
export type CtaEstimate = {
  /** The contract's version: 1. */
  costseg: number;
  propertyType: string;
  purchasePrice: number;
  zip?: string | undefined;
  low: number;
  typical: number;
  high: number;
};

/** The tax figure it carries when the widget shows its tax line, with the rates and the assumption it rests on. */
export type CtaTax = {
  /** The first year's tax saving, federal and the state's, whole dollars (the line says it rounded). */
  taxSaving: number;
  taxYear: number;
  /** The federal rate, 0 to 1. */
  taxRate: number;
  bonusRate: number;
  /** YYYY-MM-DD: today, in the visitor's calendar. */
  placedInService: string;
  /** The assumption: a real estate professional, losses not limited by IRC 469 (not_limited). */
  passiveActivity: string;
  /** The state whose tax is included, and its rate; absent when federal only. */
  state?: string | undefined;
  stateTaxRate?: number | undefined;
};

/** The estimate's parameters: the inputs, then the three cases. */
export function ctaEstimate(inputs: { propertyType: string; purchasePrice: number; zip?: string | undefined }, estimate: V2Estimate): CtaEstimate {
  return {
    costseg: CTA_CONTRACT_VERSION,
    ...inputs,
    low: estimate.low.reclassified,
    typical: estimate.typical.reclassified,
    high: estimate.high.reclassified,
  };
}

/**
 * The tax line's parameters, from the result the line is told from: its first year's saving
 * (the owner's answer, owner-answer.ts, given by the caller) and what it rests on.
 */
export function ctaTax(result: TaxImpact, firstYearTaxSaved: number): CtaTax {
  const { assumptions, state } = result;
  return {
    taxSaving: firstYearTaxSaved,
    taxYear: result.studyYear.year,
    taxRate: assumptions.taxRate,
    bonusRate: assumptions.bonusRate,
    placedInService: assumptions.placedInService,
    passiveActivity: assumptions.passiveActivity,
    ...(stateTaxIncluded(state) ? { state: state.code, stateTaxRate: state.taxRate } : {}),
  };
}
