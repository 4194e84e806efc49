import type { DatedParameter } from './dated-parameter.ts';
import { REFERENCES as R } from './references.ts';

/**
 * IRC section 469(i), the special allowance for rental real estate with active participation:
 * up to $25,000 of passive losses a year against other income, reduced by 50% of modified
 * adjusted gross income over $100,000 (so none at $150,000). IRS Publication 925.
 */
export const passiveSpecialAllowance: DatedParameter<number> = {
  name: 'passiveSpecialAllowance',
  unit: 'dollars',
  description: 'Special allowance for rental real estate with active participation, dollars a year',
  dependsOn: 'the first day of the tax year',
  rows: [{ from: '1987-01-01', value: 25_000, reference: R.specialAllowance }],
};

export const passivePhaseOutStart: DatedParameter<number> = {
  name: 'passivePhaseOutStart',
  unit: 'dollars',
  description: 'Modified adjusted gross income above which the special allowance phases out, dollars',
  dependsOn: 'the first day of the tax year',
  rows: [{ from: '1987-01-01', value: 100_000, reference: R.phaseOutStart }],
};

export const passivePhaseOutRate: DatedParameter<number> = {
  name: 'passivePhaseOutRate',
  unit: 'rate',
  description: 'Share of modified adjusted gross income over the threshold that reduces the allowance',
  dependsOn: 'the first day of the tax year',
  rows: [{ from: '1987-01-01', value: 0.5, reference: R.phaseOutStart }],
};

/**
 * IRC section 469(i)(5)(B): married filing separately (having lived with the spouse at any time in
 * the year), the special allowance is nothing; the other filing statuses keep the whole of it.
 */
export const passiveAllowanceMarriedSeparate: DatedParameter<number> = {
  name: 'passiveAllowanceMarriedSeparate',
  unit: 'dollars',
  description: 'Special allowance for a married individual filing separately who lived with the spouse, dollars a year',
  dependsOn: 'the first day of the tax year',
  rows: [{ from: '1987-01-01', value: 0, reference: R.marriedFilingSeparately }],
};
