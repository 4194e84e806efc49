import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stateRatesFor } from '../../../../src/core/domain/law/state-rates.ts';
import { netBenefit } from '../../../../src/core/domain/tax/net-benefit.ts';
import { presentValueAt, presentValueOfSavings } from '../../../../src/core/domain/tax/present-value.ts';
import { taxImpact } from '../../../../src/core/domain/tax/tax-impact.ts';

describe('net benefit', () => {
  it('present value of the savings: the study year undiscounted, each later year once more', () => {
    // 0.37 x (100,000 - 10,000 / 1.05 - 10,000 / 1.05^2) = 30,120.18
    expect(presentValueOfSavings([100_000, -10_000, -10_000], 0.37, 0.05)).toBe(Math.round(0.37 * (100_000 - 10_000 / 1.05 - 10_000 / 1.05 ** 2)));
  });

  it('an amount at a sale, discounted to the study year', () => {
    expect(presentValueAt(49_818, 5, 0.05)).toBe(39_034); // 49,818 / 1.2762815625 = 39,033.7
    expect(presentValueAt(49_818, 5, 0)).toBe(49_818);
  });

  // Yearly savings of 10,000 deductions at 37%; the fee's own deduction left out (studyFeeTaxSaving 0, share 0).
  const base = {
    studyYear: 2025,
    yearlySavings: [3_700, 3_700, 3_700],
    presentValueOfTaxSavings: 10_000,
    presentValueOfTaxAtSale: 4_000,
    studyFeeTaxSaving: 0,
    feeSavingAt: () => 0,
    maxFeeSavingShare: 0,
  };
  /** A fee (whole dollars, as the return deducts it) deducted at 37% with no limit: what it saves, whole dollars. */
  const at37 = (fee: number) => Math.round(fee * 0.37);

  /**
   * The search on the net a `saving` makes (whole dollars of fee to whole dollars saved), no tax
   * at sale, the fee given `feeCents` with its own saving: the fee found, and every fee asked for.
   */
  const searched = (beforeFee: number, saving: (fee: number) => number, maxFeeSavingShare: number, feeCents = 0) => {
    const asked: number[] = [];
    const { breakEvenFee } = netBenefit({
      ...base,
      presentValueOfTaxSavings: beforeFee,
      presentValueOfTaxAtSale: 0,
      feeCents,
      // The fee given is deducted in whole dollars, rounded half up (decision 0346).
      studyFeeTaxSaving: saving(Math.round(feeCents / 100)),
      feeSavingAt: (fee) => {
        asked.push(fee);
        return saving(fee);
      },
      maxFeeSavingShare,
    });
    return { breakEvenFee, asked };
  };

  it('net present value = savings - tax at sale - fee; break-even fee = savings - tax at sale', () => {
    expect(netBenefit({ ...base, feeCents: 250_000 })).toMatchObject({ studyFee: 2_500, breakEvenFee: 6_000, netPresentValue: 3_500 });
    expect(netBenefit({ ...base, feeCents: 250_050 })).toMatchObject({ studyFee: 2_500.5, netPresentValue: 3_500 }); // 3,499.50 rounds half up
    expect(netBenefit({ ...base, feeCents: 250_051 }).netPresentValue).toBe(3_499);
  });

  it('issue 27: the fee’s own deduction adds what it saves, and the break-even fee counts it', () => {
    // A $15,000 fee deducted at 37%: 5,550 saved (the example). NPV = 10,000 - 4,000 - 15,000 + 5,550 = -3,450.
    const deducted = netBenefit({ ...base, feeCents: 1_500_000, studyFeeTaxSaving: 5_550, feeSavingAt: at37, maxFeeSavingShare: 0.37 });
    expect(deducted).toMatchObject({ studyFeeTaxSaving: 5_550, netPresentValue: -3_450 });
    // Break-even: F - 0.37 F = 6,000, F = 6,000 / 0.63 = 9,523.81; at $9,524 the deduction saves
    // $3,524 (3,523.88) and the net is 0, at $9,525 it is -1.
    expect(deducted.breakEvenFee).toBe(9_524);
    // Payback: savings reach the fee less its deduction's saving, 15,000 - 5,550 = 9,450: 3 x 3,700 = 11,100 in 2027.
    expect(deducted.paybackYear).toBe(2027);
  });

  it('payback: the first year whose cumulative savings, not discounted, reach the fee', () => {
    expect(netBenefit({ ...base, feeCents: 370_000 }).paybackYear).toBe(2025); // 3,700 in 2025 reaches 3,700
    expect(netBenefit({ ...base, feeCents: 370_001 }).paybackYear).toBe(2026);
    expect(netBenefit({ ...base, feeCents: 1_110_000 }).paybackYear).toBe(2027);
    expect(netBenefit({ ...base, feeCents: 1_110_001 }).paybackYear).toBeNull();
    expect(netBenefit({ ...base, feeCents: 0 }).paybackYear).toBe(2025);
  });

  it('the break-even fee under a limit: the saving is not a share of the fee, and the fee found is exact to the dollar', () => {
    // A passive limit lets at most $4,000 of the fee be deducted now; the rest is worth a third as much (later).
    const limited = (fee: number) => Math.round(0.37 * Math.min(fee, 4_000) + (0.37 / 3) * Math.max(fee - 4_000, 0));
    const { breakEvenFee } = netBenefit({ ...base, feeCents: 500_000, studyFeeTaxSaving: limited(5_000), feeSavingAt: limited, maxFeeSavingShare: 0.37 });
    const net = (fee: number) => 6_000 - fee + limited(fee);
    expect(net(breakEvenFee!)).toBeGreaterThanOrEqual(0);
    expect(net(breakEvenFee! + 1)).toBeLessThan(0);
    // 6,000 - F + 1,480 + 0.37 / 3 x (F - 4,000) = 0: F = 6,986.67 / 0.87667 = 7,969.6, and at $7,970
    // the rounded saving makes the net exactly 0. The share a $5,000 fee saves (1,603 / 5,000) would say 8,831.
    expect(breakEvenFee).toBe(7_970);
  });

  it('null when no fee breaks even (the sale takes back more than the study saves), or every fee does (each dollar of fee saves a dollar)', () => {
    expect(netBenefit({ ...base, presentValueOfTaxAtSale: 10_001, feeCents: 0 }).breakEvenFee).toBeNull();
    expect(netBenefit({ ...base, presentValueOfTaxAtSale: 10_000, feeCents: 0 }).breakEvenFee).toBe(0);
    expect(netBenefit({ ...base, feeCents: 0, feeSavingAt: (fee) => fee, maxFeeSavingShare: 1 }).breakEvenFee).toBeNull();
  });

  it('at a rate of 100% a limit that delays the fee’s deduction still sets a break-even fee', () => {
    // The first $4,000 of fee saved in full now; the rest a year later, worth 1 / 1.05.
    const delayed = (fee: number) => Math.round(Math.min(fee, 4_000) + Math.max(fee - 4_000, 0) / 1.05);
    const { breakEvenFee } = netBenefit({ ...base, feeCents: 0, feeSavingAt: delayed, maxFeeSavingShare: 1 });
    const net = (fee: number) => 6_000 - fee + delayed(fee);
    expect(net(breakEvenFee!)).toBeGreaterThanOrEqual(0);
    expect(net(breakEvenFee! + 1)).toBeLessThan(0);
  });

  it('the bound holds where the fee’s saving rounds up: at a combined rate of 0.538 the last fee whose net is 0 is found', () => {
    // 6,000 + round(0.538 f) - f >= 0: the bound 6,000 / 0.462 = 12,987.0 has a net of 0 (6,987.006 rounds to 6,987).
    const at538 = (fee: number) => Math.round(fee * 0.538);
    const { breakEvenFee } = netBenefit({ ...base, feeCents: 0, feeSavingAt: at538, maxFeeSavingShare: 0.538 });
    const net = (fee: number) => 6_000 - fee + at538(fee);
    expect(net(breakEvenFee!)).toBeGreaterThanOrEqual(0);
    expect(net(breakEvenFee! + 1)).toBeLessThan(0);
  });

  it('a study that saves nothing pays nothing back, even for no fee', () => {
    expect(netBenefit({ ...base, yearlySavings: [0, 0, 0], feeCents: 0 }).paybackYear).toBeNull();
    expect(netBenefit({ ...base, yearlySavings: [0, 500, 0], feeCents: 0 }).paybackYear).toBe(2026);
  });

  it('any net the engine can make: a fee where the net turns negative, exact to the dollar, whatever the fee given and however the rate bound holds', () => {
    // A saving linear in pieces, as the engine's: `rate` on the first `limit` dollars of fee, a lower
    // rate after (a limit's delay), and a band where a dollar saves more than the bound (the Schedule
    // D worksheet's bands above the top rate); rounded to the dollar, and with `jitter` a dollar more
    // on every other fee, as the brackets' whole-dollar taxes can make it (the net then goes 0, -1, 0, -1).
    const pieces = fc.record({
      beforeFee: fc.integer({ min: -1_000, max: 5_000_000 }),
      rate: fc.integer({ min: 0, max: 1_000 }).map((permille) => permille / 1_000),
      later: fc.integer({ min: 0, max: 1_000 }).map((permille) => permille / 1_000),
      limit: fc.integer({ min: 0, max: 10_000_000 }),
      bandFrom: fc.integer({ min: 0, max: 10_000_000 }),
      bandWidth: fc.integer({ min: 0, max: 200_000 }),
      bandExtra: fc.integer({ min: 0, max: 100 }).map((permille) => permille / 1_000),
      jitter: fc.boolean(),
      feeCents: fc.oneof(
        fc.constant(0),
        fc.integer({ min: 1, max: 2_000_000_000 }),
        fc.integer({ min: 1, max: 20_000_000 }).map((dollars) => dollars * 100),
      ),
    });
    fc.assert(
      fc.property(pieces, ({ beforeFee, rate, later, limit, bandFrom, bandWidth, bandExtra, jitter, feeCents }) => {
        const slower = Math.min(rate, later);
        const extra = Math.min(bandExtra, 1 - rate);
        const saving = (fee: number) => {
          const inBand = Math.min(Math.max(fee - bandFrom, 0), bandWidth);
          const wobble = jitter && rate < 1 && Math.floor(fee) % 2 === 1 ? 1 : 0;
          return Math.round(rate * Math.min(fee, limit) + slower * Math.max(fee - limit, 0) + extra * inBand) + wobble;
        };
        const net = (fee: number) => beforeFee - fee + saving(fee);
        const { breakEvenFee, asked } = searched(beforeFee, saving, rate, feeCents);
        // Within about three times a bisection's evaluations over the widest bracket searched (2^41 > the search's limit).
        if (asked.length > 3 * 41) return false;
        if (beforeFee < 0) return breakEvenFee === null;
        // Every dollar of fee saves a dollar (no wobble at 100%): every fee breaks even.
        if (rate === 1 && slower === 1) return breakEvenFee === null;
        return breakEvenFee !== null && net(breakEvenFee) >= 0 && net(breakEvenFee + 1) < 0;
      }),
      { numRuns: 3_000 },
    );
  });

  it('a fee of a cent saves $0: the rate draws the first guess, not that share, and the search stays short', () => {
    const asked: number[] = [];
    const at98 = (fee: number) => {
      asked.push(fee);
      return Math.round(fee * 0.98);
    };
    const { breakEvenFee } = netBenefit({ ...base, feeCents: 1, studyFeeTaxSaving: 0, feeSavingAt: at98, maxFeeSavingShare: 0.98 });
    const net = (fee: number) => 6_000 - fee + Math.round(0.98 * fee);
    expect(net(breakEvenFee!)).toBeGreaterThanOrEqual(0);
    expect(net(breakEvenFee! + 1)).toBeLessThan(0);
    // The first guess on the rate's line, 6,000 / (1 - 0.98), not at 6,000 (a share of 0 would say
    // a dollar of fee saves nothing). The net is 0 from there for some 25 dollars (each dollar saves
    // 98 cents, rounded): a few halvings.
    expect(asked[0]).toBeGreaterThan(299_000);
    expect(asked.length).toBeLessThanOrEqual(8);
  });

  it("the fee given lands the first guess: two evaluations of the owner's tax for a net linear in the fee", () => {
    let asked = 0;
    const feeSavingAt = (fee: number) => {
      asked++;
      return at37(fee);
    };
    const { breakEvenFee } = netBenefit({ ...base, feeCents: 800_000, studyFeeTaxSaving: at37(8_000), feeSavingAt, maxFeeSavingShare: 0.37 });
    expect(breakEvenFee).toBe(9_524);
    // The guess (9,524, net 0) and its neighbour (9,525, net -1): the line through the guess points to it.
    expect(asked).toBe(2);
  });

  it('a bracket between the fee given and the crossing: the line is drawn again through the guess, and walks the last dollars', () => {
    // A dollar of fee saves 24 cents up to $20,000 and 22 cents past it (the bracket below), so the
    // first guess, on the fee given's 24%, lands past the crossing.
    const bracketed = (fee: number) => Math.round(0.24 * Math.min(fee, 20_000) + 0.22 * Math.max(fee - 20_000, 0));
    const beforeFee = 20_000;
    const { breakEvenFee, asked } = searched(beforeFee, bracketed, 0.24, 800_000);
    const net = (fee: number) => beforeFee - fee + bracketed(fee);
    expect(net(breakEvenFee!)).toBeGreaterThanOrEqual(0);
    expect(net(breakEvenFee! + 1)).toBeLessThan(0);
    // 26,316 on the 24% line (net -126), then 26,152 on the line through it and the fee given (net
    // 1), then the dollars to the crossing, 26,153 (1), 26,154 (0) and 26,155 (-1): 5 asks, where
    // drawing each line through the bracket's ends took 8.
    expect(asked[0]).toBe(26_316);
    expect(asked[1]).toBe(26_152);
    expect(asked.length).toBeLessThanOrEqual(5);
  });

  it('a cliff just past the crossing (a review: the line through it pointed a dollar on, 31,765 times): a halving at least every fourth ask', () => {
    const { breakEvenFee, asked } = searched(100_000, (fee) => (fee < 30_000 ? 0 : -1e10), 0.37);
    expect(breakEvenFee).toBe(29_999);
    // The bracket: 0 to the rate's bound, 100,000.5 / 0.63 = 158,731, under 2^18.
    expect(asked.length).toBeLessThanOrEqual(4 * 18);
  });

  it('a net flat at zero for thousands of dollars (every dollar of fee saved, up to a limit): halvings, not a walk', () => {
    const limit = 8_595;
    const { breakEvenFee, asked } = searched(0, (fee) => Math.min(fee, limit), 1);
    expect(breakEvenFee).toBe(limit);
    // The bound doubled from $1,000 to $16,000 (5), then about three asks a halving of that bracket.
    expect(asked.length).toBeLessThanOrEqual(5 + 3 * Math.ceil(Math.log2(16_000)));
  });

  it('the payback year can come after the last row: a loss carried past it saves tax in the years after, which the last row adds up', () => {
    // A household with $682 of taxable income cannot use the study's loss within the recovery: it
    // is carried past the last row (2086) and used from 2087, the first year the savings are above zero.
    const answer = taxImpact({ propertyType: 'retail', purchasePrice: 108_451, placedInService: '2047-09-28', taxableIncome: 682 });
    const last = answer.schedule.at(-1)!;
    expect(last.year).toBe(2086);
    expect(last.carriedForwardWithStudy).toBeGreaterThan(0);
    expect(answer.schedule.slice(0, -1).every((row) => row.taxSavings === 0)).toBe(true);
    expect(last.taxSavings).toBeGreaterThan(0);
    expect(answer.netBenefit.paybackYear).toBe(2087);
  });
});

