import type { DatedParameter } from './dated-parameter.ts';
import { REFERENCES as R } from './references.ts';

/**
 * IRC section 461(l), the limitation on excess business losses of noncorporate taxpayers: the
 * part of a year's net loss from trades or businesses (after the passive rules) above a threshold
 * is not allowed that year (461(l)(1)(B), (3)(A)). The threshold is the amount of
 * 461(l)(3)(A)(ii)(II), $250,000 (200 percent of it on a joint return) as adjusted for inflation
 * each year; married filing separately and head of household take the single amount, since only
 * a joint return doubles it.
 *
 * `null`: the limitation does not apply in the year. Enacted by Public Law 115-97 (section 11012)
 * from 2018, it was suspended for 2018 to 2020 by the CARES Act (Public Law 116-136, section
 * 2304(a)), then extended through 2026 (Public Law 117-2), through 2028 (Public Law 117-169) and,
 * by Public Law 119-21, section 70601(a), without an end.
 *
 * A disallowed loss carried into later years: it "shall be treated as a net operating loss"
 * carryover (461(l)(2)), so it is used under IRC 172 against any income, at most 80 percent of a
 * year's taxable income (172(a)(2)), and it is not an excess business loss again. Public Law
 * 119-21 as enacted kept that rule. Its section 70601 struck the end date from 461(l)(1) (for
 * taxable years beginning after 2026) and rebased the inflation adjustment of 461(l)(3)(C) on
 * 2024 (for taxable years beginning after 2025), which is why 2026's threshold is below 2025's.
 * The House bill (H.R. 1 as reported, section 112027) would have added to a year's business
 * deductions the net operating loss carried in from a loss disallowed after 2024, making it
 * subject to the limit again; that change was removed in the Senate and is not in the law (IRS
 * Instructions for Form 461 (2025): "A disallowed excess business loss is treated as a net
 * operating loss (NOL) carryover to the following year"). The enacted text of section 70601 was
 * not in the reference corpus; this rests on the House text, the Form 461 instructions and
 * accounts of the final law (BDO and EY, July 2025; 26 U.S.C. 461 amendment notes as quoted).
 *
 * Years before 2018 had no such limit (the caller treats them as `null` too). A year after the
 * last row takes the last row's threshold, which later revenue procedures will index.
 */
export interface ExcessBusinessLossThreshold {
  /** Every return but a joint one: single, married filing separately, head of household (461(l)(3)(A)(ii)(II)). */
  single: number;
  /** A joint return: 200 percent of the single amount, as the IRS rounds it. */
  joint: number;
}

export const excessBusinessLossThreshold: DatedParameter<ExcessBusinessLossThreshold | null> = {
  name: 'excessBusinessLossThreshold',
  unit: 'dollars',
  description:
    'Excess business loss threshold (IRC 461(l)): the net business loss allowed against other income in a year, dollars; none when the limit does not apply',
  dependsOn: 'the first day of the tax year',
  rows: [
    { from: '2018-01-01', value: null, reference: R.excessBusinessLossSuspended },
    { from: '2021-01-01', value: { single: 262_000, joint: 524_000 }, reference: R.excessBusinessLoss2021 },
    { from: '2022-01-01', value: { single: 270_000, joint: 540_000 }, reference: R.excessBusinessLoss2022 },
    { from: '2023-01-01', value: { single: 289_000, joint: 578_000 }, reference: R.excessBusinessLoss2023 },
    { from: '2024-01-01', value: { single: 305_000, joint: 610_000 }, reference: R.excessBusinessLoss2024 },
    { from: '2025-01-01', value: { single: 313_000, joint: 626_000 }, reference: R.excessBusinessLoss2025 },
    { from: '2026-01-01', value: { single: 256_000, joint: 512_000 }, reference: R.excessBusinessLoss2026 },
  ],
};
