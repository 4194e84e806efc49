import type { V2Input } from '../estimate/estimate.ts';
import type { BuildingLife } from './macrs-tables.ts';
import type { NetBenefit } from './net-benefit.ts';
import type { PassiveActivity } from './passive-activity.ts';
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
  /** Dollars, paid in the study year (not deducted). */
  studyFee?: number | undefined;
  /** YYYY-MM-DD; absent: held through the recovery. */
  saleDate?: string | undefined;
  passiveActivity?: PassiveActivity | undefined;
  /** Dollars a year, before depreciation: required with a passive-activity limit. */
  netOperatingIncome?: number | undefined;
  otherPassiveIncome?: number | undefined;
  /** Modified adjusted gross income, dollars: required with active participation. */
  modifiedAgi?: number | undefined;
}

/** One calendar tax year's deduction, without and with the study. */
export interface ScheduleYear {
  year: number;
  withoutStudy: number;
  withStudy: number;
  /** Under a passive-activity limit only: the deduction allowed that year and the loss carried to the next. */
  allowedWithoutStudy?: number | undefined;
  allowedWithStudy?: number | undefined;
  suspendedWithoutStudy?: number | undefined;
  suspendedWithStudy?: number | undefined;
  /**
   * From the study year on: the tax the study saves that year, whole dollars: the extra deduction
   * (the extra deduction allowed, under a passive-activity limit) at the tax rate; negative in a
   * year the study deducts less. Before the study year the columns are the same and it is absent.
   */
  taxSavings?: number | undefined;
  /** The sale year only: the extra tax the study costs at the sale (sale.additionalTax), a positive amount paid. */
  taxAtSale?: number | undefined;
}

/** What a sale takes back (recapture.ts), whole dollars. */
export interface SaleOutcome {
  year: number;
  depreciationTaken: { withoutStudy: number; withStudy: number };
  ordinaryRecapture: number;
  unrecaptured1250: { withoutStudy: number; withStudy: number };
  unrecapturedRate: number;
  additionalTax: number;
  presentValueOfAdditionalTax: number;
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
    studyFee: number;
    saleDate: string | null;
    passiveActivity: PassiveActivity;
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
  /** Only with a sale date. */
  sale?: SaleOutcome | undefined;
  netBenefit: NetBenefit;
  disclaimer: string;
}
