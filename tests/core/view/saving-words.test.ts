import { describe, expect, it } from 'vitest';
import { V2_PROPERTY_TYPES } from '../../../src/core/domain/estimate/catalog.ts';
import { estimateV2Detail } from '../../../src/core/domain/estimate/estimate.ts';
import { landShareForZip } from '../../../src/core/domain/estimate/land.ts';
import { stateRatesFor } from '../../../src/core/domain/law/state-rates.ts';
import { taxImpact } from '../../../src/core/domain/tax/tax-impact.ts';
import type { TaxImpactInput } from '../../../src/core/domain/tax/tax-impact-types.ts';
import { formatUsd } from '../../../src/core/view/format.ts';
import { headlineOf } from '../../../src/core/view/headline.ts';
import { headlineBreakdown } from '../../../src/core/view/headline-breakdown.ts';
import { keepFigures, keepSummary } from '../../../src/core/view/keep-figures.ts';
import { ownerAnswer } from '../../../src/core/view/owner-answer.ts';
import { PARTICIPATION_ANSWERS, participationAnswers, participationOf, valuesOfAnswer } from '../../../src/core/view/participation.ts';
import { reportInputRows } from '../../../src/core/view/report.ts';
import { netLossSentence, savingReason } from '../../../src/core/view/saving-reason.ts';
import { savingAssumptions } from '../../../src/core/view/saving-words.ts';
import { studyYearSplit } from '../../../src/core/view/study-year-split.ts';
import { LANDLORD_PHASED_OUT } from './owners.ts';

/** Issue 31's W-2 landlord: $180,000 taxable income, a $650,000 long-term rental in Austin, active participation. */
const LANDLORD: TaxImpactInput = {
  propertyType: 'residential_ltr',
  purchasePrice: 650_000,
  zip: '78701',
  placedInService: '2026-03-01',
  taxableIncome: 180_000,
  passiveActivity: 'active_participation',
  netOperatingIncome: 30_000,
  modifiedAgi: 200_000,
};
/** Issue 31's real estate professional: a $10,000,000 apartment building, $400,000 taxable income, single. */
const PROFESSIONAL: TaxImpactInput = {
  propertyType: 'multifamily_5plus',
  purchasePrice: 10_000_000,
  placedInService: '2026-03-01',
  taxableIncome: 400_000,
  filingStatus: 'single',
};

describe('savingAssumptions: the facts a tax figure rests on, in its sentence (decision 0309)', () => {
  it('without the income: the flat rate, and the owner named: a real estate professional', () => {
    const result = taxImpact({ propertyType: 'office', purchasePrice: 1_250_000, placedInService: '2026-03-01' });
    expect(savingAssumptions(result)).toBe('at a 37% rate, as a real estate professional');
    // The 3.8% is named where it applies: a passive investor's rental, not a professional's trade or business (decision 0350).
    const niit = taxImpact({
      propertyType: 'office',
      purchasePrice: 1_250_000,
      placedInService: '2026-03-01',
      investmentIncomeTax: true,
      passiveActivity: 'passive',
    });
    expect(savingAssumptions(niit)).toBe('at a 37% rate and the 3.8% tax, as an investor who does not manage it');
    const professional = taxImpact({ propertyType: 'office', purchasePrice: 1_250_000, placedInService: '2026-03-01', investmentIncomeTax: true });
    expect(savingAssumptions(professional)).toBe('at a 37% rate, as a real estate professional');
  });

  it('with the income: the income and the filing status, and how the owner takes part', () => {
    expect(savingAssumptions(taxImpact(LANDLORD))).toBe('on your $180,000 taxable income (single), as a landlord who manages it');
    expect(savingAssumptions(taxImpact({ ...PROFESSIONAL, filingStatus: 'married_joint' }))).toBe(
      'on your $400,000 taxable income (married filing jointly), as a real estate professional, up to the excess business loss limit',
    );
    const investor = taxImpact({ ...LANDLORD, passiveActivity: 'passive', modifiedAgi: undefined });
    expect(savingAssumptions(investor)).toBe('on your $180,000 taxable income (single), as an investor who does not manage it');
  });

  it('no headline says what could be saved without them, whatever the owner gave', () => {
    for (const propertyType of V2_PROPERTY_TYPES)
      for (const extra of [
        {},
        { taxableIncome: 90_000 },
        { studyFee: 5_000 },
        { saleDate: '2031-01-02' },
        { passiveActivity: 'passive' as const, netOperatingIncome: 1 },
      ]) {
        const result = taxImpact({ propertyType, purchasePrice: 900_000, placedInService: '2026-03-01', ...extra });
        expect(headlineOf(result).label.endsWith(savingAssumptions(result)), `${propertyType} ${JSON.stringify(extra)}`).toBe(true);
      }
  });
});

