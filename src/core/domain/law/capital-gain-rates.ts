import type { DatedParameter } from './dated-parameter.ts';
import { REFERENCES as R } from './references.ts';

/**
 * IRC section 1(h)(1): a net capital gain is taxed at no more than the sum of the ordinary tax on
 * the rest of the taxable income and 0, 15 or 20 percent of the adjusted net capital gain
 * (1(h)(1)(B) to (D)), with unrecaptured section 1250 gain at most 25 percent (1(h)(1)(E),
 * `unrecaptured1250Rate` in income-tax.ts). Where each rate stops is set, since 2018, by
 * 1(j)(5)(B) in dollars of taxable income, adjusted for inflation each year (1(j)(5)(C)) in the
 * same revenue procedure as the brackets: the "maximum zero rate amount" and the "maximum
 * 15-percent rate amount". The Schedule D Tax Worksheet enters them on its lines 15 and 26.
 *
 * The statute's 2018 amounts, for the record: $77,200 joint, $51,700 head of household and half
 * the joint amount for everyone else at 0 percent; $479,000 joint (half of it for married filing
 * separately), $452,400 head of household and $425,800 single at 15 percent. As published the
 * separate 15-percent amount is half the joint one, in some years rounded down to $50, so not
 * always its exact half ($300,000 in 2025, where half of $600,050 is $300,025; $244,425 in 2019).
 *
 * Before 2018 the same two amounts were not written in dollars but read from the brackets:
 * 1(h)(1)(B) to (D) as then in effect taxed the adjusted net capital gain at 0 percent as far as
 * the taxable income "would (without regard to this paragraph) be taxed at a rate below 25
 * percent", at 15 percent as far as below 39.6 percent, and at 20 percent above. So for 2015 to
 * 2017 the maximum zero rate amount is the top of the year's 15-percent bracket and the maximum
 * 15-percent rate amount the bottom of its 39.6-percent bracket (ordinary-brackets.ts), which the
 * Schedule D Tax Worksheet of those years entered on its lines 15 and 24; they are recorded in
 * the same shape, each citing its year's revenue procedure, and the worksheet's arithmetic
 * (domain/tax/schedule-d-tax.ts) is the same (tests/core/domain/tax/schedule-d-tax.test.ts works
 * a 2016 case by hand).
 *
 * Recorded: 2015 to 2026, each year its own. The reference corpus held none of the revenue
 * procedures' own text for these sections; every amount but 2018's (the statute's, above) was
 * read from secondary sources that cite them: for 2015 to 2023 PolicyEngine-US and PSLmodels
 * Tax-Calculator, which agree on every amount (and, for 2015 to 2017, with the brackets); for 2024
 * to 2026 PolicyEngine-US's parameter file gov/irs/capital_gains/thresholds.yaml, which links each
 * procedure's page, a public transcription of Rev. Proc. 2025-32 section 4.03 and published tables
 * of the IRS figures, which agree with each other and with the halves 1(j)(5)(B) prescribes
 * (tests/core/domain/law/capital-gain-rates.test.ts). A year after the last row takes the last
 * row's amounts and a year before the first the first's, as the brackets do
 * (domain/tax/schedule-d-tax.ts).
 */

/** The taxable income up to which a rate applies to the adjusted net capital gain stacked on it. */
export interface CapitalGainThresholds {
  /** 1(j)(5)(B)(i): 0 percent on gain that falls at or below this taxable income (worksheet line 15). */
  maximumZeroRateAmount: number;
  /** 1(j)(5)(B)(ii): 15 percent on gain that falls above the zero-rate amount up to this one, 20 percent above (worksheet line 26). */
  maximumFifteenPercentRateAmount: number;
}

/** The amounts for each filing status, keyed as the estimator names them (domain/tax/passive-activity.ts). */
export interface CapitalGainThresholdsByStatus {
  /** 1(j)(5)(B)(i)(III), (ii)(III): any other individual. */
  single: CapitalGainThresholds;
  /** 1(j)(5)(B)(i)(I), (ii)(I): a joint return or surviving spouse. */
  married_joint: CapitalGainThresholds;
  /** 1(j)(5)(B)(i)(III), (ii)(I): half the joint 15-percent amount, each indexed on its own. */
  married_separate: CapitalGainThresholds;
  /** 1(j)(5)(B)(i)(II), (ii)(II): a head of household. */
  head_of_household: CapitalGainThresholds;
}

const amounts = (maximumZeroRateAmount: number, maximumFifteenPercentRateAmount: number): CapitalGainThresholds => ({
  maximumZeroRateAmount,
  maximumFifteenPercentRateAmount,
});

