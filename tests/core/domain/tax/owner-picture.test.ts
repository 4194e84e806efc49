import { describe, expect, it } from 'vitest';
import { stateRatesFor } from '../../../../src/core/domain/law/state-rates.ts';
import { depreciationSchedule, type ScheduleInput } from '../../../../src/core/domain/tax/schedule.ts';
import { stateTaxImpact } from '../../../../src/core/domain/tax/state-tax-impact.ts';
import { taxImpact } from '../../../../src/core/domain/tax/tax-impact.ts';

/**
 * Issue 27: what changes the answer most for a real owner, worked by hand. Each figure is the
 * engine's rule applied to numbers checked by hand in the comments: the state's columns are
 * those of tests/core/domain/tax/state-depreciation.test.ts (each worked there), at the state's
 * rate; the federal ones those of worked-examples.test.ts.
 */
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const office = { propertyType: 'office', purchasePrice: 1_250_000, zip: '10001', placedInService: '2024-05-15' } as const;

/** A passive owner whose other passive income takes every loss: the passive limit holds nothing back. */
const investor = { passiveActivity: 'passive', otherPassiveIncome: 1_000_000 } as const;

describe('the 3.8% net investment income tax (IRC 1411)', () => {
  const plain = taxImpact({ ...office, ...investor });
  const withNiit = taxImpact({ ...office, ...investor, investmentIncomeTax: true });

  it('adds 3.8% to the rate on the study’s deductions; the rate given is echoed as given', () => {
    expect(withNiit.studyYear.taxSavings).toBe(Math.round(99_121 * 0.408)); // 40,441.37
    expect(withNiit.assumptions).toMatchObject({ taxRate: 0.37, investmentIncomeTax: true });
    expect(plain.studyYear.taxSavings).toBe(36_675);
  });

  it('and to the gain at sale, unrecaptured 1250 gain included (the whole gain is net investment income)', () => {
    const sold = taxImpact({ ...office, ...investor, placedInService: '2025-05-15', saleDate: '2030-06-30', investmentIncomeTax: true });
    // worked-examples.test.ts (issue 35): without the study 101,031 unrecaptured; with it 81,980
    // ordinary, 85,734 unrecaptured and 68,111 capital gain; each rate plus 3.8%.
    const without = Math.round(101_031 * 0.288); // 29,096.93
    const withStudy = Math.round(81_980 * 0.408 + 85_734 * 0.288 + 68_111 * 0.238); // 74,349.65
    expect(sold.sale!.additionalTax).toBe(withStudy - without); // 45,253
    expect(sold.sale!.unrecapturedRate).toBe(0.25);
  });

  it('not on a rental in the owner’s nonpassive trade or business: not limited, its income and gain are not net investment income (1411(c)(2)(A), (c)(4); decision 0350)', () => {
    for (const passiveActivity of [undefined, 'not_limited'] as const) {
      const professional = taxImpact({ ...office, passiveActivity, investmentIncomeTax: true, saleDate: '2030-06-30' });
      expect(professional.assumptions.investmentIncomeTax).toBe(false);
      expect(professional).toEqual(taxImpact({ ...office, passiveActivity, saleDate: '2030-06-30' }));
    }
  });
});

describe('the study fee’s own deduction (IRC 162/212)', () => {
  it('not limited: deducted in the study year at the rate: $15,000 at 37% saves $5,550', () => {
    const result = taxImpact({ ...office, studyFee: 15_000 });
    const net = result.netBenefit;
    expect(net.studyFeeTaxSaving).toBe(5_550);
    expect(net.netPresentValue).toBe(net.presentValueOfTaxSavings - 15_000 + 5_550);
    // The fee at which the study is worth nothing: F (1 - 0.37) = PV.
    expect(net.breakEvenFee).toBe(Math.round(net.presentValueOfTaxSavings / 0.63));
  });

  it('with the 3.8% tax it saves 40.8%', () => {
    expect(taxImpact({ ...office, ...investor, studyFee: 15_000, investmentIncomeTax: true }).netBenefit.studyFeeTaxSaving).toBe(6_120);
  });
});

describe('filing status: married filing separately gets no special allowance (IRC 469(i)(5)(B))', () => {
  const rental = {
    propertyType: 'residential_ltr',
    purchasePrice: 600_000,
    placedInService: '2025-03-10',
    passiveActivity: 'active_participation',
    netOperatingIncome: 18_000,
    modifiedAgi: 80_000,
  } as const;

  // 2025's income from March 10: 297 of 365 days of $18,000, $14,647.
  it('single, joint or head of household: the full $25,000 under $100,000 of modified AGI', () => {
    for (const filingStatus of ['single', 'married_joint', 'head_of_household'] as const) {
      expect(taxImpact({ ...rental, filingStatus }).schedule[0]!.allowedWithStudy).toBe(14_647 + 25_000);
    }
  });

  it('married separately: only the passive income is allowed, as for a passive owner', () => {
    const separate = taxImpact({ ...rental, filingStatus: 'married_separate' });
    expect(separate.schedule[0]!.allowedWithStudy).toBe(14_647);
    expect(separate.assumptions.filingStatus).toBe('married_separate');
    const passive = taxImpact({ ...rental, passiveActivity: 'passive' });
    expect(separate.schedule.map((row) => row.allowedWithStudy)).toEqual(passive.schedule.map((row) => row.allowedWithStudy));
  });
});