describe('the study year adds up: extra deduction = counts this year + suspended + carried', () => {
  it('for every property type, participation and income, and a study year after the year placed in service', () => {
    for (const propertyType of V2_PROPERTY_TYPES)
      for (const passiveActivity of ['not_limited', 'active_participation', 'passive'] as const)
        for (const taxableIncome of [undefined, 0, 60_000, 400_000])
          for (const [placedInService, studyYear] of [
            ['2026-05-01', undefined],
            ['2023-05-01', 2025],
          ] as const) {
            if (passiveActivity === 'active_participation' && propertyType === 'residential_str') continue;
            const limited = passiveActivity !== 'not_limited';
            const result = taxImpact({
              propertyType,
              purchasePrice: 4_000_000,
              placedInService,
              studyYear,
              passiveActivity,
              taxableIncome,
              ...(limited ? { netOperatingIncome: 120_000 } : {}),
              ...(passiveActivity === 'active_participation' ? { modifiedAgi: 120_000 } : {}),
            });
            const split = studyYearSplit(result);
            expect(split.usedNow + split.suspended + split.carried).toBe(split.extra);
            expect(split.extra).toBe(result.studyYear.additionalDeduction);
          }
  });
});

describe('savingReason: why the saving is small, in words', () => {
  it('the W-2 landlord: none of the loss reaches the salary at this income; what waits is the suspended loss', () => {
    const result = taxImpact(LANDLORD);
    const row = result.schedule[0]!;
    expect(savingReason(result, LANDLORD)).toBe(
      `At your income the loss cannot reduce tax on your salary in 2026; $${(row.suspendedWithStudy! - row.suspendedWithoutStudy!).toLocaleString('en-US')} waits for later years: the rental’s income uses it, and a taxable sale releases the rest.`,
    );
    // Without the request's incomes the page cannot tell whether the salary is reached.
    expect(savingReason(result)).toMatch(/^Under the passive-loss limits only part of the loss counts in 2026; \$[\d,]+ waits/);
    // A lower income leaves part of the allowance: that much of the loss reaches the salary.
    const lower = { ...LANDLORD, netOperatingIncome: 10_000, modifiedAgi: 100_000 };
    expect(savingReason(taxImpact(lower), lower)).toMatch(/^At your income only \$25,000 of the loss can reduce tax on your salary in 2026; /);
  });

  it('a landlord bought in December: the allowance reaches the salary, judged on the rent of the days owned (a review: it read the whole year’s rent)', () => {
    const december: TaxImpactInput = {
      propertyType: 'residential_ltr',
      purchasePrice: 740_981,
      placedInService: '2025-12-05',
      zip: '94110',
      filingStatus: 'single',
      taxableIncome: 161_360,
      passiveActivity: 'active_participation',
      modifiedAgi: 133_486,
      netOperatingIncome: 36_234,
      case: 'low',
    };
    const result = taxImpact(december);
    // $25,000 less half of the modified AGI over $100,000 (IRC 469(i)(3)): $8,257, all of it used, as a loss is suspended.
    expect(savingReason(result, december)).toMatch(
      /^At your income only \$8,257 of the loss can reduce tax on your salary in 2025; \$[\d,]+ waits for later years/,
    );
    expect(result.studyYear.taxSavings).toBeGreaterThan(0);
  });

  it('with a state, a loss the federal limit carries is said to be the federal tax’s (a review: "None … can reduce tax" beside a state’s saving)', () => {
    const body: TaxImpactInput = {
      propertyType: 'multifamily_5plus',
      purchasePrice: 6_419_287,
      placedInService: '2019-08-11',
      zip: '10001',
      studyYear: 2021,
      filingStatus: 'married_separate',
      taxableIncome: 99_349,
      passiveActivity: 'not_limited',
      saleDate: '2033-09-15',
      salePrice: 7_573_586,
      state: 'NJ',
      case: 'low',
    };
    const result = taxImpact(body, stateRatesFor('NJ'));
    const row = result.schedule.find((year) => year.year === 2021)!;
    expect(row.taxSavings).toBe(0);
    expect(row.stateTaxSavings).toBeGreaterThan(0);
    expect(savingReason(result, body)).toMatch(/^None of the extra deduction can reduce federal tax on your other income in 2021; /);
  });

  it('the real estate professional over the 461(l) threshold: what counts now, and what is carried to next year', () => {
    const result = taxImpact(PROFESSIONAL);
    const split = studyYearSplit(result);
    expect(split).toMatchObject({ extra: 2_063_821, usedNow: 11_285, suspended: 0, carried: 2_052_536, excessBusinessLoss: 2_052_536 });
    expect(savingReason(result)).toBe(
      'Only $11,285 of the extra deduction can reduce tax on your other income in 2026; $2,052,536 is carried to next year (the excess business loss limit).',
    );
  });

  it('issue 41: a carry that is both an excess business loss and a loss beyond the income names each with its figure', () => {
    // The professional's $10M office of issue 41, married filing jointly on $400,000: the 461(l)
    // excess, and past it a loss larger than the income that is left, a net operating loss.
    const result = taxImpact({
      propertyType: 'office',
      purchasePrice: 10_000_000,
      placedInService: '2026-01-15',
      passiveActivity: 'not_limited',
      taxableIncome: 400_000,
      filingStatus: 'married_joint',
    });
    const split = studyYearSplit(result);
    const row = result.schedule.find((year) => year.year === 2026)!;
    expect(row.carriedForwardWithoutStudy ?? 0).toBe(0);
    expect(split.excessBusinessLoss).toBeGreaterThan(0);
    expect(split.carried).toBeGreaterThan(split.excessBusinessLoss);
    // By hand: the carried loss less the excess business loss is the net operating loss.
    const operatingLoss = split.carried - split.excessBusinessLoss;
    expect(savingReason(result)).toBe(
      `Only ${formatUsd(split.usedNow)} of the extra deduction can reduce tax on your other income in 2026; ${formatUsd(split.carried)} is carried to next year: ${formatUsd(split.excessBusinessLoss)} over the excess business loss limit, and ${formatUsd(operatingLoss)} beyond your income, a net operating loss.`,
    );
  });

  it('a review’s bodies: none of the deduction counts now; an exchange that loses to its fee; savings below zero in today’s money', () => {
    // All of the extra deduction over the 461(l) threshold: "None of", never "Only $0 of".
    const none = taxImpact({
      propertyType: 'retail',
      purchasePrice: 27_791_689,
      placedInService: '2025-01-21',
      passiveActivity: 'not_limited',
      studyYear: 2026,
      taxableIncome: 3_169,
    });
    expect(studyYearSplit(none).usedNow).toBe(0);
    expect(savingReason(none)).toMatch(/^None of the extra deduction can reduce tax on your other income in 2026; \$[\d,]+ is carried to next year/);
    // An exchange taxes nothing: a study that loses to its fee is not said to be taken back by the sale.
    const exchanged = taxImpact({
      propertyType: 'residential_ltr',
      purchasePrice: 500_000,
      placedInService: '2024-03-01',
      passiveActivity: 'not_limited',
      taxRate: 0.24,
      studyFee: 12_000,
      saleDate: '2030-06-30',
      exchange: true,
    });
    const lost = ownerAnswer(exchanged);
    expect(lost.loses).toBe(true);
    expect(lost.givenBack).toBe(false);
    expect(netLossSentence(lost, 2030)).toBe(
      `The study would cost about ${formatUsd(-lost.today.net)} more than it saves, in today’s money: its savings do not cover its fee.`,
    );
    // Savings below zero in today's money: said as the tax the study adds, never "worth -$599".
    const higher = taxImpact({
      propertyType: 'residential_ltr',
      purchasePrice: 575_626,
      placedInService: '2026-01-19',
      passiveActivity: 'not_limited',
      taxableIncome: 110_852,
      filingStatus: 'married_joint',
      netOperatingIncome: 11_523,
      studyFee: 27_360,
    });
    const answer = ownerAnswer(higher);
    expect(answer.today.taxSaved).toBeLessThan(0);
    expect(keepSummary(higher, false)).toBe(
      `In today’s money: the study’s deductions cost ${formatUsd(-answer.today.taxSaved)} more in tax over the years than they save; the fee is ${formatUsd(answer.today.fee)}.`,
    );
    expect(netLossSentence(answer, null)).toMatch(/: the years it deducts less cost more in tax than the years it deducts more save\.$/);
  });

  it('a deduction larger than the income: carried as a net operating loss', () => {
    const result = taxImpact({
      propertyType: 'residential_ltr',
      purchasePrice: 1_000_000,
      placedInService: '2026-03-01',
      taxableIncome: 50_000,
      filingStatus: 'married_joint',
    });
    expect(result.studyYear.excessBusinessLoss).toBe(0);
    expect(savingReason(result)).toMatch(/^The deduction is more than your income in 2026; \$[\d,]+ is carried to next year as a net operating loss\.$/);
  });

  it('a passive investor: the loss offsets only passive income', () => {
    const result = taxImpact({ ...LANDLORD, passiveActivity: 'passive', modifiedAgi: undefined });
    expect(savingReason(result)).toMatch(/^As an investor who does not manage it, the loss offsets only passive income; \$[\d,]+ waits/);
  });

  it('nothing to explain when all of the extra deduction counts this year', () => {
    const result = taxImpact({ propertyType: 'office', purchasePrice: 1_250_000, placedInService: '2026-03-01' });
    expect(savingReason(result)).toBeNull();
  });
});

