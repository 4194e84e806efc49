import { describe, expect, it } from 'vitest';
import { validateTaxImpactRequest } from '../../../src/core/contract/api/validate.ts';
import { TAX_IMPACT_BETWEEN_RULES } from '../../../src/core/contract/tax-impact/checks.ts';
import { stateRatesFor } from '../../../src/core/domain/law/state-rates.ts';
import { taxImpact } from '../../../src/core/domain/tax/tax-impact.ts';
import { headlineOf } from '../../../src/core/view/headline.ts';
import { defaultTaxFormValues, partGivenOrWrong } from '../../../src/core/view/tax-form.ts';

/** Decision 0307: what the field table changed, each choice pinned. */
describe('the tax-impact field table (decision 0307)', () => {
  const office = { propertyType: 'office', purchasePrice: 1_250_000, placedInService: '2025-05-15' };
  const codes = (body: unknown) => {
    const validated = validateTaxImpactRequest(body);
    return validated.ok ? [] : validated.problems.map(({ field, code }) => `${field}:${code}`);
  };

  it('runs a rule between fields after the rules of the fields it waits for', () => {
    const order = TAX_IMPACT_BETWEEN_RULES.map((rule) => rule.field);
    for (const [index, rule] of TAX_IMPACT_BETWEEN_RULES.entries()) {
      for (const waited of rule.after) if (order.includes(waited as never)) expect(order.indexOf(waited as never)).toBeLessThan(index);
    }
  });

  it('reports problems between fields in the request’s field order: acquired before studyYear', () => {
    expect(codes({ ...office, acquired: '2025-06-01', studyYear: 2100 })).toEqual(['acquired:acquired_out_of_range', 'studyYear:study_year_out_of_range']);
  });

  it('refuses active participation for a short-term rental of short stays without also asking for the incomes it would need', () => {
    expect(codes({ ...office, propertyType: 'residential_str', passiveActivity: 'active_participation' })).toEqual([
      'passiveActivity:passive_activity_not_allowed',
    ]);
    // Over 7 days the participation stands, and its companions are asked for.
    expect(codes({ ...office, propertyType: 'residential_str', averageStay: 'over_7_days', passiveActivity: 'active_participation' })).toEqual([
      'netOperatingIncome:net_operating_income_required',
      'modifiedAgi:modified_agi_required',
    ]);
  });

  it('reports every problem at once: a field another rule finds only missing or out of place is still read by the rules after it (issue 40)', () => {
    // A sale's price and value without its date: both named, not only the price.
    expect(codes({ ...office, salePrice: 1_500_000, reclassifiedValueAtSale: 100_000 })).toEqual([
      'salePrice:sale_price_not_applicable',
      'reclassifiedValueAtSale:reclassified_value_at_sale_not_applicable',
    ]);
    // A land share with one assessed value: both the conflict and the missing value.
    expect(codes({ ...office, landShare: 0.2, assessedLand: 100_000 }).sort()).toEqual(
      ['assessedImprovements:assessed_improvements_required', 'landShare:land_share_not_allowed'].sort(),
    );
    // A value out of its range is not read: a study year out of range does not also refuse the sale's year.
    expect(codes({ ...office, studyYear: 2100, saleDate: '2030-06-30' })).toEqual(['studyYear:study_year_out_of_range']);
  });

  it('the rates together pass 100% only with the 3.8% where it applies: not on a rental whose losses are not limited (decision 0350)', () => {
    const passive = { ...office, passiveActivity: 'passive', netOperatingIncome: 0 } as const;
    expect(codes({ ...office, taxRate: 0.97, investmentIncomeTax: true })).toEqual([]);
    expect(codes({ ...passive, taxRate: 0.97, investmentIncomeTax: true })).toEqual(['taxRate:tax_rate_out_of_range']);
    expect(codes({ ...office, taxRate: 0.85, investmentIncomeTax: true, state: 'CA' })).toEqual([]);
    expect(codes({ ...passive, taxRate: 0.85, investmentIncomeTax: true, state: 'CA' })).toEqual(['stateTaxRate:state_tax_rate_out_of_range']);
  });

  it('a problem that follows from which fields are given is reported beside an invalid field it waits for (a fuzz run: found only once that field was fixed)', () => {
    expect(codes({ ...office, taxableIncome: 100_000, taxRate: 0.3, investmentIncomeTax: 'yes' }).sort()).toEqual(
      ['investmentIncomeTax:investment_income_tax_invalid', 'taxRate:tax_rate_not_allowed'].sort(),
    );
    expect(codes({ ...office, assessedLand: -5 }).sort()).toEqual(
      ['assessedImprovements:assessed_improvements_required', 'assessedLand:assessed_land_invalid'].sort(),
    );
    expect(codes({ ...office, landShare: 0.2, assessedLand: 100_000, assessedImprovements: '400000' }).sort()).toEqual(
      ['assessedImprovements:assessed_improvements_invalid', 'landShare:land_share_not_allowed'].sort(),
    );
    for (const [field, wrong, code] of [
      ['purchasePrice', '1000000', 'purchase_price_not_number'],
      ['zip', 12_345, 'zip_not_string'],
      ['salePrice', -3, 'sale_price_invalid'],
    ] as const)
      expect(codes({ ...office, reclassifiedValueAtSale: 5_000, [field]: wrong })).toContain(`${field}:${code}`);
    expect(codes({ ...office, reclassifiedValueAtSale: 5_000, zip: 12_345 })).toContain('reclassifiedValueAtSale:reclassified_value_at_sale_not_applicable');
    // With the date given the bound needs the price's value: an invalid price is reported alone, the bound not guessed.
    expect(codes({ ...office, purchasePrice: '1000000', saleDate: '2030-06-30', reclassifiedValueAtSale: 5_000 })).toEqual([
      'purchasePrice:purchase_price_not_number',
    ]);
  });

  it('refuses a value at sale above what the price leaves after the land, instead of cutting it silently (issue 40: 500,000 became 50,000)', () => {
    // $500,000 at a 90% land share: the land is $450,000, the building and the study's property $50,000.
    const sold = { ...office, saleDate: '2030-06-30', salePrice: 500_000, landShare: 0.9 };
    expect(codes({ ...sold, reclassifiedValueAtSale: 50_000 })).toEqual([]);
    expect(codes({ ...sold, reclassifiedValueAtSale: 50_000.49 })).toEqual([]);
    expect(codes({ ...sold, reclassifiedValueAtSale: 50_001 })).toEqual(['reclassifiedValueAtSale:reclassified_value_at_sale_out_of_range']);
    expect(codes({ ...sold, reclassifiedValueAtSale: 500_000 })).toEqual(['reclassifiedValueAtSale:reclassified_value_at_sale_out_of_range']);
    // The land share is the one the estimate takes: the assessor's ratio (1 to 3 is 25% land), or the ZIP code's state.
    const assessed = { ...office, saleDate: '2030-06-30', salePrice: 400_000, assessedLand: 100_000, assessedImprovements: 300_000 };
    expect(codes({ ...assessed, reclassifiedValueAtSale: 300_000 })).toEqual([]);
    expect(codes({ ...assessed, reclassifiedValueAtSale: 300_001 })).toEqual(['reclassifiedValueAtSale:reclassified_value_at_sale_out_of_range']);
    // One assessed value alone is refused on its own: the value at sale is not also measured against a state's land share.
    expect(codes({ ...office, saleDate: '2030-06-30', zip: '10001', reclassifiedValueAtSale: 950_000, assessedLand: 1 })).toEqual([
      'assessedImprovements:assessed_improvements_required',
    ]);
    // What is accepted is used as given: no cut.
    expect(taxImpact({ ...sold, reclassifiedValueAtSale: 50_000 } as never).sale!.reclassifiedValueAtSale).toBe(50_000);
  });

  it('opens "More assumptions" for any of its fields changed, the discount rate included, and not for its defaults', () => {
    const values = defaultTaxFormValues('2025-05-15');
    expect(partGivenOrWrong('more', values, {})).toBe(false);
    expect(partGivenOrWrong('more', { ...values, discountRate: '8%' }, {})).toBe(true);
    expect(partGivenOrWrong('more', values, { discountRate: 'Enter a discount rate from 0 to 25%' })).toBe(true);
    expect(partGivenOrWrong('keep', { ...values, discountRate: '8%' }, {})).toBe(false);
  });

  it('names a state given a rate of 0 in the headline, as the answer counts it', () => {
    const input = { ...office, propertyType: 'office' as const, state: 'CA' as const, stateTaxRate: 0 };
    expect(headlineOf(taxImpact(input, stateRatesFor('CA'))).subtitle).toContain(', California 0%');
    // Without a rate given, the state's top rate, said as such (a review: a $150,000 household read it as its own).
    expect(headlineOf(taxImpact({ ...input, stateTaxRate: undefined }, stateRatesFor('CA'))).subtitle).toContain(', California’s top rate, 13.3%');
    // A state without an income tax is not named: its part is none.
    expect(headlineOf(taxImpact({ ...input, state: 'TX', stateTaxRate: undefined }, stateRatesFor('TX'))).subtitle).not.toContain('Texas');
  });
});
