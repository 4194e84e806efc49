import { describe, expect, it } from 'vitest';
import { taxImpact } from '../../../src/core/domain/tax/tax-impact.ts';
import { pageAnnouncement } from '../../../src/core/view/announcement.ts';
import { type EstimateFormValues, evaluateEstimateForm } from '../../../src/core/view/estimate-form.ts';
import { formatUsd } from '../../../src/core/view/format.ts';
import { evaluateTaxForm } from '../../../src/core/view/tax-evaluation.ts';
import { defaultTaxFormValues, type TaxFormValues } from '../../../src/core/view/tax-form.ts';
import { CORRECT_THE_FIELDS } from '../../../src/core/view/visitor-messages.ts';

/** Issue 34: the page's live region says one short sentence, the headline, never a section. */
const today = '2024-05-15';
const office = { propertyType: 'office', purchasePrice: '1250000', zip: '10001' };
const taxValues: TaxFormValues = { ...defaultTaxFormValues(today), passiveActivity: 'not_limited' };

/** What the region says for values as the island evaluates them (Estimator.tsx): the estimate form, then the tax form on its input. */
function said(values: EstimateFormValues, tax: TaxFormValues, marked: boolean): string {
  const estimate = evaluateEstimateForm(values);
  return pageAnnouncement(estimate, estimate.kind === 'estimate' ? evaluateTaxForm(estimate.input, tax, today) : null, marked);
}

describe('pageAnnouncement: the headline in one sentence', () => {
  it('says the first-year saving with the facts it rests on, as the headline has them', () => {
    // headline.test.ts: 36,675 federal at 37% for this office placed in service on 2024-05-15;
    // the page adds the ZIP code's state, New York, as the headline does.
    const federal = taxImpact({ propertyType: 'office', purchasePrice: 1_250_000, zip: '10001', placedInService: today });
    expect(federal.studyYear.taxSavings).toBe(36_675);
    const page = evaluateTaxForm({ propertyType: 'office', purchasePrice: 1_250_000, zip: '10001' }, taxValues, today);
    if (page.kind !== 'result') throw new Error('the default assumptions are valid');
    const saved = 36_675 + page.result.state!.studyYear.taxSavings;
    expect(said(office, taxValues, false)).toBe(
      `Tax you could save in 2024, federal and New York, at a 37% rate, as a real estate professional: ${formatUsd(saved)}.`,
    );
  });

  it('says the net present value once a fee is given, as a cost when the study loses money', () => {
    const page = evaluateTaxForm({ propertyType: 'office', purchasePrice: 1_250_000, zip: '10001' }, { ...taxValues, studyFee: '6000' }, today);
    if (page.kind !== 'result') throw new Error('a fee of 6,000 is valid');
    expect(said(office, { ...taxValues, studyFee: '6000' }, false)).toBe(
      `What the study is worth to you, in today’s money, at a 37% rate, as a real estate professional: ${formatUsd(page.result.netBenefit.netPresentValue)}.`,
    );
    expect(said(office, { ...taxValues, studyFee: '500000' }, false)).toMatch(/^What the study would cost you, in today’s money, .*: \$[\d,]+\.$/);
  });

  it('without valid tax assumptions, the amount moved and no tax figure', () => {
    expect(said(office, { ...taxValues, taxRate: '3' }, false)).toBe('Could be deducted sooner: $155,000.');
  });

  it('a wrong field of the estimate says what to do once it is marked, as the result does; an empty form only once sent', () => {
    expect(said({ ...office, purchasePrice: 'lots' }, taxValues, true)).toBe(CORRECT_THE_FIELDS);
    // A type chosen on an empty page: the price is still to come, nothing is marked, nothing is wrong yet.
    expect(said({ ...office, purchasePrice: '' }, taxValues, false)).toBe('');
    expect(said({ propertyType: '', purchasePrice: '', zip: '' }, taxValues, false)).toBe('');
    // Sent empty, its fields marked (withEmptyFormMessages): what to do, as the result says (a review).
    expect(said({ propertyType: '', purchasePrice: '', zip: '' }, taxValues, true)).toBe(CORRECT_THE_FIELDS);
  });

  it('is short: a sentence, not a section, for every property type and participation', () => {
    for (const propertyType of ['office', 'residential_str', 'multifamily_5plus', 'retail']) {
      for (const passiveActivity of ['not_limited', 'active_participation', 'passive']) {
        for (const extra of [{}, { taxableIncome: '180000' }, { studyFee: '5000', saleDate: '2030-06-30' }]) {
          const sentence = said({ ...office, propertyType }, { ...taxValues, passiveActivity, ...extra }, false);
          expect(sentence).toMatch(/^[A-Z].*: \$[\d,]+\.$/);
          expect(sentence.length, sentence).toBeLessThanOrEqual(220);
        }
      }
    }
  });
});
