import { describe, expect, it } from 'vitest';
import { statutoryBonusRate } from '../../../../src/core/domain/tax/bonus-depreciation.ts';
import { FIRST_PLACED_IN_SERVICE, LAST_PLACED_IN_SERVICE } from '../../../../src/core/domain/tax/placed-in-service-range.ts';

describe('bonus depreciation, IRC 168(k)', () => {
  // Acquired the day it was placed in service (the API's default): the rates before `acquired` existed.
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
  ])('acquired and placed in service on %s: %f', (date, rate) => {
    expect(statutoryBonusRate(date, date)).toBe(rate);
  });

  it('covers the dates the illustration accepts, and nothing before the first schedule', () => {
    expect(FIRST_PLACED_IN_SERVICE).toBe('2015-01-01');
    expect(LAST_PLACED_IN_SERVICE).toBe('2099-12-31');
    expect(() => statutoryBonusRate('2007-12-31', '2015-01-01')).toThrow(RangeError);
    expect(() => statutoryBonusRate('2014-12-31', '2014-12-31')).toThrow(RangeError);
  });

  describe('by date acquired (a written binding contract counts)', () => {
    it.each([
      // P.L. 114-113 and IRC 168(k)(8): acquired before 2017-09-28, the PATH Act phase-down by year placed in service.
      ['2016-06-01', '2016-12-01', 0.5],
      ['2017-09-27', '2017-12-31', 0.5],
      ['2017-09-27', '2018-03-01', 0.4],
      ['2017-01-15', '2019-06-30', 0.3],
      ['2017-09-27', '2020-01-01', 0],
      ['2016-03-01', '2024-05-15', 0],
      // P.L. 115-97: acquired 2017-09-28 to 2025-01-19, 100% through 2022, then 80/60/40/20%, 0 from 2027.
      ['2017-09-28', '2022-12-31', 1],
      ['2022-06-01', '2023-02-01', 0.8],
      ['2023-11-30', '2024-01-02', 0.6],
      ['2024-12-10', '2025-03-01', 0.4],
      ['2025-01-19', '2025-06-30', 0.4],
      ['2025-01-19', '2026-02-01', 0.2],
      ['2024-08-01', '2027-01-01', 0],
      // P.L. 119-21, section 70301: acquired after 2025-01-19, 100% whenever placed in service.
      ['2025-01-20', '2025-01-20', 1],
      ['2025-01-20', '2031-07-01', 1],
    ])('acquired %s, placed in service %s: %f', (acquired, placedInService, rate) => {
      expect(statutoryBonusRate(acquired, placedInService)).toBe(rate);
    });
  });
});
