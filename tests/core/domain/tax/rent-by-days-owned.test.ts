import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rentByDaysOwned } from '../../../../src/core/domain/tax/rent-by-days-owned.ts';
import { taxImpact } from '../../../../src/core/domain/tax/tax-impact.ts';

const day = (year: number, month: number, dayOfMonth: number) => ({ year, month, day: dayOfMonth });

/** Decision 0335: the property's income is earned by the days owned, worked by hand. */
describe('rentByDaysOwned: a year’s income by the days owned', () => {
  it('a November 28 purchase earns 34 of 365 days in its first year: $24,000 x 34 / 365 = $2,235.62, $2,236; then full years', () => {
    // November 28 to 30 (3 days) and December (31).
    expect(rentByDaysOwned(24_000, day(2026, 11, 28), null, 3)).toEqual([2_236, 24_000, 24_000]);
  });

  it('January 1 is a full year; December 31 one day ($24,000 / 365 = $65.75, $66)', () => {
    expect(rentByDaysOwned(24_000, day(2026, 1, 1), null, 2)).toEqual([24_000, 24_000]);
    expect(rentByDaysOwned(24_000, day(2026, 12, 31), null, 2)).toEqual([66, 24_000]);
  });

  it('a leap year counts 366 days: March 1, 2028 is day 61, so 306 of 366 days, $20,065.57, $20,066', () => {
    expect(rentByDaysOwned(24_000, day(2028, 3, 1), null, 1)).toEqual([20_066]);
  });

  it('the sale year earns to the day before the sale: June 30, 2030 is day 181, so 180 of 365 days of $12,000, $5,918', () => {
    expect(rentByDaysOwned(12_000, day(2025, 3, 10), day(2030, 6, 30), 6)).toEqual([9_764, 12_000, 12_000, 12_000, 12_000, 5_918]);
    // A sale on January 1 earns nothing that year.
    expect(rentByDaysOwned(12_000, day(2025, 3, 10), day(2027, 1, 1), 3).at(-1)).toBe(0);
  });

  it('bought and sold in one year: the days between (March 1, day 60, to September 1, day 244: 184 days, $12,098.63, $12,099)', () => {
    expect(rentByDaysOwned(24_000, day(2026, 3, 1), day(2026, 9, 1), 1)).toEqual([12_099]);
  });

  it('no income given: nothing each year', () => {
    expect(rentByDaysOwned(0, day(2026, 5, 5), null, 3)).toEqual([0, 0, 0]);
  });

  it('a later date in the same year never earns more, no year earns more than a year’s, and the years between earn a full year', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 2018, max: 2040 }),
        fc.integer({ min: 0, max: 365 }),
        fc.integer({ min: 0, max: 365 }),
        fc.integer({ min: 2, max: 12 }),
        (yearly, year, first, second, years) => {
          const date = (offset: number) => {
            const value = new Date(Date.UTC(year, 0, 1 + offset));
            return value.getUTCFullYear() === year ? day(year, value.getUTCMonth() + 1, value.getUTCDate()) : day(year, 12, 31);
          };
          const [earlier, later] = first <= second ? [date(first), date(second)] : [date(second), date(first)];
          const a = rentByDaysOwned(yearly, earlier, null, years);
          const b = rentByDaysOwned(yearly, later, null, years);
          expect(b[0]).toBeLessThanOrEqual(a[0]!);
          for (const amount of [...a, ...b]) {
            expect(amount).toBeGreaterThanOrEqual(0);
            expect(amount).toBeLessThanOrEqual(yearly);
          }
          expect(a.slice(1)).toEqual(new Array(years - 1).fill(yearly));
        },
      ),
      { numRuns: 2_000 },
    );
  });
});

describe('the property’s income in the answer', () => {
  it('a passive rental bought November 28 is allowed only its 34 days of income in its first year (issue 40: a full $24,000 was credited)', () => {
    const result = taxImpact({
      propertyType: 'residential_ltr',
      purchasePrice: 500_000,
      placedInService: '2026-11-28',
      passiveActivity: 'passive',
      netOperatingIncome: 24_000,
    });
    // Without the study the building's first month and a half (0.455% of 27.5 years) is under the income: all allowed.
    const first = result.schedule[0]!;
    expect(first.withoutStudy).toBeLessThan(2_236);
    expect(first).toMatchObject({ allowedWithoutStudy: first.withoutStudy, allowedWithStudy: 2_236 });
    expect(result.schedule[1]).toMatchObject({ allowedWithStudy: 24_000 });
  });
});
