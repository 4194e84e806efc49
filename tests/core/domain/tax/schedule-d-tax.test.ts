import { describe, expect, it } from 'vitest';
import { ordinaryIncomeTax } from '../../../../src/core/domain/tax/ordinary-income-tax.ts';
import { scheduleDTaxWorksheet, taxWithGains, unrecapturedRateApplied } from '../../../../src/core/domain/tax/schedule-d-tax.ts';

/**
 * Worked by hand on the Schedule D Tax Worksheet (2025 Instructions for Schedule D), without
 * qualified dividends, Form 4952 or 28% rate gain, so for ordinary income O, unrecaptured 1250
 * gain U and capital gain C: line 1 = O + U + C (the taxable income, `taxableIncome`), lines 7, 9 and 10 = U + C, line 11 = line 12 = U,
 * line 13 = C, line 14 = O + U, line 18 = O. The brackets are the published tables' ("$5,800 plus
 * 22% of the excess over $50,400"); a tax on less than $100,000 (lines 44 and 46) is the Tax
 * Table's, the schedule's tax on the middle of its $50 row, in whole dollars. The thresholds Rev. Procs 2024-40 section 2.03 and 2025-32
 * section 4.03:
 *   2025 single: 0% to $48,350, 15% to $533,400; 24% bracket ends $197,300
 *   2025 joint:  0% to $96,700, 15% to $600,050; 24% bracket ends $394,600
 *   2026 single: 0% to $49,450, 15% to $545,500; 24% bracket ends $201,775
 *   2026 joint:  0% to $98,900, 15% to $613,700; 24% bracket ends $403,550
 */
