import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundedShareOf } from '../../../../src/core/domain/estimate/money.ts';
import { flatRules } from '../../../../src/core/domain/tax/flat-rules.ts';
import { ordinaryIncomeTax } from '../../../../src/core/domain/tax/ordinary-income-tax.ts';
import { taxImpact } from '../../../../src/core/domain/tax/tax-impact.ts';
import type { TaxImpactInput } from '../../../../src/core/domain/tax/tax-impact-types.ts';
import { bracketRules } from '../../../../src/core/domain/tax/tax-rules.ts';
import { TAX_UNITS } from '../../../../src/core/domain/tax/tax-units.ts';

/** Decision 0341: one tax function, the brackets or a flat rate as a schedule of one bracket. */
const flat37 = flatRules({ ordinaryBasisPoints: 3_700, niitBasisPoints: 380, saleDate: '2030-06-30', filingStatus: null });
const flat24 = flatRules({ ordinaryBasisPoints: 2_400, niitBasisPoints: 0, saleDate: '2030-06-30', filingStatus: null });
const flat12 = flatRules({ ordinaryBasisPoints: 1_200, niitBasisPoints: 0, saleDate: '2030-06-30', filingStatus: null });
const flat22 = flatRules({ ordinaryBasisPoints: 2_200, niitBasisPoints: 0, saleDate: '2030-06-30', filingStatus: null });
const flat0 = flatRules({ ordinaryBasisPoints: 0, niitBasisPoints: 0, saleDate: '2030-06-30', filingStatus: null });
const gain = { ordinaryGain: 100_000, unrecaptured1250Gain: 300_000, capitalGain: 200_000, totalGain: 600_000, recaptured: 100_000 };

