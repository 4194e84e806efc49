import type { V2Input } from '../estimate/estimate.ts';
import type { BuildingLife } from './macrs-tables.ts';
import type { TaxCase } from './tax-impact-inputs.ts';

/**
 * The tax-impact illustration's inputs and result in the domain's own words. The API's zod
 * schemas (src/core/contract/tax-impact-schemas.ts) describe the same shapes and prove it at
 * compile time, so the engine never imports zod and the browser never bundles it.
 */

/** The v2 estimate's inputs plus the illustration's own assumptions (defaults in tax-impact-inputs.ts). */
export interface TaxImpactInput extends V2Input {
  /** YYYY-MM-DD. */
  placedInService: string;
  /** YYYY-MM-DD, on or before placedInService; default placedInService. It picks the bonus schedule. */
  acquired?: string | undefined;
  taxRate?: number | undefined;
  discountRate?: number | undefined;
  bonusRate?: number | undefined;
  case?: TaxCase | undefined;
  studyYear?: number | undefined;
}

/** One calendar tax year's deduction, without and with the study. */
export interface ScheduleYear {
  year: number;
  withoutStudy: number;
  withStudy: number;
}

/** POST /api/v2/tax-impact's 200 body. Money in whole dollars, rates 0 to 1. */
export interface TaxImpact {
  label: string;
  depreciableBasis: number;
  landShare: number;
  case: TaxCase;
  pct: number;
  reclassified: number;
  classes: { fiveYear: number; sevenYear: number; fifteenYear: number; building: number };
  assumptions: {
    placedInService: string;
    acquired: string;
    buildingLife: BuildingLife;
    convention: 'half-year' | 'mid-quarter';
    bonusRate: number;
    taxRate: number;
    discountRate: number;
  };
  schedule: ScheduleYear[];
  studyYear: {
    year: number;
    withoutStudy: number;
    withStudy: number;
    catchUp: number;
    additionalDeduction: number;
    taxSavings: number;
  };
  presentValue: { additionalTaxSavings: number };
  disclaimer: string;
}
