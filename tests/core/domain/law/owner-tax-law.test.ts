import { describe, expect, it } from 'vitest';
import { valueAt } from '../../../../src/core/domain/law/dated-parameter.ts';
import { excessBusinessLossThreshold } from '../../../../src/core/domain/law/excess-business-loss.ts';
import {
  netInvestmentIncomeTaxThreshold,
  netInvestmentIncomeTaxThresholdJoint,
  netInvestmentIncomeTaxThresholdSeparate,
} from '../../../../src/core/domain/law/income-tax.ts';
import { netOperatingLossDeductionLimit } from '../../../../src/core/domain/law/net-operating-loss.ts';
import { ordinaryIncomeTaxBrackets } from '../../../../src/core/domain/law/ordinary-brackets.ts';
import { personalExemption, standardDeduction } from '../../../../src/core/domain/law/standard-deduction.ts';
import { FILING_STATUSES } from '../../../../src/core/domain/tax/passive-activity.ts';
import { citationsOf, REVENUE_PROCEDURE_OF_YEAR } from './revenue-procedures.ts';

describe('ordinaryIncomeTaxBrackets (IRC 1(a) to (d) and 1(j)(2), Rev. Procs 2014-61 to 2025-32)', () => {
  const TCJA_YEARS = [2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026];

  it("one row a year, 2015 to 2026: 2018 citing the statute's own tables, each other year the revenue procedure of its year", () => {
    expect(ordinaryIncomeTaxBrackets.rows.map((row) => row.from)).toEqual([2015, 2016, 2017, 2018, ...TCJA_YEARS].map((year) => `${year}-01-01`));
    expect(citationsOf(ordinaryIncomeTaxBrackets.rows)).toEqual([
      ...[2015, 2016, 2017].map((year) => REVENUE_PROCEDURE_OF_YEAR[year]),
      'IRC section 1(j)(2',
      ...TCJA_YEARS.map((year) => REVENUE_PROCEDURE_OF_YEAR[year]),
    ]);
  });

  it.each(ordinaryIncomeTaxBrackets.rows.map((row) => [row.from, row] as const))(
    '%s: every filing status has the seven rates of its year (10% to 39.6% before 2018, 10% to 37% from 2018), from 0 and rising',
    (from, row) => {
      const rates = from < '2018-01-01' ? [0.1, 0.15, 0.25, 0.28, 0.33, 0.35, 0.396] : [0.1, 0.12, 0.22, 0.24, 0.32, 0.35, 0.37];
      expect(Object.keys(row.value).sort()).toEqual([...FILING_STATUSES].sort());
      for (const status of FILING_STATUSES) {
        const schedule = row.value[status];
        expect(schedule.map((bracket) => bracket.rate)).toEqual(rates);
        expect(schedule[0]!.over).toBe(0);
        for (let index = 1; index < schedule.length; index++) expect(schedule[index]!.over).toBeGreaterThan(schedule[index - 1]!.over);
      }
    },
  );

  it('before 2018 (1(a) to (d)): the 10% and 15% brackets of a joint return twice the single, married filing separately half the joint throughout, and the 33% bracket ending at the same amount for single, joint and head of household', () => {
    for (const from of ['2015-01-01', '2016-01-01', '2017-01-01']) {
      const { single, married_joint, married_separate, head_of_household } = valueAt(ordinaryIncomeTaxBrackets, from);
      expect([married_joint[1]!.over, married_joint[2]!.over], from).toEqual([2 * single[1]!.over, 2 * single[2]!.over]);
      expect(
        married_separate.map((bracket) => 2 * bracket.over),
        from,
      ).toEqual(married_joint.map((bracket) => bracket.over));
      expect([married_joint[5]!.over, head_of_household[5]!.over], from).toEqual([single[5]!.over, single[5]!.over]);
    }
  });

  it('the 39.6% bracket begins: 2015 $413,200 single, $464,850 joint; 2016 $415,050, $466,950; 2017 $418,400, $470,700', () => {
    const top = (date: string) => {
      const brackets = valueAt(ordinaryIncomeTaxBrackets, date);
      return [brackets.single.at(-1)!.over, brackets.married_joint.at(-1)!.over];
    };
    expect(top('2015-01-01')).toEqual([413_200, 464_850]);
    expect(top('2016-01-01')).toEqual([415_050, 466_950]);
    expect(top('2017-01-01')).toEqual([418_400, 470_700]);
  });

  it('the 37% bracket begins: 2022 $539,900 single (not $539,000), 2023 $346,875 separate (half the joint $693,750, not the single $578,125)', () => {
    expect(valueAt(ordinaryIncomeTaxBrackets, '2022-01-01').single.at(-1)!.over).toBe(539_900);
    expect(valueAt(ordinaryIncomeTaxBrackets, '2023-01-01').married_separate.at(-1)!.over).toBe(346_875);
  });

  it('the 37% bracket begins: 2025 $626,350 single, $751,600 joint, $375,800 separate; 2026 $640,600, $768,700, $384,350', () => {
    const top = (date: string) => {
      const brackets = valueAt(ordinaryIncomeTaxBrackets, date);
      return [brackets.single.at(-1)!.over, brackets.married_joint.at(-1)!.over, brackets.married_separate.at(-1)!.over];
    };
    expect(top('2025-01-01')).toEqual([626_350, 751_600, 375_800]);
    expect(top('2026-01-01')).toEqual([640_600, 768_700, 384_350]);
  });

  it("head of household's 35% begins $25 below single's (2025: $250,500 and $250,525)", () => {
    const brackets = valueAt(ordinaryIncomeTaxBrackets, '2025-06-30');
    expect(brackets.head_of_household[5]!.over).toBe(250_500);
    expect(brackets.single[5]!.over).toBe(250_525);
  });
});

