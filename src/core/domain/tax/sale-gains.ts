import { sum } from '../estimate/money.ts';
import type { CalendarDate } from './calendar-date.ts';
import { straightLineMonths, takenByAsset } from './recapture.ts';
import { type AssetAtSale, assetsWithoutStudy, assetsWithStudy, type SaleTerms, studysPropertyAtSale, type ValuesAtSale } from './sale-allocation.ts';
import type { DepreciationSchedule, ScheduleInput } from './schedule.ts';

/**
 * The character of the gain on a sale, asset by asset, as the law sorts it. Each asset's gain is
 * its share of the price (Treas. Reg. 1.1245-1(a)(5): the price is allocated by fair market value)
 * less its adjusted basis at the sale:
 * - section 1245 property (the 5- and 7-year property): ordinary income up to the depreciation
 *   taken on it (IRC 1245(a)), the rest section 1231 gain;
 * - section 1250 property with additional depreciation (the 15-year land improvements): ordinary
 *   income up to the depreciation taken over straight line (1250(a), (b)(1); bonus counts, Treas.
 *   Reg. 1.168(k)-1(f)(3)), then section 1231 gain, of which the part up to the rest of the
 *   depreciation taken is unrecaptured section 1250 gain (1(h)(6)(A));
 * - the building (section 1250, straight line): section 1231 gain, unrecaptured 1250 gain up to
 *   the depreciation taken;
 * - the land: section 1231 gain.
 * A share below its asset's adjusted basis is a section 1231 loss. Then section 1231 netting
 * (1231(a)): a net gain is long-term capital gain, a net loss ordinary; no other 1231 items and no
 * 1231 losses in the five years before (1231(c)) are assumed. Unrecaptured 1250 gain is at most
 * the net 1231 gain (1(h)(6)(B)). Whole dollars throughout.
 */

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

/** The request's fields of a sale (tax-impact-types.ts, TaxImpactInput). */
export interface SaleInput {
  saleDate?: string | undefined;
  salePrice?: number | undefined;
  reclassifiedValueAtSale?: number | undefined;
  exchange?: boolean | undefined;
}

/** The sale as the owner plans it, or null: held through the recovery. */
export function salePlanOf(input: SaleInput, acquired: string): SalePlan | null {
  if (input.saleDate === undefined) return null;
  const { saleDate, salePrice, reclassifiedValueAtSale } = input;
  return { saleDate, salePrice, reclassifiedValueAtSale, exchange: input.exchange === true, acquired };
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
 * (`gainCharacter`).
 */
export function saleGains(schedule: DepreciationSchedule, studied: ScheduleInput & { sale: CalendarDate }, plan: SalePlan, of: SaleTermsOf): SaleGains {
  const longTerm = heldOverAYear(plan);
  const { sale, classes } = studied;
  const depreciationTaken = { withoutStudy: sum(schedule.without), withStudy: sum(schedule.withStudy) };
  const taken = takenByAsset(
    schedule.asStudied,
    classes.fifteenYear,
    straightLineMonths(studied.placed, sale, studied.fourthQuarter),
    depreciationTaken.withStudy,
  );
  const terms: SaleTerms = { salePrice: plan.salePrice ?? of.purchasePrice, purchasePrice: of.purchasePrice, landShare: of.landShare };
  const values = studysPropertyAtSale(plan, studied, terms);
  const assetsWithout = assetsWithoutStudy(terms, studied.depreciableBasis, depreciationTaken.withoutStudy);
  const assetsWith = assetsWithStudy(terms, classes, taken, values);
  return {
    sale,
    index: sale.year - studied.placed.year,
    terms,
    values,
    depreciationTaken,
    withoutStudy: gainCharacter(assetsWithout, longTerm),
    withStudy: gainCharacter(assetsWith, longTerm),
  };
}

/** Whether the property is held more than a year at the sale (1231(b)(1)): sold after the same day a year on. */
function heldOverAYear({ acquired, saleDate }: SalePlan): boolean {
  return saleDate > `${Number(acquired.slice(0, 4)) + 1}${acquired.slice(4)}`;
}

/** A world's gain at the sale, by character. */
export interface GainCharacter {
  /** Ordinary income: the recapture, or a net section 1231 loss (negative). */
  ordinaryGain: number;
  /** Unrecaptured section 1250 gain, taxed at no more than 25% (1(h)(1)(E)). */
  unrecaptured1250Gain: number;
  /** The rest of the net section 1231 gain: long-term capital gain. */
  capitalGain: number;
  /** All of it: the price less the adjusted bases, whatever its character. */
  totalGain: number;
  /** The recapture alone, before netting: what 1245 and 1250 make ordinary (at least 0). */
  recaptured: number;
}

interface AssetGain {
  ordinary: number;
  section1231: number;
  unrecaptured: number;
}

/** One asset's gain: the ordinary recapture, then section 1231 gain (of which unrecaptured 1250), or a 1231 loss. */
export function assetGain(asset: AssetAtSale): AssetGain {
  const gain = asset.share - (asset.cost - asset.taken);
  if (gain <= 0) return { ordinary: 0, section1231: gain, unrecaptured: 0 };
  const recaptured = asset.kind === 'section1245' ? asset.taken : asset.kind === 'landImprovements' ? (asset.additional ?? 0) : 0;
  const ordinary = Math.min(gain, recaptured);
  const section1231 = gain - ordinary;
  const unrecaptured = asset.kind === 'land' || asset.kind === 'section1245' ? 0 : Math.min(section1231, asset.taken - recaptured);
  return { ordinary, section1231, unrecaptured };
}

/**
 * The gains of a world's assets, netted and sorted by character. Held a year or less (`longTerm`
 * false), no asset is section 1231 property (1231(b)(1)) nor a capital asset (1221(a)(2)): all of
 * the gain, or loss, is ordinary.
 */
export function gainCharacter(assets: readonly AssetAtSale[], longTerm = true): GainCharacter {
  let ordinary = 0;
  let net1231 = 0;
  let unrecaptured = 0;
  for (const asset of assets) {
    const gain = assetGain(asset);
    ordinary += gain.ordinary;
    net1231 += gain.section1231;
    unrecaptured += gain.unrecaptured;
  }
  const totalGain = ordinary + net1231;
  if (net1231 <= 0 || !longTerm) return { ordinaryGain: ordinary + net1231, unrecaptured1250Gain: 0, capitalGain: 0, totalGain, recaptured: ordinary };
  const unrecaptured1250Gain = Math.min(unrecaptured, net1231);
  return { ordinaryGain: ordinary, unrecaptured1250Gain, capitalGain: net1231 - unrecaptured1250Gain, totalGain, recaptured: ordinary };
}
