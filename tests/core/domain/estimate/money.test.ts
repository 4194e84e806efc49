import { describe, expect, it } from 'vitest';
import { roundedRemainderOf, roundedShareOf, toBasisPoints } from '../../../../src/core/domain/estimate/money.ts';

describe('money: exact rounding to whole dollars, half up', () => {
  it('is exact where binary floating point is not', () => {
    // The float trap this module avoids: 81,930 x 0.35 is 28,675.5 exactly, but not in binary.
    expect(Math.round(81_930 * 0.35)).toBe(28_675);
    expect(roundedShareOf(81_930, toBasisPoints(0.35))).toBe(28_676);
    expect(roundedShareOf(50_050, toBasisPoints(0.29))).toBe(14_515);
    expect(roundedRemainderOf(1_000_000, toBasisPoints(0.38))).toBe(620_000);
    expect(roundedShareOf(1_000_005, toBasisPoints(0.1))).toBe(100_001); // 100,000.5 rounds up
    expect(roundedShareOf(1_000_004, toBasisPoints(0.1))).toBe(100_000); // 100,000.4 rounds down
  });

  it('rounds halves up (away from zero) and takes prices to the cent', () => {
    expect(roundedShareOf(50_001, toBasisPoints(0.5))).toBe(25_001); // 25,000.5
    expect(roundedShareOf(50_000.99, toBasisPoints(1))).toBe(50_001);
    expect(roundedShareOf(50_000.49, toBasisPoints(1))).toBe(50_000);
  });

  it('matches exact decimal arithmetic for random prices and shares', () => {
    for (let i = 0; i < 20_000; i++) {
      const cents = 5_000_000 + Math.floor(Math.random() * 4_995_000_000);
      const bp = Math.floor(Math.random() * 10_001);
      // BigInt reference: round half up of cents * bp / 1,000,000.
      const exact = (BigInt(cents) * BigInt(bp) + 500_000n) / 1_000_000n;
      expect(roundedShareOf(cents / 100, bp)).toBe(Number(exact));
    }
  });
});
