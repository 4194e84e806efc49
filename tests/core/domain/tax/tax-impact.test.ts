import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { taxImpactResponseSchema } from '../../../../src/core/contract/tax-impact/response-schema.ts';
import { V2_BUILDING_CLASSES, V2_PROPERTY_TYPES, type V2PropertyType } from '../../../../src/core/domain/estimate/catalog.ts';
import { estimateV2 } from '../../../../src/core/domain/estimate/estimate.ts';
import { stateRatesFor } from '../../../../src/core/domain/law/state-rates.ts';
import { buildingRates } from '../../../../src/core/domain/tax/macrs-tables.ts';
import { RECLASSIFIED_SPLIT } from '../../../../src/core/domain/tax/reclassified-split.ts';
import { RECLASSIFIED_SPLIT_SOURCES } from '../../../../src/core/domain/tax/reclassified-split-sources.ts';
import { type TaxImpact, taxImpact } from '../../../../src/core/domain/tax/tax-impact.ts';
import type { TaxImpactInput } from '../../../../src/core/domain/tax/tax-impact-types.ts';

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const column = (result: TaxImpact, key: 'withoutStudy' | 'withStudy') => result.schedule.map((year) => year[key]);
const MONTHS = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'));

describe('taxImpact: a worked example, by hand', () => {
  // Office in New York (land 38%), $1,250,000, placed in service 2024-05-15: 60% bonus,
  // half-year convention, 39-year building, May column of Table A-7a (1.605% in year 1).
  const result = taxImpact({ propertyType: 'office', purchasePrice: 1_250_000, zip: '10001', placedInService: '2024-05-15' });

  it('takes the v2 figures and splits the typical case 58/2/40', () => {
    expect(result).toMatchObject({ depreciableBasis: 775_000, landShare: 0.38, case: 'typical', pct: 0.2, reclassified: 155_000 });
    expect(result.classes).toEqual({ fiveYear: 89_900, sevenYear: 3_100, fifteenYear: 62_000, building: 620_000 });
    expect(result.assumptions).toEqual({
      placedInService: '2024-05-15',
      acquired: '2024-05-15', // issue 21: the date acquired is echoed (default: placed in service)
      buildingLife: 39,
      convention: 'half-year',
      bonusRate: 0.6,
      taxRate: 0.37,
      discountRate: 0.05,
      // Issue 18: the fee, the sale and the participation, at their defaults.
      studyFee: 0,
      saleDate: null,
      passiveActivity: 'not_limited',
      // Issue 27, at their defaults: not a short-term rental, single, no 3.8%, no state given to the engine.
      averageStay: null,
      filingStatus: 'single',
      investmentIncomeTax: false,
      state: null,
      stateTaxRate: 0,
      // Issue 31: no household income given, so the flat rate.
      taxableIncome: null,
      latestBracketsYear: null,
    });
  });

  it('year 1: the building by A-7a, 60% bonus, then A-1 on the rest', () => {
    const withoutStudy = 775_000 * 0.01605; // 12,438.75
    const bonus = 0.6 * 155_000; // 93,000
    const tables = 620_000 * 0.01605 + 0.4 * (89_900 * 0.2 + 3_100 * 0.1429 + 62_000 * 0.05); // 9,951 + 8,609.2
    expect(result.schedule[0]).toEqual({
      year: 2024,
      withoutStudy: Math.round(withoutStudy),
      withStudy: Math.round(bonus + tables),
      taxSavings: Math.round((Math.round(bonus + tables) - Math.round(withoutStudy)) * 0.37), // 99,121 x 37% = 36,674.77
    });
    expect(result.studyYear).toEqual({
      year: 2024,
      withoutStudy: 12_439,
      withStudy: 111_560,
      catchUp: 0,
      additionalDeduction: 99_121,
      taxSavings: Math.round(99_121 * 0.37), // 36,674.77
      excessBusinessLoss: 0, // under the IRC 461(l) threshold (issue 31)
    });
  });

  it('runs over 40 calendar years (A-7a), each column summing to the depreciable basis', () => {
    expect(result.schedule.map((year) => year.year)).toEqual(Array.from({ length: 40 }, (_, i) => 2024 + i));
    expect(sum(column(result, 'withoutStudy'))).toBe(775_000);
    expect(sum(column(result, 'withStudy'))).toBe(775_000);
    expect(result.schedule[1]).toEqual({
      year: 2025,
      withoutStudy: Math.round(775_000 * 0.02564),
      withStudy: expect.any(Number),
      taxSavings: expect.any(Number),
    });
  });

  it('matches its documented schema and carries the disclaimer', () => {
    expect(taxImpactResponseSchema.safeParse(result).success).toBe(true);
    expect(result.disclaimer).toMatch(/not a cost segregation study or tax advice/);
  });
});

