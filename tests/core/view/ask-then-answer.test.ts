import { describe, expect, it } from 'vitest';
import { stateCodeOf } from '../../../src/core/domain/estimate/land.ts';
import { stateRatesFor } from '../../../src/core/domain/law/state-rates.ts';
import { taxImpact } from '../../../src/core/domain/tax/tax-impact.ts';
import { pageAnnouncement } from '../../../src/core/view/announcement.ts';
import { evaluateTaxForm } from '../../../src/core/view/tax-evaluation.ts';
import { defaultTaxFormValues, type TaxFormValues } from '../../../src/core/view/tax-form.ts';

/** Decision 0342 (issue 41): the page asks how the owner takes part before it shows a tax figure. */
const TODAY = '2026-03-02';
const RENTAL = { propertyType: 'residential_ltr', purchasePrice: 600_000 } as const;
const form = (values: Partial<TaxFormValues>): TaxFormValues => ({ ...defaultTaxFormValues(TODAY), ...values });
const withoutEstimate = (state: ReturnType<typeof evaluateTaxForm>) => {
  const { estimate: _shown, ...rest } = state;
  return rest;
};

describe('ask, then answer', () => {
  it('with only the property: the question, nothing marked, and the study year’s deduction, which is every owner’s', () => {
    const state = evaluateTaxForm(RENTAL, form({}), TODAY);
    const api = taxImpact({ ...RENTAL, placedInService: TODAY });
    expect(withoutEstimate(state)).toEqual({ kind: 'unanswered', asks: ['passiveActivity'], firstYear: api.studyYear, placedInService: TODAY });
    // The same deduction whoever the owner is.
    expect(taxImpact({ ...RENTAL, placedInService: TODAY, passiveActivity: 'passive', netOperatingIncome: 20_000 }).studyYear.additionalDeduction).toBe(
      api.studyYear.additionalDeduction,
    );
  });

  it('a landlord is asked the rental’s income and the modified AGI, not told off for them', () => {
    expect(withoutEstimate(evaluateTaxForm(RENTAL, form({ passiveActivity: 'active_participation' }), TODAY))).toMatchObject({
      kind: 'unanswered',
      asks: ['netOperatingIncome', 'modifiedAgi'],
    });
    expect(withoutEstimate(evaluateTaxForm(RENTAL, form({ passiveActivity: 'active_participation', netOperatingIncome: '18,000' }), TODAY))).toMatchObject({
      kind: 'unanswered',
      asks: ['modifiedAgi'],
    });
    expect(withoutEstimate(evaluateTaxForm(RENTAL, form({ passiveActivity: 'passive' }), TODAY))).toMatchObject({
      kind: 'unanswered',
      asks: ['netOperatingIncome'],
    });
    // A wrong field is marked; what is only still to answer is not.
    expect(withoutEstimate(evaluateTaxForm(RENTAL, form({ passiveActivity: 'passive', taxRate: '140%' }), TODAY))).toEqual({
      kind: 'invalid',
      issues: { taxRate: 'Enter a tax rate from 0 to 100%' },
    });
  });

  it('once answered, the figures are the API’s for the same facts, the professional’s rental income included', () => {
    const office = { propertyType: 'office', purchasePrice: 10_000_000, zip: '10001' } as const;
    const state = evaluateTaxForm(office, form({ passiveActivity: 'not_limited', netOperatingIncome: '600,000', placedInService: '2026-01-15' }), TODAY);
    const code = stateCodeOf(office)!;
    const api = taxImpact({ ...office, placedInService: '2026-01-15', passiveActivity: 'not_limited', netOperatingIncome: 600_000 }, stateRatesFor(code));
    expect(state.kind === 'result' && state.result).toEqual(api);
    // The income decides the 461(l) excess: without it the figure is another.
    expect(api.studyYear.excessBusinessLoss).not.toBe(
      taxImpact({ ...office, placedInService: '2026-01-15' }, stateRatesFor(code)).studyYear.excessBusinessLoss,
    );
  });

  it('the live region says the deduction and what it waits for, never a tax figure', () => {
    const state = evaluateTaxForm(RENTAL, form({}), TODAY);
    const sentence = pageAnnouncement({ kind: 'estimate', input: RENTAL, detail: state.estimate!.detail }, state, false);
    expect(sentence).toMatch(/^Extra deduction in 2026 with a study: \$[\d,]+\.$/);
  });

  it('an older purchase is a look-back study this year, with its catch-up, as the API gives it for that study year', () => {
    const state = evaluateTaxForm(RENTAL, form({ passiveActivity: 'not_limited', placedInService: '2021-06-15' }), TODAY);
    const api = taxImpact({ ...RENTAL, placedInService: '2021-06-15', passiveActivity: 'not_limited', studyYear: 2026 });
    expect(state.kind === 'result' && state.result).toEqual(api);
    expect(api.studyYear).toMatchObject({ year: 2026 });
    expect(api.studyYear.catchUp).toBeGreaterThan(0);
    // A study year the owner gives is kept.
    const chosen = evaluateTaxForm(RENTAL, form({ passiveActivity: 'not_limited', placedInService: '2021-06-15', studyYear: '2021' }), TODAY);
    expect(chosen.kind === 'result' && chosen.result.studyYear.year).toBe(2021);
  });

  it('a look-back steps back before a sale this year or earlier, so the sale is never refused for a study year the owner did not give', () => {
    // Placed 2025-06-15, sold 2026-11-30: the study year is 2025 (the year before the sale, here the year placed in service).
    const sold = evaluateTaxForm(RENTAL, form({ passiveActivity: 'not_limited', placedInService: '2025-06-15', saleDate: '2026-11-30' }), '2026-11-28');
    expect(sold.kind === 'result' && sold.result.studyYear.year).toBe(2025);
    // Placed 2021, sold 2025: studied in 2024, a look-back with its catch-up.
    const earlier = evaluateTaxForm(RENTAL, form({ passiveActivity: 'not_limited', placedInService: '2021-06-15', saleDate: '2025-03-01' }), '2026-11-28');
    expect(earlier.kind === 'result' && earlier.result.studyYear.year).toBe(2024);
  });
});
