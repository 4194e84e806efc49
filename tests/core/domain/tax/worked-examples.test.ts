import { describe, expect, it } from 'vitest';
import { taxImpact } from '../../../../src/core/domain/tax/tax-impact.ts';

/**
 * Issue 18's worked cases, each figured by hand from the rules (the arithmetic is in the
 * comments and the expected values), not read off the engine. Rates are Publication 946's:
 * Table A-1 (half-year) 5-year 20, 32, 19.2, 11.52, 11.52, 5.76; 7-year 14.29, 24.49, 17.49,
 * 12.49, 8.93, 8.92, 8.93, 4.46; 15-year 5, 9.5, 8.55, 7.7, 6.93, 6.23, 5.9, 5.9, 5.91, 5.9,
 * 5.91, ...; Table A-7a (39 years), May: 1.605 then 2.564; Table A-6 (27.5 years), March:
 * 2.879 then 3.636.
 */
const R5 = [20, 32, 19.2, 11.52, 11.52, 5.76];
const R7 = [14.29, 24.49, 17.49, 12.49, 8.93, 8.92, 8.93, 4.46];
const R15 = [5, 9.5, 8.55, 7.7, 6.93, 6.23, 5.9, 5.9, 5.91, 5.9, 5.91];
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const discount = (amount: number, years: number) => amount / 1.05 ** years;

