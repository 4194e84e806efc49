import { roundedRemainderOf, roundHalfUp, toBasisPoints } from '../estimate/money.ts';
import { valueAt } from '../law/dated-parameter.ts';
import { RATES } from '../law/rates.ts';
import type { CalendarDate } from './calendar-date.ts';
import type { Classes } from './schedule.ts';

/**
 * The sale price allocated to the assets by fair market value (Treas. Reg. 1.1245-1(a)(5)), in
 * each world. The land takes its share of the price at the purchase's land share. With the study,
 * the 5- and 7-year property and the 15-year land improvements take their values at the sale, and
 * the building the rest; without it, the building takes everything but the land.
 */

/** The property the study moved out of the building, worth at the sale, by class. */
export interface ValuesAtSale {
  fiveYear: number;
  sevenYear: number;
  fifteenYear: number;
}

/** All of the study's property at the sale: the three classes together. */
export function totalAtSale(values: ValuesAtSale): number {
  return values.fiveYear + values.sevenYear + values.fifteenYear;
}

/** Each class's ADS recovery period in years (IRC 168(g), Rev. Proc. 87-56), for its default value. */
export type AdsPeriods = ValuesAtSale;

/**
 * What each class is worth at a sale by default: its cost less straight-line wear over its ADS
 * recovery period, from the month placed in service to the month of sale, never below zero
 * (docs/decisions/0320-the-sale-as-an-adviser-tells-it.md).
 */
function defaultValuesAtSale(classes: Classes, placed: CalendarDate, sale: CalendarDate, periods: AdsPeriods): ValuesAtSale {
  const months = (sale.year - placed.year) * 12 + (sale.month - placed.month);
  const worn = (cost: number, years: number) => Math.max(0, cost - roundHalfUp((cost * months) / (years * 12)));
  return {
    fiveYear: worn(classes.fiveYear, periods.fiveYear),
    sevenYear: worn(classes.sevenYear, periods.sevenYear),
    fifteenYear: worn(classes.fifteenYear, periods.fifteenYear),
  };
}

/**
 * A value at sale given for all of the study's property, split between the classes in proportion
 * to their default values, or to their costs where those are all zero; the last class takes the
 * rounding.
 */
function splitValueAtSale(given: number, defaults: ValuesAtSale, classes: ValuesAtSale): ValuesAtSale {
  const weights = totalAtSale(defaults) > 0 ? defaults : classes;
  const total = totalAtSale(weights);
  if (total === 0) return { fiveYear: 0, sevenYear: 0, fifteenYear: given };
  const fiveYear = roundHalfUp((given * weights.fiveYear) / total);
  const sevenYear = roundHalfUp((given * weights.sevenYear) / total);
  return { fiveYear, sevenYear, fifteenYear: given - fiveYear - sevenYear };
}

/** What the two worlds share: the price, and the land's share of it and its cost. */
export interface SaleTerms {
  /** Dollars, cents allowed. */
  salePrice: number;
  /** Dollars, cents allowed. */
  purchasePrice: number;
  /** The purchase's land share, to the basis point (the estimate's). */
  landShare: number;
}

/**
 * The land at the sale: its share of the price at the purchase's land share, its cost from the
 * purchase, each the whole-dollar price less the building's part as the estimate rounds it (a
 * price may be given to the cent): sold at the price paid, the land gains nothing.
 */
function landAtSale(terms: SaleTerms): AssetAtSale {
  return { kind: 'land', share: landShareOfPrice(terms), cost: landOf(terms.purchasePrice, terms.landShare), taken: 0 };
}

/** The land's part of a price, whole dollars: the price less the building's part as the estimate rounds it. */
const landOf = (price: number, landShare: number) => roundHalfUp(price) - roundedRemainderOf(price, toBasisPoints(landShare));

/** The land's share of the sale price. */
export const landShareOfPrice = (terms: SaleTerms) => landOf(terms.salePrice, terms.landShare);

/**
 * The most the study's property can be worth at the sale: what the price leaves after the land
 * (Treas. Reg. 1.1245-1(a)(5) allocates the price by fair market value, no asset's share below
 * zero). Whole dollars. The request's rules refuse a value given above it
 * (reclassifiedValueAtSale); the engine scales a default value down to it.
 */
export const roomForTheStudysProperty = (terms: SaleTerms) => Math.max(0, roundHalfUp(terms.salePrice) - landShareOfPrice(terms));

/** Without the study: the land, and the building with everything else (its depreciation `taken`). */
export function assetsWithoutStudy(terms: SaleTerms, depreciableBasis: number, taken: number): AssetAtSale[] {
  const land = landAtSale(terms);
  return [land, { kind: 'building', share: roundHalfUp(terms.salePrice) - land.share, cost: depreciableBasis, taken }];
}

/** The depreciation taken with the study through the sale, by asset (whole dollars; the building's absorbs the rounding). */
export interface TakenByAsset {
  section1245: number;
  fifteenYear: number;
  /** The 15-year property's depreciation over straight line (recapture.ts). */
  additional: number;
  building: number;
}

/** With the study: the land, the 5- and 7-year property and the land improvements at their values, the building the rest. */
export function assetsWithStudy(terms: SaleTerms, classes: Classes, taken: TakenByAsset, values: ValuesAtSale): AssetAtSale[] {
  const land = landAtSale(terms);
  const personal = values.fiveYear + values.sevenYear;
  return [
    land,
    { kind: 'section1245', share: personal, cost: classes.fiveYear + classes.sevenYear, taken: taken.section1245 },
    { kind: 'landImprovements', share: values.fifteenYear, cost: classes.fifteenYear, taken: taken.fifteenYear, additional: taken.additional },
    { kind: 'building', share: roundHalfUp(terms.salePrice) - land.share - personal - values.fifteenYear, cost: classes.building, taken: taken.building },
  ];
}

/** One asset at the sale: its share of the price, its cost and the depreciation taken on it. */
export interface AssetAtSale {
  kind: 'section1245' | 'landImprovements' | 'building' | 'land';
  share: number;
  cost: number;
  taken: number;
  /** Land improvements only: the depreciation taken over straight line (recapture.ts), at least 0. */
  additional?: number;
}

/** What the study's property at the sale is figured from: the sale's date and, when given, the value at the sale. */
export interface SaleValuePlan {
  saleDate: string;
  reclassifiedValueAtSale: number | undefined;
}

/** What was studied, at the sale: the classes' costs, when the property was placed in service, and the sale's date. */
export interface StudiedAtSale {
  classes: Classes;
  placed: CalendarDate;
  sale: CalendarDate;
}

/**
 * The study's property at the sale, class by class: as given or each class's default value
 * (`valuesAtSale`), within what the price leaves after the land (`withinThePrice`).
 */
export function studysPropertyAtSale(plan: SaleValuePlan, studied: StudiedAtSale, terms: SaleTerms): ValuesAtSale {
  return withinThePrice(valuesAtSale(plan, studied), terms);
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
function valuesAtSale(plan: SaleValuePlan, studied: StudiedAtSale): ValuesAtSale {
  const periods = valueAt(RATES.adsRecoveryPeriods, plan.saleDate);
  const defaults = defaultValuesAtSale(studied.classes, studied.placed, studied.sale, {
    fiveYear: periods.fiveYear.years,
    sevenYear: periods.sevenYear.years,
    fifteenYear: periods.fifteenYear.years,
  });
  return plan.reclassifiedValueAtSale === undefined ? defaults : splitValueAtSale(roundHalfUp(plan.reclassifiedValueAtSale), defaults, studied.classes);
}
