import type { DatedParameter } from './dated-parameter.ts';
import { REFERENCES as R } from './references.ts';

/**
 * IRC section 1: the ordinary income-tax rate tables, one for each filing status, as the IRS
 * adjusts them for inflation each year (1(f), and 1(j)(3) from 2018) in a revenue procedure.
 * Before 2018 they are the tables of 1(a) to (d), of 10, 15, 25, 28, 33, 35 and 39.6 percent
 * (the 15 percent of the tables themselves, the 10 percent of 1(i)(1), the 25, 28 and 33 percent
 * of 1(i)(2), the 35 and 39.6 percent of 1(i)(3), added by Public Law 112-240, section 101); from
 * 2018 those of 1(j)(2), of 10, 12, 22, 24, 32, 35 and 37 percent (Public Law 115-97, section
 * 11001), made permanent by Public Law 119-21, section 70101 (Rev. Proc. 2025-32, section 2.01).
 *
 * A schedule is the list of brackets `{ over, rate }`: `rate` applies to the taxable income over
 * `over` up to the next bracket's `over` (the tables' "Over $X but not over $Y"). The first
 * bracket is over 0. Each published table also prints the tax at each bracket's bottom ("$X plus
 * Y% of the excess over Z"); tests/core/domain/tax/ordinary-income-tax.test.ts holds those
 * amounts and checks these brackets reproduce them.
 *
 * Recorded: 2015 (the first year a property can be placed in service here) to 2026, each year its
 * own: a look-back study's early years are taxed on their own brackets, not on a later year's.
 * 2015 to 2017 were read from PSLmodels Tax-Calculator's policy_current_law.json (II_brk1 to
 * II_brk6) and compared value by value with the Tax Rate Schedules of each year's Form 1040
 * instructions as reprinted (see the references): they agree on every amount. 2018's are the
 * statute's own (1(j)(2)); 2019 to 2023 were read from two independent records of the revenue
 * procedures (PolicyEngine-US's gov/irs/income/bracket.yaml, which links each procedure, and
 * Tax-Calculator), compared value by value: they agree on all but two amounts, each settled by
 * the procedure's other tables (see the references). A year after the last row takes the last
 * row's brackets and a year before the first takes the first's (`bracketYearUsed`,
 * domain/tax/ordinary-income-tax.ts, says which; the answer reports the last recorded year as
 * assumptions.latestBracketsYear).
 */

/** A rate and the taxable income over which it applies. */
export interface Bracket {
  over: number;
  rate: number;
}

export type BracketSchedule = ReadonlyArray<Bracket>;

/** The four schedules, keyed as the estimator names filing statuses (domain/tax/passive-activity.ts). */
export interface OrdinaryBrackets {
  /** 1(c), 1(j)(2)(C): unmarried individuals (other than surviving spouses and heads of households). */
  single: BracketSchedule;
  /** 1(a), 1(j)(2)(A): married individuals filing joint returns and surviving spouses. */
  married_joint: BracketSchedule;
  /** 1(d), 1(j)(2)(D): married individuals filing separate returns. */
  married_separate: BracketSchedule;
  /** 1(b), 1(j)(2)(B): heads of households. */
  head_of_household: BracketSchedule;
}

/**
 * The seven rates of each rate table, lowest first: 1(a) to (d) with 1(i) before 2018, 1(j)(2)
 * from 2018. scripts/generate-law-rates.ts writes a schedule of either as the six amounts where
 * its rates after the first begin.
 */
export const SEVEN_RATES = {
  before2018: [0.1, 0.15, 0.25, 0.28, 0.33, 0.35, 0.396],
  from2018: [0.1, 0.12, 0.22, 0.24, 0.32, 0.35, 0.37],
} as const;

/** A schedule of the seven rates, each paired with where it begins (the first from 0). */
const schedulesOf =
  (rates: ReadonlyArray<number>) =>
  (...starts: [number, number, number, number, number, number]): BracketSchedule =>
    rates.map((rate, index) => ({ over: index === 0 ? 0 : starts[index - 1]!, rate }));
/** 1(a) to (d), 1(i): 2013 to 2017. */
const scheduleBefore2018 = schedulesOf(SEVEN_RATES.before2018);
/** 1(j)(2): 2018 on. */
const schedule = schedulesOf(SEVEN_RATES.from2018);

