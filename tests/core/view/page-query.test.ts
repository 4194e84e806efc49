import { describe, expect, it } from 'vitest';
import { pageQuery } from '../../../src/core/view/page-query.ts';
import { defaultTaxFormValues } from '../../../src/core/view/tax-form.ts';

const TODAY = '2026-11-29';
const nothing = { propertyType: '', purchasePrice: '', zip: '' };
const untouched = defaultTaxFormValues(TODAY);

/** The address the page keeps for what the visitor entered (decision 0343). */
describe('the page’s address', () => {
  it('stays bare for a form with nothing entered: no answer, no dates to pin', () => {
    expect(pageQuery(nothing, untouched, TODAY)).toBe('');
    // Spaces typed and left are nothing entered too.
    expect(pageQuery({ propertyType: ' ', purchasePrice: '  ', zip: '' }, { ...untouched, studyFee: '  ' }, TODAY)).toBe('');
  });

  it('pins the dates as soon as anything is entered, in the estimate or in the tax choices', () => {
    expect(pageQuery({ ...nothing, propertyType: 'office' }, untouched, TODAY)).toBe('propertyType=office&placedInService=2026-11-29&studyYear=2026');
    expect(pageQuery(nothing, { ...untouched, studyFee: '8,000' }, TODAY)).toBe('placedInService=2026-11-29&studyYear=2026&studyFee=8000');
    expect(pageQuery(nothing, { ...untouched, placedInService: '2021-06-15' }, TODAY)).toBe('placedInService=2021-06-15&studyYear=2026');
  });

  it('carries the estimate first, then the tax choices in the form’s order', () => {
    const estimate = { propertyType: 'office', purchasePrice: '$1.25M', zip: '10001' };
    expect(pageQuery(estimate, { ...untouched, taxRate: '24%' }, TODAY)).toBe(
      'propertyType=office&purchasePrice=1250000&zip=10001&taxRate=0.24&placedInService=2026-11-29&studyYear=2026',
    );
  });
});
