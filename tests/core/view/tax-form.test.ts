import { describe, expect, it } from 'vitest';
import type { V2Request } from '../../../src/core/contract/schemas.ts';
import { stateCodeOf } from '../../../src/core/domain/estimate/land.ts';
import { stateRatesFor } from '../../../src/core/domain/law/state-rates.ts';
import { taxImpact } from '../../../src/core/domain/tax/tax-impact.ts';
import { taxFormValuesFrom } from '../../../src/core/view/link-values.ts';
import { evaluateTaxForm } from '../../../src/core/view/tax-evaluation.ts';
import { defaultTaxFormValues, type TaxFormValues, taxFormQuery } from '../../../src/core/view/tax-form.ts';

const TODAY = '2024-05-15';
const OFFICE: V2Request = { propertyType: 'office', purchasePrice: 1_250_000, zip: '10001' };
const form = (values: Partial<TaxFormValues>): TaxFormValues => ({ ...defaultTaxFormValues(TODAY), ...values });
const fromQuery = (query: string) => taxFormValuesFrom(new URLSearchParams(query), TODAY);

/** The form's state without the estimate it shows (owner-estimate.ts): what these tests judge. */
const judged = (input: Parameters<typeof evaluateTaxForm>[0], values: Parameters<typeof evaluateTaxForm>[1]) => {
  const { estimate: _shown, ...state } = evaluateTaxForm(input, values, TODAY);
  return state;
};

