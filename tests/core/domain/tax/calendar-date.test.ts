import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isLeapYear, parseIsoDate } from '../../../../src/core/domain/tax/calendar-date.ts';

describe('parseIsoDate: a real calendar date written YYYY-MM-DD', () => {
  it('reads the year, month and day', () => {
    expect(parseIsoDate('2024-05-15')).toEqual({ year: 2024, month: 5, day: 15 });
    expect(parseIsoDate('0000-01-01')).toEqual({ year: 0, month: 1, day: 1 });
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
  });

  it('refuses what is not one: a day the month lacks, another shape, a character that is not an ASCII digit', () => {
    for (const text of [
      '2025-02-29',
      '1900-02-29',
      '2024-04-31',
      '2024-13-01',
      '2024-00-10',
      '2024-01-00',
      '2024-5-15',
      '2024/05/15',
      '2024-05-15 ',
      ' 2024-05-15',
      '2024-05-1a',
      '+024-05-15',
      '2024-0５-15',
      '2024-05-15T00:00:00Z',
      '',
    ]) {
      expect(parseIsoDate(text), text).toBeNull();
    }
    // Not text at all, from a caller that did not check (a review: it threw).
    for (const value of [undefined, null, 20240515, ['2024-05-15']]) expect(parseIsoDate(value as unknown as string)).toBeNull();
  });

  it('agrees with the calendar for every day of any year, and with a pattern for any ten characters', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }), (year, month, day) => {
        const text = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
        const lengths = [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
        const real = month >= 1 && month <= 12 && day >= 1 && day <= lengths[month - 1]!;
        expect(parseIsoDate(text)).toEqual(real ? { year, month, day } : null);
      }),
    );
    fc.assert(
      fc.property(fc.string({ minLength: 10, maxLength: 10 }), (text) => {
        if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) expect(parseIsoDate(text)).toBeNull();
      }),
    );
  });
});
