import { describe, expect, it } from 'vitest';
import { capitalGainRates, capitalGainRateThresholds } from '../../../../src/core/domain/law/capital-gain-rates.ts';
import { valueAt } from '../../../../src/core/domain/law/dated-parameter.ts';
import { ordinaryIncomeTaxBrackets } from '../../../../src/core/domain/law/ordinary-brackets.ts';
import { FILING_STATUSES, type FilingStatus } from '../../../../src/core/domain/tax/passive-activity.ts';
import { capitalGainThresholdsFor } from '../../../../src/core/domain/tax/schedule-d-tax.ts';
import { citationsOf, REVENUE_PROCEDURE_OF_YEAR } from './revenue-procedures.ts';

/**
 * The maximum zero rate amounts and maximum 15-percent rate amounts as published, copied here (not
 * computed by the code): for 2015 to 2017, before IRC 1(j)(5), the top of the 15% bracket and the
 * bottom of the 39.6% bracket of Rev. Procs 2014-61, 2015-53 and 2016-55, section 3.01 (as
 * PolicyEngine-US and Tax-Calculator both record them, and the 2016 Qualified Dividends and
 * Capital Gain Tax Worksheet's line 8 prints the 0% ones); IRC 1(j)(5)(B) itself (2018), Rev. Procs 2018-57, 2019-44, 2020-45,
 * 2021-45 and 2022-38 section 3.03 (2019 to 2023, as PolicyEngine-US and PSLmodels Tax-Calculator
 * both record them), Rev. Proc. 2023-34 section 3.03 (2024), Rev. Proc. 2024-40 section 2.03
 * (2025), Rev. Proc. 2025-32 section 4.03 (2026), each read from secondary sources that cite the
 * procedure (PolicyEngine-US gov/irs/capital_gains/thresholds.yaml; a transcription of section
 * 4.03; published tables of the IRS figures), the procedures' own text not being in the corpus.
 */
type Published = [zeroRateUpTo: number, fifteenRateUpTo: number];
const PUBLISHED: Record<number, Record<FilingStatus, Published>> = {
  2015: { single: [37_450, 413_200], married_joint: [74_900, 464_850], married_separate: [37_450, 232_425], head_of_household: [50_200, 439_000] },
  2016: { single: [37_650, 415_050], married_joint: [75_300, 466_950], married_separate: [37_650, 233_475], head_of_household: [50_400, 441_000] },
  2017: { single: [37_950, 418_400], married_joint: [75_900, 470_700], married_separate: [37_950, 235_350], head_of_household: [50_800, 444_550] },
  2018: { single: [38_600, 425_800], married_joint: [77_200, 479_000], married_separate: [38_600, 239_500], head_of_household: [51_700, 452_400] },
  2019: { single: [39_375, 434_550], married_joint: [78_750, 488_850], married_separate: [39_375, 244_425], head_of_household: [52_750, 461_700] },
  2020: { single: [40_000, 441_450], married_joint: [80_000, 496_600], married_separate: [40_000, 248_300], head_of_household: [53_600, 469_050] },
  2021: { single: [40_400, 445_850], married_joint: [80_800, 501_600], married_separate: [40_400, 250_800], head_of_household: [54_100, 473_750] },
  2022: { single: [41_675, 459_750], married_joint: [83_350, 517_200], married_separate: [41_675, 258_600], head_of_household: [55_800, 488_500] },
  2023: { single: [44_625, 492_300], married_joint: [89_250, 553_850], married_separate: [44_625, 276_900], head_of_household: [59_750, 523_050] },
  2024: { single: [47_025, 518_900], married_joint: [94_050, 583_750], married_separate: [47_025, 291_850], head_of_household: [63_000, 551_350] },
  2025: { single: [48_350, 533_400], married_joint: [96_700, 600_050], married_separate: [48_350, 300_000], head_of_household: [64_750, 566_700] },
  2026: { single: [49_450, 545_500], married_joint: [98_900, 613_700], married_separate: [49_450, 306_850], head_of_household: [66_200, 579_600] },
};
const YEARS = Object.keys(PUBLISHED).map(Number);
const BEFORE_2018 = [2015, 2016, 2017];
const FROM_2018 = YEARS.filter((year) => year >= 2018);
const cases = Object.entries(PUBLISHED).flatMap(([year, statuses]) =>
  FILING_STATUSES.map((status) => ({ year: Number(year), status, published: statuses[status] })),
);

