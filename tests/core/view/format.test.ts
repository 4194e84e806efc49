import { describe, expect, it } from 'vitest';
import { formatAbout, formatLongDate, formatUsdShort, roundAbout } from '../../../src/core/view/format.ts';

describe('roundAbout: a figure said to be "about"', () => {
  it.each([
    [78_999, 79_000],
    [36_675, 37_000],
    [10_000, 10_000],
    [10_001, 10_000],
    [10_500, 11_000],
    [9_999, 10_000],
    [9_949, 9_900],
    [4_249, 4_200],
    [4_250, 4_300],
    [49, 0],
    [50, 100],
    [0, 0],
    [-2_449, -2_400],
    [-36_675, -37_000],
  ])('%i is about %i (nearest $100, or $1,000 above $10,000)', (dollars, about) => {
    expect(roundAbout(dollars)).toBe(about);
  });

  it('formats the rounded figure as dollars', () => {
    expect(formatAbout(78_999)).toBe('$79,000');
    expect(formatAbout(2_488)).toBe('$2,500');
  });
});

describe('formatUsdShort: axis labels', () => {
  it.each([
    [0, '$0'],
    [40_000, '$40k'],
    [2_500, '$2.5k'],
    [1_500_000, '$1.5M'],
    [-10_000, '\u2212$10k'],
    [500, '$500'],
  ])('%i -> %s', (dollars, label) => {
    expect(formatUsdShort(dollars)).toBe(label);
  });
});

describe('formatLongDate', () => {
  it('writes the calendar date as given, whatever the time zone', () => {
    expect(formatLongDate('2024-05-15')).toBe('May 15, 2024');
    expect(formatLongDate('2026-01-01')).toBe('January 1, 2026');
  });
});
