import type { DatedParameter } from './dated-parameter.ts';
import { REFERENCES as R } from './references.ts';

/** IRC section 1: the top federal income-tax rate, the illustration's default marginal rate. */
export const topIncomeTaxRate: DatedParameter<number> = {
  name: 'topIncomeTaxRate',
  unit: 'rate',
  description: 'Top federal income-tax rate (the default marginal rate)',
  dependsOn: 'the first day of the tax year the deduction is taken in (the study year)',
  rows: [
    { from: '2013-01-01', value: 0.396, reference: R.topRate2013 },
    { from: '2018-01-01', value: 0.37, reference: R.topRate2018 },
    { from: '2026-01-01', value: 0.37, reference: R.topRate2026 },
  ],
};

/** IRC section 1(h)(1)(E): the most unrecaptured section 1250 gain is taxed at on a sale. */
export const unrecaptured1250Rate: DatedParameter<number> = {
  name: 'unrecaptured1250Rate',
  unit: 'rate',
  description: 'Highest rate on unrecaptured section 1250 gain',
  dependsOn: 'the date of sale',
  rows: [{ from: '1997-05-07', value: 0.25, reference: R.unrecaptured1250 }],
};

/**
 * IRC section 1411: the net investment income tax on top of the income tax, on net rental income
 * and on gains, for individuals whose modified AGI is over a threshold (below). Taken only when
 * the owner says it applies (investmentIncomeTax).
 */
export const netInvestmentIncomeTaxRate: DatedParameter<number> = {
  name: 'netInvestmentIncomeTaxRate',
  unit: 'rate',
  description: 'Net investment income tax rate, added to the federal rate when it applies',
  dependsOn: 'the first day of the tax year',
  rows: [{ from: '2013-01-01', value: 0.038, reference: R.netInvestmentIncomeTax }],
};

/**
 * IRC section 1411(b): the modified AGI above which the net investment income tax applies, for a
 * single or head-of-household return. The page's hint names it, with the joint threshold below,
 * to help an owner answer whether the tax applies to them.
 */
export const netInvestmentIncomeTaxThreshold: DatedParameter<number> = {
  name: 'netInvestmentIncomeTaxThreshold',
  unit: 'dollars',
  description: 'Net investment income tax: modified AGI threshold, single or head of household',
  dependsOn: 'the first day of the tax year',
  rows: [{ from: '2013-01-01', value: 200_000, reference: R.netInvestmentIncomeTaxThreshold }],
};

/** IRC section 1411(b)(1): the threshold for a joint return or a surviving spouse. */
export const netInvestmentIncomeTaxThresholdJoint: DatedParameter<number> = {
  name: 'netInvestmentIncomeTaxThresholdJoint',
  unit: 'dollars',
  description: 'Net investment income tax: modified AGI threshold, married filing jointly',
  dependsOn: 'the first day of the tax year',
  rows: [{ from: '2013-01-01', value: 250_000, reference: R.netInvestmentIncomeTaxThreshold }],
};

/** IRC section 1411(b)(2): the threshold for a married taxpayer filing a separate return. */
export const netInvestmentIncomeTaxThresholdSeparate: DatedParameter<number> = {
  name: 'netInvestmentIncomeTaxThresholdSeparate',
  unit: 'dollars',
  description: 'Net investment income tax: modified AGI threshold, married filing separately',
  dependsOn: 'the first day of the tax year',
  rows: [{ from: '2013-01-01', value: 125_000, reference: R.netInvestmentIncomeTaxThreshold }],
};
