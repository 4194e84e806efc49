import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupThousands } from '../../../src/core/contract/limits.ts';
import { formatAbout, formatLongDate, formatPercent, formatUsd, formatUsdShort, roundAbout } from '../../../src/core/view/format.ts';
import { formatPriceInput } from '../../../src/core/view/price-input.ts';

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
    [-10_000, '-$10k'],
    [500, '$500'],
  ])('%i -> %s', (dollars, label) => {
    expect(formatUsdShort(dollars)).toBe(label);
  });

  it('signs a negative amount as the table does (formatUsd): the chart and the table beside it write it alike (a review)', () => {
    expect(formatUsdShort(-2_000).charAt(0)).toBe(formatUsd(-1_143).charAt(0));
  });
});

describe('formatPercent: a rate or a share to the basis point (decision 0360)', () => {
  it.each([
    [0.23, '23%'],
    [0.0882, '8.82%'],
    [0.0699, '6.99%'],
    [0.038, '3.8%'],
    [0.109, '10.9%'],
    [0.04997, '5%'],
    [0.03125, '3.13%'],
    [0, '0%'],
    [1, '100%'],
  ])('%d is %s', (share, text) => {
    expect(formatPercent(share)).toBe(text);
  });
});

describe('formatLongDate', () => {
  it('writes the calendar date as given, whatever the time zone', () => {
    expect(formatLongDate('2024-05-15')).toBe('May 15, 2024');
    expect(formatLongDate('2026-01-01')).toBe('January 1, 2026');
  });
});

/**
 * The formats are written out without Intl (its first formatter costs a page its locale data at
 * load); these compare them with Intl's en-US formats, which they replace, over many values.
 */
describe('the same text as Intl en-US', () => {
  const intlUsd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
  const intlDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
  const intlDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

  it('groupThousands: every safe integer as toLocaleString writes it', () => {
    fc.assert(fc.property(fc.maxSafeInteger(), (whole) => groupThousands(whole) === whole.toLocaleString('en-US')));
    for (const whole of [0, 7, 999, 1_000, -1_000, 999_999, 1_000_000, 50_000_000]) expect(groupThousands(whole)).toBe(whole.toLocaleString('en-US'));
  });

  it('formatUsd: whole dollars, halves away from zero; "$0" where Intl writes "-$0"', () => {
    const amounts = fc.oneof(
      fc.double({ min: -1e12, max: 1e12, noNaN: true }),
      fc.integer({ min: -1e9, max: 1e9 }).map((whole) => whole + 0.5),
      fc.integer({ min: -1e9, max: 1e9 }),
    );
    fc.assert(
      fc.property(amounts, (dollars) => {
        const expected = intlUsd.format(dollars);
        return formatUsd(dollars) === (expected === '-$0' ? '$0' : expected);
      }),
      { numRuns: 20_000 },
    );
    expect([formatUsd(1_250_000), formatUsd(-2_400.5), formatUsd(0.5), formatUsd(-0.4), formatUsd(-0)]).toEqual(['$1,250,000', '-$2,401', '$1', '$0', '$0']);
  });

  it('formatPriceInput: a price with cents at most, as Intl writes it: whole dollars bare, cents with two decimals', () => {
    const intlCents = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999_999 }), (cents) => {
        const price = cents / 100;
        // A price whose cents do not survive binary (68066405.9 * 100 is not whole) stays as typed.
        const expected = Math.round(price * 100) !== price * 100 ? String(price) : (Number.isInteger(price) ? intlDecimal : intlCents).format(price);
        return formatPriceInput(String(price)) === expected;
      }),
      { numRuns: 20_000 },
    );
    expect(['1250000', '1250000.5', '1250000.05', '$1.25M', '750k'].map(formatPriceInput)).toEqual([
      '1,250,000',
      '1,250,000.50',
      '1,250,000.05',
      '1,250,000',
      '750,000',
    ]);
  });

  it('formatLongDate: every day from 2015 to 2099', () => {
    for (let day = Date.UTC(2015, 0, 1); day <= Date.UTC(2099, 11, 31); day += 86_400_000) {
      const iso = new Date(day).toISOString().slice(0, 10);
      if (formatLongDate(iso) !== intlDate.format(day)) expect(formatLongDate(iso)).toBe(intlDate.format(day));
    }
  });
});

describe('outside the amounts the estimator shows', () => {
  it('groupThousands keeps a fraction and leaves what String writes with an exponent as it is', () => {
    expect([0.25, 1234.5, -1234.5, 999_999.999, 1e21, Number.POSITIVE_INFINITY, Number.NaN].map(groupThousands)).toEqual([
      '0.25',
      '1,234.5',
      '-1,234.5',
      '999,999.999',
      '1e+21',
      'Infinity',
      'NaN',
    ]);
  });

  it('formatPriceInput leaves a price beyond whole cents a double can hold as typed', () => {
    for (const text of ['12345678901234567', '88016543655328.40', '1000000000000000000000']) expect(formatPriceInput(text)).toBe(text);
  });

  it('formatLongDate shows anything but a written date as given', () => {
    for (const text of ['2024-13-01', '2024-05', 'today']) expect(formatLongDate(text)).toBe(text);
  });
});