describe('taxImpact: rules', () => {
  const base = { propertyType: 'residential_ltr' as V2PropertyType, purchasePrice: 600_000, placedInService: '2025-03-10' };

  it('100% bonus: the whole reclassified amount in year 1, on top of the building', () => {
    const result = taxImpact({ ...base, bonusRate: 1 });
    const building = result.classes.building * 0.02879; // A-6, March
    expect(result.schedule[0]!.withStudy).toBe(Math.round(result.reclassified + building));
    expect(result.assumptions.bonusRate).toBe(1);
  });

  it('bonus elected out (0): A-1 half-year columns only', () => {
    const result = taxImpact({ ...base, bonusRate: 0 });
    const { fiveYear, sevenYear, fifteenYear, building } = result.classes;
    expect(result.schedule[0]!.withStudy).toBe(Math.round(fiveYear * 0.2 + sevenYear * 0.1429 + fifteenYear * 0.05 + building * 0.02879));
  });

  it('placed in service October to December: mid-quarter, A-5 fourth-quarter columns', () => {
    for (const month of ['10', '11', '12']) {
      const result = taxImpact({ ...base, placedInService: `2025-${month}-15`, bonusRate: 0 });
      expect(result.assumptions.convention).toBe('mid-quarter');
      const { fiveYear, sevenYear, fifteenYear, building } = result.classes;
      const buildingRate = buildingRates(27.5, Number(month))[0]! / 100_000;
      expect(result.schedule[0]!.withStudy).toBe(Math.round(fiveYear * 0.05 + sevenYear * 0.0357 + fifteenYear * 0.0125 + building * buildingRate));
    }
    expect(taxImpact({ ...base, placedInService: '2025-09-30' }).assumptions.convention).toBe('half-year');
  });

  it('the default bonus follows the date, and an explicit rate overrides it', () => {
    // A building bought used before 2017-09-28 takes no bonus (original use, IRC 168(k)(2)(A)(ii); decision 0348).
    expect(taxImpact({ ...base, placedInService: '2017-09-27' }).assumptions.bonusRate).toBe(0);
    expect(taxImpact({ ...base, placedInService: '2017-09-27', bonusRate: 0.5 }).assumptions.bonusRate).toBe(0.5);
    expect(taxImpact({ ...base, placedInService: '2017-09-28' }).assumptions.bonusRate).toBe(1);
    expect(taxImpact({ ...base, placedInService: '2025-01-19' }).assumptions.bonusRate).toBe(0.4);
    expect(taxImpact({ ...base, placedInService: '2025-01-20' }).assumptions.bonusRate).toBe(1);
    expect(taxImpact({ ...base, placedInService: '2025-01-20', bonusRate: 0.3 }).assumptions.bonusRate).toBe(0.3);
  });

  it('the date acquired picks the bonus schedule (IRC 168(k); issue 21), and is echoed', () => {
    const placed = { ...base, placedInService: '2025-03-01' };
    expect(taxImpact(placed).assumptions).toMatchObject({ acquired: '2025-03-01', bonusRate: 1 });
    // Under a binding contract in December 2024: the TCJA phase-down, 40% in 2025 (P.L. 119-21's 100% is for acquisitions after 2025-01-19).
    expect(taxImpact({ ...placed, acquired: '2024-12-10' }).assumptions).toMatchObject({ acquired: '2024-12-10', bonusRate: 0.4 });
    // Acquired before 2017-09-28, placed in service in 2019: the PATH Act phase-down's 30% was for original use only, so a building bought takes none.
    expect(taxImpact({ ...base, placedInService: '2019-04-01', acquired: '2017-06-30' }).assumptions.bonusRate).toBe(0);
    // Acquired the day after: used property qualifies (IRC 168(k)(2)(E)(ii)), 100% for the TCJA's schedule in 2019.
    expect(taxImpact({ ...base, placedInService: '2019-04-01', acquired: '2017-09-28' }).assumptions.bonusRate).toBe(1);
    // An explicit rate still overrides (an election out, or the 40%/60% election).
    expect(taxImpact({ ...placed, acquired: '2025-02-01', bonusRate: 0.4 }).assumptions.bonusRate).toBe(0.4);
  });

  it('the default tax rate is the top federal rate of the study year (IRC 1): 39.6% before 2018, 37% since', () => {
    expect(taxImpact({ ...base, placedInService: '2017-06-01' }).assumptions.taxRate).toBe(0.396);
    expect(taxImpact({ ...base, placedInService: '2017-06-01', studyYear: 2018 }).assumptions.taxRate).toBe(0.37);
    expect(taxImpact({ ...base, placedInService: '2031-06-01' }).assumptions.taxRate).toBe(0.37);
  });

  it('27.5-year types use A-6, the others A-7a', () => {
    for (const type of V2_PROPERTY_TYPES) {
      const result = taxImpact({ ...base, propertyType: type, bonusRate: 0 });
      const life = V2_BUILDING_CLASSES[type] === '27.5-year' ? 27.5 : 39;
      expect(result.assumptions.buildingLife).toBe(life);
      expect(result.schedule[0]!.withoutStudy).toBe(Math.round((result.depreciableBasis * buildingRates(life, 3)[0]!) / 100_000));
    }
  });

  it('each case depreciates exactly its v2 reclassified amount', () => {
    const estimate = estimateV2(base);
    for (const taxCase of ['low', 'typical', 'high'] as const) {
      const result = taxImpact({ ...base, case: taxCase });
      expect(result.reclassified).toBe(estimate[taxCase].reclassified);
      expect(result.pct).toBe(estimate[taxCase].pct);
      expect(result.classes.fiveYear + result.classes.sevenYear + result.classes.fifteenYear).toBe(result.reclassified);
    }
  });

  it('rates are used to the basis point and echoed as used (docs/api.md, tax impact)', () => {
    const result = taxImpact({ ...base, taxRate: 0.123456, discountRate: 0.04444, bonusRate: 0.33335 });
    expect(result.assumptions).toMatchObject({ taxRate: 0.1235, discountRate: 0.0444, bonusRate: 0.3334 });
    expect(result.studyYear.taxSavings).toBe(Math.round(result.studyYear.additionalDeduction * 0.1235));
  });

  it('tax savings are the additional deduction times the tax rate', () => {
    const result = taxImpact({ ...base, taxRate: 0.24 });
    expect(result.studyYear.taxSavings).toBe(Math.round(result.studyYear.additionalDeduction * 0.24));
    expect(taxImpact({ ...base, taxRate: 0 }).studyYear.taxSavings).toBe(0);
  });
});

