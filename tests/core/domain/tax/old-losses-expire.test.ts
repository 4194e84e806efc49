import { describe, expect, it } from 'vitest';
import { lastYearOfLoss, nonbusinessDeductionsFor } from '../../../../src/core/domain/tax/ordinary-income-tax.ts';
import { ownerFederalTax } from '../../../../src/core/domain/tax/owner-federal-tax.ts';
import { bracketRules } from '../../../../src/core/domain/tax/tax-rules.ts';

/**
 * A net operating loss of a year before 2018 is carried to the twenty years after it and no
 * further (IRC 172(b)(1)(A)(ii) before Public Law 115-97, which keeps it for those losses); a later
 * loss, to every later year. The losses are used oldest first (172(b)(2)). Decision 0363.
 */
describe('losses from before 2018 expire after twenty years', () => {
  it('the last year of a loss: twenty years on before 2018, none after', () => {
    expect(lastYearOfLoss(2015)).toBe(2035);
    expect(lastYearOfLoss(2017)).toBe(2037);
    expect(lastYearOfLoss(2018)).toBe(Number.POSITIVE_INFINITY);
  });

  it('the nonbusiness deductions that make no loss: the standard deduction, and before 2018 the filers’ own exemptions (172(d)(3), (4))', () => {
    // 2016: $6,300 and one $4,050 exemption; joint, $12,600 and two; 2018, the standard deduction alone.
    expect(nonbusinessDeductionsFor(2016, 'single')).toBe(10_350);
    expect(nonbusinessDeductionsFor(2016, 'married_joint')).toBe(20_700);
    expect(nonbusinessDeductionsFor(2015, 'head_of_household')).toBe(13_250);
    expect(nonbusinessDeductionsFor(2018, 'married_joint')).toBe(24_000);
  });

  it('a 2016 loss is used until 2036 and what is left of it then is gone; the 2017 loss after it, until 2037 (worked by hand)', () => {
    // Single, $10,000 of other taxable income each year, a professional (nothing passive). 2016: a
    // $300,000 loss, -$290,000 of taxable income; less $10,350 of standard deduction and exemption,
    // a $279,650 loss, to be used by 2036. 2017: a $100,000 loss, -$90,000; less $10,400 ($6,350 and
    // $4,050), a $79,600 loss, to be used by 2037. The old losses come first, without a limit.
    const allowed = [300_000, 100_000, ...new Array(20).fill(0)];
    const { years, tail } = ownerFederalTax(allowed, {
      firstYear: 2016,
      propertyIncome: [],
      nonPassive: true,
      rules: bracketRules(10_000, 'single', 0),
    });
    expect(years[0]).toMatchObject({ carriedForward: 279_650, carriedFromBefore2018: 279_650, unusedLoss: 10_350, federalTax: 0 });
    expect(years[1]).toMatchObject({ carriedForward: 359_250, carriedFromBefore2018: 359_250, unusedLoss: 10_400, federalTax: 0 });
    // 2018 to 2035, eighteen years, each takes $10,000 of the 2016 loss: $99,650 of it is left.
    expect(years[19]).toMatchObject({ deducted: 10_000, carriedForward: 179_250, federalTax: 0 });
    expect(years[19]!.lossesBefore2018).toEqual([
      { amount: 99_650, lastYear: 2036 },
      { amount: 79_600, lastYear: 2037 },
    ]);
    // 2036, the 2016 loss's last year: $10,000 more of it; $89,650 of it is left, unused.
    expect(years[20]).toMatchObject({ deducted: 10_000, carriedForward: 169_250, federalTax: 0 });
    // 2037: the 2016 loss is gone; $10,000 of the 2017 loss, in its last year: $69,600 left.
    expect(years[21]).toMatchObject({ deducted: 10_000, carriedForward: 69_600, carriedFromBefore2018: 69_600, federalTax: 0 });
    // 2038: the 2017 loss is gone too. Nothing is deducted: $10,000 taxed by the Tax Table (2026's
    // brackets, the last recorded), its row 10,000 to 10,050 at 10,025: 10% = $1,002.50, $1,003.
    expect(tail).toMatchObject([{ deducted: 0, carriedForward: 0, carriedFromBefore2018: 0, lossesBefore2018: [], federalTax: 1_003 }]);
  });

  it('a year before 2018 uses up a loss carried in by its income and the personal exemptions, which save no tax (172(b)(2)(A), (d)(3); a review)', () => {
    const world = (filingStatus: 'single' | 'married_joint') =>
      ownerFederalTax([300_000, 0], { firstYear: 2016, propertyIncome: [], nonPassive: true, rules: bracketRules(10_000, filingStatus, 0) }, 0).years;
    // Single: 2016 carries $279,650 (above); 2017 uses $10,000 against its income and $4,050 more against
    // the exemption: $265,600 carried, and taxable income $0.
    expect(world('single')[1]).toMatchObject({ deducted: 10_000, carriedForward: 265_600, federalTax: 0, unusedLoss: 4_050 });
    // Joint: 2016 -$290,000, less $12,600 and two exemptions of $4,050, $20,700: $269,300 carried; 2017
    // uses $10,000 and the two 2017 exemptions, $8,100: $251,200.
    expect(world('married_joint')[0]).toMatchObject({ carriedForward: 269_300 });
    expect(world('married_joint')[1]).toMatchObject({ deducted: 10_000, carriedForward: 251_200 });
  });
});