describe('excessBusinessLossThreshold (IRC 461(l)(3)(A)(ii)(II))', () => {
  it('no limit from 2018 to 2020, citing the CARES Act section 2304', () => {
    expect(valueAt(excessBusinessLossThreshold, '2018-01-01')).toBeNull();
    expect(valueAt(excessBusinessLossThreshold, '2020-12-31')).toBeNull();
    expect(excessBusinessLossThreshold.rows[0]!.reference.title).toMatch(/116-136.*section 2304/);
  });

  it('by year: 2021 $262,000, 2024 $305,000, 2025 $313,000, 2026 $256,000, the joint amount twice the single', () => {
    expect(valueAt(excessBusinessLossThreshold, '2021-01-01')).toEqual({ single: 262_000, joint: 524_000 });
    expect(valueAt(excessBusinessLossThreshold, '2024-01-01')).toEqual({ single: 305_000, joint: 610_000 });
    expect(valueAt(excessBusinessLossThreshold, '2025-01-01')).toEqual({ single: 313_000, joint: 626_000 });
    expect(valueAt(excessBusinessLossThreshold, '2026-01-01')).toEqual({ single: 256_000, joint: 512_000 });
    for (const row of excessBusinessLossThreshold.rows) if (row.value) expect(row.value.joint, row.from).toBe(2 * row.value.single);
  });

  it('the 2026 row cites Rev. Proc. 2025-32 and P.L. 119-21 section 70601', () => {
    expect(excessBusinessLossThreshold.rows.at(-1)!.reference.title).toMatch(/Rev\. Proc\. 2025-32.*70601/);
  });
});

describe('netOperatingLossDeductionLimit (IRC 172(a)(2))', () => {
  it('1 (no percentage limit) for 2018 to 2020, 0.8 from 2021 on', () => {
    expect(valueAt(netOperatingLossDeductionLimit, '2020-12-31')).toBe(1);
    expect(valueAt(netOperatingLossDeductionLimit, '2021-01-01')).toBe(0.8);
    expect(valueAt(netOperatingLossDeductionLimit, '2050-01-01')).toBe(0.8);
  });
});

