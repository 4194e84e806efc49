import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { estimateV2 } from '../../../../src/core/domain/estimate/estimate.ts';
import { stateRatesFor } from '../../../../src/core/domain/law/state-rates.ts';
import { federalTaxImpact } from '../../../../src/core/domain/tax/federal-tax-impact.ts';
import { recaptureWithStudy, straightLineMonths } from '../../../../src/core/domain/tax/recapture.ts';
import { taxImpact } from '../../../../src/core/domain/tax/tax-impact.ts';

/**
 * Issue 35, decision 0320: the sale as an adviser tells it, worked by hand. The office of
 * worked-examples.test.ts: $1,250,000 in New York (land 38%: 475,000), placed in service
 * 2025-05-15 (100% bonus), sold 2030-06-30. Values at sale by default (61 months of ADS wear):
 * 1245 property 40,647, land improvements 46,242. Depreciation taken: 101,031 without the study,
 * 235,825 with it (93,000 on the 1245 property, 62,000 on the land improvements, 80,825 on the
 * building); the land improvements' additional depreciation 41,333.
 */
const office = { propertyType: 'office', purchasePrice: 1_250_000, zip: '10001', placedInService: '2025-05-15', saleDate: '2030-06-30' } as const;

describe('the sale by asset and by character', () => {
  it('at 130% of the price paid: the land and the building gain the rise, as capital gain in both worlds, and the study costs the same at the sale', () => {
    // Land: 38% of 1,625,000 = 617,500, a gain of 142,500. Without the study the building takes
    // 1,007,500 against 673,969: 333,531, of which 101,031 unrecaptured; capital 232,500 + 142,500.
    // With it the building takes 1,625,000 - 617,500 - 40,647 - 46,242 = 920,611 against 539,175:
    // 381,436, of which 80,825 unrecaptured; capital 381,436 - 80,825 + 4,909 - 4,909 + 142,500.
    const sale = taxImpact({ ...office, salePrice: 1_625_000 }).sale!;
    expect(sale.withoutStudy).toEqual({ ordinaryGain: 0, unrecaptured1250Gain: 101_031, capitalGain: 375_000, taxAtSale: 100_258 }); // 25,257.75 + 75,000
    expect(sale.withStudy).toEqual({ ordinaryGain: 81_980, unrecaptured1250Gain: 85_734, capitalGain: 443_111, taxAtSale: 140_388 }); // 30,332.60 + 21,433.50 + 88,622.20
    expect(sale.additionalTax).toBe(40_130);
  });

  it('below the adjusted basis: a section 1231 loss, netted against the recapture, is ordinary', () => {
    // At 900,000: land 342,000 (a loss of 133,000). Without: the building takes 558,000 against
    // 673,969, a loss of 115,969: an ordinary loss of 248,969. With: recapture 81,980 as before, a
    // 1231 gain of 4,909 on the land improvements, the building 471,111 against 539,175 (-68,064):
    // net 1231 -196,155, so ordinary -114,175. At 37% the study costs 134,794 x 37% at the sale.
    const sale = taxImpact({ ...office, salePrice: 900_000 }).sale!;
    expect(sale.withoutStudy).toEqual({ ordinaryGain: -248_969, unrecaptured1250Gain: 0, capitalGain: 0, taxAtSale: -92_119 });
    expect(sale.withStudy).toEqual({ ordinaryGain: -114_175, unrecaptured1250Gain: 0, capitalGain: 0, taxAtSale: -42_245 });
    expect(sale.additionalTax).toBe(49_874);
  });

  it('a value at sale given is split by the default values: 100,000 is 45,026 + 1,754 + 53,220', () => {
    // 1245: 46,780 of gain, ordinary. Land improvements: 53,220, 41,333 ordinary and 11,887
    // unrecaptured. Building: 675,000 against 539,175: 135,825, 80,825 unrecaptured, 55,000 capital.
    const sale = taxImpact({ ...office, reclassifiedValueAtSale: 100_000 }).sale!;
    expect(sale.reclassifiedValueAtSale).toBe(100_000);
    expect(sale.withStudy).toEqual({ ordinaryGain: 88_113, unrecaptured1250Gain: 92_712, capitalGain: 55_000, taxAtSale: 66_780 }); // 32,601.81 + 23,178 + 11,000
  });

  it('with the household’s income: the Schedule D Tax Worksheet on the year’s income (2026 brackets, single)', () => {
    // $200,000 of income. 2030 deducts 9,108 without the study, 7,286 with it: taxable 190,892
    // and 192,714 before the gain. Without: 190,892 + 101,031 of 1250 gain: ordinary to the 24%
    // bracket's top (201,775: $41,024.00), 90,148 at 25% ($22,537): $63,561, less $38,412 = $25,149.
    // With: 192,714 + 81,980 = 274,694 ordinary ($64,912.15), 85,734 at 25% ($21,433.50), 68,111
    // at 15% ($10,216.65): $96,562, less $38,849 = $57,713.
    const result = taxImpact({ ...office, taxableIncome: 200_000 });
    expect(result.sale!.withoutStudy).toMatchObject({ taxAtSale: 25_149 });
    expect(result.sale!.withStudy).toMatchObject({ taxAtSale: 57_713 });
    expect(result.sale!.additionalTax).toBe(32_564);
    expect(result.schedule.at(-1)).toMatchObject({ federalTaxWithoutStudy: 38_412, federalTaxWithStudy: 38_849 });
  });

  it('an exchange recognises nothing, the replacement carries the property on, and the passive losses stay suspended (469(g) needs a taxable sale)', () => {
    const rental = {
      propertyType: 'residential_ltr',
      purchasePrice: 600_000,
      placedInService: '2025-03-10',
      passiveActivity: 'passive',
      netOperatingIncome: 12_000,
      saleDate: '2030-06-30',
    } as const;
    const exchanged = taxImpact({ ...rental, exchange: true });
    expect(exchanged.sale).toMatchObject({
      exchange: true,
      withoutStudy: { deferredGain: 97_358, taxAtSale: 0 },
      withStudy: { deferredGain: 192_266, taxAtSale: 0 },
      additionalTax: 0,
      ordinaryRecapture: 0,
    });
    // The replacement carries the property on (1031(d), Treas. Reg. 1.168(i)-6(c); decision 0337):
    // 2030 is a full year of depreciation and of income, so the losses still suspended at the
    // exchange are 2029's (worked-examples.test.ts: 31,095 and 127,958) plus 2030's over its 12,000:
    // 37,639 without the study, 130,237 with it; they wait for a taxable disposition.
    const exchangeYear = exchanged.schedule.find((row) => row.year === 2030)!;
    expect(exchangeYear).toMatchObject({ suspendedWithoutStudy: 37_639, suspendedWithStudy: 130_237, taxSavings: 0, taxAtSale: 0 });
    // Every figure but the sale block is the held property's.
    const { saleDate: _, ...heldInput } = rental;
    const held = taxImpact(heldInput);
    expect(exchanged.schedule.map(({ taxAtSale: _, ...row }) => row)).toEqual(held.schedule);
    expect(exchanged.netBenefit).toEqual(held.netBenefit);
    expect(taxImpact(rental).schedule.at(-1)).toMatchObject({ suspendedWithoutStudy: 0, suspendedWithStudy: 0 });
  });
});