describe('the tax function', () => {
  it('a flat rate is one bracket: each dollar deducted takes the rate off, from any income', () => {
    // $10,000 deducted at 37%: $3,700 less tax, in millionths of a dollar.
    expect(flat37.incomeTax(10_000, 2026)).toBe(-3_700 * TAX_UNITS);
    expect(flat37.income).toBe(Number.POSITIVE_INFINITY);
    expect(flat37.marginalRate(5_000_000, 2026)).toBe(0.37);
  });

  it('a flat rate taxes a sale’s gain by character at the rates of decision 0320', () => {
    // At 37%: $100,000 ordinary at 37%, $300,000 unrecaptured at 25%, $200,000 capital at 20% (37% >= 35%).
    expect(flat37.taxWithGain(0, gain, 2030)).toBe((37_000 + 75_000 + 40_000) * TAX_UNITS);
    // At 24%: the unrecaptured gain at 24% (the lesser), the capital gain at 15%.
    expect(flat24.taxWithGain(0, gain, 2030)).toBe((24_000 + 72_000 + 30_000) * TAX_UNITS);
    expect(flat37.unrecapturedRate(0, gain, 2030)).toBe(0.25);
    expect(flat24.unrecapturedRate(0, gain, 2030)).toBe(0.24);
    expect(flat24.unrecapturedRateCap(2030)).toBe(0.24);
  });

  it('a flat rate below the third bracket’s (22%) takes the capital gain at 0%, as its bracket lies in the 0% band (decision 0357)', () => {
    // At 12%: $100,000 ordinary at 12%, $300,000 unrecaptured at 12% (the lesser), $200,000 capital at 0%.
    expect(flat12.taxWithGain(0, gain, 2030)).toBe((12_000 + 36_000 + 0) * TAX_UNITS);
    // At 22%, the third bracket's own rate, the 15%: $22,000 + $66,000 + $30,000.
    expect(flat22.taxWithGain(0, gain, 2030)).toBe((22_000 + 66_000 + 30_000) * TAX_UNITS);
    // At 0% nothing of the gain is taxed: the capital gain never above the rate its ordinary gain meets.
    expect(flat0.taxWithGain(0, gain, 2030)).toBe(0);
  });

  it('a sale before 2018 takes the capital gain at 20% only from the 39.6% rate: the 20% band then began where the 39.6% bracket did (1(h)(1)(C) as then in effect)', () => {
    const at = (basisPoints: number) => flatRules({ ordinaryBasisPoints: basisPoints, niitBasisPoints: 0, saleDate: '2017-06-30', filingStatus: null });
    // At 35% in 2017: $100,000 ordinary at 35%, $300,000 unrecaptured at 25%, $200,000 capital at 15% (2018's law, read before, gave 20%).
    expect(at(3_500).taxWithGain(0, gain, 2017)).toBe((35_000 + 75_000 + 30_000) * TAX_UNITS);
    // At 39.6%: the capital gain at 20%: $39,600 + $75,000 + $40,000.
    expect(at(3_960).taxWithGain(0, gain, 2017)).toBe((39_600 + 75_000 + 40_000) * TAX_UNITS);
    // At 15%, the 15% bracket lies in the 0% band; at 25%, the third bracket's rate, the 15%.
    expect(at(1_500).taxWithGain(0, gain, 2017)).toBe((15_000 + 45_000 + 0) * TAX_UNITS);
    expect(at(2_500).taxWithGain(0, gain, 2017)).toBe((25_000 + 75_000 + 30_000) * TAX_UNITS);
  });

  it('the brackets are the return’s tax on the income less what is deducted, never below zero', () => {
    const rules = bracketRules(150_000, 'single', 0);
    expect(rules.incomeTax(30_000, 2026)).toBe(ordinaryIncomeTax(120_000, 'single', 2026) * TAX_UNITS);
    expect(rules.incomeTax(400_000, 2026)).toBe(0);
    expect(rules.latestBracketsYear).not.toBeNull();
    expect(flat37.latestBracketsYear).toBeNull();
  });

  it('without the household’s income each year saves the flat rate on what the study adds to the deduction, the 3.8% included', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('office', 'multifamily_5plus', 'residential_ltr' as const),
        fc.integer({ min: 300_000, max: 20_000_000 }),
        fc.constantFrom('not_limited', 'passive', 'active_participation' as const),
        fc.boolean(),
        fc.constantFrom(0.24, 0.32, 0.37),
        (propertyType, purchasePrice, passiveActivity, investmentIncomeTax, taxRate) => {
          const input: TaxImpactInput = {
            propertyType,
            purchasePrice,
            placedInService: '2024-04-15',
            passiveActivity,
            investmentIncomeTax,
            taxRate,
            netOperatingIncome: 60_000,
          };
          const result = taxImpact(input);
          // The 3.8% reaches no rental that is the owner's nonpassive trade or business (not limited; decision 0350).
          const rate = Math.round((taxRate + (investmentIncomeTax && passiveActivity !== 'not_limited' ? 0.038 : 0)) * 10_000);
          const carries = result.schedule.some((row) => (row.carriedForwardWithStudy ?? 0) !== 0 || (row.carriedForwardWithoutStudy ?? 0) !== 0);
          for (const row of result.schedule) {
            // The deduction each world takes that year: allowed, less the cap's excess carried out, plus the excess carried in.
            const deducted = (world: 'With' | 'Without', index: number) => {
              const taken = row[`allowed${world}Study`] ?? row[world === 'With' ? 'withStudy' : 'withoutStudy'];
              const carriedIn = index === 0 ? 0 : (result.schedule[index - 1]![`carriedForward${world}Study`] ?? 0);
              return taken - (row[`carriedForward${world}Study`] ?? 0) + carriedIn;
            };
            const index = row.year - 2024;
            if (carries && index === result.schedule.length - 1) continue; // the last row holds the years after it
            expect(row.taxSavings).toBe(roundedShareOf(deducted('With', index) - deducted('Without', index), rate));
          }
        },
      ),
      { numRuns: 80 },
    );
  });

  it('with a flat rate a sale’s loss over the 461(l) threshold is carried, as with the brackets: the sale year deducts the threshold', () => {
    // Issue 35's office ($1,250,000, 15% land, 37%) sold in 2030 for $600,000: a net section 1231
    // loss of $511,489 without the study and $326,692 with it. With the year's depreciation the
    // business loss passes the $256,000 single threshold in both worlds, so each deducts exactly
    // $256,000 that year (-$256,000 x 37% = -$94,720 at the sale) and carries the rest: the study's
    // tax at the sale is $0, and what it moves comes back in the years after, in the last row.
    const result = taxImpact({ propertyType: 'office', purchasePrice: 1_250_000, placedInService: '2025-05-15', saleDate: '2030-06-30', salePrice: 600_000 });
    expect(result.sale).toMatchObject({ withoutStudy: { taxAtSale: -94_720 }, withStudy: { taxAtSale: -94_720 }, additionalTax: 0 });
    expect(result.schedule.at(-1)).toMatchObject({ carriedForwardWithoutStudy: 267_975, carriedForwardWithStudy: 80_681 });
    // Before this change the sale took the whole loss at 37% and the row gave the excess back: the
    // same net value ($72,076 saved, $53,574 taken back at the sale), split otherwise.
    expect(result.presentValue.additionalTaxSavings - result.sale!.presentValueOfAdditionalTax).toBe(72_076 - 53_574);
  });
});