describe('the state’s part: one worked example per treatment', () => {
  // The property of state-depreciation.test.ts: $1,000,000 basis, $250,000 reclassified (5-year
  // 150,000, 15-year 100,000), placed in service 2026-03-15, 100% federal bonus, held.
  // Without the study every state deducts 28,790 in 2026 (1,000,000 x 2.879%).
  const schedule: ScheduleInput = {
    placed: { year: 2026, month: 3, day: 15 },
    depreciableBasis: 1_000_000,
    classes: { fiveYear: 150_000, sevenYear: 0, fifteenYear: 100_000, building: 750_000 },
    buildingLife: 27.5,
    fourthQuarter: false,
    bonusBasisPoints: 10_000,
    studyYear: 2026,
    sale: null,
  };
  const federal = depreciationSchedule(schedule);
  const of = (code: 'CA' | 'CT' | 'MN' | 'NC' | 'MI' | 'TX', givenRate?: number) =>
    stateTaxImpact({
      rates: stateRatesFor(code),
      givenRate,
      placedInService: '2026-03-15',
      acquired: '2026-03-15',
      schedule,
      federal,
      limit: null,
      discountRate: 0.05,
      saleYear: null,
    });

  it('California, no bonus: 56,593 - 28,790 = 27,803 more in 2026, at 13.3%: 3,697.80', () => {
    const { impact } = of('CA');
    expect(impact).toMatchObject({ code: 'CA', name: 'California', treatment: 'no_bonus', taxRate: 0.133 });
    expect(impact.studyYear).toEqual({ withoutStudy: 28_790, withStudy: 56_593, taxSavings: 3_698 });
  });

  it('Connecticut, the whole bonus added back: 21,593 - 28,790 = -7,197 in 2026, at 6.99%: -503.07', () => {
    const { impact, yearlySavings } = of('CT');
    expect(impact).toMatchObject({ treatment: 'add_back_spread', taxRate: 0.0699 });
    expect(impact.studyYear).toEqual({ withoutStudy: 28_790, withStudy: 21_593, taxSavings: -503 });
    // 2027: 27,270 + 62,500 (a quarter of the 250,000 added back) - 36,360 = 53,410 at 6.99% = 3,733.36.
    expect(yearlySavings[1]).toBe(3_733);
  });

  it('Minnesota, 80% over 5 after the bonus is recomputed under its older Code (20% for 2026): 59,593 - 28,790 = 30,803, at 9.85%: 3,034.10', () => {
    const { impact } = of('MN');
    expect(impact).toMatchObject({ treatment: 'add_back_spread', taxRate: 0.0985 });
    expect(impact.studyYear.taxSavings).toBe(3_034);
  });

  it('North Carolina, 85% over 5, its Code before 2025 too: 57,093 - 28,790 = 28,303, at 3.99%: 1,129.29', () => {
    const { impact } = of('NC');
    expect(impact).toMatchObject({ treatment: 'add_back_spread', taxRate: 0.0399 });
    expect(impact.studyYear.taxSavings).toBe(1_129);
  });

  it('Michigan, its own 20% for 2026: 99,593 - 28,790 = 70,803, at 4.25%: 3,009.13', () => {
    const { impact } = of('MI');
    expect(impact).toMatchObject({ treatment: 'phase_down', taxRate: 0.0425 });
    expect(impact.studyYear.taxSavings).toBe(3_009);
  });

  it('Texas, no income tax: the state is named, at 0, with nothing saved', () => {
    const { impact, yearlySavings } = of('TX');
    expect(impact).toMatchObject({ code: 'TX', treatment: 'none', taxRate: 0, presentValueOfTaxSavings: 0, additionalTaxAtSale: 0 });
    expect(yearlySavings.every((saving) => saving === 0)).toBe(true);
  });

  it('a rate given is used to the basis point', () => {
    expect(of('CA', 0.093).impact).toMatchObject({ taxRate: 0.093, studyYear: { taxSavings: Math.round(27_803 * 0.093) } });
  });
});

describe('the state in the tax impact', () => {
  const input = { ...office, placedInService: '2025-05-15', saleDate: '2030-06-30' } as const;
  const federalOnly = taxImpact(input);
  const withState = taxImpact(input, stateRatesFor('NY'));

  it('each row from the study year on carries its state saving; the sale year the state tax at sale', () => {
    const state = withState.state!;
    expect(state).toMatchObject({ code: 'NY', treatment: 'no_bonus', taxRate: 0.109 });
    expect(withState.schedule[0]!.stateTaxSavings).toBe(state.studyYear.taxSavings);
    expect(withState.schedule.at(-1)!.stateTaxAtSale).toBe(state.additionalTaxAtSale);
    // The federal figures keep their names and values.
    expect(withState.studyYear).toEqual(federalOnly.studyYear);
    expect(withState.sale).toEqual(federalOnly.sale);
  });

  it('the net benefit is federal and state; the state taxes the extra depreciation taken at its rate at a sale', () => {
    const state = withState.state!;
    const net = withState.netBenefit;
    expect(net.presentValueOfTaxSavings).toBe(federalOnly.netBenefit.presentValueOfTaxSavings + state.presentValueOfTaxSavings);
    expect(net.presentValueOfTaxAtSale).toBe(federalOnly.netBenefit.presentValueOfTaxAtSale + state.presentValueOfTaxAtSale);
    // New York takes no bonus: its extra depreciation by the sale is the state columns' difference.
    const stateRows = withState.schedule.map((row) => row.stateTaxSavings ?? 0);
    expect(sum(stateRows)).not.toBe(0);
    expect(state.presentValueOfTaxAtSale).toBe(Math.round(state.additionalTaxAtSale / 1.05 ** 5));
  });
});