describe('taxImpact: a look-back study (IRC 481(a))', () => {
  const input = { propertyType: 'multifamily_5plus' as V2PropertyType, purchasePrice: 4_000_000, zip: '30301', placedInService: '2021-08-20' };
  const sameYear = taxImpact(input);

  it.each([2022, 2025, 2030, 2048, 2060])('applied in %i: the catch-up is the with-study depreciation missed before', (studyYear) => {
    const lookBack = taxImpact({ ...input, studyYear });
    const index = studyYear - 2021;
    const missed = sum(sameYear.schedule.slice(0, index).map((year) => year.withStudy - year.withoutStudy));
    expect(lookBack.studyYear.catchUp).toBe(missed);
    lookBack.schedule.forEach((year, i) => {
      expect(year.withoutStudy).toBe(sameYear.schedule[i]?.withoutStudy ?? 0);
      if (i < index) expect(year.withStudy).toBe(year.withoutStudy); // as filed
      if (i === index) expect(year.withStudy).toBe((sameYear.schedule[i]?.withStudy ?? 0) + missed);
      if (i > index) expect(year.withStudy).toBe(sameYear.schedule[i]?.withStudy ?? 0);
    });
    expect(lookBack.studyYear.year).toBe(studyYear);
    expect(lookBack.studyYear.additionalDeduction).toBe(lookBack.studyYear.withStudy - lookBack.studyYear.withoutStudy);
    expect(sum(column(lookBack, 'withStudy'))).toBe(lookBack.depreciableBasis);
    expect(lookBack.schedule.length).toBeGreaterThanOrEqual(index + 1);
  });

  it('a study after the schedule has ended changes nothing', () => {
    const late = taxImpact({ ...input, studyYear: 2060 });
    expect(late.studyYear).toMatchObject({ withoutStudy: 0, withStudy: 0, catchUp: 0, additionalDeduction: 0, taxSavings: 0 });
    expect(late.presentValue.additionalTaxSavings).toBe(0);
  });
});