describe('capitalGainRateThresholds (IRC 1(h)(1)(B), (C) before 2018, 1(j)(5)(B) from 2018; Rev. Procs 2014-61 to 2025-32)', () => {
  it("one row a year, 2015 to 2026: 2018 citing the statute's own amounts, each other year the revenue procedure of its year, saying its source is secondary", () => {
    expect(capitalGainRateThresholds.rows.map((row) => row.from)).toEqual(YEARS.map((year) => `${year}-01-01`));
    expect(citationsOf(capitalGainRateThresholds.rows)).toEqual([
      ...BEFORE_2018.map((year) => REVENUE_PROCEDURE_OF_YEAR[year]),
      'IRC section 1(j)(5',
      ...FROM_2018.slice(1).map((year) => REVENUE_PROCEDURE_OF_YEAR[year]),
    ]);
    for (const row of capitalGainRateThresholds.rows) {
      if (row.from !== '2018-01-01') expect(row.reference.title, row.from).toMatch(/secondary sources/);
    }
  });

  it('before 2018 (1(h)(1)(B), (C) as then in effect): 0% up to the top of the 15% bracket, 15% up to the bottom of the 39.6% bracket, cited as such', () => {
    for (const year of BEFORE_2018) {
      for (const status of FILING_STATUSES) {
        const schedule = valueAt(ordinaryIncomeTaxBrackets, `${year}-01-01`)[status];
        expect(capitalGainThresholdsFor(year, status), `${year} ${status}`).toEqual({
          maximumZeroRateAmount: schedule.find((bracket) => bracket.rate === 0.25)!.over,
          maximumFifteenPercentRateAmount: schedule.find((bracket) => bracket.rate === 0.396)!.over,
        });
      }
    }
    for (const row of capitalGainRateThresholds.rows.slice(0, 3))
      expect(row.reference.title).toMatch(/1\(h\)\(1\)\(B\) to \(D\) as in effect before Public Law 115-97/);
  });

  it('is recorded for the same years as the brackets, so bracketYearUsed says which year both take', () => {
    expect(capitalGainRateThresholds.rows.map((row) => row.from)).toEqual(ordinaryIncomeTaxBrackets.rows.map((row) => row.from));
  });

  it.each(cases)('$year $status: 0% up to $published.0, 15% up to $published.1, as published', ({ year, status, published }) => {
    const [zeroRateUpTo, fifteenRateUpTo] = published;
    expect(capitalGainThresholdsFor(year, status)).toEqual({ maximumZeroRateAmount: zeroRateUpTo, maximumFifteenPercentRateAmount: fifteenRateUpTo });
  });

  it('1(j)(5)(B)(i)(III), and the 15% brackets before: single and married filing separately take half the joint zero-rate amount', () => {
    for (const year of YEARS) {
      const joint = capitalGainThresholdsFor(year, 'married_joint').maximumZeroRateAmount;
      expect(capitalGainThresholdsFor(year, 'single').maximumZeroRateAmount, String(year)).toBe(joint / 2);
      expect(capitalGainThresholdsFor(year, 'married_separate').maximumZeroRateAmount, String(year)).toBe(joint / 2);
    }
  });

  it('1(j)(5)(B)(ii)(I): married filing separately takes half the joint 15-percent amount, as published either exact ($244,425 in 2019) or rounded down to $50 ($600,050 / 2 = $300,025 is $300,000 in 2025)', () => {
    for (const year of YEARS) {
      const half = capitalGainThresholdsFor(year, 'married_joint').maximumFifteenPercentRateAmount / 2;
      expect([half, Math.floor(half / 50) * 50], String(year)).toContain(capitalGainThresholdsFor(year, 'married_separate').maximumFifteenPercentRateAmount);
    }
  });

  it("a later year takes 2026's amounts and an earlier year 2015's, as the brackets", () => {
    expect(capitalGainThresholdsFor(2031, 'married_joint')).toEqual(capitalGainThresholdsFor(2026, 'married_joint'));
    expect(capitalGainThresholdsFor(2014, 'single')).toEqual(capitalGainThresholdsFor(2015, 'single'));
  });
});

describe('capitalGainRates (IRC 1(h)(1)(B) to (D))', () => {
  it('0%, 15% and 20% from 2013 (the 20% added by P.L. 112-240), citing 1(h)(1)', () => {
    expect(valueAt(capitalGainRates, '2013-01-01')).toEqual({ zero: 0, fifteen: 0.15, twenty: 0.2 });
    expect(valueAt(capitalGainRates, '2040-06-30')).toEqual({ zero: 0, fifteen: 0.15, twenty: 0.2 });
    expect(capitalGainRates.rows[0]!.reference.title).toMatch(/1\(h\)\(1\).*112-240/);
  });
});
