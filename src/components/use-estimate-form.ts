import { useState } from 'preact/hooks';
import type { EstimateFormValues } from '../core/estimate-form.ts';
import { type EstimateForm, estimateFormOf, initialFormInputs } from './estimate-form-model.ts';

/**
 * Form state for the page island: the values as typed, what they evaluate to with the shared
 * core, and which fields' messages to show. `showAllFirst` starts with every message shown (the
 * page does when its link set any value).
 */
export function useEstimateForm(initial: EstimateFormValues, showAllFirst: boolean): EstimateForm {
  const [inputs, setInputs] = useState(() => initialFormInputs(initial, showAllFirst));
  return estimateFormOf(inputs, setInputs);
}
