import { describe, expect, it } from 'vitest';
import { estimateV2 } from '../../../src/core/domain/estimate/estimate.ts';
import { stateRatesFor } from '../../../src/core/domain/law/state-rates.ts';
import { taxImpact } from '../../../src/core/domain/tax/tax-impact.ts';
import { landShareWords } from '../../../src/core/view/land-share-words.ts';
import { ownerEstimate } from '../../../src/core/view/owner-estimate.ts';
import { evaluateTaxForm } from '../../../src/core/view/tax-evaluation.ts';
import { defaultTaxFormValues } from '../../../src/core/view/tax-form.ts';

const OFFICE = { propertyType: 'office', purchasePrice: 1_250_000, zip: '10001' } as const;
const TODAY = '2026-03-01';
const values = (extra: Record<string, string>) => ({ ...defaultTaxFormValues(TODAY), passiveActivity: 'not_limited', ...extra });

describe('ownerEstimate: the range on the land share the tax figures use (issue 32)', () => {
  it('the assessor’s ratio: 180,000 / 620,000 on $1,250,000 is 22.5%, a basis of $968,750, from the tax bill', () => {
    const { detail, landWords } = ownerEstimate(OFFICE, { assessedLand: 180_000, assessedImprovements: 620_000 });
    expect(detail.estimate).toMatchObject({ landShare: 0.225, depreciableBasis: 968_750 });
    expect(landWords).toBe('from your tax bill’s assessed values');
  });

  it('a share given: 0.3 is a basis of $875,000', () => {
    const { detail, landWords } = ownerEstimate(OFFICE, { landShare: 0.3 });
    expect(detail.estimate.depreciableBasis).toBe(875_000);
    expect(landWords).toBe('the share you gave');
  });

  it('without the owner’s figures it is the v2 estimate, to the dollar: the state’s average, or the default', () => {
    expect(ownerEstimate(OFFICE, {}).detail.estimate).toEqual(estimateV2(OFFICE));
    expect(ownerEstimate(OFFICE, {}).landWords).toBe('New York’s average');
    expect(ownerEstimate({ ...OFFICE, zip: undefined }, {}).landWords).toBe('the default: no ZIP code given');
    expect(ownerEstimate({ ...OFFICE, zip: '00001' }, {}).landWords).toBe('the default: no state for this ZIP code');
  });

  it('a four-digit ZIP code is read by its first three digits, and asked about: most lost their leading zero (decision 0362)', () => {
    // Boston's 02108 as 2108: 210 is Maryland's.
    expect(ownerEstimate({ ...OFFICE, zip: '2108' }, {}).landWords).toBe('Maryland’s average; did you mean 02108?');
    expect(ownerEstimate({ ...OFFICE, zip: ' 2108 ' }, {}).landWords).toBe('Maryland’s average; did you mean 02108?');
    expect(ownerEstimate({ ...OFFICE, zip: '0000' }, {}).landWords).toBe('the default: no state for this ZIP code; did you mean 00000?');
    // Five digits, ZIP+4, three digits and the owner's own land value: nothing to ask.
    expect(ownerEstimate({ ...OFFICE, zip: '02108' }, {}).landWords).toBe('Massachusetts’s average');
    expect(ownerEstimate({ ...OFFICE, zip: '02108-1234' }, {}).landWords).toBe('Massachusetts’s average');
    expect(ownerEstimate({ ...OFFICE, zip: '021' }, {}).landWords).toBe('Massachusetts’s average');
    expect(ownerEstimate({ ...OFFICE, zip: '2108' }, { landShare: 0.2 }).landWords).toBe('the share you gave');
  });

  it('a territory without an average says so', () => {
    expect(landShareWords({ state: 'PR', source: 'default' }, '00901')).toBe('the default: no average for Puerto Rico');
  });
});

describe('evaluateTaxForm: one estimate for the range and the figures', () => {
  it('the figures are figured from the estimate the page shows', () => {
    const state = evaluateTaxForm(OFFICE, values({ placedInService: '2025-05-15', assessedLand: '180,000', assessedImprovements: '620000' }), TODAY);
    expect(state.kind).toBe('result');
    if (state.kind !== 'result') return;
    expect(state.estimate.detail.estimate.depreciableBasis).toBe(968_750);
    // The same answer as the API's for the same request.
    expect(state.result).toEqual(taxImpact(state.input, stateRatesFor('NY')));
    expect(state.result).toMatchObject({ depreciableBasis: 968_750, landShare: 0.225, landShareSource: 'assessed' });
    expect(state.result.reclassified).toBe(state.estimate.detail.estimate.typical.reclassified);
  });

  it('another field wrong: the owner’s land value still sets the range', () => {
    const state = evaluateTaxForm(OFFICE, values({ landShare: '30%', studyYear: '1990' }), TODAY);
    expect(state.kind).toBe('invalid');
    expect(state.estimate?.detail.estimate.depreciableBasis).toBe(875_000);
  });

  it('a land field wrong: the range falls back to the ZIP code’s state, and the field says why', () => {
    const state = evaluateTaxForm(OFFICE, values({ landShare: '30%', assessedLand: '180000', assessedImprovements: '620000' }), TODAY);
    expect(state.kind === 'invalid' && state.issues.landShare).toBe('Give the land share or the assessed values, not both');
    expect(state.estimate?.detail.estimate).toEqual(estimateV2(OFFICE));
  });
});
