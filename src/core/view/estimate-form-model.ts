import type { V2Field } from '../contract/v2-field-checks.ts';
import { type EstimateFormState, type EstimateFormValues, evaluateEstimateForm } from './estimate-form.ts';
import { VISITOR_MESSAGES } from './visitor-messages.ts';

export const ESTIMATE_FIELDS: readonly V2Field[] = ['propertyType', 'purchasePrice', 'zip'];

export interface EstimateForm {
  /** The fields as typed: what the inputs show. */
  values: EstimateFormValues;
  /** What shows: the estimate of the typed values, else what the last judgement found (while-typing.ts). */
  state: EstimateFormState;
  /** The message to show by a field: only for fields the visitor changed (or all, once asked). */
  messageFor(field: V2Field): string | undefined;
  /** Input handler for a field: updates its value, to be judged when the visitor pauses or leaves it. */
  update(field: V2Field): (event: Event) => void;
}

/** What a form component keeps between renders: the values as typed and as last judged, and whose messages show. */
export interface EstimateFormInputs {
  values: EstimateFormValues;
  /** The values at the last judgement: a pause in typing, a field left, a choice made, a submit (while-typing.ts). */
  judged: EstimateFormValues;
  shown: ReadonlySet<V2Field>;
}

/** A form's first state, its values judged; `showAllFirst` starts with every message shown. */
export function initialFormInputs(values: EstimateFormValues, showAllFirst: boolean): EstimateFormInputs {
  return { values, judged: values, shown: new Set(showAllFirst ? ESTIMATE_FIELDS : []) };
}

/** The inputs judged: the values as typed are the judged ones, and the fields they changed show their messages. */
export function judgeFormInputs({ values, judged, shown }: EstimateFormInputs): EstimateFormInputs {
  return { values, judged: values, shown: new Set([...shown, ...ESTIMATE_FIELDS.filter((field) => values[field] !== judged[field])]) };
}

/** The inputs judged, every field's message shown: the page's submit (the widget's form cannot be submitted). */
export function judgeAllFormInputs(previous: EstimateFormInputs): EstimateFormInputs {
  return { ...judgeFormInputs(previous), shown: new Set(ESTIMATE_FIELDS) };
}

/**
 * The page's form left empty (a review: sent so, it reloaded with nothing said): the fields an
 * estimate needs say so once their messages show (a submit, or the field emptied and left), never
 * on a first visit; a field's message goes as soon as something is typed in it, as any message
 * does once the field is put right. The page's alone: the widget's form cannot be sent, and its
 * first load carries none of this.
 */
export function withEmptyFormMessages(form: EstimateForm, shown: ReadonlySet<V2Field>): EstimateForm {
  if (form.state.kind !== 'empty') return form;
  const needed: Partial<Record<V2Field, string>> = { propertyType: VISITOR_MESSAGES.propertyType, purchasePrice: VISITOR_MESSAGES.purchasePrice };
  return { ...form, messageFor: (field) => (shown.has(field) && form.values[field].trim() === '' ? needed[field] : undefined) };
}

/** Applies an update to the inputs: a class component's setState. */
export type ChangeFormInputs = (update: (previous: EstimateFormInputs) => EstimateFormInputs) => void;

/**
 * The form as the page island and the widget use it, without Preact: what the inputs evaluate
 * to with the shared core, and the handlers that change them through `change`. Both keep the
 * inputs in a class component's state (so that host pages do not download preact/hooks for one
 * piece of state) and judge them (judgeFormInputs) when the visitor pauses or leaves a field.
 */
export function estimateFormOf(inputs: EstimateFormInputs, change: ChangeFormInputs): EstimateForm {
  const { values, judged, shown } = inputs;
  const typed = evaluateEstimateForm(values);
  const last = judged === values ? typed : evaluateEstimateForm(judged);
  // What shows while the visitor types (stateWhileTyping, written out: every byte goes to host
  // pages): the typed estimate, else the last judgement's state. A field's message shows once
  // judged wrong, and goes as soon as the field is put right.
  const [typedIssues, judgedIssues] = [typed, last].map((state) => (state.kind === 'invalid' ? state.issues : {}));
  return {
    values,
    state: typed.kind === 'estimate' ? typed : last,
    messageFor: (field) => (shown.has(field) && judgedIssues![field] ? typedIssues![field] : undefined),
    update: (field) => (event) => {
      const value = (event.currentTarget as HTMLInputElement | HTMLSelectElement).value;
      change((previous) => ({ ...previous, values: { ...previous.values, [field]: value } }));
    },
  };
}