describe('taxImpact: present value', () => {
  it('equals an independent computation (backward recursion) to the dollar', () => {
    for (const [studyYear, discountRate, taxRate] of [
      [2024, 0.05, 0.37],
      [2027, 0.08, 0.32],
      [2024, 0, 0.24],
      [2030, 0.25, 1],
    ] as const) {
      const result = taxImpact({
        propertyType: 'retail',
        purchasePrice: 2_500_000,
        zip: '94105',
        placedInService: '2024-02-01',
        // Enough income from the property that the look-back's catch-up stays under the IRC 461(l)
        // threshold: every extra deduction is taken the year it comes (decision 0308).
        netOperatingIncome: 500_000,
        studyYear,
        discountRate,
        taxRate,
      });
      const differences = result.schedule.filter((year) => year.year >= studyYear).map((year) => year.withStudy - year.withoutStudy);
      let value = 0;
      for (const difference of [...differences].reverse()) value = difference * taxRate + value / (1 + discountRate);
      expect(Math.abs(result.presentValue.additionalTaxSavings - value)).toBeLessThanOrEqual(0.5);
      if (discountRate === 0) expect(result.presentValue.additionalTaxSavings).toBe(Math.round(taxRate * sum(differences)));
    }
  });

  it('is positive and below the undiscounted first-year savings plus later years', () => {
    const result = taxImpact({ propertyType: 'office', purchasePrice: 1_250_000, placedInService: '2026-01-15' });
    expect(result.presentValue.additionalTaxSavings).toBeGreaterThan(0);
    expect(result.presentValue.additionalTaxSavings).toBeLessThan(result.studyYear.taxSavings);
  });
});

describe('taxImpact: every type, building life and month', () => {
  it('both columns sum to the depreciable basis and no year is negative', () => {
    let checked = 0;
    for (const propertyType of V2_PROPERTY_TYPES) {
      for (const month of MONTHS) {
        for (const purchasePrice of [50_000, 50_000.49, 333_333.33, 1_250_000, 49_999_999.99]) {
          for (const zip of ['96813', undefined]) {
            for (const bonusRate of [undefined, 0, 0.37]) {
              const result = taxImpact({ propertyType, purchasePrice, zip, placedInService: `2023-${month}-01`, bonusRate });
              expect(sum(column(result, 'withoutStudy'))).toBe(result.depreciableBasis);
              expect(sum(column(result, 'withStudy'))).toBe(result.depreciableBasis);
              for (const year of result.schedule) {
                expect(year.withoutStudy).toBeGreaterThanOrEqual(0);
                expect(year.withStudy).toBeGreaterThanOrEqual(0);
              }
              checked++;
            }
          }
        }
      }
    }
    expect(checked).toBe(9 * 12 * 5 * 2 * 3);
  });

  it('the split data: whole percents summing to 100, 7-year small, every row sourced', () => {
    for (const type of V2_PROPERTY_TYPES) {
      const split = RECLASSIFIED_SPLIT[type];
      expect(split.fiveYear + split.sevenYear + split.fifteenYear).toBe(100);
      expect(split.sevenYear).toBeLessThanOrEqual(2);
      expect(RECLASSIFIED_SPLIT_SOURCES[type].length).toBeGreaterThan(20);
    }
    expect(RECLASSIFIED_SPLIT.multifamily_5plus).toMatchObject({ fiveYear: 67, fifteenYear: 32 }); // apartments about 68/32
    expect(RECLASSIFIED_SPLIT.warehouse_flex.fifteenYear).toBeGreaterThanOrEqual(44); // 30/70 to 56/44
    expect(RECLASSIFIED_SPLIT.warehouse_flex.fifteenYear).toBeLessThanOrEqual(70);
  });
});