describe('taxWithGains: the Schedule D Tax Worksheet, worked by hand', () => {
  it('a gain wholly in the 0% band: 2026 joint, $60,000 ordinary and $30,000 gain pay $6,707', () => {
    // Line 1 = 90,000; 13 = 30,000; 14 = 60,000; 15 = 98,900; 16 = min(90,000, 98,900) = 90,000;
    // 17 = min(60,000, 90,000) = 60,000; 18 = 60,000; 19 = min(90,000, 403,550) = 90,000;
    // 20 = min(60,000, 90,000) = 60,000; 21 = 60,000; 22 = 90,000 - 60,000 = 30,000 at 0%.
    // Lines 1 and 16 are the same: skip to 44 = tax on 60,000, from the Tax Table (under $100,000):
    // its row 60,000 to 60,050, at the midpoint 2,480 + 12% x 35,225 = 6,707. 45 = 6,707.
    // 46 = tax on 90,000, the table's row at 90,025: 2,480 + 12% x 65,225 = 10,307. 47 = 6,707.
    const income = { taxableIncome: 90_000, unrecaptured1250Gain: 0, capitalGain: 30_000 };
    expect(scheduleDTaxWorksheet(income, 'married_joint', 2026)).toMatchObject({
      atOrdinaryRates: 60_000,
      atZeroRate: 30_000,
      atFifteenRate: 0,
      atTwentyRate: 0,
    });
    expect(taxWithGains(income, 'married_joint', 2026)).toBe(6_707);
  });

  it('a gain straddling 0% and 15%: 2025 single, $40,000 ordinary and $20,000 gain pay $6,313', () => {
    // Line 1 = 60,000; 13 = 20,000; 14 = 40,000; 15 = 48,350; 16 = 48,350; 17 = 40,000; 18 = 40,000;
    // 19 = min(60,000, 197,300) = 60,000; 20 = 40,000; 21 = 40,000; 22 = 48,350 - 40,000 = 8,350 at 0%.
    // 23 = min(60,000, 20,000) = 20,000; 24 = 8,350; 25 = 11,650; 26 = 533,400; 27 = 60,000;
    // 28 = 40,000 + 8,350 = 48,350; 29 = 11,650; 30 = 11,650 at 15%; 31 = 1,747.50; 32 = 20,000; 33 = 0.
    // 44 = tax on 40,000 from the Tax Table, its row's midpoint 40,025: 1,192.50 + 12% x 28,100 =
    // 4,564.50, whole dollars 4,565. 45 = 4,565 + 1,747.50 = 6,312.50. 46 = the table at 60,025:
    // 5,578.50 + 22% x 11,550 = 8,119.50, 8,120. 47 = 6,312.50, whole dollars 6,313.
    const income = { taxableIncome: 60_000, unrecaptured1250Gain: 0, capitalGain: 20_000 };
    expect(scheduleDTaxWorksheet(income, 'single', 2025)).toMatchObject({ atZeroRate: 8_350, atFifteenRate: 11_650, atTwentyRate: 0 });
    expect(taxWithGains(income, 'single', 2025)).toBe(6_313);
  });

  it('a gain straddling 15% and 20%: 2026 joint, $500,000 ordinary and $200,000 gain pay $147,227', () => {
    // Line 1 = 700,000; 13 = 200,000; 14 = 500,000; 16 = 98,900; 17 = 98,900; 18 = 500,000;
    // 19 = 403,550; 20 = min(500,000, 403,550) = 403,550; 21 = max(500,000, 403,550) = 500,000; 22 = 0.
    // 23 = 200,000; 24 = 0; 25 = 200,000; 26 = 613,700; 27 = 613,700; 28 = 500,000;
    // 29 = 113,700; 30 = 113,700 at 15%; 31 = 17,055; 32 = 113,700; 33 = 86,300 at 20%; 34 = 17,260.
    // 44 = tax on 500,000 = 82,048 + 32% x 96,450 = 112,912. 45 = 112,912 + 17,055 + 17,260 = 147,227.
    // 46 = tax on 700,000 = 116,896 + 35% x 187,550 = 182,538.50. 47 = 147,227.
    const income = { taxableIncome: 700_000, unrecaptured1250Gain: 0, capitalGain: 200_000 };
    expect(scheduleDTaxWorksheet(income, 'married_joint', 2026)).toMatchObject({ atFifteenRate: 113_700, atTwentyRate: 86_300 });
    expect(taxWithGains(income, 'married_joint', 2026)).toBe(147_227);
  });

  it('unrecaptured 1250 gain in the 22% bracket is taxed at 22%, not 25%: 2026 single, $60,000 + $30,000 + $10,000 pay $16,018', () => {
    // Line 1 = 100,000; 7 = 9 = 10 = 40,000; 11 = 12 = 30,000; 13 = 10,000; 14 = 90,000; 16 = 17 = 49,450;
    // 18 = 60,000; 19 = min(100,000, 201,775) = 100,000; 20 = min(90,000, 100,000) = 90,000; 21 = 90,000;
    // 22 = 0. 23 = 10,000; 25 = 10,000; 27 = 100,000; 28 = 90,000; 29 = 10,000; 30 = 10,000 at 15%;
    // 31 = 1,500; 32 = 10,000; 33 = 0. 35 = min(40,000, 30,000) = 30,000; 36 = 40,000 + 90,000 = 130,000;
    // 37 = 100,000; 38 = 30,000; 39 = 0: none at 25%, all 30,000 in line 21 at the brackets.
    // 44 = tax on 90,000 from the Tax Table, at 90,025: 5,800 + 22% x 39,625 = 14,517.50, 14,518 (the
    // 1250 gain in it at 22%). 45 = 14,518 + 1,500 = 16,018. 46 = tax on 100,000, no longer the table
    // but the schedule: 5,800 + 22% x 49,600 = 16,712. 47 = 16,018.
    const income = { taxableIncome: 100_000, unrecaptured1250Gain: 30_000, capitalGain: 10_000 };
    expect(scheduleDTaxWorksheet(income, 'single', 2026)).toMatchObject({ atOrdinaryRates: 90_000, atFifteenRate: 10_000, atTwentyFiveRate: 0 });
    expect(taxWithGains(income, 'single', 2026)).toBe(16_018);
  });

  it('unrecaptured 1250 gain over the 35% bracket is capped at 25%: 2025 joint, $600,000 + $100,000 + $50,000 pay $184,092', () => {
    // Line 1 = 750,000; 7 = 9 = 10 = 150,000; 11 = 12 = 100,000; 13 = 50,000; 14 = 700,000; 16 = 17 = 96,700;
    // 18 = 600,000; 19 = 394,600; 20 = 394,600; 21 = max(600,000, 394,600) = 600,000; 22 = 0.
    // 23 = 50,000; 25 = 50,000; 26 = 600,050; 27 = 600,050; 28 = 600,000; 29 = 50; 30 = 50 at 15%;
    // 31 = 7.50; 32 = 50; 33 = 49,950 at 20%; 34 = 9,990. 35 = 100,000; 36 = 150,000 + 600,000 = 750,000;
    // 37 = 750,000; 38 = 0; 39 = 100,000 at 25%; 40 = 25,000.
    // 44 = tax on 600,000 = 114,462 + 35% x 98,950 = 149,094.50. 45 = 149,094.50 + 7.50 + 9,990 + 25,000
    // = 184,092. 46 = tax on 750,000 = 114,462 + 35% x 248,950 = 201,594.50. 47 = 184,092.
    const income = { taxableIncome: 750_000, unrecaptured1250Gain: 100_000, capitalGain: 50_000 };
    expect(scheduleDTaxWorksheet(income, 'married_joint', 2025)).toMatchObject({
      atOrdinaryRates: 600_000,
      atFifteenRate: 50,
      atTwentyRate: 49_950,
      atTwentyFiveRate: 100_000,
    });
    expect(taxWithGains(income, 'married_joint', 2025)).toBe(184_092);
  });

  it('1250 gain across the top of the 24% bracket: the part below it at 24%, the rest at 25%: 2025 single, $180,000 + $50,000 pay $48,374', () => {
    // Line 1 = 230,000; 13 = 0; 14 = 230,000; 16 = 17 = 48,350; 18 = 180,000; 19 = min(230,000, 197,300)
    // = 197,300; 20 = 197,300; 21 = 197,300; 22 = 0; 23 = 0; 30 = 0; 33 = 0. 35 = 50,000;
    // 36 = 50,000 + 197,300 = 247,300; 37 = 230,000; 38 = 17,300 (at 24% in line 21); 39 = 32,700 at 25%;
    // 40 = 8,175. 44 = tax on 197,300 = 40,199 (the table's base). 45 = 48,374.
    // 46 = tax on 230,000 = 40,199 + 32% x 32,700 = 50,663. 47 = 48,374.
    const income = { taxableIncome: 230_000, unrecaptured1250Gain: 50_000, capitalGain: 0 };
    expect(scheduleDTaxWorksheet(income, 'single', 2025)).toMatchObject({ atOrdinaryRates: 197_300, atTwentyFiveRate: 32_700 });
    expect(taxWithGains(income, 'single', 2025)).toBe(48_374);
  });

  it('the ordinary-rate alternative is lower (line 46): 2026 single, $49,450 ordinary and $950 gain pay $5,806, not $5,831.50', () => {
    // The 15% band starts at $49,450, below the top of the 12% bracket ($50,400): a gain between them
    // is 15% on the worksheet, 12% at the brackets. Line 1 = 50,400; 13 = 950; 14 = 49,450; 16 = 17 =
    // 49,450; 21 = 49,450; 22 = 0; 23 = 950; 25 = 950; 27 = 50,400; 28 = 49,450; 29 = 950; 30 = 950;
    // 31 = 142.50. 44 = tax on 49,450 from the Tax Table, at 49,475: 1,240 + 12% x 37,075 = 5,689.
    // 45 = 5,831.50. 46 = tax on 50,400, the table at 50,425: 5,800 + 22% x 25 = 5,805.50, 5,806.
    // 47 = the smaller, 5,806.
    const income = { taxableIncome: 50_400, unrecaptured1250Gain: 0, capitalGain: 950 };
    const worksheet = scheduleDTaxWorksheet(income, 'single', 2026);
    expect(worksheet.taxWithGainRatesInCents).toBe(583_150);
    expect(worksheet.taxAtOrdinaryRatesInCents).toBe(580_600);
    expect(taxWithGains(income, 'single', 2026)).toBe(5_806);
  });

  it('the 15% band is measured above the part at the brackets, not above the 1250 gain at 25% (1(h)(1)(C)(ii)(II)): 2026 single, $400,000 of 1250 gain and $100,000 of gain pay $105,580', () => {
    // Line 1 = 500,000; 13 = 100,000; 14 = 400,000; 16 = 17 = 49,450; 18 = 0; 19 = 201,775; 20 = 201,775;
    // 21 = 201,775; 22 = 0; 23 = 100,000; 25 = 100,000; 27 = 500,000; 28 = 201,775; 29 = 298,225;
    // 30 = 100,000 at 15%; 31 = 15,000; 33 = 0. 35 = 400,000; 36 = 500,000 + 201,775 = 701,775;
    // 37 = 500,000; 38 = 201,775; 39 = 198,225 at 25%; 40 = 49,556.25.
    // 44 = tax on 201,775 = 41,024. 45 = 41,024 + 15,000 + 49,556.25 = 105,580.25.
    // 46 = tax on 500,000 = 58,448 + 35% x 243,775 = 143,769.25. 47 = 105,580.25, whole dollars 105,580.
    const income = { taxableIncome: 500_000, unrecaptured1250Gain: 400_000, capitalGain: 100_000 };
    expect(scheduleDTaxWorksheet(income, 'single', 2026)).toMatchObject({ atFifteenRate: 100_000, atTwentyRate: 0, atTwentyFiveRate: 198_225 });
    expect(taxWithGains(income, 'single', 2026)).toBe(105_580);
  });
});

