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
 * Recorded: 2024, 2025 and 2026. The 2023 tables (Rev. Proc. 2022-38) were not recorded: the
 * reference corpus held their thresholds only from secondary sources and not every printed base
 * amount. A year after the last row takes the last row's brackets and a year before the first
 * takes the first's; the caller says so (`bracketYearUsed`, domain/tax/ordinary-income-tax.ts).
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
  description: 'Ordinary income-tax brackets by filing status: each rate and the taxable income over which it applies',
  dependsOn: 'the first day of the tax year',
  rows: [
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
