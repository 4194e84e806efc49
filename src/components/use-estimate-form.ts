import { useState } from 'preact/hooks';
import { type EstimateFormState, type EstimateFormValues, evaluateEstimateForm } from '../core/estimate-form.ts';
import type { V2Field } from '../core/v2-field-checks.ts';

export const ESTIMATE_FIELDS: readonly V2Field[] = ['propertyType', 'purchasePrice', 'zip'];

export interface EstimateForm {
  values: EstimateFormValues;
  state: EstimateFormState;
  /** The message to show by a field: only for fields the visitor touched (or all, once asked). */
  messageFor(field: V2Field): string | undefined;
  /** Input handler for a field: updates its value and marks it touched. */
  update(field: V2Field): (event: Event) => void;
  /** Shows every field's message (on submit). */
  showAllMessages(): void;
}

/**
 * Form state shared by the page island and the widget: the values as typed, what they evaluate
 * to with the shared core, and which fields' messages to show. `showAllFirst` starts with every
 * message shown (the page does when its link set any value).
 */
export function useEstimateForm(initial: EstimateFormValues, showAllFirst: boolean): EstimateForm {
  const [values, setValues] = useState(initial);
  const [shown, setShown] = useState<ReadonlySet<V2Field>>(new Set(showAllFirst ? ESTIMATE_FIELDS : []));
  const state = evaluateEstimateForm(values);
  const issues = state.kind === 'invalid' ? state.issues : {};
  return {
    values,
    state,
    messageFor: (field) => (shown.has(field) ? issues[field] : undefined),
    update: (field) => (event) => {
      const value = (event.currentTarget as HTMLInputElement | HTMLSelectElement).value;
      setValues((previous) => ({ ...previous, [field]: value }));
      setShown((previous) => new Set(previous).add(field));
    },
    showAllMessages: () => setShown(new Set(ESTIMATE_FIELDS)),
  };
}