export const ordinaryIncomeTaxBrackets: DatedParameter<OrdinaryBrackets> = {
  name: 'ordinaryIncomeTaxBrackets',
  unit: 'dollars',
  description: 'Ordinary income-tax brackets by filing status: each rate and the taxable income over which it applies',
  dependsOn: 'the first day of the tax year',
  rows: [
    {
      from: '2015-01-01',
      value: {
        single: scheduleBefore2018(9_225, 37_450, 90_750, 189_300, 411_500, 413_200),
        married_joint: scheduleBefore2018(18_450, 74_900, 151_200, 230_450, 411_500, 464_850),
        married_separate: scheduleBefore2018(9_225, 37_450, 75_600, 115_225, 205_750, 232_425),
        head_of_household: scheduleBefore2018(13_150, 50_200, 129_600, 209_850, 411_500, 439_000),
      },
      reference: R.ordinaryBrackets2015,
    },
    {
      from: '2016-01-01',
      value: {
        single: scheduleBefore2018(9_275, 37_650, 91_150, 190_150, 413_350, 415_050),
        married_joint: scheduleBefore2018(18_550, 75_300, 151_900, 231_450, 413_350, 466_950),
        married_separate: scheduleBefore2018(9_275, 37_650, 75_950, 115_725, 206_675, 233_475),
        head_of_household: scheduleBefore2018(13_250, 50_400, 130_150, 210_800, 413_350, 441_000),
      },
      reference: R.ordinaryBrackets2016,
    },
    {
      from: '2017-01-01',
      value: {
        single: scheduleBefore2018(9_325, 37_950, 91_900, 191_650, 416_700, 418_400),
        married_joint: scheduleBefore2018(18_650, 75_900, 153_100, 233_350, 416_700, 470_700),
        married_separate: scheduleBefore2018(9_325, 37_950, 76_550, 116_675, 208_350, 235_350),
        head_of_household: scheduleBefore2018(13_350, 50_800, 131_200, 212_500, 416_700, 444_550),
      },
      reference: R.ordinaryBrackets2017,
    },
    {
      from: '2018-01-01',
      value: {
        single: schedule(9_525, 38_700, 82_500, 157_500, 200_000, 500_000),
        married_joint: schedule(19_050, 77_400, 165_000, 315_000, 400_000, 600_000),
        married_separate: schedule(9_525, 38_700, 82_500, 157_500, 200_000, 300_000),
        head_of_household: schedule(13_600, 51_800, 82_500, 157_500, 200_000, 500_000),
      },
      reference: R.ordinaryBrackets2018,
    },
    {
      from: '2019-01-01',
      value: {
        single: schedule(9_700, 39_475, 84_200, 160_725, 204_100, 510_300),
        married_joint: schedule(19_400, 78_950, 168_400, 321_450, 408_200, 612_350),
        married_separate: schedule(9_700, 39_475, 84_200, 160_725, 204_100, 306_175),
        head_of_household: schedule(13_850, 52_850, 84_200, 160_700, 204_100, 510_300),
      },
      reference: R.ordinaryBrackets2019,
    },
    {
      from: '2020-01-01',
      value: {
        single: schedule(9_875, 40_125, 85_525, 163_300, 207_350, 518_400),
        married_joint: schedule(19_750, 80_250, 171_050, 326_600, 414_700, 622_050),
        married_separate: schedule(9_875, 40_125, 85_525, 163_300, 207_350, 311_025),
        head_of_household: schedule(14_100, 53_700, 85_500, 163_300, 207_350, 518_400),
      },
      reference: R.ordinaryBrackets2020,
    },
    {
      from: '2021-01-01',
      value: {
        single: schedule(9_950, 40_525, 86_375, 164_925, 209_425, 523_600),
        married_joint: schedule(19_900, 81_050, 172_750, 329_850, 418_850, 628_300),
        married_separate: schedule(9_950, 40_525, 86_375, 164_925, 209_425, 314_150),
        head_of_household: schedule(14_200, 54_200, 86_350, 164_900, 209_400, 523_600),
      },
      reference: R.ordinaryBrackets2021,
    },
    {
      from: '2022-01-01',
      value: {
        single: schedule(10_275, 41_775, 89_075, 170_050, 215_950, 539_900),
        married_joint: schedule(20_550, 83_550, 178_150, 340_100, 431_900, 647_850),
        married_separate: schedule(10_275, 41_775, 89_075, 170_050, 215_950, 323_925),
        head_of_household: schedule(14_650, 55_900, 89_050, 170_050, 215_950, 539_900),
      },
      reference: R.ordinaryBrackets2022,
    },
    {
      from: '2023-01-01',
      value: {
        single: schedule(11_000, 44_725, 95_375, 182_100, 231_250, 578_125),
        married_joint: schedule(22_000, 89_450, 190_750, 364_200, 462_500, 693_750),
        married_separate: schedule(11_000, 44_725, 95_375, 182_100, 231_250, 346_875),
        head_of_household: schedule(15_700, 59_850, 95_350, 182_100, 231_250, 578_100),
      },
      reference: R.ordinaryBrackets2023,
    },
    {
      from: '2024-01-01',
      value: {
        single: schedule(11_600, 47_150, 100_525, 191_950, 243_725, 609_350),
        married_joint: schedule(23_200, 94_300, 201_050, 383_900, 487_450, 731_200),
        married_separate: schedule(11_600, 47_150, 100_525, 191_950, 243_725, 365_600),
        head_of_household: schedule(16_550, 63_100, 100_500, 191_950, 243_700, 609_350),
      },
      reference: R.ordinaryBrackets2024,
    },
    {
      from: '2025-01-01',
      value: {
        single: schedule(11_925, 48_475, 103_350, 197_300, 250_525, 626_350),
        married_joint: schedule(23_850, 96_950, 206_700, 394_600, 501_050, 751_600),
        married_separate: schedule(11_925, 48_475, 103_350, 197_300, 250_525, 375_800),
        head_of_household: schedule(17_000, 64_850, 103_350, 197_300, 250_500, 626_350),
      },
      reference: R.ordinaryBrackets2025,
    },
    {
      from: '2026-01-01',
      value: {
        single: schedule(12_400, 50_400, 105_700, 201_775, 256_225, 640_600),
        married_joint: schedule(24_800, 100_800, 211_400, 403_550, 512_450, 768_700),
        married_separate: schedule(12_400, 50_400, 105_700, 201_775, 256_225, 384_350),
        head_of_household: schedule(17_700, 67_450, 105_700, 201_750, 256_200, 640_600),
      },
      reference: R.ordinaryBrackets2026,
    },
  ],
};
