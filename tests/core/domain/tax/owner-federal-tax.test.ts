import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addChangedSavings, figured, figuredAsRead } from '../../../../src/core/domain/tax/fee-deduction.ts';
import { flatRules } from '../../../../src/core/domain/tax/flat-rules.ts';
import { standardDeductionFor } from '../../../../src/core/domain/tax/ordinary-income-tax.ts';
import { alignedWorlds, type OwnerTaxContext, ownerFederalTax } from '../../../../src/core/domain/tax/owner-federal-tax.ts';
import { bothWorlds, taxSavedIn, yearCount } from '../../../../src/core/domain/tax/owner-tax-savings.ts';
import type { FilingStatus } from '../../../../src/core/domain/tax/passive-activity.ts';
import { rentByDaysOwned } from '../../../../src/core/domain/tax/rent-by-days-owned.ts';
import { taxImpact } from '../../../../src/core/domain/tax/tax-impact.ts';
import { bracketRules } from '../../../../src/core/domain/tax/tax-rules.ts';
import { TAX_UNITS } from '../../../../src/core/domain/tax/tax-units.ts';

/** The owner's situation: by default single in 2026, a professional, at a flat 37% (no income given). */
function owner(facts: {
  firstYear?: number;
  filingStatus?: FilingStatus;
  propertyIncome?: number[];
  nonPassive?: boolean;
  taxableIncome?: number | null;
}): OwnerTaxContext {
  const filingStatus = facts.filingStatus ?? 'single';
  const income = facts.taxableIncome ?? null;
  return {
    firstYear: facts.firstYear ?? 2026,
    propertyIncome: facts.propertyIncome ?? [],
    nonPassive: facts.nonPassive ?? true,
    rules:
      income === null
        ? flatRules({
            ordinaryBasisPoints: 3_700,
            niitBasisPoints: 0,
            saleDate: null,
            filingStatus,
          })
        : bracketRules(income, filingStatus, 0),
  };
}
const single2026 = owner({});

