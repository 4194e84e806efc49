import type { V2Field } from '../core/contract/v2-field-checks.ts';
import { type EstimateFormState, type EstimateFormValues, evaluateEstimateForm } from '../core/view/estimate-form.ts';

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

/** What a form component keeps between renders: the values as typed and whose messages show. */
export interface EstimateFormInputs {
  values: EstimateFormValues;
  shown: ReadonlySet<V2Field>;
}

/** A form's first state; `showAllFirst` starts with every message shown. */
export function initialFormInputs(values: EstimateFormValues, showAllFirst: boolean): EstimateFormInputs {
  return { values, shown: new Set(showAllFirst ? ESTIMATE_FIELDS : []) };
}

/** Applies an update to the inputs: a useState setter, or a class component's setState. */
export type ChangeFormInputs = (update: (previous: EstimateFormInputs) => EstimateFormInputs) => void;

/**
 * The form as the page island and the widget use it, without Preact: what the inputs evaluate
 * to with the shared core, and the handlers that change them through `change`. The island
 * keeps the inputs in a hook (use-estimate-form.ts); the widget in a class component's state,
 * so that host pages do not download preact/hooks for one piece of state.
 */
export function estimateFormOf(inputs: EstimateFormInputs, change: ChangeFormInputs): EstimateForm {
  const { values, shown } = inputs;
  const state = evaluateEstimateForm(values);
  const issues = state.kind === 'invalid' ? state.issues : {};
  return {
    values,
    state,
    messageFor: (field) => (shown.has(field) ? issues[field] : undefined),
    update: (field) => (event) => {
      const value = (event.currentTarget as HTMLInputElement | HTMLSelectElement).value;
      change((previous) => ({ values: { ...previous.values, [field]: value }, shown: new Set(previous.shown).add(field) }));
    },
    showAllMessages: () => change((previous) => ({ ...previous, shown: new Set(ESTIMATE_FIELDS) })),
  };
}
