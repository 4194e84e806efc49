import { isV2PropertyType } from './catalog.ts';
import { characterCount, MAX_PURCHASE_PRICE, MAX_ZIP_LENGTH, MIN_PURCHASE_PRICE } from './limits.ts';
import { V2_MESSAGES as V } from './v2-messages.ts';

export type V2Field = 'propertyType' | 'purchasePrice' | 'zip';

/** At most one message per field, keyed by field, in the request's field order. */
export type V2FieldIssues = Partial<Record<V2Field, string>>;

/**
 * The v2 request rules without zod, for the browser (page island, widget), where zod would
 * cost ~7 KB gzip. Same rules and same words as v2RequestSchema: tests/core/v2-field-checks.test.ts
 * compares the two over thousands of generated bodies.
 */
export function checkV2Fields(body: { propertyType?: unknown; purchasePrice?: unknown; zip?: unknown }): V2FieldIssues {
  const issues: V2FieldIssues = {};
  const { propertyType, purchasePrice, zip } = body;
  if (!isV2PropertyType(propertyType)) {
    issues.propertyType = propertyType === undefined ? V.propertyTypeRequired : V.propertyTypeUnknown;
  }
  if (typeof purchasePrice !== 'number' || !Number.isFinite(purchasePrice)) {
    issues.purchasePrice = purchasePrice === undefined ? V.purchasePriceRequired : V.purchasePriceNotNumber;
  } else if (purchasePrice < MIN_PURCHASE_PRICE) {
    issues.purchasePrice = V.purchasePriceTooLow;
  } else if (purchasePrice > MAX_PURCHASE_PRICE) {
    issues.purchasePrice = V.purchasePriceTooHigh;
  }
  if (zip !== undefined) {
    if (typeof zip !== 'string') issues.zip = V.zipNotString;
    else if (characterCount(zip) > MAX_ZIP_LENGTH) issues.zip = V.zipTooLong;
  }
  return issues;
}