describe('taxWithGains: taxable income below the gains (losses or the carry took part of them)', () => {
  it('the unrecaptured 1250 gain is cut first, the capital gain keeps its rate (lines 14, 23, 35 to 39; IRC 1(h)(1)(E)(ii)): 2025 single, $200,000 of taxable income holding $150,000 of 1250 gain and $80,000 of gain pays $33,647', () => {
    // Line 1 = 200,000; 7 = 9 = 10 = 230,000; 11 = 12 = 150,000; 13 = 80,000; 14 = 200,000 - 80,000 =
    // 120,000; 15 = 48,350; 16 = 48,350; 17 = min(120,000, 48,350) = 48,350; 18 = max(0, 200,000 -
    // 230,000) = 0; 19 = min(200,000, 197,300) = 197,300; 20 = min(120,000, 197,300) = 120,000;
    // 21 = 120,000; 22 = 0. 23 = min(200,000, 80,000) = 80,000: all the capital gain keeps its rate.
    // 25 = 80,000; 26 = 533,400; 27 = 200,000; 28 = 120,000; 29 = 80,000; 30 = 80,000 at 15%;
    // 31 = 12,000; 32 = 80,000; 33 = 0. 35 = min(230,000, 150,000) = 150,000; 36 = 230,000 + 120,000
    // = 350,000; 37 = 200,000; 38 = 150,000; 39 = 0: of the 1250 gain, 120,000 is at the brackets
    // (line 21) and 30,000 is what the losses took.
    // 44 = tax on 120,000 = 17,651 + 24% x 16,650 = 21,647. 45 = 21,647 + 12,000 = 33,647.
    // 46 = tax on 200,000 = 40,199 + 32% x 2,700 = 41,063. 47 = 33,647.
    // Cutting the capital gain first (50,000 at 15%, all 150,000 of 1250 gain at the brackets) would
    // give 28,847 + 7,500 = 36,347: $2,700 too much.
    const income = { taxableIncome: 200_000, unrecaptured1250Gain: 150_000, capitalGain: 80_000 };
    expect(scheduleDTaxWorksheet(income, 'single', 2025)).toMatchObject({
      atOrdinaryRates: 120_000,
      atZeroRate: 0,
      atFifteenRate: 80_000,
      atTwentyRate: 0,
      atTwentyFiveRate: 0,
    });
    expect(taxWithGains(income, 'single', 2025)).toBe(33_647);
  });

  it('2016, before IRC 1(j): a gain straddling 0% and 15%, single, $30,000 ordinary and $20,000 gain pay $5,893', () => {
    // 2016's law (Rev. Proc. 2015-53): the 0% up to the top of the 15% bracket, $37,650, the 15% up
    // to the bottom of the 39.6% bracket, $415,050 (1(h)(1)(B), (C) as then in effect).
    // Line 1 = 50,000; 13 = 20,000; 14 = 30,000; 15 = 37,650; 16 = min(50,000, 37,650) = 37,650;
    // 17 = min(30,000, 37,650) = 30,000; 18 = 30,000; 19 = min(50,000, 37,650) = 37,650 (the 25%
    // bracket begins where the 15% ends); 20 = min(30,000, 37,650) = 30,000; 21 = 30,000 (the 2016
    // worksheet's line 19, the larger of its lines 17 and 18: the same 30,000);
    // 22 = 37,650 - 30,000 = 7,650 at 0%. 23 = min(50,000, 20,000) = 20,000; 24 = 7,650;
    // 25 = 12,350; 26 = 415,050; 27 = 50,000; 28 = 30,000 + 7,650 = 37,650; 29 = 12,350;
    // 30 = 12,350 at 15% = 1,852.50; 32 = 20,000; 33 = 0.
    // 44 = tax on 30,000 from the 2016 Tax Table, its row's midpoint 30,025: 927.50 + 15% x 20,750 =
    // 4,040. 45 = 4,040 + 1,852.50 = 5,892.50. 46 = the table at 50,025: 5,183.75 + 25% x 12,375 =
    // 8,277.50, so 8,278. 47 = 5,892.50, whole dollars 5,893.
    const income = { taxableIncome: 50_000, unrecaptured1250Gain: 0, capitalGain: 20_000 };
    expect(scheduleDTaxWorksheet(income, 'single', 2016)).toMatchObject({
      atOrdinaryRates: 30_000,
      atZeroRate: 7_650,
      atFifteenRate: 12_350,
      atTwentyRate: 0,
      taxWithGainRatesInCents: 589_250,
      taxAtOrdinaryRatesInCents: 827_800,
    });
    expect(taxWithGains(income, 'single', 2016)).toBe(5_893);
  });

  it('2016: unrecaptured 1250 gain over the 15% bracket at 25%, even where the brackets reach 28%: single, $100,000 + $50,000 + $30,000 pay $38,037', () => {
    // Line 1 = 180,000; 13 = 30,000; 14 = 150,000; 15 = 37,650; 16 = 37,650; 17 = 37,650;
    // 18 = 180,000 - 80,000 = 100,000; 19 = min(180,000, 37,650) = 37,650 (income taxed below 25%
    // ends at the 15% bracket's top before 2018); 20 = 37,650; 21 = max(100,000, 37,650) = 100,000;
    // 22 = 0. 23 = 30,000; 25 = 30,000; 26 = 415,050; 27 = 180,000; 28 = 100,000; 29 = 80,000;
    // 30 = 30,000 at 15% = 4,500; 33 = 0. 35 = min(80,000, 50,000) = 50,000; 36 = 80,000 + 100,000 =
    // 180,000; 38 = 0; 39 = 50,000 at 25% = 12,500.
    // 44 = tax on 100,000 = 18,558.75 + 28% x 8,850 = 21,036.75. 45 = 21,036.75 + 4,500 + 12,500 =
    // 38,036.75. 46 = tax on 180,000 = 18,558.75 + 28% x 88,850 = 43,436.75. 47 = 38,036.75, so 38,037.
    const income = { taxableIncome: 180_000, unrecaptured1250Gain: 50_000, capitalGain: 30_000 };
    const worksheet = scheduleDTaxWorksheet(income, 'single', 2016);
    expect(worksheet).toMatchObject({ atOrdinaryRates: 100_000, atFifteenRate: 30_000, atTwentyFiveRate: 50_000, taxInCents: 3_803_675 });
    expect(taxWithGains(income, 'single', 2016)).toBe(38_037);
    expect(unrecapturedRateApplied(worksheet, 'single', 2016)).toBe(0.25);
  });

  it('taxable income below the capital gain alone: all of it at the capital rates, none at the brackets', () => {
    // Line 1 = 40,000; 13 = 60,000; 14 = 0; 16 = 40,000; 17 = 0; 21 = 0; 22 = 40,000 at 0%; 23 = 40,000;
    // 25 = 0; 30 = 0; 33 = 0; 36 = 100,000; 38 = 60,000; 39 = max(0, 40,000 - 60,000) = 0. 47 = 0.
    const income = { taxableIncome: 40_000, unrecaptured1250Gain: 40_000, capitalGain: 60_000 };
    expect(scheduleDTaxWorksheet(income, 'single', 2025)).toMatchObject({ atOrdinaryRates: 0, atZeroRate: 40_000, atTwentyFiveRate: 0 });
    expect(taxWithGains(income, 'single', 2025)).toBe(0);
  });
});

