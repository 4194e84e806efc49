import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bracketYearUsed,
  excessBusinessLossThresholdFor,
  excessBusinessLossYearUsed,
  LATEST_BRACKETS_YEAR,
  marginalRateAt,
  netOperatingLossLimitFor,
  ordinaryIncomeTax,
  scheduleFor,
} from '../../../../src/core/domain/tax/ordinary-income-tax.ts';
import { FILING_STATUSES, type FilingStatus } from '../../../../src/core/domain/tax/passive-activity.ts';
import { ordinaryIncomeTaxInCents, rateScheduleTaxInCents } from '../../../../src/core/domain/tax/schedule-d-tax.ts';

/**
 * The published tables, as printed: each row "Over $edge ...: $base plus rate of the excess over
 * $edge". The bases are the tables' own figures, copied here (not computed by the code):
 * Rev. Proc. 2023-34 section 3.01 (2024), Rev. Proc. 2024-40 section 2.01 (2025), Rev. Proc.
 * 2025-32 section 4.01 (2026); Tables 1 (joint), 2 (head of household), 3 (unmarried) and 4
 * (married filing separately). For 2018 (IRC 1(j)(2) as enacted; Rev. Proc. 2018-18) to 2023
 * (Rev. Procs 2018-57, 2019-44, 2020-45, 2021-45, 2022-38, section 3.01) the unmarried and joint
 * tables, as printed in the Form 1040 instructions' Tax Computation Worksheets of those years.
 * For 2015 to 2017 (IRC 1(a) to (d) with 1(i): Rev. Procs 2014-61, 2015-53 and 2016-55, section
 * 3.01, Tables 1 to 4) all four tables, as the Tax Rate Schedules X, Y-1, Y-2 and Z of the Form 1040
 * instructions print them (reprinted by Liberty Tax, fairmark.com and, for 2016, the IRS's TaxMap).
 * Some reprints mistype a base; the table's own is the one the rows below it imply, the base
 * before plus its rate on its bracket: 2015 head of household 28% is $26,722.50 (= 6,872.50 + 25%
 * x 79,400), not the $26,772.50 of some; 2015 separate 35% is $55,662 (= 25,788.75 + 33% x 90,525),
 * not $55,622 or $55,662.75.
 */