describe('headlineBreakdown: this year, over time, after a sale', () => {
  it('says which figures are in today’s money, and without a sale what a sale would do', () => {
    const result = taxImpact(LANDLORD);
    const answer = ownerAnswer(result);
    expect(headlineBreakdown(result)).toEqual([
      ['Tax saved in 2026, not discounted', `$${answer.years[0]!.taxSaved.toLocaleString('en-US')}`, null, 'this-year'],
      [
        `Tax saved 2026–${answer.years.at(-1)!.year}, in today’s money`,
        '$8,316',
        expect.stringMatching(/^not discounted, the years add up to (about \$0|-?\$[\d,]+)/),
        'over-time',
      ],
      ['After a sale', 'None planned', 'a sale would take part of the saving back (recapture)', 'after-sale'],
    ]);
  });

  it('with a fee and a sale, the net value after both, in today’s money', () => {
    const result = taxImpact({ propertyType: 'office', purchasePrice: 1_250_000, placedInService: '2026-03-01', saleDate: '2031-06-01', studyFee: 8_000 });
    expect(headlineBreakdown(result)[2]).toEqual([
      'After the fee and the tax at the sale in 2031, in today’s money',
      `$${result.netBenefit.netPresentValue.toLocaleString('en-US')}`,
      null,
      'after-sale',
    ]);
  });

  it('an exchange is named as such: no tax at it', () => {
    const result = taxImpact({ propertyType: 'office', purchasePrice: 1_250_000, placedInService: '2026-03-01', saleDate: '2031-06-01', exchange: true });
    expect(headlineBreakdown(result)[2]![0]).toBe('After the exchange in 2031, in today’s money');
  });

  it('held through the recovery at one rate the sum as paid is about $0, and says why', () => {
    const result = taxImpact({ propertyType: 'office', purchasePrice: 1_250_000, zip: '10001', placedInService: '2025-05-15' });
    expect(Math.abs(ownerAnswer(result).total.taxSaved)).toBeLessThan(50);
    expect(headlineBreakdown(result)[1]![2]).toBe('not discounted, the years add up to about $0: the study deducts sooner, not more');
  });

  it('the payback year shows only with a fee (What you keep)', () => {
    const ids = (input: Partial<TaxImpactInput>) =>
      keepFigures(taxImpact({ propertyType: 'office', purchasePrice: 1_250_000, placedInService: '2026-03-01', ...input })).map(([, , id]) => id);
    expect(ids({ saleDate: '2031-06-01' })).not.toContain('payback');
    expect(ids({ studyFee: 8_000 })).toContain('payback');
  });
});

