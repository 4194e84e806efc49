import { describe, expect, it } from 'vitest';
import { type StateBonusTreatment, stateTreatmentAt } from '../../../../src/core/domain/law/state-law.ts';
import { stateRatesFor } from '../../../../src/core/domain/law/state-rates.ts';
import { depreciationSchedule, type ScheduleInput } from '../../../../src/core/domain/tax/schedule.ts';
import { bonusRateUnderCodeAsOf, stateDepreciation } from '../../../../src/core/domain/tax/state-depreciation.ts';

/**
 * One property worked by hand under each treatment. A residential rental placed in service
 * 2026-03-15 (acquired that day: 100% federal bonus, P.L. 119-21), depreciable basis $1,000,000
 * of which a study reclassifies $250,000: 5-year $150,000 and 15-year $100,000; the building
 * $750,000 over 27.5 years. The study is made for 2026 (no look-back), the property is held.
 * Publication 946 rates: Table A-1 5-year 20, 32, 19.2, 11.52, 11.52, 5.76; 15-year 5, 9.5, 8.55,
 * 7.7, 6.93, 6.23, 5.9, 5.9, ...; Table A-6, March: 2.879 in the first year, then 3.636.
 * Each year's sum is rounded half up to whole dollars once (the federal engine's rule).
 */
const input: ScheduleInput = {
  placed: { year: 2026, month: 3, day: 15 },
  depreciableBasis: 1_000_000,
  classes: { fiveYear: 150_000, sevenYear: 0, fifteenYear: 100_000, building: 750_000 },
  buildingLife: 27.5,
  fourthQuarter: false,
  bonusBasisPoints: 10_000,
  studyYear: 2026,
  sale: null,
};
const acquired = '2026-03-15';
const federal = depreciationSchedule(input);
const stateOf = (code: 'CA' | 'CT' | 'MN' | 'NC' | 'MI' | 'TX') =>
  stateDepreciation({ treatment: stateTreatmentAt(stateRatesFor(code), '2026-03-15').value, schedule: input, federal, acquired });
const total = (column: readonly number[]) => column.reduce((sum, amount) => sum + amount, 0);
const firstSeven = (column: readonly number[]) => column.slice(0, 7);

// The building alone: 750,000 x 2.879% = 21,592.50 in 2026, 750,000 x 3.636% = 27,270 a year after.
// Without the study (no bonus on a building): 1,000,000 x 2.879% = 28,790, then 36,360.
const WITHOUT = [28_790, 36_360, 36_360, 36_360, 36_360, 36_360, 36_360];

describe('the federal columns the state rules start from', () => {
  it('100% bonus: 250,000 + 21,592.50 = 271,592.50 -> 271,593 in 2026, then the building alone', () => {
    expect(firstSeven(federal.withStudy)).toEqual([271_593, 27_270, 27_270, 27_270, 27_270, 27_270, 27_270]);
    expect(firstSeven(federal.without)).toEqual(WITHOUT);
  });
});

describe('California, no_bonus (R&TC never adopted 168(k)): MACRS on the same classes without bonus', () => {
  const state = stateOf('CA');
  it('year by year', () => {
    // 2026: 150,000 x 20% = 30,000; 100,000 x 5% = 5,000; + 21,592.50 = 56,592.50 -> 56,593
    // 2027: 48,000 + 9,500 + 27,270 = 84,770      2028: 28,800 + 8,550 + 27,270 = 64,620
    // 2029: 17,280 + 7,700 + 27,270 = 52,250      2030: 17,280 + 6,930 + 27,270 = 51,480
    // 2031:  8,640 + 6,230 + 27,270 = 42,140      2032:      0 + 5,900 + 27,270 = 33,170
    expect(firstSeven(state.withStudy)).toEqual([56_593, 84_770, 64_620, 52_250, 51_480, 42_140, 33_170]);
    expect(firstSeven(state.without)).toEqual(WITHOUT);
    expect(state.bonusRate).toBe(0);
    expect(state.addBack).toBe(0);
  });
});

describe('Connecticut, add_back_spread: all of the bonus added back, a quarter of it deducted in each of the next 4 years', () => {
  const state = stateOf('CT');
  it('year by year', () => {
    // Bonus 150,000 + 100,000 = 250,000, added back in 2026: 271,593 - 250,000 = 21,593.
    // 2027 to 2030: 27,270 + 250,000 / 4 = 27,270 + 62,500 = 89,770; then the building alone.
    expect(firstSeven(state.withStudy)).toEqual([21_593, 89_770, 89_770, 89_770, 89_770, 27_270, 27_270]);
    expect(state.addBack).toBe(250_000);
    expect(state.bonusRate).toBe(1);
    expect(state.withStudyAfterLastYear).toEqual([]);
  });
});

