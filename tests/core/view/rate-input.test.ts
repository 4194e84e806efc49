import { describe, expect, it } from 'vitest';
import { bareNumberOverOne, fractionText, isRate, parseRateInput, percentText } from '../../../src/core/view/rate-input.ts';

/** A rate as a person or a program gives one: a fraction, or a percent with its sign; one meaning everywhere. */
describe('parseRateInput', () => {
  it.each([
    ['0.37', 0.37],
    ['37%', 0.37],
    [' 37 % ', 0.37],
    ['.37', 0.37],
    ['12.5%', 0.125],
    ['33.33%', 0.3333],
    ['0.08', 0.08],
    ['8%', 0.08],
    ['0', 0],
    ['0%', 0],
  ])('%j is the fraction %f', (text, rate) => {
    expect(parseRateInput(text)).toBe(rate);
    expect(bareNumberOverOne(text)).toBeNull();
  });

  it('1 is accepted, as the fraction 1 (100%): the largest bare number that is a fraction', () => {
    expect(parseRateInput('1')).toBe(1);
    expect(parseRateInput('1.0')).toBe(1);
    expect(bareNumberOverOne('1')).toBeNull();
  });

  it('1.01 is refused: the smallest bare numbers over 1 are not read as percents', () => {
    expect(parseRateInput('1.01')).toBeNaN();
    expect(bareNumberOverOne('1.01')).toBe(1.01);
  });

  it.each([
    ['37', 37],
    ['24', 24],
    ['100', 100],
    ['140', 140],
  ])('%j is refused as a bare number over 1, never read as %d% or %d00%', (text, number) => {
    expect(parseRateInput(text)).toBeNaN();
    expect(bareNumberOverOne(text)).toBe(number);
  });

  it('a percent keeps its sign and is read even above 100%: the range is the checks\u2019 to refuse', () => {
    expect(parseRateInput('140%')).toBe(1.4);
  });

  it.each(['', '   '])('%j is blank: the caller\u2019s default', (text) => {
    expect(parseRateInput(text)).toBeUndefined();
  });

  it.each(['lots', '-0.1', '-5%', '0,37', '37 %%', '%', '1e2', '0x1', '37 percent', 'Infinity', 'NaN'])('%j is not a rate', (text) => {
    expect(parseRateInput(text)).toBeNaN();
    expect(bareNumberOverOne(text)).toBeNull();
  });

  it('isRate tells a rate from blank and refused', () => {
    expect([0, 0.37, 1.4, undefined, Number.NaN].map(isRate)).toEqual([true, true, true, false, false]);
  });
});

describe('percentText and fractionText', () => {
  it.each([
    [0.37, '37%', '0.37'],
    [0.05, '5%', '0.05'],
    [0.125, '12.5%', '0.125'],
    [0.3333, '33.33%', '0.3333'],
    [0.07, '7%', '0.07'],
    [1, '100%', '1'],
    [0, '0%', '0'],
  ])('%f shows as %s and travels as %s', (rate, percent, fraction) => {
    expect(percentText(rate)).toBe(percent);
    expect(fractionText(rate)).toBe(fraction);
  });

  it('each reads back as the same rate', () => {
    for (const rate of [0, 0.01, 0.07, 0.125, 0.24, 0.3333, 0.37, 0.5, 1]) {
      expect(parseRateInput(percentText(rate))).toBe(rate);
      expect(parseRateInput(fractionText(rate))).toBe(rate);
    }
  });
});