describe('a 100%-bonus office sold after five years', () => {
  // Office in New York: $1,250,000, land 38%: basis 775,000; typical 20% = 155,000 split 58/2/40:
  // 5-year 89,900, 7-year 3,100, 15-year 62,000, building 620,000. Placed in service 2025-05-15:
  // acquired after 2025-01-19, 100% bonus (P.L. 119-21). Sold 2030-06-30 at the price paid.
  const result = taxImpact({ propertyType: 'office', purchasePrice: 1_250_000, zip: '10001', placedInService: '2025-05-15', saleDate: '2030-06-30' });

  it('depreciation: the schedule ends in 2030, the building’s last year 5.5 months of 2.564%', () => {
    const without = [775_000 * 0.01605, ...Array(4).fill(775_000 * 0.02564), (775_000 * 0.02564 * 5.5) / 12].map(Math.round);
    // 12,439; 19,871 x 4; 9,107.54 -> 9,108
    const withStudy = [155_000 + 620_000 * 0.01605, ...Array(4).fill(620_000 * 0.02564), (620_000 * 0.02564 * 5.5) / 12].map(Math.round);
    // 164,951; 15,897 x 4; 7,286
    expect(result.schedule.map((year) => year.year)).toEqual([2025, 2026, 2027, 2028, 2029, 2030]);
    expect(result.schedule.map((year) => year.withoutStudy)).toEqual(without);
    expect(result.schedule.map((year) => year.withStudy)).toEqual(withStudy);
    expect(result.sale?.depreciationTaken).toEqual({ withoutStudy: 101_031, withStudy: 235_825 });
    expect(sum(without)).toBe(101_031);
    expect(sum(withStudy)).toBe(235_825);
  });

  it('the sale by asset (issue 35): the study’s property at its value, the building the rest; the gain by character in each world', () => {
    // 61 months in service (May 2025 to June 2030). Values at sale, cost less straight-line wear
    // over the ADS period (Rev. Proc. 87-56): 5-year 89,900 - 89,900 x 61/108 = 39,123; 7-year
    // 3,100 - 3,100 x 61/120 = 1,524; 15-year 62,000 - 62,000 x 61/240 = 46,242. Land: 38% of the
    // price, 475,000, as it cost.
    const values = { personal: 39_123 + 1_524, fifteenYear: 46_242 };
    // Without the study: the building takes 775,000 and has 101,031 of depreciation: unrecaptured 1250 gain, at 25%.
    const withoutStudy = { ordinaryGain: 0, unrecaptured1250Gain: 101_031, capitalGain: 0, taxAtSale: Math.round(101_031 * 0.25) }; // 25,257.75
    // With it: the 1245 property (all 93,000 taken) gains 40,647, all ordinary. The 15-year (all
    // 62,000 taken) gains 46,242: 41,333 of additional depreciation ordinary (62,000 less 60/180
    // of straight line), 4,909 unrecaptured. The building takes 1,250,000 - 475,000 - 40,647 -
    // 46,242 = 688,111 against 620,000 - 80,825: a gain of 148,936, 80,825 of it unrecaptured.
    const additional = Math.round(62_000 - (62_000 * 60) / 180); // 41,333
    const ordinary = values.personal + additional; // 81,980
    const building = 1_250_000 - 475_000 - values.personal - values.fifteenYear - (620_000 - (235_825 - 93_000 - 62_000)); // 148,936
    const unrecaptured = values.fifteenYear - additional + (235_825 - 93_000 - 62_000); // 4,909 + 80,825 = 85,734
    const capital = building - (235_825 - 93_000 - 62_000); // 68,111
    // At 37%: ordinary at 37%, unrecaptured at 25%, capital gain at 20% (a 35% rate or more).
    const withStudy = {
      ordinaryGain: ordinary,
      unrecaptured1250Gain: unrecaptured,
      capitalGain: capital,
      taxAtSale: Math.round(ordinary * 0.37 + unrecaptured * 0.25 + capital * 0.2),
    }; // 65,388.30
    const additionalTax = withStudy.taxAtSale - withoutStudy.taxAtSale; // 40,130, where every dollar at 37% said 49,818
    expect(result.sale).toEqual({
      year: 2030,
      salePrice: 1_250_000,
      reclassifiedValueAtSale: values.personal + values.fifteenYear,
      exchange: false,
      depreciationTaken: { withoutStudy: 101_031, withStudy: 235_825 },
      ordinaryRecapture: ordinary,
      unrecaptured1250: { withoutStudy: 101_031, withStudy: unrecaptured },
      unrecapturedRate: 0.25,
      withoutStudy,
      withStudy,
      additionalTax,
      presentValueOfAdditionalTax: Math.round(discount(additionalTax, 5)), // 31,443
    });
    expect([ordinary, unrecaptured, capital, additionalTax]).toEqual([81_980, 85_734, 68_111, 40_130]);
    // The character split adds up to the depreciation taken: the price is what was paid.
    expect(ordinary + unrecaptured + capital).toBe(235_825);
  });

  it('net benefit: the study is worth far less than its first-year saving', () => {
    // Extra deductions: 152,512 in 2025, -3,974 a year 2026 to 2029, -1,822 in 2030.
    const savings = 0.37 * (152_512 + sum([1, 2, 3, 4].map((n) => discount(-3_974, n))) + discount(-1_822, 5));
    expect(result.studyYear.taxSavings).toBe(Math.round(152_512 * 0.37)); // 56,429
    expect(result.netBenefit).toEqual({
      studyFee: 0,
      presentValueOfTaxSavings: Math.round(savings), // 50,687
      presentValueOfTaxAtSale: 31_443,
      studyFeeTaxSaving: 0, // no fee
      netPresentValue: Math.round(savings) - 31_443, // 19,244
      // Issue 27: the break-even fee counts the fee's own deduction at 37%: 19,244 / 0.63 = 30,546.03.
      breakEvenFee: Math.round((Math.round(savings) - 31_443) / 0.63),
      paybackYear: 2025,
    });
    expect(result.presentValue.additionalTaxSavings).toBe(result.netBenefit.presentValueOfTaxSavings);
  });
});

