import type { DatedParameter } from './dated-parameter.ts';
import { REFERENCES as R } from './references.ts';

/**
 * IRC section 1(j)(2): the ordinary income-tax rate tables, one for each filing status, as the
 * IRS adjusts them for inflation each year (1(j)(3), 1(f)) in a revenue procedure. Public Law
 * 119-21, section 70101, made the seven rates of 2018 to 2025 permanent (Rev. Proc. 2025-32,
 * section 2.01).
 *
 * A schedule is the list of brackets `{ over, rate }`: `rate` applies to the taxable income over
 * `over` up to the next bracket's `over` (the tables' "Over $X but not over $Y"). The first
 * bracket is over 0. Each published table also prints the tax at each bracket's bottom ("$X plus
 * Y% of the excess over Z"); tests/core/domain/tax/ordinary-income-tax.test.ts holds those
 * amounts and checks these brackets reproduce them.
 *
 * Recorded: 2018, the first year of these seven rates (Public Law 115-97, section 11001), to
 * 2026, each year its own: a look-back study's early years are taxed on their own brackets, not
 * on a later year's. 2018's are the statute's own (1(j)(2)); 2019 to 2023 were read from two
 * independent records of the revenue procedures (PolicyEngine-US's gov/irs/income/bracket.yaml,
 * which links each procedure, and PSLmodels Tax-Calculator's policy_current_law.json), compared
 * value by value: they agree on all but two amounts, each settled by the procedure's other tables
 * (see the references). A year after the last row takes the last row's brackets and a year before
 * the first takes the first's (`bracketYearUsed`, domain/tax/ordinary-income-tax.ts, says which; the
 * answer reports the last recorded year as assumptions.latestBracketsYear).
 */

/** A rate and the taxable income over which it applies. */
export interface Bracket {
  over: number;
  rate: number;
}

export type BracketSchedule = ReadonlyArray<Bracket>;

/** The four schedules, keyed as the estimator names filing statuses (domain/tax/passive-activity.ts). */
export interface OrdinaryBrackets {
  /** 1(j)(2)(C): unmarried individuals (other than surviving spouses and heads of households). */
  single: BracketSchedule;
  /** 1(j)(2)(A): married individuals filing joint returns and surviving spouses. */
  married_joint: BracketSchedule;
  /** 1(j)(2)(D): married individuals filing separate returns. */
  married_separate: BracketSchedule;
  /** 1(j)(2)(B): heads of households. */
  head_of_household: BracketSchedule;
}

/** The seven rates of 1(j)(2), lowest first, paired with where each begins. */
const RATES = [0.1, 0.12, 0.22, 0.24, 0.32, 0.35, 0.37] as const;
const schedule = (...starts: [number, number, number, number, number, number]): BracketSchedule =>
  RATES.map((rate, index) => ({ over: index === 0 ? 0 : starts[index - 1]!, rate }));

export const ordinaryIncomeTaxBrackets: DatedParameter<OrdinaryBrackets> = {
  name: 'ordinaryIncomeTaxBrackets',
  unit: 'dollars',
  description: 'Ordinary income-tax brackets by filing status: each rate and the taxable income over which it applies',
  dependsOn: 'the first day of the tax year',
  rows: [
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
