import { describe, expect, it } from 'vitest';
import { allowedDeductions, specialAllowance } from '../../../../src/core/domain/tax/passive-activity.ts';

describe('IRC 469(i): the special allowance for active participation', () => {
  it.each([
    [0, 25_000],
    [100_000, 25_000], // the phase-out starts above $100,000
    [100_001, 25_000], // 24,999.50 rounds half up to whole dollars
    [100_003, 24_999], // 24,998.50 -> 24,999
    [130_000, 10_000], // 25,000 - 50% x 30,000
    [149_999, 1], // 0.50 -> 1
    [150_000, 0],
    [400_000, 0], // never below zero
  ])('modified AGI %i: %i', (modifiedAgi, allowance) => {
    expect(specialAllowance(modifiedAgi, 2026)).toBe(allowance);
  });
});

describe('IRC 469: allowed and suspended losses, year by year', () => {
  const limit = (passiveIncome: number, allowance: number) => ({ passiveIncome: new Array<number>(9).fill(passiveIncome), allowance: () => allowance });

  it('a year without a loss: all the depreciation and last year’s suspended loss are allowed', () => {
    // 20,000 + 3,000 suspended - 25,000 income <= 0.
    expect(allowedDeductions([30_000, 20_000], 2025, limit(25_000, 0), 9)).toEqual([
      { allowed: 25_000, suspended: 5_000 },
      { allowed: 25_000, suspended: 0 },
    ]);
  });

  it('a loss: the allowance takes what it can, the rest is suspended to the next year', () => {
    // Year 1: loss 100,000 - 18,000 = 82,000; 10,000 used; allowed 28,000; 72,000 suspended.
    // Year 2: loss 14,000 + 72,000 - 18,000 = 68,000; 10,000 used; 58,000 suspended.
    expect(allowedDeductions([100_000, 14_000], 2025, limit(18_000, 10_000), 9)).toEqual([
      { allowed: 28_000, suspended: 72_000 },
      { allowed: 28_000, suspended: 58_000 },
    ]);
  });

  it('a loss smaller than the allowance is used whole', () => {
    expect(allowedDeductions([20_000], 2025, limit(18_000, 10_000), 9)).toEqual([{ allowed: 20_000, suspended: 0 }]);
  });

  it('passive (no allowance): only as much as the passive income, until the release (IRC 469(g)) frees the rest', () => {
    expect(allowedDeductions([30_000, 30_000, 10_000], 2025, limit(12_000, 0), 2)).toEqual([
      { allowed: 12_000, suspended: 18_000 },
      { allowed: 12_000, suspended: 36_000 },
      { allowed: 46_000, suspended: 0 },
    ]);
  });

  it('each year its own passive income (the rent by the days owned): a short first year allows less', () => {
    // Year 1: 30,000 - 3,000 = 27,000 of loss, none allowed: 3,000; year 2: 30,000 + 27,000 - 36,000.
    expect(allowedDeductions([30_000, 30_000], 2025, { passiveIncome: [3_000, 36_000], allowance: () => 0 }, 9)).toEqual([
      { allowed: 3_000, suspended: 27_000 },
      { allowed: 36_000, suspended: 21_000 },
    ]);
  });

  it('the allowance is looked up for each year', () => {
    const years: number[] = [];
    allowedDeductions([50_000, 50_000], 2030, { passiveIncome: [0, 0], allowance: (year) => years.push(year) * 0 }, 9);
    expect(years).toEqual([2030, 2031]);
  });
});