describe('a look-back at 60% bonus, sold after ten years', () => {
  // The same office placed in service 2024-05-15 (60% bonus, IRC 168(k)(6)(A)(iii)), the study
  // applied in 2026 (IRC 481(a) catch-up), sold 2034-09-30 (third quarter, month 9).
  const result = taxImpact({
    propertyType: 'office',
    purchasePrice: 1_250_000,
    zip: '10001',
    placedInService: '2024-05-15',
    studyYear: 2026,
    saleDate: '2034-09-30',
  });
  // Bonus 60% of 155,000 = 93,000; the tables then apply to 35,960 (5-year), 1,240 (7-year), 24,800 (15-year).
  const building = (index: number) => (index === 0 ? 0.01605 : index === 10 ? (0.02564 * 17) / 24 : 0.02564); // sale: (9 - 1/2) / 12
  const fifteen = (index: number) => (index === 10 ? R15[10]! / 2 : R15[index]!) / 100; // half-year in the sale year
  const studied = Array.from({ length: 11 }, (_, i) =>
    Math.round((i === 0 ? 93_000 : 0) + 35_960 * ((R5[i] ?? 0) / 100) + 1_240 * ((R7[i] ?? 0) / 100) + 24_800 * fifteen(i) + 620_000 * building(i)),
  );
  const without = Array.from({ length: 11 }, (_, i) => Math.round(775_000 * building(i)));

  it('2024 and 2025 as filed; 2026 catches up what the study would have taken', () => {
    const catchUp = studied[0]! + studied[1]! - without[0]! - without[1]!;
    expect(result.studyYear).toMatchObject({ year: 2026, catchUp, withStudy: studied[2]! + catchUp, withoutStudy: without[2]! });
    expect(result.schedule.map((year) => year.withStudy)).toEqual([without[0], without[1], studied[2]! + catchUp, ...studied.slice(3)]);
    expect(result.schedule.map((year) => year.withoutStudy)).toEqual(without);
  });

  it('recapture (issue 35): the 15-year property’s excess over 10 years of straight line is ordinary; the worn-out 1245 property gains nothing', () => {
    const taken15 = 37_200 + 24_800 * ((sum(R15.slice(0, 10)) + R15[10]! / 2) / 100); // 54,677.8
    const additional = Math.round(taken15 - (62_000 * 120) / 180); // 54,677.8 - 41,333.33 = 13,344.47
    const withTaken = sum(studied);
    const withoutTaken = sum(without);
    // Issue 35: 124 months in service; the 5- and 7-year property is worn out under ADS (9 and 10
    // years) and worth nothing; the 15-year, 62,000 - 62,000 x 124/240 = 29,967. The 15-year gains
    // 29,967 - (62,000 - 54,678) = 22,645: 13,344 ordinary, 9,301 unrecaptured. The building takes
    // 1,250,000 - 475,000 - 29,967 = 745,033 against 620,000 less its depreciation: 125,033 of
    // capital gain beside its depreciation, all unrecaptured.
    const ordinary = additional; // 13,344
    const buildingTaken = withTaken - 93_000 - Math.round(taken15);
    const unrecaptured = 22_645 - ordinary + buildingTaken;
    const capital = 745_033 - 620_000; // 125,033
    const withoutTax = Math.round(withoutTaken * 0.25);
    const withTax = Math.round(ordinary * 0.37 + unrecaptured * 0.25 + capital * 0.2);
    const additionalTax = withTax - withoutTax;
    expect(result.sale).toEqual({
      year: 2034,
      salePrice: 1_250_000,
      reclassifiedValueAtSale: 29_967,
      exchange: false,
      depreciationTaken: { withoutStudy: withoutTaken, withStudy: withTaken },
      ordinaryRecapture: 13_344,
      unrecaptured1250: { withoutStudy: withoutTaken, withStudy: unrecaptured },
      unrecapturedRate: 0.25,
      withoutStudy: { ordinaryGain: 0, unrecaptured1250Gain: withoutTaken, capitalGain: 0, taxAtSale: withoutTax },
      withStudy: { ordinaryGain: ordinary, unrecaptured1250Gain: unrecaptured, capitalGain: capital, taxAtSale: withTax },
      additionalTax,
      presentValueOfAdditionalTax: Math.round(discount(additionalTax, 8)), // 2034 to 2026
    });
    // The old worst case (all 106,344 recaptured at 37%) would have cost more.
    expect(additionalTax).toBeLessThan(Math.round(106_344 * 0.37 + (withTaken - 106_344 - withoutTaken) * 0.25));
    expect(ordinary).toBe(13_344);
  });

  it('the savings count from the study year, the tax at sale comes back eight years later', () => {
    const differences = result.schedule.slice(2).map((year) => year.withStudy - year.withoutStudy);
    const savings = Math.round(0.37 * sum(differences.map((difference, n) => discount(difference, n))));
    expect(result.netBenefit.presentValueOfTaxSavings).toBe(savings);
    expect(result.netBenefit.netPresentValue).toBe(savings - result.sale!.presentValueOfAdditionalTax);
  });
});

