import { describe, expect, it } from 'vitest';
import { BONUS_PERIODS, bonusRateFor } from '../../../../src/core/domain/tax/bonus-depreciation.ts';
import { BONUS_PERIOD_SOURCES } from '../../../../src/core/domain/tax/bonus-depreciation-sources.ts';
import { FIRST_PLACED_IN_SERVICE, LAST_PLACED_IN_SERVICE } from '../../../../src/core/domain/tax/placed-in-service-range.ts';

describe('bonus depreciation, IRC 168(k)', () => {
  it.each([
    ['2015-01-01', 0.5],
    ['2017-09-27', 0.5],
    ['2017-09-28', 1],
    ['2022-12-31', 1],
    ['2023-01-01', 0.8],
    ['2023-12-31', 0.8],
    ['2024-01-01', 0.6],
    ['2024-12-31', 0.6],
    ['2025-01-01', 0.4],
    ['2025-01-19', 0.4],
    ['2025-01-20', 1],
    ['2026-11-21', 1],
    ['2099-12-31', 1],
  ])('placed in service on %s: %f', (date, rate) => {
    expect(bonusRateFor(date)).toBe(rate);
  });

  it('has no rule outside 2015-01-01 to 2099-12-31', () => {
    expect(FIRST_PLACED_IN_SERVICE).toBe('2015-01-01');
    expect(LAST_PLACED_IN_SERVICE).toBe('2099-12-31');
    expect(() => bonusRateFor('2014-12-31')).toThrow(RangeError);
    expect(() => bonusRateFor('2100-01-01')).toThrow(RangeError);
  });

  it('periods follow each other day by day, without gap or overlap, each with its law', () => {
    for (let i = 1; i < BONUS_PERIODS.length; i++) {
      const previousEnd = new Date(`${BONUS_PERIODS[i - 1]!.to}T00:00:00Z`);
      previousEnd.setUTCDate(previousEnd.getUTCDate() + 1);
      expect(BONUS_PERIODS[i]!.from).toBe(previousEnd.toISOString().slice(0, 10));
    }
    for (const period of BONUS_PERIODS) expect(BONUS_PERIOD_SOURCES[period.from]).toMatch(/IRC|Public Law|Act/);
    expect(Object.keys(BONUS_PERIOD_SOURCES)).toEqual(BONUS_PERIODS.map((period) => period.from));
  });
});