describe('the participation: four answers in plain words on the request’s own fields', () => {
  it('offers the short-term rental’s answer for a short-term rental only', () => {
    expect(participationAnswers(false).map(({ id }) => id)).toEqual(['professional', 'landlord', 'investor']);
    expect(participationAnswers(true).map(({ id }) => id)).toEqual(['professional', 'shortTermRental', 'landlord', 'investor']);
    // A short-term rental's landlord is offered the allowance only with the stays it needs (issue 41).
    const landlord = participationAnswers(true).find(({ id }) => id === 'landlord')!;
    expect(landlord.label).toBe('I’m a landlord who manages it, and stays average over 7 days');
    expect(landlord.sentence).toMatch(/With shorter stays there is no such allowance\.$/);
    expect(valuesOfAnswer(landlord, true)).toContainEqual(['averageStay', 'over_7_days']);
  });

  it('maps each answer onto passiveActivity and, for a short-term rental, the stay it implies; and back', () => {
    const answer = (id: string) => PARTICIPATION_ANSWERS.find((one) => one.id === id)!;
    expect(valuesOfAnswer(answer('professional'), false)).toEqual([['passiveActivity', 'not_limited']]);
    expect(valuesOfAnswer(answer('shortTermRental'), true)).toEqual([
      ['passiveActivity', 'not_limited'],
      ['averageStay', ''],
    ]);
    expect(valuesOfAnswer(answer('landlord'), true)).toEqual([
      ['passiveActivity', 'active_participation'],
      ['averageStay', 'over_7_days'],
    ]);
    expect(valuesOfAnswer(answer('investor'), true)).toEqual([['passiveActivity', 'passive']]);
    expect(participationOf('not_limited', '', true)).toBe('shortTermRental');
    expect(participationOf('not_limited', 'over_7_days', true)).toBe('professional');
    expect(participationOf('not_limited', '', false)).toBe('professional');
    expect(participationOf('active_participation', '', false)).toBe('landlord');
    expect(participationOf('passive', '', true)).toBe('investor');
  });
});