describe('active participation at a modified AGI of $130,000', () => {
  // A long-term rental, $600,000, no ZIP (land 15%): basis 510,000; typical 23% = 117,300 split
  // 67/1/32: 78,591, 1,173, 37,536; building 392,700. Placed in service 2025-03-10, 100% bonus.
  // Net operating income 18,000 a year, earned by the days owned: 2025 from March 10 (day 69), 297
  // of 365 days, 14,646.58 -> 14,647. IRC 469(i): 25,000 - 50% x (130,000 - 100,000) = 10,000.
  const result = taxImpact({
    propertyType: 'residential_ltr',
    purchasePrice: 600_000,
    placedInService: '2025-03-10',
    passiveActivity: 'active_participation',
    netOperatingIncome: 18_000,
    modifiedAgi: 130_000,
  });

  it('2025: the study’s 128,606 of depreciation is allowed only to the 14,647 of income earned since March 10 plus 10,000', () => {
    const withStudy = Math.round(117_300 + 392_700 * 0.02879); // 128,605.83 -> 128,606
    const without = Math.round(510_000 * 0.02879); // 14,683: 36 over the income, within the allowance: all allowed
    const rent = Math.round((18_000 * 297) / 365); // 14,647
    expect(result.schedule[0]).toEqual({
      year: 2025,
      withoutStudy: without,
      withStudy,
      allowedWithoutStudy: without,
      allowedWithStudy: rent + 10_000,
      suspendedWithoutStudy: 0,
      suspendedWithStudy: withStudy - 24_647, // 103,959
      taxSavings: Math.round(0.37 * (24_647 - without)), // 9,964 x 37% = 3,686.68
    });
    expect(result.studyYear.taxSavings).toBe(3_687); // not 42,152 without the limit, nor 4,927 with a full year's rent
  });

  it('2026 to 2032: 10,000 of the suspended loss a year; 2033 uses the last of it', () => {
    const yearly = Math.round(392_700 * 0.03636); // 14,279
    // Each year a full year's 18,000: loss = 14,279 + suspended - 18,000; 10,000 used: the suspended loss falls by 13,721.
    expect(result.schedule[1]).toMatchObject({ allowedWithStudy: 28_000, suspendedWithStudy: 103_959 + yearly - 28_000 });
    expect(result.schedule[7]).toMatchObject({ year: 2032, suspendedWithStudy: 103_959 - 7 * 13_721 }); // 7,912
    // 2033: loss = 14,279 + 7,912 - 18,000 = 4,191, within the allowance.
    expect(result.schedule[8]).toMatchObject({ year: 2033, allowedWithStudy: yearly + 7_912, suspendedWithStudy: 0 });
  });

  it('the present value follows the allowed deductions', () => {
    const differences = result.schedule.map((year) => year.allowedWithStudy! - year.allowedWithoutStudy!);
    expect(result.presentValue.additionalTaxSavings).toBe(Math.round(0.37 * sum(differences.map(discount))));
    expect(result.netBenefit.presentValueOfTaxSavings).toBe(result.presentValue.additionalTaxSavings);
  });
});

