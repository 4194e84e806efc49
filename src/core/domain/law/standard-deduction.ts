import type { DatedParameter } from './dated-parameter.ts';
import { REFERENCES as R } from './references.ts';

/**
 * The basic standard deduction of IRC 63(c)(2), by filing status, as IRC 63(c)(7) set it from
 * 2018 and the IRS adjusts it each year (63(c)(4)); Public Law 119-21, section 70102, made the
 * larger amounts permanent and raised 2025's. The estimator reads it for one rule: a net operating
 * loss is figured without nonbusiness deductions beyond nonbusiness income (IRC 172(d)(4)), and
 * the standard deduction is a nonbusiness deduction, so the part of a year's loss that only takes
 * the household's income below zero by the standard deduction is not carried forward.
 *
 * Recorded: 2015 (the first year a property can be placed in service here) to 2026. A year
 * after the last row takes the last row's amounts.
 */
export interface StandardDeductionByStatus {
  single: number;
  married_joint: number;
  married_separate: number;
  head_of_household: number;
}

const amounts = (single: number, married_joint: number, head_of_household: number): StandardDeductionByStatus => ({
  single,
  married_joint,
  // 63(c)(2)(C): married filing separately takes half the joint amount, as single does.
  married_separate: single,
  head_of_household,
});

export const standardDeduction: DatedParameter<StandardDeductionByStatus> = {
  name: 'standardDeduction',
  unit: 'dollars',
  description: 'Basic standard deduction (IRC 63(c)(2)) by filing status: a nonbusiness deduction, so it does not make a net operating loss (IRC 172(d)(4))',
  dependsOn: 'the first day of the tax year',
  rows: [
    { from: '2015-01-01', value: amounts(6_300, 12_600, 9_250), reference: R.standardDeduction2015 },
    { from: '2016-01-01', value: amounts(6_300, 12_600, 9_300), reference: R.standardDeduction2016 },
    { from: '2017-01-01', value: amounts(6_350, 12_700, 9_350), reference: R.standardDeduction2017 },
    { from: '2018-01-01', value: amounts(12_000, 24_000, 18_000), reference: R.standardDeduction2018 },
    { from: '2019-01-01', value: amounts(12_200, 24_400, 18_350), reference: R.standardDeduction2019 },
    { from: '2020-01-01', value: amounts(12_400, 24_800, 18_650), reference: R.standardDeduction2020 },
    { from: '2021-01-01', value: amounts(12_550, 25_100, 18_800), reference: R.standardDeduction2021 },
    { from: '2022-01-01', value: amounts(12_950, 25_900, 19_400), reference: R.standardDeduction2022 },
    { from: '2023-01-01', value: amounts(13_850, 27_700, 20_800), reference: R.standardDeduction2023 },
    { from: '2024-01-01', value: amounts(14_600, 29_200, 21_900), reference: R.standardDeduction2024 },
    { from: '2025-01-01', value: amounts(15_750, 31_500, 23_625), reference: R.standardDeduction2025 },
    { from: '2026-01-01', value: amounts(16_100, 32_200, 24_150), reference: R.standardDeduction2026 },
  ],
};

/**
 * The personal exemption of IRC 151(d), per exemption: another nonbusiness deduction that makes no
 * net operating loss (IRC 172(d)(3)). It is zero from 2018 (151(d)(5)). The owner's household is
 * taken to claim the filers' own exemptions only (two on a joint return, one otherwise), and in a
 * year with a loss the phase-out of 151(d)(3) does not reach them (decision 0363).
 */
export const personalExemption: DatedParameter<number> = {
  name: 'personalExemption',
  unit: 'dollars',
  description: 'Personal exemption (IRC 151(d)), each: a nonbusiness deduction, so it does not make a net operating loss (IRC 172(d)(3))',
  dependsOn: 'the first day of the tax year',
  rows: [
    { from: '2015-01-01', value: 4_000, reference: R.personalExemption2015 },
    { from: '2016-01-01', value: 4_050, reference: R.personalExemption2016 },
    { from: '2017-01-01', value: 4_050, reference: R.personalExemption2017 },
    { from: '2018-01-01', value: 0, reference: R.personalExemptionSuspended },
  ],
};
