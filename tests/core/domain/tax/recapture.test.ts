import { describe, expect, it } from 'vitest';
import { UNITS_PER_DOLLAR } from '../../../../src/core/domain/tax/disposition.ts';
import { recaptureWithStudy, straightLineMonths } from '../../../../src/core/domain/tax/recapture.ts';

const date = (year: number, month: number) => ({ year, month, day: 15 });
const dollars = (amounts: number[]) => amounts.map((amount) => amount * UNITS_PER_DOLLAR);

describe('recapture: IRC 1245 and 1250 on a sale', () => {
  it('straight line over 15 years, half-year: placed mid-year, sold mid-year (the month does not matter)', () => {
    expect(straightLineMonths(date(2025, 5), date(2030, 1), false)).toBe(60);
    expect(straightLineMonths(date(2025, 5), date(2030, 12), false)).toBe(60);
  });

  it('straight line, mid-quarter (fourth quarter): 1.5 months the first year, then to the middle of the quarter of sale', () => {
    expect(straightLineMonths(date(2025, 11), date(2026, 2), true)).toBe(3); // 1.5 + 1.5
    expect(straightLineMonths(date(2025, 11), date(2030, 8), true)).toBe(4 * 12 + 9); // 1.5 + 48 + 7.5
  });

  it('straight line never passes the 180 months of the recovery period', () => {
    expect(straightLineMonths(date(2025, 5), date(2041, 6), false)).toBe(180);
    expect(straightLineMonths(date(2025, 5), date(2065, 6), false)).toBe(180);
  });

  it('ordinary income: all of the 5- and 7-year property’s depreciation plus the 15-year property’s excess over straight line', () => {
    // 5/7-year: 93,000 taken; 15-year: 62,000 taken against 62,000 x 60/180 = 20,666.67 straight line.
    const recapture = recaptureWithStudy({ personal: dollars([93_000]), fifteenYear: dollars([62_000]), building: dollars([80_825]) }, 62_000, 60, 235_825);
    expect(recapture).toEqual({ ordinary: 93_000 + 41_333, unrecapturedWithStudy: 235_825 - 134_333 });
  });

  it('additional depreciation is never negative ("in excess of", IRC 1250(b)(1))', () => {
    const recapture = recaptureWithStudy({ personal: [], fifteenYear: dollars([1_000]), building: [] }, 62_000, 60, 1_000);
    expect(recapture).toEqual({ ordinary: 0, unrecapturedWithStudy: 1_000 });
  });
});