type PublishedRow = [edge: number, base: number, rate: number];
const PUBLISHED: Record<number, Partial<Record<FilingStatus, PublishedRow[]>>> = {
  2015: {
    single: [
      [9_225, 922.5, 0.15],
      [37_450, 5_156.25, 0.25],
      [90_750, 18_481.25, 0.28],
      [189_300, 46_075.25, 0.33],
      [411_500, 119_401.25, 0.35],
      [413_200, 119_996.25, 0.396],
    ],
    married_joint: [
      [18_450, 1_845, 0.15],
      [74_900, 10_312.5, 0.25],
      [151_200, 29_387.5, 0.28],
      [230_450, 51_577.5, 0.33],
      [411_500, 111_324, 0.35],
      [464_850, 129_996.5, 0.396],
    ],
    married_separate: [
      [9_225, 922.5, 0.15],
      [37_450, 5_156.25, 0.25],
      [75_600, 14_693.75, 0.28],
      [115_225, 25_788.75, 0.33],
      [205_750, 55_662, 0.35],
      [232_425, 64_998.25, 0.396],
    ],
    head_of_household: [
      [13_150, 1_315, 0.15],
      [50_200, 6_872.5, 0.25],
      [129_600, 26_722.5, 0.28],
      [209_850, 49_192.5, 0.33],
      [411_500, 115_737, 0.35],
      [439_000, 125_362, 0.396],
    ],
  },
  2016: {
    single: [
      [9_275, 927.5, 0.15],
      [37_650, 5_183.75, 0.25],
      [91_150, 18_558.75, 0.28],
      [190_150, 46_278.75, 0.33],
      [413_350, 119_934.75, 0.35],
      [415_050, 120_529.75, 0.396],
    ],
    married_joint: [
      [18_550, 1_855, 0.15],
      [75_300, 10_367.5, 0.25],
      [151_900, 29_517.5, 0.28],
      [231_450, 51_791.5, 0.33],
      [413_350, 111_818.5, 0.35],
      [466_950, 130_578.5, 0.396],
    ],
    married_separate: [
      [9_275, 927.5, 0.15],
      [37_650, 5_183.75, 0.25],
      [75_950, 14_758.75, 0.28],
      [115_725, 25_895.75, 0.33],
      [206_675, 55_909.25, 0.35],
      [233_475, 65_289.25, 0.396],
    ],
    head_of_household: [
      [13_250, 1_325, 0.15],
      [50_400, 6_897.5, 0.25],
      [130_150, 26_835, 0.28],
      [210_800, 49_417, 0.33],
      [413_350, 116_258.5, 0.35],
      [441_000, 125_936, 0.396],
    ],
  },
  2017: {
    single: [
      [9_325, 932.5, 0.15],
      [37_950, 5_226.25, 0.25],
      [91_900, 18_713.75, 0.28],
      [191_650, 46_643.75, 0.33],
      [416_700, 120_910.25, 0.35],
      [418_400, 121_505.25, 0.396],
    ],
    married_joint: [
      [18_650, 1_865, 0.15],
      [75_900, 10_452.5, 0.25],
      [153_100, 29_752.5, 0.28],
      [233_350, 52_222.5, 0.33],
      [416_700, 112_728, 0.35],
      [470_700, 131_628, 0.396],
    ],
    married_separate: [
      [9_325, 932.5, 0.15],
      [37_950, 5_226.25, 0.25],
      [76_550, 14_876.25, 0.28],
      [116_675, 26_111.25, 0.33],
      [208_350, 56_364, 0.35],
      [235_350, 65_814, 0.396],
    ],
    head_of_household: [
      [13_350, 1_335, 0.15],
      [50_800, 6_952.5, 0.25],
      [131_200, 27_052.5, 0.28],
      [212_500, 49_816.5, 0.33],
      [416_700, 117_202.5, 0.35],
      [444_550, 126_950, 0.396],
    ],
  },
  2018: {
    single: [
      [9_525, 952.5, 0.12],
      [38_700, 4_453.5, 0.22],
      [82_500, 14_089.5, 0.24],
      [157_500, 32_089.5, 0.32],
      [200_000, 45_689.5, 0.35],
      [500_000, 150_689.5, 0.37],
    ],
    married_joint: [
      [19_050, 1_905, 0.12],
      [77_400, 8_907, 0.22],
      [165_000, 28_179, 0.24],
      [315_000, 64_179, 0.32],
      [400_000, 91_379, 0.35],
      [600_000, 161_379, 0.37],
    ],
  },
  2019: {
    single: [
      [9_700, 970, 0.12],
      [39_475, 4_543, 0.22],
      [84_200, 14_382.5, 0.24],
      [160_725, 32_748.5, 0.32],
      [204_100, 46_628.5, 0.35],
      [510_300, 153_798.5, 0.37],
    ],
    married_joint: [
      [19_400, 1_940, 0.12],
      [78_950, 9_086, 0.22],
      [168_400, 28_765, 0.24],
      [321_450, 65_497, 0.32],
      [408_200, 93_257, 0.35],
      [612_350, 164_709.5, 0.37],
    ],
  },
  2020: {
    single: [
      [9_875, 987.5, 0.12],
      [40_125, 4_617.5, 0.22],
      [85_525, 14_605.5, 0.24],
      [163_300, 33_271.5, 0.32],
      [207_350, 47_367.5, 0.35],
      [518_400, 156_235, 0.37],
    ],
    married_joint: [
      [19_750, 1_975, 0.12],
      [80_250, 9_235, 0.22],
      [171_050, 29_211, 0.24],
      [326_600, 66_543, 0.32],
      [414_700, 94_735, 0.35],
      [622_050, 167_307.5, 0.37],
    ],
  },
  2021: {
    single: [
      [9_950, 995, 0.12],
      [40_525, 4_664, 0.22],
      [86_375, 14_751, 0.24],
      [164_925, 33_603, 0.32],
      [209_425, 47_843, 0.35],
      [523_600, 157_804.25, 0.37],
    ],
    married_joint: [
      [19_900, 1_990, 0.12],
      [81_050, 9_328, 0.22],
      [172_750, 29_502, 0.24],
      [329_850, 67_206, 0.32],
      [418_850, 95_686, 0.35],
      [628_300, 168_993.5, 0.37],
    ],
  },
  2022: {
    single: [
      [10_275, 1_027.5, 0.12],
      [41_775, 4_807.5, 0.22],
      [89_075, 15_213.5, 0.24],
      [170_050, 34_647.5, 0.32],
      [215_950, 49_335.5, 0.35],
      [539_900, 162_718, 0.37],
    ],
    married_joint: [
      [20_550, 2_055, 0.12],
      [83_550, 9_615, 0.22],
      [178_150, 30_427, 0.24],
      [340_100, 69_295, 0.32],
      [431_900, 98_671, 0.35],
      [647_850, 174_253.5, 0.37],
    ],
  },
  2023: {
    single: [
      [11_000, 1_100, 0.12],
      [44_725, 5_147, 0.22],
      [95_375, 16_290, 0.24],
      [182_100, 37_104, 0.32],
      [231_250, 52_832, 0.35],
      [578_125, 174_238.25, 0.37],
    ],
    married_joint: [
      [22_000, 2_200, 0.12],
      [89_450, 10_294, 0.22],
      [190_750, 32_580, 0.24],
      [364_200, 74_208, 0.32],
      [462_500, 105_664, 0.35],
      [693_750, 186_601.5, 0.37],
    ],
  },
  2024: {
    single: [
      [11_600, 1_160, 0.12],
      [47_150, 5_426, 0.22],
      [100_525, 17_168.5, 0.24],
      [191_950, 39_110.5, 0.32],
      [243_725, 55_678.5, 0.35],
      [609_350, 183_647.25, 0.37],
    ],
    married_joint: [
      [23_200, 2_320, 0.12],
      [94_300, 10_852, 0.22],
      [201_050, 34_337, 0.24],
      [383_900, 78_221, 0.32],
      [487_450, 111_357, 0.35],
      [731_200, 196_669.5, 0.37],
    ],
    married_separate: [
      [11_600, 1_160, 0.12],
      [47_150, 5_426, 0.22],
      [100_525, 17_168.5, 0.24],
      [191_950, 39_110.5, 0.32],
      [243_725, 55_678.5, 0.35],
      [365_600, 98_334.75, 0.37],
    ],
    head_of_household: [
      [16_550, 1_655, 0.12],
      [63_100, 7_241, 0.22],
      [100_500, 15_469, 0.24],
      [191_950, 37_417, 0.32],
      [243_700, 53_977, 0.35],
      [609_350, 181_954.5, 0.37],
    ],
  },
  2025: {
    single: [
      [11_925, 1_192.5, 0.12],
      [48_475, 5_578.5, 0.22],
      [103_350, 17_651, 0.24],
      [197_300, 40_199, 0.32],
      [250_525, 57_231, 0.35],
      [626_350, 188_769.75, 0.37],
    ],
    married_joint: [
      [23_850, 2_385, 0.12],
      [96_950, 11_157, 0.22],
      [206_700, 35_302, 0.24],
      [394_600, 80_398, 0.32],
      [501_050, 114_462, 0.35],
      [751_600, 202_154.5, 0.37],
    ],
    married_separate: [
      [11_925, 1_192.5, 0.12],
      [48_475, 5_578.5, 0.22],
      [103_350, 17_651, 0.24],
      [197_300, 40_199, 0.32],
      [250_525, 57_231, 0.35],
      [375_800, 101_077.25, 0.37],
    ],
    head_of_household: [
      [17_000, 1_700, 0.12],
      [64_850, 7_442, 0.22],
      [103_350, 15_912, 0.24],
      [197_300, 38_460, 0.32],
      [250_500, 55_484, 0.35],
      [626_350, 187_031.5, 0.37],
    ],
  },
  2026: {
    single: [
      [12_400, 1_240, 0.12],
      [50_400, 5_800, 0.22],
      [105_700, 17_966, 0.24],
      [201_775, 41_024, 0.32],
      [256_225, 58_448, 0.35],
      [640_600, 192_979.25, 0.37],
    ],
    married_joint: [
      [24_800, 2_480, 0.12],
      [100_800, 11_600, 0.22],
      [211_400, 35_932, 0.24],
      [403_550, 82_048, 0.32],
      [512_450, 116_896, 0.35],
      [768_700, 206_583.5, 0.37],
    ],
    married_separate: [
      [12_400, 1_240, 0.12],
      [50_400, 5_800, 0.22],
      [105_700, 17_966, 0.24],
      [201_775, 41_024, 0.32],
      [256_225, 58_448, 0.35],
      [384_350, 103_291.75, 0.37],
    ],
    head_of_household: [
      [17_700, 1_770, 0.12],
      [67_450, 7_740, 0.22],
      [105_700, 16_155, 0.24],
      [201_750, 39_207, 0.32],
      [256_200, 56_631, 0.35],
      [640_600, 191_171, 0.37],
    ],
  },
};