describe('the printed report: the income and the carried loss', () => {
  it('lists the taxable income, the marginal rate, the excess business loss and the carried amounts', () => {
    const result = taxImpact(PROFESSIONAL);
    const input = { propertyType: PROFESSIONAL.propertyType, purchasePrice: PROFESSIONAL.purchasePrice };
    const rows = reportInputRows(input, estimateV2Detail(input, landShareForZip(undefined)), result, PROFESSIONAL);
    expect(rows).toContainEqual(['Household taxable income', '$400,000 a year, without this property']);
    expect(rows).toContainEqual(['Tax rate', '24% marginal, from the brackets (years after 2026 use 2026’s)']);
    expect(rows).toContainEqual(['Excess business loss in 2026 (IRC 461(l))', '$2,052,536']);
    expect(rows).toContainEqual(['Net operating loss carried to 2027: without / with the study', '$0 / $2,052,536']);
    const flat = taxImpact({ ...PROFESSIONAL, taxableIncome: undefined, purchasePrice: 1_000_000 });
    const flatRows = reportInputRows(input, estimateV2Detail(input, landShareForZip(undefined)), flat);
    expect(flatRows.map(([name]) => name)).not.toContain('Household taxable income');
    expect(flatRows.map(([name]) => name)).not.toContain('Excess business loss in 2026 (IRC 461(l))');
  });

  it('a landlord whose loss the passive rules suspend carries no net operating loss: no "$0 / $0" row beside what waits (a review)', () => {
    const landlord = LANDLORD_PHASED_OUT;
    const input = { propertyType: landlord.propertyType, purchasePrice: landlord.purchasePrice, zip: landlord.zip };
    const rows = reportInputRows(input, estimateV2Detail(input, landShareForZip(landlord.zip)), taxImpact(landlord), landlord);
    expect(rows.map(([name]) => name).filter((name) => name.includes('carried'))).toEqual([]);
  });
});
