import type { V2Estimate } from '../estimate/estimate.ts';
import { roundHalfUp, toBasisPoints } from '../estimate/money.ts';
import { parseIsoDate } from './calendar-date.ts';
import type { OwnerTaxContext } from './owner-federal-tax.ts';
import { type GainsAtSale, gainsAtSale, type OwnerTaxSavings, ownerTaxSavings } from './owner-tax-savings.ts';
import {
  DEFAULT_FILING_STATUS,
  DEFAULT_PASSIVE_ACTIVITY,
  type DeductionsAllowed,
  deductionsAllowed,
  type FilingStatus,
  type PassiveActivity,
  type PassiveLimit,
  passiveLimit,
} from './passive-activity.ts';
import { type RatesUsed, ratesUsed } from './rates-used.ts';
import { buildingLifeOf, recoveryClasses } from './recovery-classes.ts';
import { rentByDaysOwned } from './rent-by-days-owned.ts';
import { saleGains, salePlanOf } from './sale-gains.ts';
import { saleOutcome } from './sale-outcome.ts';
import { type DepreciationSchedule, depreciationSchedule, type ScheduleInput } from './schedule.ts';
import { DEFAULT_TAX_CASE, type TaxCase } from './tax-impact-inputs.ts';
import type { SaleOutcome, TaxImpactInput } from './tax-impact-types.ts';
import { ownerTaxRules } from './tax-rules.ts';

/**
 * The federal side of the owner's tax in two worlds, without the study and with it: each fact one
 * figure the answer reports, or a step the state's side (state-tax-impact.ts) takes too.
 */
export interface FederalTaxImpact {
  taxCase: TaxCase;
  /** YYYY-MM-DD: the date acquired as used (default the date placed in service). */
  acquired: string;
  rates: RatesUsed;
  /**
   * The rates at the flat rate: the one given, else the year's top rate. With the household's
   * income (and so no rate given) `rates` reports the marginal rate instead, and this is the most
   * a dollar of deduction can save, in whichever bracket it falls.
   */
  flatRates: RatesUsed;
  /** What both worlds' depreciation is built from: the classes, the conventions, the study year, the sale (none through an exchange). */
  studied: ScheduleInput;
  schedule: DepreciationSchedule;
  passiveActivity: PassiveActivity;
  filingStatus: FilingStatus;
  /** The passive-activity limit (IRC 469) the owner's participation sets, or null. */
  limit: PassiveLimit | null;
  allowed: DeductionsAllowed;
  /** The owner's federal tax in both worlds, the steps after the passive rules (owner-federal-tax.ts). */
  owner: OwnerTaxContext;
  /** Each world's years, the tax the study saves each year from the study year on, and its present value. */
  ownerTax: OwnerTaxSavings;
  /** The gains as income of the sale's year in each world: none without a sale or after an exchange (IRC 1031). */
  taxedGains: GainsAtSale;
  sale: SaleOutcome | null;
}

export function federalTaxImpact(estimate: V2Estimate, input: TaxImpactInput): FederalTaxImpact {
  const taxCase = input.case ?? DEFAULT_TAX_CASE;
  const placed = parseIsoDate(input.placedInService);
  if (!placed) throw new RangeError(`Not a date: ${input.placedInService}`);
  const acquired = input.acquired ?? input.placedInService;
  const studyYear = input.studyYear ?? placed.year;
  const flatRates = ratesUsed(input, acquired, studyYear);
  const { depreciableBasis } = estimate;
  const saleDate = input.saleDate === undefined ? null : parseIsoDate(input.saleDate);
  // A like-kind exchange carries the held property on (decision 0337): the replacement takes its
  // basis (IRC 1031(d)) and depreciates it over the remaining recovery period by the same method
  // and convention (Treas. Reg. 1.168(i)-6(c)), and the suspended passive losses wait for a
  // taxable disposition. So both worlds' depreciation, the passive rules and the owner's tax are
  // the held property's; only the gain each world defers is the exchange's.
  const exchange = input.exchange === true && saleDate !== null;
  const studied: ScheduleInput = {
    placed,
    depreciableBasis,
    classes: recoveryClasses(input.propertyType, estimate[taxCase].reclassified, depreciableBasis),
    buildingLife: buildingLifeOf(input.propertyType),
    fourthQuarter: placed.month >= 10,
    bonusBasisPoints: toBasisPoints(flatRates.bonusRate),
    studyYear,
    sale: exchange ? null : saleDate,
  };
  const schedule = depreciationSchedule(studied);
  // Under a passive-activity limit the savings follow the deductions allowed, not the depreciation.
  const passiveActivity = input.passiveActivity ?? DEFAULT_PASSIVE_ACTIVITY;
  const filingStatus = input.filingStatus ?? DEFAULT_FILING_STATUS;
  const rent = rentByDaysOwned(roundHalfUp(input.netOperatingIncome ?? 0), placed, studied.sale, schedule.without.length);
  const limit = passiveLimit(passiveActivity, filingStatus, input, rent);
  const allowed = deductionsAllowed(schedule.without, schedule.withStudy, placed.year, limit);
  const { studyIndex } = schedule;
  const owner: OwnerTaxContext = {
    firstYear: placed.year,
    propertyIncome: rent,
    // IRC 461(l) applies to losses not limited: a real estate professional, a short-term rental of short stays the owner runs.
    nonPassive: passiveActivity === 'not_limited',
    rules: ownerTaxRules(input, flatRates, filingStatus),
  };
  const plan = salePlanOf(input, acquired);
  // An exchange's gain is figured as a sale's on that day, from the depreciation taken until then.
  const sold = saleDate && { ...studied, sale: saleDate };
  const gains =
    sold &&
    plan &&
    saleGains(exchange ? depreciationSchedule(sold) : schedule, sold, plan, { purchasePrice: input.purchasePrice, landShare: estimate.landShare });
  const taxedGains = gainsAtSale(gains, plan);
  const ownerTax = ownerTaxSavings(allowed, studyIndex, flatRates.discountRate, owner, taxedGains);
  // The rate reported: the study year's marginal rate without the study (a flat rate's own).
  const marginalRate = owner.rules.marginalRate(ownerTax.without.years[studyIndex]!.deducted, studyYear);
  // The same rates at that rate: from the rates already used, not the whole input copied.
  const { bonusRate, discountRate } = flatRates;
  const atMarginal = {
    placedInService: input.placedInService,
    bonusRate,
    taxRate: marginalRate,
    discountRate,
    investmentIncomeTax: input.investmentIncomeTax,
    passiveActivity,
  };
  const rates = marginalRate === flatRates.taxRate ? flatRates : ratesUsed(atMarginal, acquired, studyYear);
  return {
    taxCase,
    acquired,
    rates,
    flatRates,
    studied,
    schedule,
    passiveActivity,
    filingStatus,
    limit,
    allowed,
    owner,
    ownerTax,
    taxedGains,
    sale: gains && plan && saleOutcome(gains, exchange, { discountRate: rates.discountRate, studyYear, owner: ownerTax, rules: owner.rules }),
  };
}