const cases = Object.entries(PUBLISHED).flatMap(([year, statuses]) =>
  FILING_STATUSES.flatMap((status) => (statuses[status] ? [{ year: Number(year), status, rows: statuses[status] }] : [])),
);
const dollarsHalfUp = (amount: number) => Math.floor(amount + 0.5);

describe('rateScheduleTaxInCents: the published rate tables (Tax Computation Worksheet arithmetic)', () => {
  it.each(cases)('$year $status: the tax at each edge is the base the table prints, to the cent', ({ year, status, rows }) => {
    for (const [edge, base] of rows) {
      expect(rateScheduleTaxInCents(edge, status, year), `${year} ${status} at ${edge}`).toBe(Math.round(base * 100));
    }
  });

  it.each(cases)('$year $status: a dollar over an edge adds that row rate to the base', ({ year, status, rows }) => {
    for (const [edge, base, rate] of rows) {
      expect(rateScheduleTaxInCents(edge + 1, status, year), `${year} ${status} at ${edge + 1}`).toBe(Math.round((base + rate) * 100));
    }
  });

  it.each(cases)('$year $status: from $100,000 the tax owed is the exact tax, whole dollars with halves rounded up', ({ year, status, rows }) => {
    for (const [edge, base] of rows) {
      if (edge < 100_000) continue;
      expect(ordinaryIncomeTax(edge, status, year), `${year} ${status} at ${edge}`).toBe(dollarsHalfUp(base));
      expect(ordinaryIncomeTaxInCents(edge, status, year), `${year} ${status} at ${edge}`).toBe(Math.round(base * 100));
    }
  });

  it.each(cases)('$year $status: the first bracket is 10% of the taxable income', ({ year, status, rows }) => {
    const firstEdge = rows[0]![0];
    expect(rateScheduleTaxInCents(firstEdge - 1, status, year)).toBe((firstEdge - 1) * 10);
  });

  it('rounding: $1,192.50 (2025 single at $11,925) is $1,193; $188,769.75 is $188,770; $192,979.25 is $192,979', () => {
    expect(ordinaryIncomeTax(11_925, 'single', 2025)).toBe(1_193);
    expect(rateScheduleTaxInCents(11_925, 'single', 2025)).toBe(119_250);
    expect(ordinaryIncomeTax(626_350, 'single', 2025)).toBe(188_770);
    expect(ordinaryIncomeTax(640_600, 'single', 2026)).toBe(192_979);
  });

  it('a worked case: 2026 joint, $180,000 (the schedule, over $100,000) = $11,600 + 22% x $79,200 = $29,024', () => {
    expect(ordinaryIncomeTax(180_000, 'married_joint', 2026)).toBe(29_024);
  });

  it('cents of income are taxed exactly by the schedule: 2025 single $120,113.19 = $17,651 + 24% x $16,763.19 = $21,674.17', () => {
    expect(ordinaryIncomeTaxInCents(120_113.19, 'single', 2025)).toBe(2_167_417);
    expect(ordinaryIncomeTax(120_113.19, 'single', 2025)).toBe(21_674);
    expect(rateScheduleTaxInCents(20_113.19, 'single', 2025)).toBe(217_508);
  });

  it('an income in cents is rounded once, from the exact tax: 2026 single $105,702.07 = $17,966 + 24% x $2.07 = $17,966.4968, $17,966 (not $17,966.50, then $17,967)', () => {
    expect(ordinaryIncomeTax(105_702.07, 'single', 2026)).toBe(17_966);
    expect(ordinaryIncomeTaxInCents(105_702.07, 'single', 2026)).toBe(1_796_650);
  });

  it('no tax on taxable income of 0 or less', () => {
    expect(ordinaryIncomeTax(0, 'single', 2026)).toBe(0);
    expect(ordinaryIncomeTax(-50_000, 'married_joint', 2026)).toBe(0);
  });

  it('a large income stays exact: 2026 single $100,000,000 = $192,979.25 + 37% x $99,359,400', () => {
    expect(ordinaryIncomeTaxInCents(100_000_000, 'single', 2026)).toBe(Math.round(192_979.25 * 100) + 99_359_400 * 37);
  });

  it('any income in cents, any status and year: the rates on each bracket in turn, added up exactly, then rounded once', () => {
    // The definition, bracket by bracket (IRC 1(j)(2)), against the engine's tax below the bracket plus its rate on the rest.
    const byBrackets = (cents: number, filingStatus: FilingStatus, year: number) => {
      const schedule = scheduleFor(filingStatus, year);
      let total = 0n;
      schedule.forEach((bracket, index) => {
        const top = index + 1 < schedule.length ? BigInt(schedule[index + 1]!.over * 100) : BigInt(cents);
        const over = BigInt(cents) < top ? BigInt(cents) : top;
        if (over > BigInt(bracket.over * 100)) total += (over - BigInt(bracket.over * 100)) * BigInt(Math.round(bracket.rate * 10_000));
      });
      return Number((total + 5_000n) / 10_000n);
    };
    fc.assert(
      fc.property(
        fc.integer({ min: 10_000_000, max: 100_000_000_000 }),
        fc.constantFrom(...FILING_STATUSES),
        fc.integer({ min: 2014, max: 2032 }),
        (cents, filingStatus, year) => {
          expect(rateScheduleTaxInCents(cents / 100, filingStatus, year)).toBe(byBrackets(cents, filingStatus, year));
        },
      ),
      { numRuns: 2_000 },
    );
  });
});