export const capitalGainRateThresholds: DatedParameter<CapitalGainThresholdsByStatus> = {
  name: 'capitalGainRateThresholds',
  unit: 'dollars',
  description:
    'Capital gain rate thresholds (IRC 1(j)(5)(B); before 2018 the tops of the 15% and 35% brackets, 1(h)(1)(B), (C)) by filing status: the taxable income up to which the 0% rate applies, and up to which the 15% rate applies (20% above)',
  dependsOn: 'the first day of the tax year',
  rows: [
    {
      from: '2015-01-01',
      value: {
        single: amounts(37_450, 413_200),
        married_joint: amounts(74_900, 464_850),
        married_separate: amounts(37_450, 232_425),
        head_of_household: amounts(50_200, 439_000),
      },
      reference: R.capitalGainThresholds2015,
    },
    {
      from: '2016-01-01',
      value: {
        single: amounts(37_650, 415_050),
        married_joint: amounts(75_300, 466_950),
        married_separate: amounts(37_650, 233_475),
        head_of_household: amounts(50_400, 441_000),
      },
      reference: R.capitalGainThresholds2016,
    },
    {
      from: '2017-01-01',
      value: {
        single: amounts(37_950, 418_400),
        married_joint: amounts(75_900, 470_700),
        married_separate: amounts(37_950, 235_350),
        head_of_household: amounts(50_800, 444_550),
      },
      reference: R.capitalGainThresholds2017,
    },
    {
      from: '2018-01-01',
      value: {
        single: amounts(38_600, 425_800),
        married_joint: amounts(77_200, 479_000),
        married_separate: amounts(38_600, 239_500),
        head_of_household: amounts(51_700, 452_400),
      },
      reference: R.capitalGainThresholds2018,
    },
    {
      from: '2019-01-01',
      value: {
        single: amounts(39_375, 434_550),
        married_joint: amounts(78_750, 488_850),
        married_separate: amounts(39_375, 244_425),
        head_of_household: amounts(52_750, 461_700),
      },
      reference: R.capitalGainThresholds2019,
    },
    {
      from: '2020-01-01',
      value: {
        single: amounts(40_000, 441_450),
        married_joint: amounts(80_000, 496_600),
        married_separate: amounts(40_000, 248_300),
        head_of_household: amounts(53_600, 469_050),
      },
      reference: R.capitalGainThresholds2020,
    },
    {
      from: '2021-01-01',
      value: {
        single: amounts(40_400, 445_850),
        married_joint: amounts(80_800, 501_600),
        married_separate: amounts(40_400, 250_800),
        head_of_household: amounts(54_100, 473_750),
      },
      reference: R.capitalGainThresholds2021,
    },
    {
      from: '2022-01-01',
      value: {
        single: amounts(41_675, 459_750),
        married_joint: amounts(83_350, 517_200),
        married_separate: amounts(41_675, 258_600),
        head_of_household: amounts(55_800, 488_500),
      },
      reference: R.capitalGainThresholds2022,
    },
    {
      from: '2023-01-01',
      value: {
        single: amounts(44_625, 492_300),
        married_joint: amounts(89_250, 553_850),
        married_separate: amounts(44_625, 276_900),
        head_of_household: amounts(59_750, 523_050),
      },
      reference: R.capitalGainThresholds2023,
    },
    {
      from: '2024-01-01',
      value: {
        single: amounts(47_025, 518_900),
        married_joint: amounts(94_050, 583_750),
        married_separate: amounts(47_025, 291_850),
        head_of_household: amounts(63_000, 551_350),
      },
      reference: R.capitalGainThresholds2024,
    },
    {
      from: '2025-01-01',
      value: {
        single: amounts(48_350, 533_400),
        married_joint: amounts(96_700, 600_050),
        married_separate: amounts(48_350, 300_000),
        head_of_household: amounts(64_750, 566_700),
      },
      reference: R.capitalGainThresholds2025,
    },
    {
      from: '2026-01-01',
      value: {
        single: amounts(49_450, 545_500),
        married_joint: amounts(98_900, 613_700),
        married_separate: amounts(49_450, 306_850),
        head_of_household: amounts(66_200, 579_600),
      },
      reference: R.capitalGainThresholds2026,
    },
  ],
};

/** The three rates of 1(h)(1)(B) to (D) on the adjusted net capital gain, lowest first. */
export interface CapitalGainRates {
  /** 1(h)(1)(B): up to the maximum zero rate amount. */
  zero: number;
  /** 1(h)(1)(C): up to the maximum 15-percent rate amount. */
  fifteen: number;
  /** 1(h)(1)(D): above it. */
  twenty: number;
}

/**
 * The rates as they stand since 2013, when the American Taxpayer Relief Act of 2012 added the 20
 * percent rate above the 15 (before it, 15 percent was the top). Earlier years are not recorded:
 * the estimator figures no sale before 2013.
 */
export const capitalGainRates: DatedParameter<CapitalGainRates> = {
  name: 'capitalGainRates',
  unit: 'rate',
  description: 'Capital gain rates (IRC 1(h)(1)(B) to (D)) on the adjusted net capital gain, by where it falls against the thresholds',
  dependsOn: 'the first day of the tax year',
  rows: [{ from: '2013-01-01', value: { zero: 0, fifteen: 0.15, twenty: 0.2 }, reference: R.capitalGainRates2013 }],
};
