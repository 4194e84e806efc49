import { describe, expect, it } from 'vitest';
import { taxImpact } from '../../../src/core/domain/tax/tax-impact.ts';
import { estimateFormOf, initialFormInputs } from '../../../src/core/view/estimate-form-model.ts';
import { estimateFormValuesFrom, taxFormValuesFrom } from '../../../src/core/view/link-values.ts';
import { estimatorLinkOf, GUIDE_EXAMPLES } from '../../../src/core/view/owner-guide.ts';
import { evaluateTaxForm } from '../../../src/core/view/tax-evaluation.ts';

/** Issue 41: the guide's examples open the estimator with their figures, whatever day it is opened. */
describe('the guide for owners', () => {
  it.each(Object.entries(GUIDE_EXAMPLES))('%s: its link opens the page on the figures the guide states', (_name, input) => {
    const params = new URL(estimatorLinkOf(input), 'https://example.com').searchParams;
    const { state } = estimateFormOf(initialFormInputs(estimateFormValuesFrom(params), false), () => {});
    expect(state.kind).toBe('estimate');
    if (state.kind !== 'estimate') return;
    // Opened on another day: the link pins every date its answer depends on.
    for (const today of ['2026-11-28', '2031-02-01']) {
      const page = evaluateTaxForm(state.input, taxFormValuesFrom(params, today), today);
      expect(page.kind === 'result' && page.result).toEqual(taxImpact(input));
    }
  });
});