describe('sale.unrecapturedRate with the household’s income: the rate the worksheet applied (issue 40)', () => {
  it('follows the bracket its last dollar falls in, and is the 25% cap only past the 24% bracket', () => {
    const office = {
      propertyType: 'office',
      purchasePrice: 600_000,
      placedInService: '2020-06-15',
      saleDate: '2026-06-30',
      passiveActivity: 'not_limited',
    } as const;
    const rateAt = (taxableIncome: number) => taxImpact({ ...office, taxableIncome, filingStatus: 'single' }).sale!.unrecapturedRate;
    // 2026 single: 22% to $105,700, 24% to $201,775. The study's world has $45,016 of recapture
    // and $66,855 of 1250 gain on top of the other income, less the sale year's own depreciation.
    expect(rateAt(20_000)).toBe(0.22);
    expect(rateAt(40_000)).toBe(0.24);
    expect(rateAt(150_000)).toBe(0.25);
    // Without the income it stays the lesser of 25% and the flat rate.
    expect(taxImpact({ ...office, taxRate: 0.12 }).sale!.unrecapturedRate).toBe(0.12);
  });
});

describe('a like-kind exchange is worth what holding is (decision 0337)', () => {
  it('a professional’s $2.4M office: the same net value exchanged as held (issue 40: $87,955 against $50,544)', () => {
    const office = { propertyType: 'office', purchasePrice: 2_400_000, placedInService: '2024-04-15', passiveActivity: 'not_limited' } as const;
    const held = taxImpact(office);
    const exchanged = taxImpact({ ...office, saleDate: '2029-09-30', exchange: true });
    expect(exchanged.netBenefit.netPresentValue).toBe(held.netBenefit.netPresentValue);
    expect(exchanged.presentValue).toEqual(held.presentValue);
    // The gain each world defers is reported: more with the study, which has deducted more by then.
    expect(exchanged.sale!.withStudy.deferredGain!).toBeGreaterThan(exchanged.sale!.withoutStudy.deferredGain!);
    expect(exchanged.sale!.presentValueOfAdditionalTax).toBe(0);
  });

  it('for any body, the exchange’s net value and rows are the held one’s', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('office', 'residential_ltr', 'warehouse_flex', 'multifamily_5plus', 'residential_str' as const),
        fc.integer({ min: 100_000, max: 20_000_000 }),
        fc.integer({ min: 2018, max: 2027 }),
        fc.integer({ min: 1, max: 30 }),
        fc.constantFrom('not_limited', 'passive', 'active_participation' as const),
        fc.option(fc.integer({ min: 0, max: 2_000_000 }), { nil: undefined }),
        fc.option(fc.constantFrom('CA', 'NY', 'TX', 'PA'), { nil: undefined }),
        fc.integer({ min: 0, max: 30_000 }),
        (propertyType, purchasePrice, year, held, passiveActivity, taxableIncome, state, studyFee) => {
          const input = {
            propertyType,
            purchasePrice,
            placedInService: `${year}-05-20`,
            passiveActivity,
            taxableIncome,
            studyFee,
            ...(passiveActivity === 'not_limited' ? {} : { netOperatingIncome: purchasePrice * 0.06, modifiedAgi: 120_000 }),
          };
          const rates = state === undefined ? null : stateRatesFor(state);
          const kept = taxImpact(input, rates);
          const exchanged = taxImpact({ ...input, saleDate: `${year + held}-08-31`, exchange: true, salePrice: purchasePrice * 1.3 }, rates);
          expect(exchanged.netBenefit).toEqual(kept.netBenefit);
          expect(exchanged.schedule.map(({ taxAtSale: _, stateTaxAtSale: __, ...row }) => row)).toEqual(kept.schedule);
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('the study’s tax at the sale never exceeds the old worst case', () => {
  it('at the price paid and the default values, for any office, rental or warehouse and any sale year', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('office', 'residential_ltr', 'warehouse_flex', 'multifamily_5plus' as const),
        fc.integer({ min: 100_000, max: 20_000_000 }),
        fc.integer({ min: 2018, max: 2030 }),
        fc.integer({ min: 1, max: 30 }),
        fc.constantFrom(0.24, 0.32, 0.37),
        (propertyType, purchasePrice, placedYear, held, taxRate) => {
          const input = {
            propertyType,
            purchasePrice,
            placedInService: `${placedYear}-04-10`,
            saleDate: `${placedYear + held}-08-20`,
            taxRate,
            passiveActivity: 'passive' as const,
            netOperatingIncome: 1e9,
          };
          const sale = taxImpact(input).sale!;
          // Every dollar recaptured at its full rate, as the figures before issue 35 assumed.
          const federal = federalTaxImpact(estimateV2(input), input);
          const studied = { ...federal.studied, sale: federal.studied.sale! };
          const worst = recaptureWithStudy(
            federal.schedule.asStudied,
            studied.classes.fifteenYear,
            straightLineMonths(studied.placed, studied.sale, studied.fourthQuarter),
            sale.depreciationTaken.withStudy,
          );
          const rate1250 = Math.min(0.25, taxRate);
          const worstTax = worst.ordinary * taxRate + (worst.unrecapturedWithStudy - sale.depreciationTaken.withoutStudy) * rate1250;
          expect(sale.additionalTax).toBeLessThanOrEqual(Math.round(worstTax) + 1);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('review cases: the sale with the year’s losses, the years after the rows, values in cents or above the price', () => {
  it('the losses a sale releases, and the loss carried in, are set against its gain in its year (469(g), 172(a)(2))', () => {
    // A passive office: with the study 732,364 of depreciation, all released in 2030 against a gain
    // of as much; without it 277,955 against 277,955. Each world's taxable income with the gain is
    // $100,000 again, but not of the same gain: the released losses take the ordinary income first
    // (the Schedule D Tax Worksheet's lines 14 and 23). Without the study the $100,000 is unrecaptured
    // 1250 gain, at the brackets (2030 takes 2026's single schedule): $16,712. With it the world holds
    // $187,368 of capital gain, more than its taxable income, so all $100,000 is at the capital rates:
    // 0% to $49,450, 15% on $50,550 = $7,582.50, $7,583. The sale takes back $9,129 less with the study.
    const result = taxImpact({
      propertyType: 'office',
      purchasePrice: 3_000_000,
      placedInService: '2026-03-01',
      saleDate: '2030-06-01',
      taxableIncome: 100_000,
      passiveActivity: 'passive',
      netOperatingIncome: 0,
    });
    expect(result.sale!.withStudy).toMatchObject({ capitalGain: 187_368, taxAtSale: 7_583 });
    expect(result.sale!.withoutStudy).toMatchObject({ capitalGain: 0, unrecaptured1250Gain: 277_955, taxAtSale: 16_712 });
    expect(result.sale!.additionalTax).toBe(-9_129);
  });

  it('a sale year whose taxable income is below its gains: the worksheet, not the engine, places the cut (issue 40 reproduction)', () => {
    // A professional's $10M office sold in 2025 with $50,000 of other income: with the study the
    // year's losses leave less taxable income than the gains. The Schedule D Tax Worksheet keeps the
    // capital gain at its rates and cuts the unrecaptured 1250 gain first: $63,777, where cutting
    // the capital gain first gave $109,256.
    const result = taxImpact({
      propertyType: 'office',
      purchasePrice: 10_000_000,
      placedInService: '2021-06-15',
      saleDate: '2025-06-30',
      taxableIncome: 50_000,
      filingStatus: 'single',
      passiveActivity: 'not_limited',
    });
    expect(result.sale!.withStudy.taxAtSale).toBe(63_777);
  });

  it('what a loss carried past the last row saves is discounted from its own years, and counted when it comes', () => {
    const result = taxImpact({
      propertyType: 'multifamily_5plus',
      purchasePrice: 20_000_000,
      placedInService: '2026-03-01',
      saleDate: '2028-06-01',
      taxableIncome: 150_000,
    });
    const rows = result.schedule.filter((year) => year.taxSavings !== undefined);
    const asIfInTheRows = rows.reduce((sum, year, index) => sum + year.taxSavings! / 1.05 ** index, 0);
    // Spread over the years after 2028, the carry is worth less today than if it all came in 2028.
    expect(result.schedule.at(-1)!.carriedForwardWithStudy).toBeGreaterThan(0);
    expect(result.presentValue.additionalTaxSavings).toBeLessThan(Math.round(asIfInTheRows));
    expect(result.netBenefit.paybackYear).toBeGreaterThan(2028);
  });

  it('a value at sale in cents is taken to the dollar, and a value past what the price leaves after the land is scaled down to it', () => {
    const office = { propertyType: 'office', purchasePrice: 1_250_000, zip: '10001', placedInService: '2025-06-01', saleDate: '2030-01-01' } as const;
    expect(taxImpact({ ...office, reclassifiedValueAtSale: 100_000.5, taxableIncome: 100_000 }).sale!.reclassifiedValueAtSale).toBe(100_001);
    // The whole price: the land keeps its 475,000, the study's property takes the other 775,000, the building nothing.
    const all = taxImpact({ ...office, reclassifiedValueAtSale: 1_250_000 }).sale!;
    expect(all.reclassifiedValueAtSale).toBe(775_000);
    const low = taxImpact({ ...office, salePrice: 100_000 }).sale!;
    expect(low.reclassifiedValueAtSale).toBeLessThanOrEqual(100_000 - 38_000);
  });

  it('the 3.8% is never a refund on a loss (IRC 1411(a)(1))', () => {
    const sale = taxImpact({
      propertyType: 'office',
      purchasePrice: 1_250_000,
      zip: '73301',
      placedInService: '2025-06-01',
      saleDate: '2027-01-01',
      salePrice: 1,
      taxableIncome: 0,
      investmentIncomeTax: true,
    }).sale!;
    expect(sale.withoutStudy.taxAtSale).toBe(0);
    expect(sale.withStudy.taxAtSale).toBe(0);
  });
});

describe('the holding period (IRC 1231(b)(1), 1221(a)(2))', () => {
  it('held a year or less, the whole gain is ordinary; a day more, it is sorted by character', () => {
    const office = { propertyType: 'office', purchasePrice: 1_250_000, zip: '10001', placedInService: '2025-12-15', salePrice: 1_500_000 } as const;
    const short = taxImpact({ ...office, saleDate: '2026-12-15' }).sale!;
    expect(short.withStudy).toMatchObject({ unrecaptured1250Gain: 0, capitalGain: 0 });
    expect(short.withStudy.ordinaryGain).toBeGreaterThan(250_000);
    const long = taxImpact({ ...office, saleDate: '2026-12-16' }).sale!;
    expect(long.withStudy.capitalGain).toBeGreaterThan(0);
  });
});