/**
 * The Tax Table of the Form 1040 instructions, worked by hand from its rule (law/tax-table.ts):
 * under $100,000 the tax is the schedule's on the middle of the row, to the nearest dollar. Rows
 * as printed in the 2025 table (single column): 0 to 5 pays 0, 5 to 15 pays 1, 15 to 25 pays 2,
 * 25 to 50 pays 4 (3.75), 75 to 100 pays 9 (8.75), 2,975 to 3,000 pays 299 (298.75), 3,000 to
 * 3,050 pays 303 (302.50), 50,000 to 50,050 pays 5,920 (5,578.50 + 22% x 1,550 = 5,919.50), and 99,950 to 100,000 pays 16,909 (5,578.50 + 22% x 51,500 = 16,908.50).
 */
describe('ordinaryIncomeTax: the Tax Table under $100,000 (Form 1040 line 16)', () => {
  it.each([
    [0, 0],
    [4, 0],
    [4.99, 0],
    [5, 1],
    [14, 1],
    [15, 2],
    [24, 2],
    [25, 4],
    [49, 4],
    [75, 9],
    [2_999, 299],
    [3_000, 303],
    [3_049, 303],
    [3_050, 308],
    [11_925, 1_193],
    [50_000, 5_920],
    [99_999, 16_909],
    [99_999.99, 16_909],
  ])('2025 single: $%d of taxable income pays $%d, its row’s', (income, tax) => {
    expect(ordinaryIncomeTax(income, 'single', 2025)).toBe(tax);
    expect(ordinaryIncomeTaxInCents(income, 'single', 2025)).toBe(tax * 100);
  });

  it('$100,000 leaves the table: the schedule, exactly (5,578.50 + 22% x 51,525 = 16,914)', () => {
    expect(ordinaryIncomeTax(100_000, 'single', 2025)).toBe(16_914);
    expect(ordinaryIncomeTaxInCents(100_000, 'single', 2025)).toBe(1_691_400);
  });

  it('a row is one tax: every income in it pays the same, which is within half a row of the exact tax', () => {
    for (let income = 3_000; income < 100_000; income += 737) {
      const bottom = Math.floor(income / 50) * 50;
      const tax = ordinaryIncomeTax(bottom, 'married_joint', 2026);
      expect(ordinaryIncomeTax(bottom + 49, 'married_joint', 2026), String(income)).toBe(tax);
      expect(Math.abs(tax * 100 - rateScheduleTaxInCents(income, 'married_joint', 2026)), String(income)).toBeLessThanOrEqual(25 * 37 + 50);
    }
  });

  it('each year its own brackets at the midpoint: 2021 joint, $80,000 pays 1,990 + 12% x 60,125 = $9,205', () => {
    expect(ordinaryIncomeTax(80_000, 'married_joint', 2021)).toBe(9_205);
  });

  // Rows as printed in the 2015, 2016 and 2017 Tax Tables (Form 1040 instructions, line 44; each
  // year's sample rows 25,200 to 25,400 and rows of the table itself, as reprinted), worked from
  // the year's own brackets at the row's midpoint: 2015 single 25,200 to 25,250 pays 3,323
  // (922.50 + 15% x 16,000 = 3,322.50); joint 25,300 to 25,350 pays 2,876 (1,845 + 15% x 6,875 =
  // 2,876.25); head of household 25,200 to 25,250 pays 3,126 (1,315 + 15% x 12,075 = 3,126.25);
  // 2016 single 3,320 (927.50 + 15% x 15,950), joint 2,871 (1,855 + 15% x 6,775 = 2,871.25), head of
  // household 3,121 (1,325 + 15% x 11,975 = 3,121.25); 2017 single 3,318 (932.50 + 15% x 15,900 =
  // 3,317.50), joint 25,200 to 25,250 pays 2,851 (1,865 + 15% x 6,575 = 2,851.25).
  it.each([
    [2015, 'single', 0, 0],
    [2015, 'single', 5, 1],
    [2015, 'single', 15, 2],
    [2015, 'single', 25, 4],
    [2015, 'single', 50, 6],
    [2015, 'single', 75, 9],
    [2015, 'single', 1_000, 101],
    [2015, 'single', 2_000, 201],
    [2015, 'single', 2_175, 219],
    [2015, 'single', 9_000, 903],
    [2015, 'single', 25_200, 3_323],
    [2015, 'married_joint', 25_300, 2_876],
    [2015, 'head_of_household', 25_200, 3_126],
    [2016, 'single', 9_000, 903],
    [2016, 'single', 25_200, 3_320],
    [2016, 'single', 25_250, 3_328],
    [2016, 'married_joint', 25_200, 2_856],
    [2016, 'married_joint', 25_300, 2_871],
    [2016, 'head_of_household', 25_200, 3_121],
    [2017, 'single', 7_100, 713],
    [2017, 'single', 25_200, 3_318],
    [2017, 'single', 25_300, 3_333],
    [2017, 'married_joint', 25_200, 2_851],
  ] as const)('%i %s: the Tax Table row from $%d prints $%d', (year, status, rowFrom, tax) => {
    expect(ordinaryIncomeTax(rowFrom, status, year)).toBe(tax);
    expect(ordinaryIncomeTax(rowFrom + 0.99, status, year)).toBe(tax);
  });
});

