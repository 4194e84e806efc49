import { describe, expect, it } from 'vitest';
import {
  type EstimateFormInputs,
  estimateFormOf,
  initialFormInputs,
  judgeAllFormInputs,
  judgeFormInputs,
  withEmptyFormMessages,
} from '../../../src/core/view/estimate-form-model.ts';
import { VISITOR_MESSAGES } from '../../../src/core/view/visitor-messages.ts';
import { PAUSE_MS, stateWhileTyping } from '../../../src/core/view/while-typing.ts';

const OFFICE = { propertyType: 'office', purchasePrice: '650000', zip: '' };

/** The form's inputs after `typed` replaced some values, not yet judged. */
const typing = (inputs: EstimateFormInputs, typed: Partial<EstimateFormInputs['values']>): EstimateFormInputs => ({
  ...inputs,
  values: { ...inputs.values, ...typed },
});
const formOf = (inputs: EstimateFormInputs) => estimateFormOf(inputs, () => {});

describe('while the visitor types (src/core/view/while-typing.ts)', () => {
  it('judges at a pause of half a second', () => {
    expect(PAUSE_MS).toBe(500);
  });

  it('the typed answer shows at once; anything else waits: the last good result, or the last judgement\u2019s messages', () => {
    type State = { kind: 'result' } | { kind: 'invalid'; issues: Record<string, string> };
    const answer = { kind: 'result' } as State;
    const wrong = { kind: 'invalid', issues: { taxRate: 'Enter a rate' } } as State;
    const wrongNow = { kind: 'invalid', issues: { discountRate: 'Enter a rate' } } as State;
    expect(stateWhileTyping(answer, wrong, 'result')).toBe(answer);
    expect(stateWhileTyping(wrong, answer, 'result')).toBe(answer);
    expect(stateWhileTyping(wrongNow, wrong, 'result')).toBe(wrong);
  });
});

describe('the estimate form while the visitor types (src/core/view/estimate-form-model.ts)', () => {
  const start = initialFormInputs(OFFICE, false);

  it('typing "6" into a good price keeps the result and shows no message', () => {
    const form = formOf(typing(start, { purchasePrice: '6' }));
    expect(form.values.purchasePrice).toBe('6');
    expect(form.state.kind).toBe('estimate');
    expect(form.state.kind === 'estimate' && form.state.input.purchasePrice).toBe(650_000);
    expect(form.messageFor('purchasePrice')).toBeUndefined();
  });

  it('judged (a pause, the field left), "6" shows its message and the result goes', () => {
    const form = formOf(judgeFormInputs(typing(start, { purchasePrice: '6' })));
    expect(form.state.kind).toBe('invalid');
    expect(form.messageFor('purchasePrice')).toBe(VISITOR_MESSAGES.purchasePrice);
    expect(form.messageFor('propertyType'), 'only the fields the visitor changed').toBeUndefined();
  });

  it('a valid estimate typed shows at once, and the message of the field put right goes at once', () => {
    const wrong = judgeFormInputs(typing(start, { purchasePrice: '6' }));
    const form = formOf(typing(wrong, { purchasePrice: '650000' }));
    expect(form.state.kind).toBe('estimate');
    expect(form.messageFor('purchasePrice')).toBeUndefined();
  });

  it('a field put right while another is still wrong loses its message; the other keeps its own', () => {
    const bothWrong = judgeFormInputs(typing(start, { propertyType: '', purchasePrice: 'lots' }));
    expect(formOf(bothWrong).messageFor('propertyType')).toBe(VISITOR_MESSAGES.propertyType);
    const form = formOf(typing(bothWrong, { purchasePrice: '1250000' }));
    expect(form.messageFor('purchasePrice')).toBeUndefined();
    expect(form.messageFor('propertyType')).toBe(VISITOR_MESSAGES.propertyType);
  });

  it('a submit judges and shows every message', () => {
    const blank = initialFormInputs({ propertyType: '', purchasePrice: '', zip: '' }, false);
    const submitted = formOf(judgeAllFormInputs(typing(blank, { purchasePrice: '6' })));
    expect(submitted.messageFor('propertyType')).toBe(VISITOR_MESSAGES.propertyType);
    expect(submitted.messageFor('purchasePrice')).toBe(VISITOR_MESSAGES.purchasePrice);
  });

  it('the empty form: nothing said on a first visit; sent as it is, what an estimate needs is said, and the ZIP stays optional (a review)', () => {
    const pageForm = (inputs: EstimateFormInputs) => withEmptyFormMessages(formOf(inputs), inputs.shown);
    const blank = initialFormInputs({ propertyType: '', purchasePrice: '', zip: '' }, false);
    expect(pageForm(blank).state.kind).toBe('empty');
    for (const field of ['propertyType', 'purchasePrice', 'zip'] as const) expect(pageForm(blank).messageFor(field)).toBeUndefined();
    // The widget's form (estimateFormOf alone) cannot be sent: it says nothing blank.
    expect(formOf(judgeAllFormInputs(blank)).messageFor('purchasePrice')).toBeUndefined();
    const sent = pageForm(judgeAllFormInputs(blank));
    expect(sent.state.kind).toBe('empty');
    expect(sent.messageFor('propertyType')).toBe(VISITOR_MESSAGES.propertyType);
    expect(sent.messageFor('purchasePrice')).toBe(VISITOR_MESSAGES.purchasePrice);
    expect(sent.messageFor('zip')).toBeUndefined();
    // Typing a price goes on showing the last judgement's empty state until the pause, but not the price's message.
    const typingPrice = pageForm(typing(judgeAllFormInputs(blank), { purchasePrice: '650000' }));
    expect(typingPrice.messageFor('purchasePrice')).toBeUndefined();
    expect(typingPrice.messageFor('propertyType')).toBe(VISITOR_MESSAGES.propertyType);
    // The page sent without JavaScript starts with every message shown (EstimatorIsland.astro's `submitted`).
    expect(pageForm(initialFormInputs({ propertyType: '', purchasePrice: '', zip: '' }, true)).messageFor('purchasePrice')).toBe(
      VISITOR_MESSAGES.purchasePrice,
    );
  });
});