/** Issue 31, decision 0308: the steps after the passive rules, worked by hand. */
describe('the owner’s federal tax in one world', () => {
  it('caps a non-passive loss at the IRC 461(l) threshold and carries the rest, deducted the next year at a flat rate', () => {
    // 2026, single: $256,000 (Rev. Proc. 2025-32). A $600,000 loss: $344,000 over it, carried.
    const { years, tail } = ownerFederalTax([600_000, 10_000], single2026);
    expect(years).toMatchObject([
      { deducted: 256_000, excessBusinessLoss: 344_000, carriedForward: 344_000, unusedLoss: 0, federalTax: null },
      // The next year: its own $10,000 and the $344,000 carried in, in full (the flat rate assumes the income).
      { deducted: 354_000, excessBusinessLoss: 0, carriedForward: 0, unusedLoss: 0, federalTax: null },
    ]);
    expect(tail).toEqual([]);
    // Joint: $512,000, so $88,000 carried.
    expect(ownerFederalTax([600_000], owner({ filingStatus: 'married_joint' })).years[0]).toMatchObject({
      deducted: 512_000,
      excessBusinessLoss: 88_000,
    });
    // Head of household and married filing separately take the single amount (461(l)(3)(A)).
    expect(ownerFederalTax([600_000], owner({ filingStatus: 'head_of_household' })).years[0]!.excessBusinessLoss).toBe(344_000);
    expect(ownerFederalTax([600_000], owner({ filingStatus: 'married_separate' })).years[0]!.excessBusinessLoss).toBe(344_000);
  });

  it('measures the loss net of the property’s income, and does not cap a passive loss or a year the limit did not apply', () => {
    expect(ownerFederalTax([600_000], owner({ propertyIncome: [100_000] })).years[0]).toMatchObject({
      deducted: 256_000,
      excessBusinessLoss: 244_000,
    });
    expect(ownerFederalTax([600_000], owner({ nonPassive: false })).years[0]).toMatchObject({ deducted: 600_000, excessBusinessLoss: 0 });
    // 2020: suspended by the CARES Act.
    expect(ownerFederalTax([600_000], owner({ firstYear: 2020 })).years[0]).toMatchObject({ deducted: 600_000, excessBusinessLoss: 0 });
  });

  it('in a sale’s year sets the gain on the property against the loss before the cap (461(l)(3)(A)(ii))', () => {
    // 2026, single, a $1,000,000 loss and a $600,000 gain at the sale: the business's net loss is
    // $400,000, so $144,000 is over the $256,000 threshold, not $744,000.
    const gain = { ordinaryGain: 100_000, unrecaptured1250Gain: 300_000, capitalGain: 200_000, totalGain: 600_000, recaptured: 100_000 };
    expect(ownerFederalTax([1_000_000], single2026, undefined, { index: 0, gain }).years[0]).toMatchObject({
      excessBusinessLoss: 144_000,
      carriedForward: 144_000,
    });
    // A gain over the loss leaves no excess; a net loss at the sale adds to the loss the cap measures
    // (Form 461 takes Form 4797's): $600,000 + $50,000 - $256,000.
    expect(ownerFederalTax([500_000], single2026, undefined, { index: 0, gain }).years[0]!.excessBusinessLoss).toBe(0);
    const loss = { ordinaryGain: -50_000, unrecaptured1250Gain: 0, capitalGain: 0, totalGain: -50_000, recaptured: 0 };
    expect(ownerFederalTax([600_000], single2026, undefined, { index: 0, gain: loss }).years[0]!.excessBusinessLoss).toBe(394_000);
    // Another year's gain does not count in this one.
    expect(ownerFederalTax([1_000_000, 0], single2026, undefined, { index: 1, gain }).years[0]!.excessBusinessLoss).toBe(744_000);
  });

  it('with the household’s income: brackets, a shortfall carried, then at most 80% of each year’s income (IRC 172(a)(2))', () => {
    // $100,000 of income, a $300,000 loss in 2026: $44,000 over the cap, and the $256,000 allowed
    // leaves taxable income at -$156,000: no tax. Of the $156,000, the 2026 standard deduction's
    // $16,100 is a nonbusiness deduction and makes no net operating loss (172(d)(4)): $139,900 is one,
    // so $44,000 + $139,900 = $183,900 carried, and $16,100 of the loss is used by nothing.
    const { years, tail } = ownerFederalTax([300_000, 0, 0], owner({ taxableIncome: 100_000 }));
    expect(years[0]).toMatchObject({ deducted: 100_000, excessBusinessLoss: 44_000, carriedForward: 183_900, unusedLoss: 16_100, federalTax: 0 });
    // 2027 (2026's brackets): $80,000 of the carry deducted, $20,000 taxed, from the Tax Table: its row
    // 20,000 to 20,050 at the midpoint, 10% of $12,400 + 12% of $7,625 = $2,155.
    expect(years[1]).toMatchObject({ deducted: 80_000, excessBusinessLoss: 0, carriedForward: 103_900, unusedLoss: 0, federalTax: 2_155 });
    expect(years[2]).toMatchObject({ deducted: 80_000, excessBusinessLoss: 0, carriedForward: 23_900, unusedLoss: 0, federalTax: 2_155 });
    // After the rows, the last $23,900: $76,100 taxed, the table at 76,125: $1,240 + $4,560 + 22% of $25,725 = $11,459.50, $11,460.
    expect(tail).toMatchObject([{ deducted: 23_900, excessBusinessLoss: 0, carriedForward: 0, unusedLoss: 0, federalTax: 11_460 }]);
  });

  it('a 2020 loss used in 2021, each year on its own law: no 461(l) in 2020 (CARES Act), the 80% limit from 2021, 2021’s Tax Table', () => {
    // Joint, $50,000 of other income, a $200,000 loss in 2020: no cap (461(l) suspended), taxable
    // income -$150,000; the 2020 joint standard deduction, $24,800, makes no loss (172(d)(4)): $125,200
    // carried, not carried back (the election of 172(b)(3) to waive the CARES Act's five years is assumed).
    const { years } = ownerFederalTax([200_000, 0], owner({ firstYear: 2020, filingStatus: 'married_joint', taxableIncome: 50_000 }));
    expect(years[0]).toMatchObject({ deducted: 50_000, excessBusinessLoss: 0, carriedForward: 125_200, unusedLoss: 24_800, federalTax: 0 });
    // 2021: at most 80% of $50,000 = $40,000 of it (172(a)(2)(B)); $10,000 taxed by the 2021 Tax Table,
    // its row 10,000 to 10,050 at 10,025: 10% = $1,002.50, $1,003 (2021 joint: 10% to $19,900).
    expect(years[1]).toMatchObject({ deducted: 40_000, carriedForward: 85_200, unusedLoss: 0, federalTax: 1_003 });
  });

  it('a loss from before 2018 is deducted first, and without the 80% limit; a later loss after it, within the limit (172(a); decision 0349)', () => {
    // Single, $100,000 of other taxable income each year. 2017: a $500,000 loss, -$400,000 of taxable
    // income; 2017's standard deduction ($6,350) and personal exemption ($4,050), $10,400, make none
    // (172(d)(3), (4)): $389,600 carried, all of it from before 2018. 2018 and 2019 (no percentage
    // limit) take $100,000 each: $189,600 left.
    const { years } = ownerFederalTax([500_000, 0, 0, 200_000, 0, 0], owner({ firstYear: 2017, taxableIncome: 100_000 }));
    expect(years[0]).toMatchObject({ carriedForward: 389_600, carriedFromBefore2018: 389_600, unusedLoss: 10_400 });
    expect(years[2]).toMatchObject({ deducted: 100_000, carriedForward: 189_600, carriedFromBefore2018: 189_600, federalTax: 0 });
    // 2020: a $200,000 loss, -$100,000; less 2020's $12,400 standard deduction, $87,600 more is carried, from 2020.
    expect(years[3]).toMatchObject({ deducted: 100_000, carriedForward: 277_200, carriedFromBefore2018: 189_600, unusedLoss: 12_400 });
    // 2021: the old losses first, up to the whole income, $100,000 (the 80% limit is for losses after
    // 2017, 172(a)(2)(A)); 80% of what is left, $0, of the 2020 loss. Taxable income $0.
    expect(years[4]).toMatchObject({ deducted: 100_000, carriedForward: 177_200, carriedFromBefore2018: 89_600, federalTax: 0 });
    // 2022: the last $89,600 of the old losses, then 80% of the $10,400 left, $8,320, of the 2020 loss:
    // $2,080 taxed, the 2022 Tax Table's row 2,075 to 2,100 at 2,087.50: 10% = $208.75, $209.
    expect(years[5]).toMatchObject({ deducted: 97_920, carriedForward: 79_280, carriedFromBefore2018: 0, federalTax: 209 });
  });

  it('a sale whose section 1231 loss crosses the 461(l) threshold: the loss over it is carried, not deducted in full', () => {
    // 2026, single, a professional with $1,000,000 of other income; the year's depreciation $100,000
    // and a net 1231 loss of $400,000 at the sale (ordinary, 1231(a)(2)). The business's loss is
    // $500,000: $244,000 over the $256,000 threshold is carried as a net operating loss. Taxable
    // income $1,000,000 - $500,000 + $244,000 = $744,000, all ordinary: $192,979.25 + 37% x $103,400
    // = $231,237.25, $231,237. Without the sale's result the year would be taxed on $1,000,000 with
    // all its own $100,000 held back ($100,000 of the excess is the year's loss): $192,979.25 + 37%
    // x $359,400 = $325,957.25, $325,957; the sale's tax is the difference, -$94,720.
    const loss = { ordinaryGain: -400_000, unrecaptured1250Gain: 0, capitalGain: 0, totalGain: -400_000, recaptured: 0 };
    const year = ownerFederalTax([100_000], owner({ taxableIncome: 1_000_000 }), 0, { index: 0, gain: loss }).years[0]!;
    expect(year).toMatchObject({ excessBusinessLoss: 244_000, carriedForward: 244_000, federalTax: 325_957, saleTax: (231_237 - 325_957) * TAX_UNITS });
    // Until this change the whole $400,000 was deducted that year: taxed on $500,000.
  });

  it('a taxable sale frees a passive owner’s losses, and they are tested under 461(l) too (469(g)(1)(A))', () => {
    // A passive owner's $600,000 released in the sale year, a gain of $100,000: $500,000 of business
    // loss, $244,000 over the threshold and carried; before, no cap applied to a passive owner.
    const gain = { ordinaryGain: 0, unrecaptured1250Gain: 100_000, capitalGain: 0, totalGain: 100_000, recaptured: 0 };
    const passive = owner({ nonPassive: false });
    expect(ownerFederalTax([600_000], passive, 0, { index: 0, gain }).years[0]).toMatchObject({ excessBusinessLoss: 244_000, carriedForward: 244_000 });
    // Without a sale that year the passive owner's loss is not capped.
    expect(ownerFederalTax([600_000], passive).years[0]!.excessBusinessLoss).toBe(0);
  });

  it('takes a property’s net income as income', () => {
    expect(ownerFederalTax([10_000], owner({ propertyIncome: [30_000], taxableIncome: 0 })).years[0]).toMatchObject({
      deducted: -20_000,
      excessBusinessLoss: 0,
      carriedForward: 0,
      unusedLoss: 0,
      // $20,000 taxed, as above.
      federalTax: 2_155,
    });
  });

  it('deducts over the years and carries exactly the losses (what is deducted, what the standard deduction took and what is still carried is the net loss)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 3_000_000 }), { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 0, max: 400_000 }),
        fc.option(fc.integer({ min: 0, max: 2_000_000 }), { nil: null }),
        fc.constantFrom('single', 'married_joint', 'married_separate', 'head_of_household' as const),
        fc.boolean(),
        (allowed, income, taxableIncome, filingStatus, nonPassive) => {
          const context = owner({ propertyIncome: allowed.map(() => income), taxableIncome, filingStatus, nonPassive });
          const { years, tail } = ownerFederalTax(allowed, context);
          const all = [...years, ...tail];
          const deducted = all.reduce((total, year) => total + year.deducted, 0);
          const unused = all.reduce((total, year) => total + year.unusedLoss, 0);
          const losses = allowed.reduce((total, amount) => total + amount - income, 0);
          expect(deducted + unused + all.at(-1)!.carriedForward).toBe(losses);
          for (const year of all) {
            expect(year.carriedForward).toBeGreaterThanOrEqual(0);
            expect(year.unusedLoss).toBeGreaterThanOrEqual(0);
            expect(year.unusedLoss).toBeLessThanOrEqual(standardDeductionFor(context.firstYear, filingStatus));
            if (taxableIncome === null) expect(year.unusedLoss).toBe(0);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('what the study saves with the household’s income (decision 0308)', () => {
  const apartments = { propertyType: 'multifamily_5plus', purchasePrice: 10_000_000, placedInService: '2026-03-01' } as const;

  it('each year saves at most the top rate on what the study adds to that year’s deduction, and in its direction', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3_000_000 }),
        fc.constantFrom('single', 'married_joint' as const),
        fc.constantFrom('not_limited', 'passive' as const),
        fc.integer({ min: 300_000, max: 10_000_000 }),
        (taxableIncome, filingStatus, passiveActivity, purchasePrice) => {
          const result = taxImpact({ ...apartments, purchasePrice, filingStatus, passiveActivity, netOperatingIncome: 50_000, taxableIncome });
          const propertyIncome = rentByDaysOwned(50_000, { year: 2026, month: 3, day: 1 }, null, result.schedule.length);
          const context = owner({ filingStatus, nonPassive: passiveActivity === 'not_limited', propertyIncome, taxableIncome });
          const allowed = (column: 'Without' | 'With') =>
            result.schedule.map((year) => year[`allowed${column}Study`] ?? year[column === 'With' ? 'withStudy' : 'withoutStudy']);
          const [without, withStudy] = bothWorlds(allowed('Without'), allowed('With'), context);
          const added = without.years.map((year, index) => withStudy.years[index]!.deducted - year.deducted);
          const last = result.schedule.length - 1;
          // The last row also holds the years after the schedule: what the study moves between
          // them, year by year, bounds it (a carry can move a deduction to a higher bracket), with
          // a dollar of rounding a year.
          const movedAfter = withStudy.tail.reduce((sum, year, index) => sum + Math.abs(year.deducted - without.tail[index]!.deducted), 0);
          for (const [index, year] of result.schedule.entries()) {
            const saved = year.taxSavings!;
            if (index === last && withStudy.tail.length > 0) {
              const moved = Math.abs(withStudy.years[index]!.deducted - without.years[index]!.deducted) + movedAfter;
              expect(Math.abs(saved)).toBeLessThanOrEqual(moved * 0.37 + 1 + withStudy.tail.length);
              continue;
            }
            expect(Math.abs(saved)).toBeLessThanOrEqual(Math.abs(added[index]!) * 0.37 + 1);
            if (Math.abs(saved) > 1) expect(saved * added[index]!).toBeGreaterThan(0);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('a W-2 landlord under the phase-out, worked by hand with the 2025 brackets (Rev. Proc. 2024-40)', () => {
    // $120,000 of taxable income, a $600,000 rental actively managed, $18,000 of rent income a year,
    // 297 of 365 days of it in 2025 (from March 10): $14,647; modified AGI $130,000: an allowance of
    // $25,000 - 50% x $30,000 = $10,000 (IRC 469(i)).
    const result = taxImpact({
      propertyType: 'residential_ltr',
      purchasePrice: 600_000,
      placedInService: '2025-03-10',
      passiveActivity: 'active_participation',
      netOperatingIncome: 18_000,
      modifiedAgi: 130_000,
      taxableIncome: 120_000,
    });
    const row = result.schedule[0]!;
    expect(row).toMatchObject({ allowedWithoutStudy: 14_683, allowedWithStudy: 24_647 });
    // Without the study: $120,000 + $14,647 - $14,683 = $119,964 taxable (over $100,000: the schedule):
    // $17,651 + 24% x $16,614 = $21,638.36.
    expect(row.federalTaxWithoutStudy).toBe(21_638);
    // With it: $120,000 + $14,647 - $24,647 = $110,000: $17,651 + 24% x $6,650 = $19,247.
    expect(row.federalTaxWithStudy).toBe(19_247);
    expect(row.taxSavings).toBe(2_391);
    expect(result.assumptions.taxRate).toBe(0.24);
    // The flat 37% on the same extra deduction would have said $3,687.
    expect(Math.round((24_647 - 14_683) * 0.37)).toBe(3_687);
  });

  it('a real estate professional over the threshold: the first year saves the capped difference, the rest comes later', () => {
    const result = taxImpact({ ...apartments, taxRate: 0.37 });
    const { studyYear } = result;
    // By hand from the study year's deductions: each world's loss is capped at $256,000 (single, 2026).
    const capped = (deduction: number) => Math.min(deduction, 256_000);
    expect(studyYear.excessBusinessLoss).toBe(studyYear.withStudy - 256_000);
    expect(studyYear.taxSavings).toBe(Math.round((capped(studyYear.withStudy) - capped(studyYear.withoutStudy)) * 0.37));
    // The carried loss is deducted the next year at the flat rate, beside that year's own loss,
    // itself capped in each world (without the study, 2027's loss passes the threshold too).
    const next = result.schedule[1]!;
    expect(next.carriedForwardWithStudy).toBe(0);
    expect(next.carriedForwardWithoutStudy).toBe(next.withoutStudy - 256_000);
    expect(next.taxSavings).toBe(Math.round((capped(next.withStudy) + studyYear.excessBusinessLoss - capped(next.withoutStudy)) * 0.37));
    const joint = taxImpact({ ...apartments, taxRate: 0.37, filingStatus: 'married_joint' }).studyYear;
    expect(joint.excessBusinessLoss).toBe(joint.withStudy - 512_000);
  });

  it('a professional’s carryforward leaves out the standard deduction (IRC 172(d)(4)): the cap’s excess plus the loss past income and $16,100', () => {
    const result = taxImpact({ ...apartments, passiveActivity: 'not_limited', netOperatingIncome: 0, taxableIncome: 100_000 });
    const { withStudy } = result.studyYear;
    // 2026, single: $256,000 of the loss allowed, $100,000 of it used by income; of the $156,000
    // below zero the standard deduction's $16,100 makes no net operating loss.
    expect(result.schedule[0]!.carriedForwardWithStudy).toBe(withStudy - 256_000 + (256_000 - 100_000 - 16_100));
  });

  it('reports the marginal rate of the study year without the study, and each world’s tax on the rows', () => {
    // A landlord with $180,000 of taxable income: 24% (2026, single: $105,700 to $201,775).
    const result = taxImpact({
      propertyType: 'residential_ltr',
      purchasePrice: 650_000,
      placedInService: '2026-03-01',
      taxableIncome: 180_000,
      netOperatingIncome: 30_000,
      passiveActivity: 'passive',
    });
    expect(result.assumptions).toMatchObject({ taxRate: 0.24, taxableIncome: 180_000, latestBracketsYear: 2026 });
    const row = result.schedule[0]!;
    expect(row.taxSavings).toBe(row.federalTaxWithoutStudy! - row.federalTaxWithStudy!);
    // Passive, with no other passive income: only the property's own income takes the depreciation,
    // $30,000 a year, 306 of 365 days of it in 2026 (from March 1): $25,151. The study adds what is
    // allowed up to it, all in the 24% bracket.
    expect(row.allowedWithStudy).toBe(25_151);
    expect(Math.abs(row.taxSavings! - (row.allowedWithStudy! - row.allowedWithoutStudy!) * 0.24)).toBeLessThanOrEqual(1);
  });
});

describe('what a world changed from one year on saves (the fee’s deduction asks for many)', () => {
  // Losses big enough to carry for decades against a small income, a sale's gain in some
  // year: only the years the change reaches are figured, the base world's taken with the carry
  // moved wherever the carry in reaches what the year can use in both (from 2015: losses from
  // before 2018 too). What it saves must be the difference from the world figured from scratch.
  it('equals the difference from the same world figured from scratch, year by year and in its tail', () => {
    // A world's gain as gainCharacter sorts it: a net 1231 loss is ordinary.
    const gain = fc.record({
      index: fc.integer({ min: 0, max: 11 }),
      gain: fc
        .record({
          recaptured: fc.integer({ min: 0, max: 200_000 }),
          net1231: fc.integer({ min: -300_000, max: 2_000_000 }),
          unrecaptured: fc.integer({ min: 0, max: 900_000 }),
        })
        .map(({ recaptured, net1231, unrecaptured }) => {
          const totalGain = recaptured + net1231;
          if (net1231 <= 0) return { ordinaryGain: totalGain, unrecaptured1250Gain: 0, capitalGain: 0, totalGain, recaptured };
          const unrecaptured1250Gain = Math.min(unrecaptured, net1231);
          return { ordinaryGain: recaptured, unrecaptured1250Gain, capitalGain: net1231 - unrecaptured1250Gain, totalGain, recaptured };
        }),
    });
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 3_000_000 }), { minLength: 2, maxLength: 12 }),
        fc.integer({ min: 0, max: 11 }),
        fc.integer({ min: 1, max: 2_000_000 }),
        fc.integer({ min: 0, max: 11 }),
        fc.integer({ min: -2_000_000, max: 400_000 }),
        fc.integer({ min: 0, max: 900_000 }),
        fc.integer({ min: 2015, max: 2030 }),
        fc.option(gain, { nil: null }),
        fc.boolean(),
        (allowed, from, extra, later, laterExtra, income, firstYear, sale, nonPassive) => {
          const fromIndex = from % allowed.length;
          const context = { ...owner({ firstYear, taxableIncome: income, nonPassive }), propertyIncome: allowed.map(() => 40_000) };
          const inYear = sale && sale.index < allowed.length ? sale : null;
          const base = ownerFederalTax(allowed, context, undefined, inYear);
          const changed = allowed.slice();
          changed[fromIndex]! += extra;
          // A later year changed too, up or down (the general case: a base that carries longer).
          const lastChanged = Math.max(fromIndex, later % allowed.length);
          changed[lastChanged] = Math.max(0, changed[lastChanged]! + laterExtra);
          const [aligned, slow] = alignedWorlds(base, ownerFederalTax(changed, context, undefined, inYear), context);
          // Against the world figured already, and against the same world figured as it is read (no sale: figuredAsRead's).
          const bases = inYear ? [figured(base)] : [figured(base), figuredAsRead(allowed, context)];
          for (const figuredBase of bases) {
            const saved: number[] = [];
            const years = Math.max(yearCount(base), addChangedSavings(saved, figuredBase, changed, fromIndex, lastChanged, context, inYear));
            expect(years).toBe(yearCount(slow));
            expect(yearCount(aligned)).toBe(years);
            for (let index = 0; index < years; index++) expect(saved[index] ?? 0).toBe(taxSavedIn(aligned, slow, index, true));
            expect(saved.length).toBeLessThanOrEqual(years);
          }
        },
      ),
      { numRuns: 400 },
    );
  });
});

describe('a world figured from another (the study’s two worlds share the years before the study year)', () => {
  it('equals the world figured on its own, whatever the two worlds share', () => {
    const gainOf = (totalGain: number) => ({ ordinaryGain: totalGain, unrecaptured1250Gain: 0, capitalGain: 0, totalGain, recaptured: totalGain });
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 3_000_000 }), { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 0, max: 12 }),
        fc.integer({ min: -500_000, max: 500_000 }),
        fc.integer({ min: 0, max: 900_000 }),
        fc.integer({ min: 2015, max: 2030 }),
        fc.option(
          fc.record({
            index: fc.integer({ min: 0, max: 11 }),
            first: fc.integer({ min: -300_000, max: 900_000 }),
            second: fc.integer({ min: -300_000, max: 900_000 }),
          }),
          {
            nil: null,
          },
        ),
        (allowed, from, change, income, firstYear, sale) => {
          const context = { ...owner({ firstYear, taxableIncome: income, nonPassive: true }), propertyIncome: allowed.map(() => 40_000) };
          // The second world: the same deductions up to `from`, then changed; a sale's gain in the same year, of either size.
          const second = allowed.map((amount, index) => (index < from ? amount : Math.max(0, amount + change)));
          const firstSale = sale && sale.index < allowed.length ? { index: sale.index, gain: gainOf(sale.first) } : null;
          const secondSale = firstSale && { index: firstSale.index, gain: gainOf(sale!.second) };
          const first = ownerFederalTax(allowed, context, undefined, firstSale);
          const shared = ownerFederalTax(second, context, undefined, secondSale, { world: first, allowed, sale: firstSale });
          expect(shared).toEqual(ownerFederalTax(second, context, undefined, secondSale));
        },
      ),
      { numRuns: 300 },
    );
  });
});