describe('marginalRateAt: the rate the next dollar is taxed at', () => {
  it.each(cases)('$year $status: below an edge the lower rate, at the edge (the next dollar is over it) the higher', ({ year, status, rows }) => {
    let below = 0.1;
    for (const [edge, , rate] of rows) {
      expect(marginalRateAt(edge - 1, status, year), `${year} ${status} at ${edge - 1}`).toBe(below);
      expect(marginalRateAt(edge, status, year), `${year} ${status} at ${edge}`).toBe(rate);
      expect(marginalRateAt(edge + 1, status, year), `${year} ${status} at ${edge + 1}`).toBe(rate);
      below = rate;
    }
  });

  it('10% from the first dollar; nothing below zero taxable income', () => {
    expect(marginalRateAt(0, 'single', 2026)).toBe(0.1);
    expect(marginalRateAt(-1, 'single', 2026)).toBe(0);
  });

  it('$180,000 joint in 2026 is in the 22% bracket; $180,000 single in the 24%', () => {
    expect(marginalRateAt(180_000, 'married_joint', 2026)).toBe(0.22);
    expect(marginalRateAt(180_000, 'single', 2026)).toBe(0.24);
  });
});

describe('bracketYearUsed: which recorded year a year takes', () => {
  it('a recorded year takes its own brackets', () => {
    expect(bracketYearUsed(2025)).toEqual({ asked: 2025, used: 2025, laterThanRecorded: false, earlierThanRecorded: false });
    expect(bracketYearUsed(2026)).toEqual({ asked: 2026, used: 2026, laterThanRecorded: false, earlierThanRecorded: false });
  });

  it("a later year takes the last recorded year's brackets (2026's for 2030), and says so", () => {
    expect(LATEST_BRACKETS_YEAR).toBe(2026);
    expect(bracketYearUsed(2030)).toEqual({ asked: 2030, used: 2026, laterThanRecorded: true, earlierThanRecorded: false });
    expect(ordinaryIncomeTax(180_000, 'married_joint', 2030)).toBe(ordinaryIncomeTax(180_000, 'married_joint', 2026));
  });

  it("each year from 2015 takes its own (a look-back study is taxed on each year's brackets)", () => {
    for (const year of [2015, 2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023]) {
      expect(bracketYearUsed(year)).toEqual({ asked: year, used: year, laterThanRecorded: false, earlierThanRecorded: false });
    }
    expect(ordinaryIncomeTax(523_600, 'single', 2021)).toBe(dollarsHalfUp(157_804.25));
  });

  it("2016 is taxed on its own 39.6% bracket, not 2018's 37%: $500,000 single pays $154,170 (it paid $150,690 on 2018's)", () => {
    // Was dollarsHalfUp(150_689.5), 2018's 37% base at $500,000. 2016's Schedule X: 120,529.75 +
    // 39.6% x (500,000 - 415,050 = 84,950) = 120,529.75 + 33,640.20 = 154,169.95, so $154,170.
    expect(ordinaryIncomeTax(500_000, 'single', 2016)).toBe(154_170);
    expect(marginalRateAt(500_000, 'single', 2016)).toBe(0.396);
  });

  it("an earlier year takes the first recorded year's brackets (2015's for 2014), and says so", () => {
    expect(bracketYearUsed(2014)).toEqual({ asked: 2014, used: 2015, laterThanRecorded: false, earlierThanRecorded: true });
    // 2015's Schedule X: 119,996.25 + 39.6% x (500,000 - 413,200 = 86,800) = 154,369.05, so $154,369.
    expect(ordinaryIncomeTax(500_000, 'single', 2014)).toBe(154_369);
  });
});

