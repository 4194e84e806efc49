import { roundHalfUp, sum } from '../estimate/money.ts';
import { valueAt } from '../law/dated-parameter.ts';
import { RATES } from '../law/rates.ts';
import type { OwnerTaxWorld, TaxRules } from './owner-federal-tax.ts';
import type { GainsAtSale } from './owner-tax-savings.ts';
import { presentValueAt } from './present-value.ts';
import { straightLineMonths, takenByAsset } from './recapture.ts';
import {
  assetsWithoutStudy,
  assetsWithStudy,
  defaultValuesAtSale,
  roomForTheStudysProperty,
  type SaleTerms,
  splitValueAtSale,
  totalAtSale,
  type ValuesAtSale,
} from './sale-allocation.ts';
import { type GainCharacter, gainCharacter } from './sale-gains.ts';
import type { DepreciationSchedule, ScheduleInput } from './schedule.ts';
import type { CalendarDate } from './tax-impact-inputs.ts';
import type { SaleOutcome, SaleWorld } from './tax-impact-types.ts';
import { wholeDollars } from './tax-units.ts';

/** What the sale is, as the owner plans it (the request's fields, defaults to fill). */
export interface SalePlan {
  saleDate: string;
  /** Dollars; default the purchase price. */
  salePrice: number | undefined;
  /** What the study's property is worth at the sale, dollars; default its cost less straight-line wear over its ADS period. */
  reclassifiedValueAtSale: number | undefined;
  /** A like-kind exchange under IRC 1031: no gain recognised. */
  exchange: boolean;
  /** YYYY-MM-DD: the date acquired, from which the holding period runs (IRC 1223). */
  acquired: string;
}

/** What the sale is figured with: the purchase and its land share. */
export interface SaleTermsOf {
  purchasePrice: number;
  landShare: number;
}

/** A sale's gains, found before the owner's tax (they are income of the sale's year there). */
export interface SaleGains {
  sale: CalendarDate;
  index: number;
  terms: SaleTerms;
  values: ValuesAtSale;
  depreciationTaken: { withoutStudy: number; withStudy: number };
  withoutStudy: GainCharacter;
  withStudy: GainCharacter;
}

/**
 * Each world's gain at the sale (docs/decisions/0320-the-sale-as-an-adviser-tells-it.md): the price
 * allocated to the assets by fair market value (sale-allocation.ts), then sorted by character
 * (sale-gains.ts).
 */
export function saleGains(schedule: DepreciationSchedule, studied: ScheduleInput & { sale: CalendarDate }, plan: SalePlan, of: SaleTermsOf): SaleGains {
  const { sale, classes } = studied;
  const depreciationTaken = { withoutStudy: sum(schedule.without), withStudy: sum(schedule.withStudy) };
  const taken = takenByAsset(
    schedule.asStudied,
    classes.fifteenYear,
    straightLineMonths(studied.placed, sale, studied.fourthQuarter),
    depreciationTaken.withStudy,
  );
  const terms: SaleTerms = { salePrice: plan.salePrice ?? of.purchasePrice, purchasePrice: of.purchasePrice, landShare: of.landShare };
  const values = withinThePrice(valuesAtSale(plan, studied), terms);
  return {
    sale,
    index: sale.year - studied.placed.year,
    terms,
    values,
    depreciationTaken,
    withoutStudy: gainCharacter(assetsWithoutStudy(terms, studied.depreciableBasis, depreciationTaken.withoutStudy), heldOverAYear(plan)),
    withStudy: gainCharacter(assetsWithStudy(terms, classes, taken, values), heldOverAYear(plan)),
  };
}

/** Whether the property is held more than a year at the sale (1231(b)(1)): sold after the same day a year on. */
function heldOverAYear({ acquired, saleDate }: SalePlan): boolean {
  return saleDate > `${Number(acquired.slice(0, 4)) + 1}${acquired.slice(4)}`;
}

/** The gains as income of the sale's year in the owner's tax; none for an exchange, which recognises nothing (IRC 1031). */
export function gainsAtSale(gains: SaleGains | null, plan: { exchange: boolean } | null): GainsAtSale {
  if (!gains || plan?.exchange) return { without: null, withStudy: null };
  return { without: { index: gains.index, gain: gains.withoutStudy }, withStudy: { index: gains.index, gain: gains.withStudy } };
}