describe('standardDeduction (IRC 63(c); for IRC 172(d)(4))', () => {
  it('one row a year, 2015 to 2026: 2018 the statute, 2025 P.L. 119-21 section 70102, each other year its revenue procedure', () => {
    expect(standardDeduction.rows.map((row) => row.from.slice(0, 4))).toEqual([
      '2015',
      '2016',
      '2017',
      '2018',
      '2019',
      '2020',
      '2021',
      '2022',
      '2023',
      '2024',
      '2025',
      '2026',
    ]);
    expect(citationsOf(standardDeduction.rows)).toEqual([
      ...[2015, 2016, 2017].map((year) => REVENUE_PROCEDURE_OF_YEAR[year]),
      'IRC section 63(c)(',
      ...[2019, 2020, 2021, 2022, 2023, 2024].map((year) => REVENUE_PROCEDURE_OF_YEAR[year]),
      'Public Law 119-21,',
      REVENUE_PROCEDURE_OF_YEAR[2026],
    ]);
  });

  it('before 2018, as published (single / joint / head of household): 2015 $6,300 / $12,600 / $9,250; 2016 $6,300 / $12,600 / $9,300; 2017 $6,350 / $12,700 / $9,350', () => {
    expect(valueAt(standardDeduction, '2015-01-01')).toEqual({ single: 6_300, married_joint: 12_600, married_separate: 6_300, head_of_household: 9_250 });
    expect(valueAt(standardDeduction, '2016-01-01')).toEqual({ single: 6_300, married_joint: 12_600, married_separate: 6_300, head_of_household: 9_300 });
    expect(valueAt(standardDeduction, '2017-12-31')).toEqual({ single: 6_350, married_joint: 12_700, married_separate: 6_350, head_of_household: 9_350 });
  });

  it('the personal exemption (IRC 151(d); for IRC 172(d)(3)): $4,000 in 2015, $4,050 in 2016 and 2017, nothing from 2018 (151(d)(5))', () => {
    expect(personalExemption.rows.map((row) => [row.from, row.value])).toEqual([
      ['2015-01-01', 4_000],
      ['2016-01-01', 4_050],
      ['2017-01-01', 4_050],
      ['2018-01-01', 0],
    ]);
    expect(citationsOf(personalExemption.rows)).toEqual([...[2015, 2016, 2017].map((year) => REVENUE_PROCEDURE_OF_YEAR[year]), 'IRC section 151(d)']);
  });

  it('as published: 2018 $12,000 / $24,000 / $18,000; 2025 $15,750 / $31,500 / $23,625 (not Rev. Proc. 2024-40’s $15,000); 2026 $16,100 / $32,200 / $24,150', () => {
    expect(valueAt(standardDeduction, '2018-01-01')).toEqual({ single: 12_000, married_joint: 24_000, married_separate: 12_000, head_of_household: 18_000 });
    expect(valueAt(standardDeduction, '2025-01-01')).toEqual({ single: 15_750, married_joint: 31_500, married_separate: 15_750, head_of_household: 23_625 });
    expect(valueAt(standardDeduction, '2026-01-01')).toEqual({ single: 16_100, married_joint: 32_200, married_separate: 16_100, head_of_household: 24_150 });
  });

  it('every year: joint twice single, separate the single amount (63(c)(2)), head of household between them', () => {
    for (const { from, value } of standardDeduction.rows) {
      expect(value.married_joint, from).toBe(2 * value.single);
      expect(value.married_separate, from).toBe(value.single);
      expect(value.head_of_household, from).toBeGreaterThan(value.single);
      expect(value.head_of_household, from).toBeLessThan(value.married_joint);
    }
  });
});

describe('the 3.8% thresholds (IRC 1411(b)), not indexed', () => {
  it('$200,000 single, $250,000 joint, $125,000 married filing separately (half the joint, 1411(b)(2)), the same in 2013 and 2026', () => {
    for (const day of ['2013-01-01', '2026-01-01']) {
      expect(
        [netInvestmentIncomeTaxThreshold, netInvestmentIncomeTaxThresholdJoint, netInvestmentIncomeTaxThresholdSeparate].map((record) => valueAt(record, day)),
      ).toEqual([200_000, 250_000, 125_000]);
    }
    expect(netInvestmentIncomeTaxThresholdSeparate.rows[0]!.reference.title).toContain('$125,000 married filing separately');
  });
});
