import type { V2Input } from '../estimate/estimate.ts';
import type { LandShareSource } from '../estimate/land.ts';
import type { StateCode } from '../law/state-codes.ts';
import type { BuildingLife } from './macrs-tables.ts';
import type { NetBenefit } from './net-benefit.ts';
import type { AverageStay, FilingStatus, PassiveActivity } from './passive-activity.ts';
import type { StateTaxImpact } from './state-tax-impact.ts';
import type { TaxCase } from './tax-impact-inputs.ts';

/**
 * The tax-impact illustration's inputs and result in the domain's own words. The API's contract
 * (src/core/contract/tax-impact/) describes the same shapes and proves it at compile time, so the
 * engine never imports zod and the browser never bundles it.
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
  /** Dollars, paid in the study year and deducted then, as an expense of the rental (fee-deduction.ts). */
  studyFee?: number | undefined;
  /** YYYY-MM-DD; absent: held through the recovery. */
  saleDate?: string | undefined;
  /** Dollars, with a sale date; default the purchase price. */
  salePrice?: number | undefined;
  /** Dollars, with a sale date: what the study's property is worth at the sale. */
  reclassifiedValueAtSale?: number | undefined;
  /** With a sale date: a like-kind exchange under IRC 1031. */
  exchange?: boolean | undefined;
  passiveActivity?: PassiveActivity | undefined;
  /** Dollars a year, before depreciation: required with a passive-activity limit. */
  netOperatingIncome?: number | undefined;
  otherPassiveIncome?: number | undefined;
  /** Modified adjusted gross income, dollars: required with active participation. */
  modifiedAgi?: number | undefined;
  /** A short-term rental's average stay (residential_str only); default 7_days_or_less. */
  averageStay?: AverageStay | undefined;
  filingStatus?: FilingStatus | undefined;
  /** Whether the 3.8% net investment income tax (IRC 1411) applies to the owner. */
  investmentIncomeTax?: boolean | undefined;
  /** Two-letter USPS code; default the ZIP's state. */
  state?: StateCode | undefined;
  /** 0 to 0.15; default the state's top rate for the study year. */
  stateTaxRate?: number | undefined;
  /**
   * The household's federal taxable income without this property, dollars, taken as the same
   * every year: each year's tax then comes from the brackets (taxRate is not given with it).
   */
  taxableIncome?: number | undefined;
  /** The land's share of the price, 0 to 0.9, when the owner knows it (an appraisal, the closing statement). */
  landShare?: number | undefined;
  /** The assessor's land and improvement values on the property tax bill, dollars, given together. */
  assessedLand?: number | undefined;
  assessedImprovements?: number | undefined;
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
   * From the study year on: the tax the study saves that year, whole dollars: the owner's tax
   * without the study less with it, by the year's rules (tax-rules.ts chooses them: the brackets with the
   * household's income, else the flat rate on what the year deducts after the passive-activity
   * limit, the excess business loss cap and a carried loss); negative in a year the study deducts
   * less. Before the study year the columns are the same and it is absent.
   */
  taxSavings?: number | undefined;
  /** The sale year only: the extra tax the study costs at the sale (sale.additionalTax), a positive amount paid. */
  taxAtSale?: number | undefined;
  /** With a state, from the study year on: the state tax the study saves that year. */
  stateTaxSavings?: number | undefined;
  /** With a state, the sale year only: the extra state tax at the sale (state.additionalTaxAtSale). */
  stateTaxAtSale?: number | undefined;
  /** With taxableIncome only: the household's ordinary federal income tax that year in each world (brackets). */
  federalTaxWithoutStudy?: number | undefined;
  federalTaxWithStudy?: number | undefined;
  /** When a loss is carried (IRC 461(l), 172) in either world in any year: what each carries into the next year. */
  carriedForwardWithoutStudy?: number | undefined;
  carriedForwardWithStudy?: number | undefined;
}

/** One world's sale: a taxable sale's gain by character and the tax it costs; an exchange's gain deferred, and no tax. */
export interface SaleWorld {
  ordinaryGain?: number | undefined;
  unrecaptured1250Gain?: number | undefined;
  capitalGain?: number | undefined;
  deferredGain?: number | undefined;
  taxAtSale: number;
}

/** What a sale takes back, in both worlds (sale-outcome.ts), whole dollars. */
export interface SaleOutcome {
  year: number;
  salePrice: number;
  /** What the study's property is worth at the sale: as given, or each class's default value. */
  reclassifiedValueAtSale: number;
  exchange: boolean;
  depreciationTaken: { withoutStudy: number; withStudy: number };
  ordinaryRecapture: number;
  unrecaptured1250: { withoutStudy: number; withStudy: number };
  unrecapturedRate: number;
  withoutStudy: SaleWorld;
  withStudy: SaleWorld;
  additionalTax: number;
  presentValueOfAdditionalTax: number;
}

/** POST /api/v2/tax-impact's 200 body. Money in whole dollars, rates 0 to 1. */
export interface TaxImpact {
  label: string;
  depreciableBasis: number;
  landShare: number;
  /** Where the land share comes from: the owner's own (`given`, `assessed`) or the state's average (`state`, `default` without a ZIP). */
  landShareSource: LandShareSource;
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
    /** residential_str only, else null. */
    averageStay: AverageStay | null;
    filingStatus: FilingStatus;
    investmentIncomeTax: boolean;
    state: StateCode | null;
    /** The state rate used (0 without a state). */
    stateTaxRate: number;
    /** The household taxable income used, whole dollars, or null: the flat taxRate. */
    taxableIncome: number | null;
    /** With taxableIncome: the latest year whose brackets the law's records hold (later years use it); else null. */
    latestBracketsYear: number | null;
  };
  schedule: ScheduleYear[];
  studyYear: {
    year: number;
    withoutStudy: number;
    withStudy: number;
    catchUp: number;
    additionalDeduction: number;
    taxSavings: number;
    /** With the study: the loss over the IRC 461(l) threshold that year, carried forward as a net operating loss. */
    excessBusinessLoss: number;
  };
  presentValue: { additionalTaxSavings: number };
  /** Only with a sale date. */
  sale?: SaleOutcome | undefined;
  netBenefit: NetBenefit;
  /** The state's part, or null without a state. */
  state: StateTaxImpact | null;
  disclaimer: string;
}