describe('Minnesota, add_back_spread with an older Code date: 80% of the bonus as the Code stood on 2023-05-01, over 5 years', () => {
  const state = stateOf('MN');
  it('the bonus is first recomputed under the Code before P.L. 119-21: 20% for property placed in service in 2026', () => {
    expect(bonusRateUnderCodeAsOf('2023-05-01', acquired, '2026-03-15')).toBe(0.2);
    expect(state.bonusRate).toBe(0.2);
  });

  it('year by year', () => {
    // At 20% bonus: 5-year 30,000 bonus + 120,000 by A-1; 15-year 20,000 bonus + 80,000 by A-1.
    // 2026: 30,000 + 20,000 + 24,000 + 4,000 + 21,592.50 = 99,592.50 -> 99,593;
    //   add back 80% x 50,000 = 40,000: 59,593. Then 40,000 / 5 = 8,000 a year, 2027 to 2031:
    // 2027: 38,400 + 7,600 + 27,270 + 8,000 = 81,270     2028: 23,040 + 6,840 + 27,270 + 8,000 = 65,150
    // 2029: 13,824 + 6,160 + 27,270 + 8,000 = 55,254     2030: 13,824 + 5,544 + 27,270 + 8,000 = 54,638
    // 2031:  6,912 + 4,984 + 27,270 + 8,000 = 47,166     2032:      0 + 4,720 + 27,270         = 31,990
    expect(firstSeven(state.withStudy)).toEqual([59_593, 81_270, 65_150, 55_254, 54_638, 47_166, 31_990]);
    expect(state.addBack).toBe(40_000);
  });
});

describe('North Carolina, add_back_spread with an older Code date: 85% of the bonus as the Code stood on 2023-01-01, over 5 years', () => {
  const state = stateOf('NC');
  it('year by year', () => {
    // The same 20% schedule as Minnesota's (99,593 in 2026 before the add-back);
    // add back 85% x 50,000 = 42,500: 57,093. Then 42,500 / 5 = 8,500 a year, 2027 to 2031:
    // 2027: 73,270 + 8,500 = 81,770   2028: 57,150 + 8,500 = 65,650   2029: 47,254 + 8,500 = 55,754
    // 2030: 46,638 + 8,500 = 55,138   2031: 39,166 + 8,500 = 47,666   2032: 31,990
    expect(firstSeven(state.withStudy)).toEqual([57_093, 81_770, 65_650, 55_754, 55_138, 47_666, 31_990]);
    expect(state.addBack).toBe(42_500);
  });
});

describe('Michigan, phase_down: its own 20% for property placed in service in 2026', () => {
  const state = stateOf('MI');
  it('year by year: the 20% schedule, nothing added back', () => {
    // 99,593; 38,400 + 7,600 + 27,270 = 73,270; 23,040 + 6,840 + 27,270 = 57,150;
    // 13,824 + 6,160 + 27,270 = 47,254; 13,824 + 5,544 + 27,270 = 46,638; 6,912 + 4,984 + 27,270 = 39,166; 31,990
    expect(firstSeven(state.withStudy)).toEqual([99_593, 73_270, 57_150, 47_254, 46_638, 39_166, 31_990]);
    expect(state.bonusRate).toBe(0.2);
  });

  it('never more than the federal rate used: a federal election out of bonus (0%) leaves 0% in Michigan too', () => {
    const noBonus = { ...input, bonusBasisPoints: 0 };
    const michigan = stateDepreciation({
      treatment: { kind: 'phase_down', bonusRate: 0.2 },
      schedule: noBonus,
      federal: depreciationSchedule(noBonus),
      acquired,
    });
    expect(michigan.bonusRate).toBe(0);
    expect(michigan.withStudy).toEqual(depreciationSchedule(noBonus).withStudy);
  });
});

describe('Texas, none: no income tax, so no state deduction in any year', () => {
  const state = stateOf('TX');
  it('zeros aligned with the federal years', () => {
    expect(state.withStudy).toEqual(federal.withStudy.map(() => 0));
    expect(state.without).toEqual(federal.without.map(() => 0));
    expect(state.depreciationTaken).toEqual({ withoutStudy: 0, withStudy: 0 });
  });
});

describe('depreciation is timing: held through the recovery, a state column sums to the federal total', () => {
  it.each(['CA', 'CT', 'MN', 'NC', 'MI'] as const)('%s', (code) => {
    const state = stateOf(code);
    expect(state.withStudy).toHaveLength(federal.withStudy.length);
    expect(total(state.withStudy) + total(state.withStudyAfterLastYear)).toBe(total(federal.withStudy));
    expect(total(state.without)).toBe(total(federal.without));
    expect(total(federal.withStudy)).toBe(1_000_000);
  });
});

