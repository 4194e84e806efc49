import { describe, expect, it } from 'vitest';
import { assetGain, gainCharacter } from '../../../../src/core/domain/tax/sale-gains.ts';

/** Issue 35: the gain on a sale by asset and by character, worked by hand. */
describe('the gain by asset', () => {
  it('1245 property: ordinary up to the depreciation taken (1245(a)), the rest 1231 gain', () => {
    // Cost 100,000, 90,000 taken: adjusted 10,000. Worth 30,000: a gain of 20,000, all recapture.
    expect(assetGain({ kind: 'section1245', share: 30_000, cost: 100_000, taken: 90_000 })).toEqual({ ordinary: 20_000, section1231: 0, unrecaptured: 0 });
    // Sold for more than it cost: 90,000 recaptured, 10,000 of 1231 gain.
    expect(assetGain({ kind: 'section1245', share: 110_000, cost: 100_000, taken: 90_000 })).toEqual({
      ordinary: 90_000,
      section1231: 10_000,
      unrecaptured: 0,
    });
  });

  it('land improvements: the additional depreciation ordinary (1250), then unrecaptured 1250 gain up to the rest taken, then 1231', () => {
    // Cost 62,000, 40,000 taken of which 20,000 over straight line: adjusted 22,000; worth 50,000: a gain of 28,000.
    expect(assetGain({ kind: 'landImprovements', share: 50_000, cost: 62_000, taken: 40_000, additional: 20_000 })).toEqual({
      ordinary: 20_000,
      section1231: 8_000,
      unrecaptured: 8_000,
    });
  });

  it('the building: unrecaptured 1250 gain up to the depreciation taken, the rest 1231; the land: 1231; below basis, a 1231 loss', () => {
    // Cost 620,000, 80,000 taken: adjusted 540,000; 700,000 of the price: a gain of 160,000, 80,000 of it unrecaptured.
    expect(assetGain({ kind: 'building', share: 700_000, cost: 620_000, taken: 80_000 })).toEqual({ ordinary: 0, section1231: 160_000, unrecaptured: 80_000 });
    expect(assetGain({ kind: 'land', share: 400_000, cost: 380_000, taken: 0 })).toEqual({ ordinary: 0, section1231: 20_000, unrecaptured: 0 });
    expect(assetGain({ kind: 'building', share: 400_000, cost: 620_000, taken: 80_000 })).toEqual({ ordinary: 0, section1231: -140_000, unrecaptured: 0 });
  });
});

describe('the gain by character, after 1231 netting', () => {
  const personal = { kind: 'section1245', share: 30_000, cost: 100_000, taken: 90_000 } as const;
  const improvements = { kind: 'landImprovements', share: 50_000, cost: 62_000, taken: 40_000, additional: 20_000 } as const;

  it('a net 1231 gain is capital gain, its unrecaptured 1250 part apart', () => {
    const building = { kind: 'building', share: 700_000, cost: 620_000, taken: 80_000 } as const;
    const land = { kind: 'land', share: 380_000, cost: 380_000, taken: 0 } as const;
    // Ordinary 20,000 + 20,000; 1231: 8,000 + 160,000 = 168,000, of which 8,000 + 80,000 unrecaptured; capital 80,000.
    expect(gainCharacter([land, personal, improvements, building])).toEqual({
      ordinaryGain: 40_000,
      unrecaptured1250Gain: 88_000,
      capitalGain: 80_000,
      totalGain: 208_000,
      recaptured: 40_000,
    });
  });

  it('unrecaptured 1250 gain is at most the net 1231 gain (1(h)(6)(B))', () => {
    const building = { kind: 'building', share: 640_000, cost: 620_000, taken: 80_000 } as const; // +100,000, 80,000 unrecaptured
    const land = { kind: 'land', share: 320_000, cost: 380_000, taken: 0 } as const; // -60,000
    expect(gainCharacter([land, building])).toEqual({ ordinaryGain: 0, unrecaptured1250Gain: 40_000, capitalGain: 0, totalGain: 40_000, recaptured: 0 });
  });

  it('a net 1231 loss is ordinary, beside the recapture; the character split always sums to the gain', () => {
    const building = { kind: 'building', share: 400_000, cost: 620_000, taken: 80_000 } as const; // -140,000
    const land = { kind: 'land', share: 300_000, cost: 380_000, taken: 0 } as const; // -80,000
    // Recapture 40,000, a 1231 loss of 8,000 - 220,000 = -212,000: ordinary -172,000.
    const character = gainCharacter([land, personal, improvements, building]);
    expect(character).toEqual({ ordinaryGain: -172_000, unrecaptured1250Gain: 0, capitalGain: 0, totalGain: -172_000, recaptured: 40_000 });
    expect(character.ordinaryGain + character.unrecaptured1250Gain + character.capitalGain).toBe(character.totalGain);
  });
});