describe('a passive investor whose losses are released at sale', () => {
  // The same rental, passive (no allowance), 12,000 of net operating income, sold 2030-06-30, a
  // study fee of 5,000.
  const result = taxImpact({
    propertyType: 'residential_ltr',
    purchasePrice: 600_000,
    placedInService: '2025-03-10',
    passiveActivity: 'passive',
    netOperatingIncome: 12_000,
    saleDate: '2030-06-30',
    studyFee: 5_000,
  });

  it('until the sale only the income is allowed in either column, 9,764 in 2025 (297 days of 12,000), 12,000 a year after: the study saves nothing then', () => {
    expect(result.schedule[0]).toMatchObject({ allowedWithoutStudy: 9_764, allowedWithStudy: 9_764 });
    for (const year of result.schedule.slice(1, 5)) expect(year).toMatchObject({ allowedWithoutStudy: 12_000, allowedWithStudy: 12_000 });
    expect(result.schedule[0]).toMatchObject({ suspendedWithoutStudy: 14_683 - 9_764, suspendedWithStudy: 128_606 - 9_764 });
    expect(result.studyYear.taxSavings).toBe(0);
  });

  it('2030: the sale releases every suspended loss (IRC 469(g))', () => {
    const lastYearWithout = Math.round((510_000 * 0.03636 * 5.5) / 12); // 8,499
    const lastYearWith = Math.round((392_700 * 0.03636 * 5.5) / 12); // 6,544
    // Suspended: 2025's 4,919 and 118,842, then each full year's loss over 12,000.
    const suspendedWithout = 4_919 + 4 * (18_544 - 12_000); // 31,095
    const suspendedWith = 118_842 + 4 * (14_279 - 12_000); // 127,958
    expect(result.schedule[5]).toEqual({
      year: 2030,
      withoutStudy: lastYearWithout,
      withStudy: lastYearWith,
      allowedWithoutStudy: lastYearWithout + suspendedWithout, // 39,594
      allowedWithStudy: lastYearWith + suspendedWith, // 134,502
      suspendedWithoutStudy: 0,
      suspendedWithStudy: 0,
      taxSavings: Math.round(0.37 * (134_502 - 39_594)), // 94,908 x 37% = 35,115.96: the same as with a full year's rent, both worlds losing the same
      taxAtSale: result.sale!.additionalTax, // the sale year's row carries the tax at sale
    });
  });

  it('the saving, released five years on, and the sale by asset (issue 35): the study is worth a little, not lost', () => {
    const savings = Math.round(discount(0.37 * (134_502 - 39_594), 5)); // 35,115.96 / 1.2763 = 27,514
    // 63 months in service (March 2025 to June 2030). Values at sale: 5-year 78,591 - 78,591 x
    // 63/108 = 32,746; 7-year 1,173 - 1,173 x 63/120 = 557; 15-year 37,536 - 37,536 x 63/240 = 27,683.
    // All fully depreciated (100% bonus), so each gains its value: the 1245 property 33,303, all
    // ordinary; the 15-year 27,683: 25,024 of additional depreciation ordinary (37,536 less 60/180
    // of straight line), 2,659 unrecaptured. The building takes 600,000 - 90,000 (land, 15%) -
    // 33,303 - 27,683 = 449,014 against 392,700 - 74,966: a gain of 131,280, 74,966 unrecaptured.
    const ordinary = 33_303 + 25_024; // 58,327
    const unrecaptured = 2_659 + 74_966; // 77,625
    const capital = 131_280 - 74_966; // 56,314
    const withoutTax = Math.round(97_358 * 0.25); // 24,339.50
    const withTax = Math.round(ordinary * 0.37 + unrecaptured * 0.25 + capital * 0.2); // 52,250.04
    const additionalTax = withTax - withoutTax; // 27,910, where every dollar recaptured at 37% said 36,302
    expect(result.sale).toMatchObject({
      depreciationTaken: { withoutStudy: 97_358, withStudy: 192_266 },
      ordinaryRecapture: ordinary,
      withoutStudy: { ordinaryGain: 0, unrecaptured1250Gain: 97_358, capitalGain: 0, taxAtSale: withoutTax },
      withStudy: { ordinaryGain: ordinary, unrecaptured1250Gain: unrecaptured, capitalGain: capital, taxAtSale: withTax },
      additionalTax,
    });
    // Issue 27: the fee is deducted in 2025 with the rental's other losses: suspended under the
    // limit, released by the sale in 2030: 5,000 x 37% = 1,850 five years on, 1,449.53 today.
    const feeSaving = Math.round(discount(5_000 * 0.37, 5)); // 1,450
    const atSale = Math.round(discount(additionalTax, 5)); // 21,868
    expect(result.netBenefit).toEqual({
      studyFee: 5_000,
      presentValueOfTaxSavings: savings,
      presentValueOfTaxAtSale: atSale,
      studyFeeTaxSaving: feeSaving,
      netPresentValue: savings - atSale - 5_000 + feeSaving, // 2,096
      // Each dollar of fee saves 37% five years on, 0.2899 today: (27,514 - 21,868) / 0.7101 = 7,951.
      breakEvenFee: 7_951,
      paybackYear: 2030, // 35,116 of savings in 2030 reach the 5,000 fee less its deduction's 1,450
    });
  });
});