describe('taxWithGains: rounding, edges and the years recorded', () => {
  it('whole dollars, halves up: 2025 single, $200,000 ordinary and $10 gain at 15% is $41,064.50, so $41,065', () => {
    // Line 44 = tax on 200,000 = 40,199 + 32% x 2,700 = 41,063; 31 = 15% x 10 = 1.50; 45 = 41,064.50;
    // 46 = tax on 200,010 = 41,066.20; 47 = 41,064.50.
    expect(scheduleDTaxWorksheet({ taxableIncome: 200_010, unrecaptured1250Gain: 0, capitalGain: 10 }, 'single', 2025).taxInCents).toBe(4_106_450);
    expect(taxWithGains({ taxableIncome: 200_010, unrecaptured1250Gain: 0, capitalGain: 10 }, 'single', 2025)).toBe(41_065);
  });

  it('under $100,000 lines 44 and 46 come from the Tax Table, in whole dollars: 2025 single, $11,925 ordinary and $100 gain at 0% is $1,193', () => {
    // Line 44 = the table's row 11,900 to 11,950, at 11,925: 1,192.50, so 1,193. 45 = 1,193 (the gain
    // at 0%). 46 = the row 12,000 to 12,050, at 12,025: 1,204.50, so 1,205. 47 = 1,193.
    const worksheet = scheduleDTaxWorksheet({ taxableIncome: 12_025, unrecaptured1250Gain: 0, capitalGain: 100 }, 'single', 2025);
    expect(worksheet).toMatchObject({ taxWithGainRatesInCents: 119_300, taxAtOrdinaryRatesInCents: 120_500, taxInCents: 119_300 });
  });

  it('without a gain it is the ordinary income tax', () => {
    for (const taxableIncome of [0, 11_925, 180_000, 1_000_000]) {
      expect(taxWithGains({ taxableIncome, unrecaptured1250Gain: 0, capitalGain: 0 }, 'married_joint', 2026)).toBe(
        ordinaryIncomeTax(taxableIncome, 'married_joint', 2026),
      );
    }
  });

  it('never more than the ordinary income tax on the same taxable income (line 47 is the smaller)', () => {
    for (const [ordinaryIncome, unrecaptured1250Gain, capitalGain] of [
      [0, 0, 60_000],
      [49_000, 0, 2_000],
      [150_000, 80_000, 40_000],
      [900_000, 300_000, 500_000],
    ] as const) {
      const taxableIncome = ordinaryIncome + unrecaptured1250Gain + capitalGain;
      expect(taxWithGains({ taxableIncome, unrecaptured1250Gain, capitalGain }, 'single', 2026)).toBeLessThanOrEqual(
        ordinaryIncomeTax(taxableIncome, 'single', 2026),
      );
    }
  });

  it('the amounts at each rate add up to the taxable income', () => {
    const worksheet = scheduleDTaxWorksheet({ taxableIncome: 630_000, unrecaptured1250Gain: 80_000, capitalGain: 400_000 }, 'head_of_household', 2025);
    const { atOrdinaryRates, atZeroRate, atFifteenRate, atTwentyRate, atTwentyFiveRate } = worksheet;
    expect(atOrdinaryRates + atZeroRate + atFifteenRate + atTwentyRate + atTwentyFiveRate).toBe(worksheet.taxableIncome);
  });

  it("a year after 2026 takes 2026's law, a year before 2015 takes 2015's", () => {
    const income = { taxableIncome: 700_000, unrecaptured1250Gain: 0, capitalGain: 200_000 };
    expect(taxWithGains(income, 'married_joint', 2031)).toBe(taxWithGains(income, 'married_joint', 2026));
    expect(taxWithGains(income, 'married_joint', 2014)).toBe(taxWithGains(income, 'married_joint', 2015));
  });

  it('2016 joint, $500,000 ordinary and $200,000 gain: its own law (all the gain at 20%, the income already in the 39.6% bracket), $183,666', () => {
    // Was equal to 2018's by the test above (2016 then took 2018's law). 2016's (Rev. Proc. 2015-53):
    // line 1 = 700,000; 16 = 17 = 75,300; 18 = 500,000; 19 = 20 = 75,300 (the 25% bracket's start);
    // 21 = 500,000; 22 = 0; 23 = 200,000; 26 = 466,950; 27 = 466,950; 28 = 500,000; 29 = 0;
    // 30 = 0 at 15%; 33 = 200,000 at 20% = 40,000. 44 = tax on 500,000 = 130,578.50 + 39.6% x
    // 33,050 = 143,666.30. 45 = 183,666.30. 46 = tax on 700,000 = 130,578.50 + 39.6% x 233,050 =
    // 222,866.30. 47 = 183,666.30, so 183,666.
    const income = { taxableIncome: 700_000, unrecaptured1250Gain: 0, capitalGain: 200_000 };
    expect(scheduleDTaxWorksheet(income, 'married_joint', 2016)).toMatchObject({ atFifteenRate: 0, atTwentyRate: 200_000 });
    expect(taxWithGains(income, 'married_joint', 2016)).toBe(183_666);
  });

  it('refuses amounts that are negative or not whole dollars (the caller nets losses and rounds first)', () => {
    expect(() => taxWithGains({ taxableIncome: -1, unrecaptured1250Gain: 0, capitalGain: 0 }, 'single', 2026)).toThrow(RangeError);
    expect(() => taxWithGains({ taxableIncome: 1, unrecaptured1250Gain: 0.5, capitalGain: 0 }, 'single', 2026)).toThrow(/unrecaptured1250Gain/);
  });
});