describe('taxImpact: any valid input (property test)', () => {
  const input = fc.record({
    propertyType: fc.constantFrom(...V2_PROPERTY_TYPES),
    purchasePrice: fc.integer({ min: 5_000_000, max: 5_000_000_000 }).map((cents) => cents / 100),
    zip: fc.option(fc.stringMatching(/^\d{5}$/), { nil: undefined }),
    placedInService: fc
      .date({ min: new Date('2015-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10)),
    taxRate: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: undefined }),
    discountRate: fc.option(fc.double({ min: 0, max: 0.25, noNaN: true }), { nil: undefined }),
    bonusRate: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: undefined }),
    case: fc.option(fc.constantFrom('low', 'typical', 'high' as const), { nil: undefined }),
    studyOffset: fc.option(fc.integer({ min: 0, max: 39 }), { nil: undefined }),
  });

  it('keeps every invariant of the contract', () => {
    fc.assert(
      fc.property(input, ({ studyOffset, ...fields }) => {
        const studyYear = studyOffset === undefined ? undefined : Number(fields.placedInService.slice(0, 4)) + studyOffset;
        const result = taxImpact({ ...fields, studyYear });
        expect(taxImpactResponseSchema.safeParse(result).success).toBe(true);
        const { fiveYear, sevenYear, fifteenYear, building } = result.classes;
        expect(fiveYear + sevenYear + fifteenYear + building).toBe(result.depreciableBasis);
        expect(sum(column(result, 'withoutStudy'))).toBe(result.depreciableBasis);
        expect(sum(column(result, 'withStudy'))).toBe(result.depreciableBasis);
        const entry = result.schedule.find((year) => year.year === result.studyYear.year)!;
        expect(result.studyYear.withStudy).toBe(entry.withStudy);
        expect(result.studyYear.withoutStudy).toBe(entry.withoutStudy);
        // While the reclassified property is still depreciating, the study can only add; after,
        // the two columns differ only by their own rounding (at most half a dollar a year each).
        const bound = studyOffset !== undefined && studyOffset > 16 ? -result.schedule.length : 0;
        expect(result.studyYear.additionalDeduction).toBeGreaterThanOrEqual(bound);
        expect(result.presentValue.additionalTaxSavings).toBeGreaterThanOrEqual(bound);
        // Deductions are only moved earlier, never created: at no time is more than the
        // reclassified amount ahead, so the discounted savings stay under its tax value.
        expect(result.presentValue.additionalTaxSavings).toBeLessThanOrEqual(result.reclassified * result.assumptions.taxRate + 1);
      }),
      { numRuns: 2_000 },
    );
  });

  it('no deduction below zero, however small the basis: a few thousand dollars over 40 years rounds up more than its last year holds (issue 40: row 2064 was -$9)', () => {
    const reproduction = taxImpact({ propertyType: 'office', purchasePrice: 50_000, placedInService: '2025-01-15', landShare: 0.9 });
    expect(reproduction.schedule.find((row) => row.year === 2064)!.withStudy).toBe(0);
    expect(sum(column(reproduction, 'withStudy'))).toBe(reproduction.depreciableBasis);
    fc.assert(
      fc.property(
        fc.constantFrom(...V2_PROPERTY_TYPES),
        fc.integer({ min: 50_000, max: 400_000 }),
        fc.integer({ min: 0, max: 90 }),
        fc.date({ min: new Date('2018-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true }),
        fc.option(fc.integer({ min: 0, max: 45 }), { nil: undefined }),
        fc.constantFrom('not_limited', 'passive', 'active_participation' as const),
        (propertyType, purchasePrice, landPercent, placed, saleOffset, passiveActivity) => {
          const placedInService = placed.toISOString().slice(0, 10);
          const saleDate = saleOffset === undefined ? undefined : `${placed.getUTCFullYear() + saleOffset}-12-15`;
          const result = taxImpact({
            propertyType,
            purchasePrice,
            landShare: landPercent / 100,
            placedInService,
            saleDate,
            passiveActivity,
            ...(passiveActivity === 'not_limited' ? {} : { netOperatingIncome: 1_000, modifiedAgi: 90_000 }),
          });
          expect(taxImpactResponseSchema.safeParse(result).success).toBe(true);
          for (const row of result.schedule) {
            for (const field of [
              'withoutStudy',
              'withStudy',
              'allowedWithoutStudy',
              'allowedWithStudy',
              'suspendedWithoutStudy',
              'suspendedWithStudy',
            ] as const) {
              expect(row[field] ?? 0, `${row.year} ${field}`).toBeGreaterThanOrEqual(0);
            }
          }
        },
      ),
      { numRuns: 1_500 },
    );
  });
});

describe('the disclaimer says what the answer assumed for want of an input, and only that (decision 0352)', () => {
  const body = { propertyType: 'office', purchasePrice: 1_250_000, placedInService: '2024-05-15' } as const;
  const professional = /Unless told how the owner takes part, it takes every loss as usable as it comes, as a real estate professional's is/i;
  const topRate = /unless given a tax rate or the household's income, it takes the top rate/i;
  const stateTopRate = /unless given the state's rate, it takes the state's top rate/i;
  const salary = /: for a landlord with a salary the saving can be far smaller\./;
  const ny = stateRatesFor('NY');

  it('with nothing said: the professional and the top rate, and what they mean for a landlord with a salary', () => {
    const { disclaimer } = taxImpact(body);
    for (const words of [professional, topRate, salary]) expect(disclaimer).toMatch(words);
    expect(disclaimer).not.toMatch(stateTopRate);
  });

  it('each assumption said only without its input', () => {
    const said = (input: TaxImpactInput, rates = ny) => taxImpact(input, rates).disclaimer;
    const withNy = { ...body, zip: '10001' } as const;
    // The participation said: the top rates remain.
    expect(said({ ...withNy, passiveActivity: 'passive' })).not.toMatch(professional);
    expect(said({ ...withNy, passiveActivity: 'passive' })).toMatch(topRate);
    // A rate given, the participation not: the professional remains, with what it means.
    expect(said({ ...withNy, taxRate: 0.24 })).toMatch(professional);
    expect(said({ ...withNy, taxRate: 0.24 })).toMatch(salary);
    expect(said({ ...withNy, taxRate: 0.24 })).not.toMatch(topRate);
    expect(said({ ...withNy, taxableIncome: 150_000 })).not.toMatch(topRate);
    // The state's top rate, until its rate is given; a state without an income tax takes none.
    expect(said({ ...withNy, passiveActivity: 'passive', taxableIncome: 150_000 })).toMatch(stateTopRate);
    expect(said({ ...withNy, passiveActivity: 'passive', taxableIncome: 150_000, stateTaxRate: 0.06 })).not.toMatch(stateTopRate);
    expect(said({ ...body, zip: '33101', passiveActivity: 'passive', taxableIncome: 150_000 }, stateRatesFor('FL'))).not.toMatch(/unless (told|given)/i);
    // Only the state's top rate: what it means is the state's part, not a landlord's salary.
    const stateOnly = said({ ...withNy, passiveActivity: 'passive', taxableIncome: 150_000 });
    expect(stateOnly).toMatch(/: at the household's own state bracket the state's part can be smaller\./);
    expect(stateOnly).not.toMatch(salary);
    // All given: none.
    expect(said({ ...withNy, passiveActivity: 'passive', taxableIncome: 150_000, stateTaxRate: 0.06 })).not.toMatch(
      /unless (told|given)|real estate professional|top rate|landlord with a salary/i,
    );
  });

  it('the rest is the same text for every answer', () => {
    const withNy = { ...body, zip: '10001' } as const;
    const texts = [
      taxImpact(body).disclaimer,
      taxImpact({ ...withNy, passiveActivity: 'passive' }, stateRatesFor('NY')).disclaimer,
      taxImpact({ ...withNy, taxRate: 0.24 }, stateRatesFor('NY')).disclaimer,
      taxImpact({ ...withNy, passiveActivity: 'passive', taxableIncome: 150_000, stateTaxRate: 0.06 }, stateRatesFor('NY')).disclaimer,
    ];
    const withoutCaveat = texts.map((text) => text.replace(/ Unless [^:]*: [^.]*\./, ''));
    expect(new Set(withoutCaveat).size).toBe(1);
    expect(withoutCaveat[0]).toMatch(
      /^An illustration of federal and state depreciation from a preliminary estimate, not a cost segregation study or tax advice\./,
    );
    expect(withoutCaveat[0]).toMatch(/a tax professional decides\.$/);
    expect(texts[3]).toBe(withoutCaveat[0]);
  });
});
