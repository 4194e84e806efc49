import { roundHalfUp } from '../estimate/money.ts';
import type { OwnerTaxWorld, TaxRules } from './owner-federal-tax.ts';
import { presentValueAt } from './present-value.ts';
import { totalAtSale } from './sale-allocation.ts';
import type { GainCharacter, SaleGains } from './sale-gains.ts';
import type { SaleOutcome, SaleWorld } from './tax-impact-types.ts';
import { wholeDollars } from './tax-units.ts';

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
 * schedule-d-tax.ts: the Schedule D Tax Worksheet, or flat-rules.ts: flat rates), the 3.8% on a net gain included. The
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
    unrecapturedRate: exchange
      ? context.rules.unrecapturedRateCap(gains.sale.year)
      : context.rules.unrecapturedRate(saleYear(context.owner.withStudy).deductedWithSale!, gains.withStudy, gains.sale.year),
    withoutStudy,
    withStudy,
    additionalTax,
    presentValueOfAdditionalTax: presentValueAt(additionalTax, gains.sale.year - context.studyYear, context.discountRate),
  };
}