describe('the fee’s deduction with a state', () => {
  // The state's tax is a flat rate on an unbounded income: without a passive limit, what the fee's
  // deduction saves there is the fee at the state's rate, in the study year itself. So the saving
  // with the state is the federal saving and that, within the dollar the two are rounded to together.
  it('saves the federal saving and the fee at the state’s rate, for a professional in any bracket', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.integer({ min: 1, max: 200_000 }),
        fc.integer({ min: 0, max: 1_500 }),
        fc.boolean(),
        (taxableIncome, studyFee, stateRateBasisPoints, lookBack) => {
          const input = {
            propertyType: 'office' as const,
            purchasePrice: 2_400_000,
            placedInService: '2023-04-10',
            studyYear: lookBack ? 2025 : 2023,
            studyFee,
            passiveActivity: 'not_limited' as const,
            taxableIncome,
            state: 'MN' as const,
            stateTaxRate: stateRateBasisPoints / 10_000,
          };
          const withState = taxImpact(input, stateRatesFor('MN')).netBenefit.studyFeeTaxSaving;
          const federalOnly = taxImpact(input, null).netBenefit.studyFeeTaxSaving;
          expect(Math.abs(withState - federalOnly - (studyFee * stateRateBasisPoints) / 10_000)).toBeLessThan(1);
        },
      ),
      { numRuns: 200 },
    );
  });
});
