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
