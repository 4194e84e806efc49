import { topIncomeTaxRateLatest } from '../law/rates.ts';
import { LEGACY_LABELS, type LegacyPropertyType } from './catalog.ts';
import { roundedShareOf, toBasisPoints } from './money.ts';
import { LEGACY_RANGES } from './ranges.ts';

/*
 * POST /api/estimate's estimate, apart from the v2 estimate (estimate.ts): it reads the law's
 * top rate, and the page's first load, which computes the v2 estimate, carries none of the law.
 */

export const LEGACY_DISCLAIMER =
  'This is a preliminary estimate based on industry rules of thumb, not a cost segregation ' +
  'study or tax advice. Actual results require an engineering-based study; consult a tax ' +
  'professional.';

/**
 * The one tax-rate assumption of the legacy contract: the top federal income-tax bracket under
 * the law as it now stands (37%: the last row of the law's dated record, src/core/domain/law/
 * income-tax.ts), the same for every property type. State taxes, the owner's actual bracket and
 * bonus depreciation rules are left to the study.
 */
export const LEGACY_TAX_RATE: number = topIncomeTaxRateLatest;

/** What the legacy estimate is computed from (the contract's legacy request, same shape). */
export interface LegacyInput {
  purchase_price: number;
  property_type: LegacyPropertyType;
  square_footage?: number | undefined;
  listing_url?: string | undefined;
}

/** A low-high range of the legacy estimate. */
export interface LowHigh {
  low: number;
  high: number;
}

/** The legacy estimate: POST /api/estimate's 200 body (documented by the contract's legacyResponseSchema). */
export interface LegacyEstimate {
  property_type: LegacyPropertyType;
  property_type_label: string;
  purchase_price: number;
  reclassifiable_percentage_range: LowHigh;
  accelerated_depreciation_range: LowHigh;
  estimated_tax_savings_range: LowHigh;
  assumptions: { tax_rate: number; method: 'rule_of_thumb'; disclaimer: string };
}

/**
 * POST /api/estimate's response for valid input. As the spec says, the percentages apply to
 * the purchase price (no land share). square_footage and listing_url never change a number.
 */
export function estimateLegacy(input: LegacyInput): LegacyEstimate {
  const { low, high } = LEGACY_RANGES[input.property_type];
  const price = input.purchase_price;
  const accelerated = {
    low: roundedShareOf(price, toBasisPoints(low)),
    high: roundedShareOf(price, toBasisPoints(high)),
  };
  const taxRate = toBasisPoints(LEGACY_TAX_RATE);
  return {
    property_type: input.property_type,
    property_type_label: LEGACY_LABELS[input.property_type],
    purchase_price: price,
    reclassifiable_percentage_range: { low, high },
    accelerated_depreciation_range: accelerated,
    estimated_tax_savings_range: {
      low: roundedShareOf(accelerated.low, taxRate),
      high: roundedShareOf(accelerated.high, taxRate),
    },
    assumptions: { tax_rate: LEGACY_TAX_RATE, method: 'rule_of_thumb', disclaimer: LEGACY_DISCLAIMER },
  };
}
