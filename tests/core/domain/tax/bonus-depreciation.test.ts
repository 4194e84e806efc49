import { describe, expect, it } from 'vitest';
import { valueAt } from '../../../../src/core/domain/law/dated-parameter.ts';
import { RATES } from '../../../../src/core/domain/law/rates.ts';
import { statutoryBonusRate } from '../../../../src/core/domain/tax/bonus-depreciation.ts';
import { FIRST_PLACED_IN_SERVICE, LAST_PLACED_IN_SERVICE } from '../../../../src/core/domain/tax/placed-in-service-range.ts';

/** Placed in service in 2015, 2017, 2018, 2019 and 2020. */
const PATH_ACT_RATES = ['2015-01-01', '2017-12-31', '2018-03-01', '2019-06-30', '2020-01-01'];

describe('bonus depreciation, IRC 168(k)', () => {
  // Acquired the day it was placed in service (the API's default): the rates before `acquired` existed.
  it.each([
    ['2015-01-01', 0],
    ['2017-09-27', 0],
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

  it('a building bought is used property: before 2017-09-28 the schedule’s rates were for original use only (decision 0348)', () => {
    // The PATH Act's rates by year placed in service, for property whose original use begins with the owner: the owner gives them as bonusRate.
    expect(PATH_ACT_RATES.map((date) => valueAt(RATES.pathActBonus, date))).toEqual([0.5, 0.5, 0.4, 0.3, 0]);
    // The share of them used property takes: none before the TCJA, all after (P.L. 115-97, section 13201(c)).
    expect(valueAt(RATES.usedPropertyBonusShare, '2017-09-27')).toBe(0);
    expect(valueAt(RATES.usedPropertyBonusShare, '2017-09-28')).toBe(1);
  });

  it('covers the dates the illustration accepts, and nothing before the first schedule', () => {
    expect(FIRST_PLACED_IN_SERVICE).toBe('2015-01-01');
    expect(LAST_PLACED_IN_SERVICE).toBe('2099-12-31');
    expect(() => statutoryBonusRate('2007-12-31', '2015-01-01')).toThrow(RangeError);
    expect(() => statutoryBonusRate('2014-12-31', '2014-12-31')).toThrow(RangeError);
  });

  describe('by date acquired (a written binding contract counts)', () => {
    it.each([
      // Acquired before 2017-09-28: the PATH Act's schedule (P.L. 114-113, IRC 168(k)(8)) was for original use only, so a building bought used takes none.
      ['2016-06-01', '2016-12-01', 0],
      ['2017-09-27', '2017-12-31', 0],
      ['2017-09-27', '2018-03-01', 0],
      ['2017-01-15', '2019-06-30', 0],
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