describe('excessBusinessLossThresholdFor: IRC 461(l)(3)(A)(ii)(II) by year and filing status', () => {
  const published: Array<[year: number, single: number, joint: number, source: string]> = [
    [2021, 262_000, 524_000, 'IRS, Excess business losses (Rev. Proc. 2020-45)'],
    [2022, 270_000, 540_000, 'Rev. Proc. 2021-45'],
    [2023, 289_000, 578_000, 'Rev. Proc. 2022-38'],
    [2024, 305_000, 610_000, 'Rev. Proc. 2023-34 section 3.32'],
    [2025, 313_000, 626_000, 'Rev. Proc. 2024-40 section 2.32'],
    [2026, 256_000, 512_000, 'Rev. Proc. 2025-32 section 4.31'],
  ];

  it.each(published)('%i: $%i single, $%i joint (%s)', (year, single, joint) => {
    expect(excessBusinessLossThresholdFor(year, 'single')).toBe(single);
    expect(excessBusinessLossThresholdFor(year, 'married_joint')).toBe(joint);
  });

  it('married filing separately and head of household take the single amount (only a joint return doubles it)', () => {
    for (const [year, single] of published) {
      expect(excessBusinessLossThresholdFor(year, 'married_separate')).toBe(single);
      expect(excessBusinessLossThresholdFor(year, 'head_of_household')).toBe(single);
    }
  });

  it('no limit for 2018 to 2020 (CARES Act section 2304) nor before 2018 (none enacted)', () => {
    for (const year of [2015, 2017, 2018, 2019, 2020]) {
      for (const status of FILING_STATUSES) expect(excessBusinessLossThresholdFor(year, status), `${year} ${status}`).toBeNull();
    }
  });

  it('2026 is below 2025: P.L. 119-21 section 70601(b) rebased the inflation adjustment on 2024', () => {
    expect(excessBusinessLossThresholdFor(2026, 'single')!).toBeLessThan(excessBusinessLossThresholdFor(2025, 'single')!);
  });

  it("a later year takes 2026's amount (the limit is permanent, 70601(a)), and says so", () => {
    expect(excessBusinessLossThresholdFor(2031, 'married_joint')).toBe(512_000);
    expect(excessBusinessLossYearUsed(2031)).toEqual({ asked: 2031, used: 2026, laterThanRecorded: true, earlierThanRecorded: false });
  });
});

describe('netOperatingLossLimitFor: IRC 172(a)(2)', () => {
  it('80% of taxable income before the deduction for taxable years beginning after 2020, on without end', () => {
    for (const year of [2021, 2025, 2026, 2040]) expect(netOperatingLossLimitFor(year), String(year)).toBe(0.8);
  });

  it('no percentage limit for 2018 to 2020 (CARES Act section 2303), nor before', () => {
    for (const year of [2015, 2018, 2019, 2020]) expect(netOperatingLossLimitFor(year), String(year)).toBe(1);
  });
});