/** The page's tax assumptions: rates show as percents with their sign and travel in links as fractions, as the API takes them. */
describe('the tax form', () => {
  it('starts with the tax rate blank (the study year\u2019s top rate, as the API), 5% discount, the law\u2019s bonus rate', () => {
    expect(defaultTaxFormValues(TODAY)).toEqual({
      placedInService: TODAY,
      taxRate: '',
      case: 'typical',
      bonusRate: '',
      discountRate: '5%',
      studyYear: '',
      acquired: '',
      studyFee: '',
      saleDate: '',
      // Decision 0342: nothing chosen for the owner; the page asks before it answers.
      passiveActivity: '',
      netOperatingIncome: '',
      otherPassiveIncome: '',
      modifiedAgi: '',
      // Issues 26 and 27: no stay asked, single, no 3.8%, the ZIP's state at its top rate.
      averageStay: '',
      filingStatus: 'single',
      investmentIncomeTax: '',
      state: '',
      stateTaxRate: '',
      taxableIncome: '', // issue 31: blank, the tax rate
      // Issue 35: the sale's price, the value at sale and an exchange; issue 32: the owner's land value.
      salePrice: '',
      reclassifiedValueAtSale: '',
      exchange: '',
      landShare: '',
      assessedLand: '',
      assessedImprovements: '',
    });
  });

  describe('a link\u2019s rates', () => {
    it.each([
      ['taxRate=0.37', 'taxRate', '37%'],
      ['taxRate=37%25', 'taxRate', '37%'],
      ['taxRate=0.24', 'taxRate', '24%'],
      ['discountRate=0.08', 'discountRate', '8%'],
      ['bonusRate=0', 'bonusRate', '0%'],
      ['bonusRate=1', 'bonusRate', '100%'],
    ] as const)('%s shows as %s %s', (query, field, shown) => {
      expect(fromQuery(query)[field]).toBe(shown);
    });

    it('a bare number over 1 shows as the link wrote it, with a message that says how to write it', () => {
      const values = fromQuery('taxRate=37&bonusRate=50&discountRate=5');
      expect([values.taxRate, values.bonusRate, values.discountRate]).toEqual(['37', '50', '5']);
      expect(judged(OFFICE, values)).toEqual({
        kind: 'invalid',
        issues: {
          taxRate: 'Write 37% or 0.37, not a bare 37',
          bonusRate: 'Write 50% or 0.5, not a bare 50',
          discountRate: 'Write 5% or 0.05, not a bare 5',
        },
      });
    });

    it('a bare number whose percent its range refuses gets the range, not a way of writing it the range refuses in turn (a review)', () => {
      const values = fromQuery('taxRate=240&bonusRate=150');
      const state = judged(OFFICE, values);
      expect(state.kind).toBe('invalid');
      const issues = state.kind === 'invalid' ? state.issues : {};
      // Told to write 240% or 2.4, each refused as past 100% or a bare 2.4: now the range, as 240% gets.
      const asPercent = judged(OFFICE, fromQuery('taxRate=240%25'));
      expect(issues.taxRate).toBe(asPercent.kind === 'invalid' ? asPercent.issues.taxRate : 'a message');
      expect(issues.taxRate).not.toMatch(/bare/);
      expect(issues.bonusRate).not.toMatch(/bare/);
      expect(issues.taxRate).toMatch(/100%/);
    });

    it('taxRate=0.37 gives the figures the API gives for taxRate 0.37 (not 0.37%)', () => {
      // The ZIP code's state (New York) with it, as the API answers.
      const expected = taxImpact({ ...OFFICE, placedInService: TODAY, taxRate: 0.37 }, stateCodeOf(OFFICE) && stateRatesFor(stateCodeOf(OFFICE)!));
      for (const query of [`placedInService=${TODAY}&taxRate=0.37`, `placedInService=${TODAY}&taxRate=37%25`, `placedInService=${TODAY}`].map(
        (query) => `${query}&passiveActivity=not_limited`,
      )) {
        // The same figures; the disclaimer says the top rate was assumed only when no rate was given (decision 0352).
        const evaluated = evaluateTaxForm(OFFICE, fromQuery(query), TODAY);
        expect(evaluated, query).toMatchObject({ kind: 'result', result: { ...expected, disclaimer: expect.any(String) } });
        const disclaimer = evaluated.kind === 'result' ? evaluated.result.disclaimer : '';
        if (query.includes('taxRate')) expect(disclaimer, query).not.toMatch(/it takes the top rate/);
        else expect(disclaimer, query).toMatch(/unless given a tax rate or the household's income, it takes the top rate/i);
      }
    });

    it('a rate out of range gets the range message, whichever way it is written', () => {
      for (const taxRate of ['140%', '1.4%0', 'lots']) {
        expect(judged(OFFICE, form({ taxRate })), taxRate).toEqual({ kind: 'invalid', issues: { taxRate: 'Enter a tax rate from 0 to 100%' } });
      }
      expect(judged(OFFICE, form({ discountRate: '26%' }))).toEqual({
        kind: 'invalid',
        issues: { discountRate: 'Enter a discount rate from 0 to 25%' },
      });
    });
  });

  describe('the link the form makes', () => {
    // The dates the answer depends on are always pinned (issue 41): the date placed in service,
    // even today's, and the study year the answer uses, so a link opened next year gives the same answer.
    const placed = ['placedInService', TODAY] as const;
    const studied = ['studyYear', TODAY.slice(0, 4)] as const;

    it('carries rates as fractions, and only those that differ from the defaults', () => {
      expect(taxFormQuery(form({ taxRate: '24%', discountRate: '0.08', bonusRate: '50%' }), TODAY)).toEqual([
        ['taxRate', '0.24'],
        placed,
        ['bonusRate', '0.5'],
        ['discountRate', '0.08'],
        studied,
      ]);
      expect(taxFormQuery(form({ taxRate: '', discountRate: '5%' }), TODAY)).toEqual([placed, studied]);
      // A rate given is carried, however it is written: 37% is a rate of its own, not the blank's.
      expect(taxFormQuery(form({ taxRate: '37%' }), TODAY)).toEqual([['taxRate', '0.37'], placed, studied]);
      expect(taxFormQuery(form({ taxRate: '0.37' }), TODAY)).toEqual([['taxRate', '0.37'], placed, studied]);
      expect(taxFormQuery(form({ bonusRate: '0%' }), TODAY)).toEqual([placed, ['bonusRate', '0'], studied]);
    });

    it('a blank tax rate is the top rate of the study year, as the API takes it: the link leaves it out, and a link with it blank reads the same (a review: a pre-filled 37% was not 2017’s 39.6%)', () => {
      expect(taxFormQuery(form({ taxRate: '' }), TODAY)).toEqual([placed, studied]);
      expect(fromQuery('taxRate=').taxRate).toBe('');
    });

    it('leaves the rate out beside the household’s income, which gives each year’s rate: the API refuses the pair (a review)', () => {
      expect(taxFormQuery(form({ taxRate: '32%', taxableIncome: '180,000' }), TODAY)).toEqual([['taxableIncome', '180000'], placed, studied]);
    });

    it('carries what it cannot read as typed, so the link shows the same message', () => {
      expect(taxFormQuery(form({ taxRate: '37' }), TODAY)).toEqual([['taxRate', '37'], placed, studied]);
    });

    it('carries dollars as plain digits, however they were typed', () => {
      expect(taxFormQuery(form({ taxableIncome: '400,000', studyFee: '$8k', netOperatingIncome: ' 18 000 ' }), TODAY)).toEqual([
        ['taxableIncome', '400000'],
        ['netOperatingIncome', '18000'],
        placed,
        studied,
        ['studyFee', '8000'],
      ]);
      // What is not money goes as typed, so the link shows the same message; so does an amount
      // JavaScript writes with an exponent, which the page would not read back.
      expect(taxFormQuery(form({ taxableIncome: 'lots' }), TODAY)).toContainEqual(['taxableIncome', 'lots']);
      expect(taxFormQuery(form({ studyFee: '0.0000001' }), TODAY)).toContainEqual(['studyFee', '0.0000001']);
    });

    it('pins the study year: a look-back’s, this year, for a purchase in an earlier one; else the year placed in service', () => {
      expect(taxFormQuery(form({ placedInService: '2021-06-15' }), TODAY)).toEqual([
        ['placedInService', '2021-06-15'],
        ['studyYear', TODAY.slice(0, 4)],
      ]);
      // A study year the owner chose is kept; a purchase more than 39 years back has no look-back left.
      expect(taxFormQuery(form({ placedInService: '2021-06-15', studyYear: '2022' }), TODAY)).toContainEqual(['studyYear', '2022']);
      expect(taxFormQuery(form({ placedInService: '1980-06-15' }), TODAY)).toEqual([
        ['placedInService', '1980-06-15'],
        ['studyYear', '1980'],
      ]);
      // A sale this year or earlier: studied the year before it.
      expect(taxFormQuery(form({ placedInService: '2021-06-15', saleDate: '2025-03-01' }), TODAY)).toContainEqual(['studyYear', '2024']);
    });

    it('a link made today gives the same answer when opened next year (a purchase this year, a fee, a blank rate)', () => {
      const office = { propertyType: 'office', purchasePrice: 1_250_000 } as const;
      const values = form({ passiveActivity: 'not_limited', studyFee: '6000', taxRate: '' });
      const params = new URLSearchParams(taxFormQuery(values, TODAY));
      const later = `${Number(TODAY.slice(0, 4)) + 1}-08-20`;
      const opened = evaluateTaxForm(office, taxFormValuesFrom(params, later), later);
      const made = evaluateTaxForm(office, values, TODAY);
      expect(opened.kind === 'result' && made.kind === 'result' && opened.result).toEqual(made.kind === 'result' && made.result);
    });

    it('reads back as the same form', () => {
      const values = form({ taxRate: '24%', discountRate: '8%', bonusRate: '0%', studyYear: '2027', case: 'high' });
      const query = new URLSearchParams(taxFormQuery(values, TODAY)).toString();
      expect(taxFormValuesFrom(new URLSearchParams(query), TODAY)).toEqual(values);
    });
  });

  it('the 3.8% question: a link may say yes or no in the common ways; any other word is told by the field', () => {
    for (const word of ['true', 'TRUE', 'yes', '1', 'on']) expect(fromQuery(`investmentIncomeTax=${word}`).investmentIncomeTax, word).toBe('true');
    for (const word of ['false', 'No', '0', 'off', '']) expect(fromQuery(`investmentIncomeTax=${word}`).investmentIncomeTax, word).toBe('');
    const maybe = fromQuery('investmentIncomeTax=maybe');
    expect(maybe.investmentIncomeTax).toBe('maybe');
    expect(judged(OFFICE, maybe)).toEqual({ kind: 'invalid', issues: { investmentIncomeTax: 'Answer yes or no' } });
    const yes = evaluateTaxForm(OFFICE, fromQuery('investmentIncomeTax=yes&passiveActivity=passive&netOperatingIncome=0'), TODAY);
    expect(yes.kind === 'result' && yes.result.assumptions.investmentIncomeTax).toBe(true);
  });

  it('an untouched tax rate is the study year’s top rate, as the API’s default: 39.6% for a 2017 study, 37% from 2018', () => {
    for (const [studyYear, rate] of [
      ['2017', 0.396],
      ['2018', 0.37],
    ] as const) {
      const state = evaluateTaxForm(OFFICE, fromQuery(`placedInService=2016-07-15&studyYear=${studyYear}&passiveActivity=not_limited`), TODAY);
      expect(state.kind === 'result' && state.result.assumptions.taxRate, studyYear).toBe(rate);
    }
  });

  it('a state in a link reads in either case: state=ca is California', () => {
    expect(fromQuery('state=ca').state).toBe('CA');
    const california = evaluateTaxForm(OFFICE, fromQuery('state=ca&passiveActivity=not_limited'), TODAY);
    expect(california.kind === 'result' && california.result.state?.code).toBe('CA');
  });
});