describe('an add-back with a look-back study', () => {
  // Placed in service 2024-05-01 (60% federal bonus), the study applied in 2026 (IRC 481(a)):
  // the bonus is deducted in 2026's catch-up, so Connecticut adds it back in 2026 and deducts a
  // quarter of it in 2027 to 2030.
  const lookBack: ScheduleInput = { ...input, placed: { year: 2024, month: 5, day: 1 }, bonusBasisPoints: 6_000, studyYear: 2026 };
  const federalLookBack = depreciationSchedule(lookBack);
  const connecticut = stateDepreciation({
    treatment: { kind: 'add_back_spread', addBack: { numerator: 1, denominator: 1 }, years: 4, codeDate: null },
    schedule: lookBack,
    federal: federalLookBack,
    acquired: '2024-05-01',
  });

  it('the years before the study are as filed; the add-back (60% x 250,000 = 150,000) falls in the study year', () => {
    expect(connecticut.withStudy.slice(0, 2)).toEqual(federalLookBack.withStudy.slice(0, 2));
    expect(connecticut.addBack).toBe(150_000);
    expect(connecticut.withStudy[2]).toBe(federalLookBack.withStudy[2]! - 150_000);
    expect(connecticut.withStudy.slice(3, 7)).toEqual(federalLookBack.withStudy.slice(3, 7).map((amount) => amount + 37_500));
    expect(connecticut.withStudy[7]).toBe(federalLookBack.withStudy[7]);
  });
});

describe('a sale during the spread', () => {
  // Sold 2028-06-30: the federal columns end in 2028. Minnesota keeps the five-year schedule
  // after a sale, so 2029 to 2031 keep their 8,000 each, after the columns' last year.
  const sold: ScheduleInput = { ...input, sale: { year: 2028, month: 6, day: 30 } };
  const federalSold = depreciationSchedule(sold);
  const minnesota = stateDepreciation({ treatment: stateTreatmentAt(stateRatesFor('MN'), '2026-03-15').value, schedule: sold, federal: federalSold, acquired });

  it('the subtractions still due follow the columns, and the state basis is reduced by what the 20% schedule took', () => {
    expect(minnesota.withStudy).toHaveLength(3);
    expect(minnesota.withStudyAfterLastYear).toEqual([8_000, 8_000, 8_000]);
    expect(total(minnesota.withStudy) + total(minnesota.withStudyAfterLastYear)).toBe(minnesota.depreciationTaken.withStudy);
  });
});

describe('the older Code date', () => {
  it.each([
    ['2023-05-01', '2025-03-01', '2025-06-01', 0.4],
    ['2023-05-01', '2026-02-01', '2026-03-15', 0.2],
    ['2023-05-01', '2027-02-01', '2027-03-15', 0],
    ['2023-05-01', '2024-03-01', '2024-03-01', 0.6],
    ['2023-05-01', '2025-01-10', '2025-06-01', 0.4],
    ['2025-12-31', '2026-02-01', '2026-03-15', 1],
  ])('Code as of %s, acquired %s, placed in service %s: %f', (codeDate, acquiredOn, placedInService, rate) => {
    expect(bonusRateUnderCodeAsOf(codeDate, acquiredOn, placedInService)).toBe(rate);
  });
});

describe('every treatment on every recorded row keeps the federal total (timing only)', () => {
  const treatments: Array<[string, StateBonusTreatment]> = [
    ['conforms', { kind: 'conforms' }],
    ['no_bonus', { kind: 'no_bonus' }],
    ['phase_down 40%', { kind: 'phase_down', bonusRate: 0.4 }],
    ['add_back 5/6 over 5', { kind: 'add_back_spread', addBack: { numerator: 5, denominator: 6 }, years: 5, codeDate: null }],
    ['add_back 85% over 5, Code 2023', { kind: 'add_back_spread', addBack: { numerator: 17, denominator: 20 }, years: 5, codeDate: '2023-01-01' }],
  ];
  const cases: Array<[string, ScheduleInput]> = [
    [
      'placed in the fourth quarter, odd basis',
      {
        ...input,
        placed: { year: 2025, month: 11, day: 3 },
        fourthQuarter: true,
        depreciableBasis: 987_653,
        classes: { fiveYear: 123_457, sevenYear: 11_111, fifteenYear: 98_765, building: 754_320 },
        buildingLife: 39,
        studyYear: 2025,
      },
    ],
    ['a look-back of 36 years, the spread past the recovery', { ...input, studyYear: 2062 }],
  ];
  for (const [label, schedule] of cases) {
    it.each(treatments)(`${label}: %s`, (_, treatment) => {
      const federalColumns = depreciationSchedule(schedule);
      const state = stateDepreciation({
        treatment,
        schedule,
        federal: federalColumns,
        acquired: `${schedule.placed.year}-0${Math.min(schedule.placed.month, 9)}-01`,
      });
      expect(total(state.withStudy) + total(state.withStudyAfterLastYear)).toBe(schedule.depreciableBasis);
      expect(total(state.without)).toBe(schedule.depreciableBasis);
      expect(state.withStudy).toHaveLength(federalColumns.withStudy.length);
    });
  }
});