describe('unrecapturedRateApplied: the highest rate the worksheet taxed the unrecaptured 1250 gain at', () => {
  it('in the 22% bracket, 22%: 2026 single, $60,000 + $30,000 of 1250 gain + $10,000 (line 21 = 90,000, line 18 = 60,000, line 39 = 0)', () => {
    const worksheet = scheduleDTaxWorksheet({ taxableIncome: 100_000, unrecaptured1250Gain: 30_000, capitalGain: 10_000 }, 'single', 2026);
    expect(worksheet.unrecapturedAtOrdinaryRates).toBe(30_000);
    expect(unrecapturedRateApplied(worksheet, 'single', 2026)).toBe(0.22);
  });

  it('over the 24% bracket, the 25% cap: 2025 joint, $600,000 + $100,000 + $50,000 (line 39 = 100,000)', () => {
    const worksheet = scheduleDTaxWorksheet({ taxableIncome: 750_000, unrecaptured1250Gain: 100_000, capitalGain: 50_000 }, 'married_joint', 2025);
    expect(unrecapturedRateApplied(worksheet, 'married_joint', 2025)).toBe(0.25);
  });

  it('losses cut it to line 21 in the 24% bracket: 2025 single, $200,000 holding $150,000 of it and $80,000 of gain, 24%', () => {
    const worksheet = scheduleDTaxWorksheet({ taxableIncome: 200_000, unrecaptured1250Gain: 150_000, capitalGain: 80_000 }, 'single', 2025);
    expect(unrecapturedRateApplied(worksheet, 'single', 2025)).toBe(0.24);
  });

  it('in the 12% bracket, 12%: 2025 single, $20,000 of 1250 gain on $10,000 of other income (line 21 = 30,000)', () => {
    const worksheet = scheduleDTaxWorksheet({ taxableIncome: 30_000, unrecaptured1250Gain: 20_000, capitalGain: 0 }, 'single', 2025);
    expect(unrecapturedRateApplied(worksheet, 'single', 2025)).toBe(0.12);
  });

  it('none of it taxed (the losses took it), 0', () => {
    const worksheet = scheduleDTaxWorksheet({ taxableIncome: 40_000, unrecaptured1250Gain: 40_000, capitalGain: 60_000 }, 'single', 2025);
    expect(unrecapturedRateApplied(worksheet, 'single', 2025)).toBe(0);
  });
});
