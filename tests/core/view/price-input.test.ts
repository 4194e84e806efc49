import { describe, expect, it } from 'vitest';
import { formatPriceInput, parsePriceInput } from '../../../src/core/view/price-input.ts';

describe('parsePriceInput', () => {
  it.each([
    ['1250000', 1_250_000],
    ['1,250,000', 1_250_000],
    ['$1,250,000', 1_250_000],
    ['$ 1,250,000.00', 1_250_000],
    ['  1250000  ', 1_250_000],
    ['$1.25M', 1_250_000],
    ['1.25m', 1_250_000],
    ['1.25 million', 1_250_000],
    ['2.5MM', 2_500_000],
    ['750k', 750_000],
    ['750 K', 750_000],
    ['123456.78', 123_456.78],
    ['.5m', 500_000],
    ['1.1M', 1_100_000],
    ['1.234567M', 1_234_567],
    ['50000000.004', 50_000_000.004],
    ['49,999.995', 49_999.995],
  ])('reads %j as %s', (text, dollars) => {
    expect(parsePriceInput(text)).toBe(dollars);
  });

  it.each(['', 'abc', '1,25,000', '12,3456', '1.2.3', '$-5', '-50000', '5e6', '1 000 000 000x', '10 bucks', '$$5', 'Infinity', 'NaN'])('refuses %j', (text) =>
    expect(parsePriceInput(text)).toBeNull(),
  );
});

describe('formatPriceInput (the price field shows money)', () => {
  it.each([
    ['1250000', '1,250,000'],
    ['$1.25M', '1,250,000'],
    ['750k', '750,000'],
    ['1,250,000', '1,250,000'],
    ['123456.78', '123,456.78'],
    ['123456.5', '123,456.50'],
    ['1,250,000.50', '1,250,000.50'],
    ['49999', '49,999'],
  ])('%j reads %j', (typed, shown) => {
    expect(formatPriceInput(typed)).toBe(shown);
  });

  it.each(['', 'lots', '1.2.3', '123456.789'])('%j, not a price to the cent, is left as typed', (typed) => {
    expect(formatPriceInput(typed)).toBe(typed);
  });

  it('reads back to the same number', () => {
    for (const typed of ['1250000', '$1.25M', '750k', '123456.78', '50000000']) {
      expect(parsePriceInput(formatPriceInput(typed))).toBe(parsePriceInput(typed));
    }
  });
});
