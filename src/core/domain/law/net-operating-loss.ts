import type { DatedParameter } from './dated-parameter.ts';
import { REFERENCES as R } from './references.ts';

/**
 * IRC section 172(a): the share of a year's taxable income (computed without the deductions of
 * sections 172, 199A and 250) that the deduction of net operating losses arising after 2017 may
 * take. Public Law 115-97, section 13302, set 80 percent; the CARES Act (Public Law 116-136,
 * section 2303(a)) lifted the limit for taxable years beginning before 2021 and applied it from
 * 2021 on (172(a)(2)(B)(ii)). A loss arising after 2017 is carried forward to each later year
 * without a limit of years (172(b)(1)(A)(ii)(II)); it is not carried back (farming losses aside).
 *
 * Losses arising before 2018 are deducted first, without the percentage limit (172(a)(1),
 * (2)(A)): the first row's year is where the limit's losses begin (owner-federal-tax.ts; decision
 * 0349). A year before the first row takes the first row's 1 (no percentage limit then).
 */
export const netOperatingLossDeductionLimit: DatedParameter<number> = {
  name: 'netOperatingLossDeductionLimit',
  unit: 'rate',
  description: 'Net operating loss deduction: at most this share of the taxable income before it (losses arising after 2017)',
  dependsOn: 'the first day of the tax year the loss is deducted in',
  rows: [
    { from: '2018-01-01', value: 1, reference: R.netOperatingLossUnlimited },
    { from: '2021-01-01', value: 0.8, reference: R.netOperatingLoss80Percent },
  ],
};

/**
 * IRC 172(b)(1)(A)(ii): how many taxable years after the year of a net operating loss it is
 * carried to, by the year the loss arose in; null: to every later year. Twenty for a loss of a
 * year before 2018 (the Code as it stood before Public Law 115-97, which keeps it for those
 * losses), without a limit after. A loss of 2015 is deducted in 2035 at the latest; what is left of
 * it in 2036 is gone (owner-federal-tax.ts; decision 0363).
 */
export const netOperatingLossCarryforwardYears: DatedParameter<number | null> = {
  name: 'netOperatingLossCarryforwardYears',
  unit: 'years',
  description: 'Net operating loss: the taxable years after the loss it is carried forward to (none given: every later year)',
  dependsOn: 'the first day of the tax year the loss arose in',
  rows: [
    { from: '1997-08-06', value: 20, reference: R.netOperatingLossTwentyYears },
    { from: '2018-01-01', value: null, reference: R.netOperatingLossWithoutLimitOfYears },
  ],
};