/** What the sale's tax is figured with: the discount rate, the owner's tax in each world and its rules. */
export interface SaleContext {
  discountRate: number;
  studyYear: number;
  /** The owner's tax in each world (owner-federal-tax.ts): the tax each gain adds to its year. */
  owner: { without: OwnerTaxWorld; withStudy: OwnerTaxWorld };
  rules: TaxRules;
}

/**
 * The sale, federal, in both worlds: each world's gain by character and the tax it adds to its
 * year, the year's losses and carry set against it, by the year's rules (owner-federal-tax.ts,
 * tax-rules.ts: the Schedule D Tax Worksheet, or flat rates), the 3.8% on a net gain included. The
 * study's tax at the sale is the difference, which may be negative. A like-kind exchange (IRC
 * 1031) recognises no gain in either world: each world's gain is deferred, and nothing is taxed.
 */
export function saleOutcome(gains: SaleGains, exchange: boolean, context: SaleContext): SaleOutcome {
  const saleYear = (owner: OwnerTaxWorld) => owner.years[gains.index]!;
  const world = (gain: GainCharacter, owner: OwnerTaxWorld): SaleWorld => {
    if (exchange) return { deferredGain: gain.totalGain, taxAtSale: 0 };
    const taxAtSale = wholeDollars(saleYear(owner).saleTax!);
    return { ordinaryGain: gain.ordinaryGain, unrecaptured1250Gain: gain.unrecaptured1250Gain, capitalGain: gain.capitalGain, taxAtSale };
  };
  const withoutStudy = world(gains.withoutStudy, context.owner.without);
  const withStudy = world(gains.withStudy, context.owner.withStudy);
  const additionalTax = withStudy.taxAtSale - withoutStudy.taxAtSale;
  const { values } = gains;
  return {
    year: gains.sale.year,
    salePrice: roundHalfUp(gains.terms.salePrice),
    reclassifiedValueAtSale: totalAtSale(values),
    exchange,
    depreciationTaken: gains.depreciationTaken,
    ordinaryRecapture: exchange ? 0 : gains.withStudy.recaptured,
    unrecaptured1250: exchange
      ? { withoutStudy: 0, withStudy: 0 }
      : { withoutStudy: gains.withoutStudy.unrecaptured1250Gain, withStudy: gains.withStudy.unrecaptured1250Gain },
    // IRC 1(h)(1)(E): the highest rate the study's world's unrecaptured 1250 gain met; an exchange
    // taxes none, so the most it could meet.
    unrecapturedRate: exchange ? context.rules.yearLaw(gains.sale.year).unrecapturedRateCap : saleYear(context.owner.withStudy).saleUnrecapturedRate!,
    withoutStudy,
    withStudy,
    additionalTax,
    presentValueOfAdditionalTax: presentValueAt(additionalTax, gains.sale.year - context.studyYear, context.discountRate),
  };
}

/**
 * The study's property at the sale, at most what the price leaves after the land (Treas. Reg.
 * 1.1245-1(a)(5) allocates the price by fair market value: no asset's share below zero). Values
 * worth more are scaled down together, the last class taking the rounding.
 */
function withinThePrice(values: ValuesAtSale, terms: SaleTerms): ValuesAtSale {
  const room = roomForTheStudysProperty(terms);
  return totalAtSale(values) <= room ? values : splitValueAtSale(room, values, values);
}

/** The study's property at the sale: as given (whole dollars), split between the classes, or each class's default value. */
function valuesAtSale(plan: SalePlan, studied: ScheduleInput & { sale: CalendarDate }): ValuesAtSale {
  const periods = valueAt(RATES.adsRecoveryPeriods, plan.saleDate);
  const defaults = defaultValuesAtSale(studied.classes, studied.placed, studied.sale, {
    fiveYear: periods.fiveYear.years,
    sevenYear: periods.sevenYear.years,
    fifteenYear: periods.fifteenYear.years,
  });
  return plan.reclassifiedValueAtSale === undefined ? defaults : splitValueAtSale(roundHalfUp(plan.reclassifiedValueAtSale), defaults, studied.classes);
}
