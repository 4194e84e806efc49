import type { TaxImpactInput } from '../../domain/tax/tax-impact-types.ts';
import type { Finding, Words } from '../problem-codes.ts';

/**
 * The kinds of field a tax-impact request has, and what one entry of its field table
 * (fields.ts) holds. A kind gives the field's type, its own check and its JSON Schema; the entry
 * adds its bounds, default, words and place on the page. Everything else about a field (the
 * request type, the checks, the messages and codes, the OpenAPI schema, the visitor's words, the
 * form's fields, defaults and link readers) is derived from the entries, never written again.
 */

/**
 * What is wrong with a field. With the field it makes the problem's code ('outOfRange' on
 * studyYear is `study_year_out_of_range`), which the API answers with the entry's message and
 * the page with the entry's words. 'missing': a required field, or a companion the participation
 * chosen requires; 'invalid': not a value of the field's kind and bounds; 'outOfRange': a valid
 * value the other fields rule out (a year outside the study's or the sale's years, a date
 * acquired after the date placed in service, rates that together pass 100%); 'notApplicable': a
 * field given for a property it does not apply to; 'notAllowed': a choice the law does not allow
 * with the others.
 */
export type TaxFieldProblem = 'missing' | 'invalid' | 'outOfRange' | 'notApplicable' | 'notAllowed';

/** The request's values as a rule between fields reads them: the fields it waits for are valid. */
export type ValidBody = Partial<TaxImpactInput> & Record<string, unknown>;

/**
 * A rule between fields: it judges the entry's field once the field and every field of `after`
 * are valid (field-rules.ts, BetweenRule). `after` may name the v2 fields too.
 */
export interface BetweenFields<Value, Problem extends string> {
  after: readonly string[];
  /** Read when valid, else taken as not given (BetweenRule.readsIfValid). */
  readsIfValid?: readonly string[];
  check(value: Value | undefined, body: ValidBody): Finding<Problem> | undefined;
  /** The same from which fields are given alone, when a field of `after` is not valid (BetweenRule.fromPresence): values are not read. */
  fromPresence?(value: unknown, given: Readonly<Record<string, unknown>>): Finding<Problem> | undefined;
}

/**
 * The parts of the page a field is shown in: the tax section's in the page's order (its
 * assumptions, "More assumptions", "Do you plan to sell?", "What you keep"), then `land`, the
 * owner's own land value, asked in the estimate's fields under the price. A link lists the fields
 * in this order.
 */
export const PAGE_PARTS = ['assumptions', 'more', 'sale', 'keep', 'land'] as const;
export type PagePart = (typeof PAGE_PARTS)[number];

/** How the page asks for a field: the control follows from the kind (a date, a rate, dollars, a year, a choice, yes or no). */
export interface PagePlace {
  part: PagePart;
  /** Its place among the part's fields, from 1. */
  order: number;
  label: string;
  hint?: string;
  /**
   * A choice's options in the page's words, in the order shown (the first the default); a
   * choice without them is laid out by its component (the participation's radios).
   */
  options?: ReadonlyArray<readonly [value: string, words: string]>;
  /**
   * A choice of a state: every state and DC by name (domain/estimate/land-shares.ts), after a
   * first option, blank, in these words. The names are not repeated in the page's form fields:
   * the page has them already.
   */
  stateChoiceBlank?: string;
  /** How a link's word is read into the field beyond trimming: `upperCase` (state=ca), `yesOrNo` (a checkbox). */
  linkReader?: 'upperCase' | 'yesOrNo';
}

export type FieldKind = 'date' | 'rate' | 'dollars' | 'year' | 'choice' | 'flag';

/** A value's JSON Schema, as the OpenAPI document writes it (a part of openapi/openapi-types.ts SchemaObject). */
export interface ValueSchema {
  type: 'string' | 'number' | 'integer' | 'boolean';
  enum?: string[];
  minimum?: number;
  maximum?: number;
}

/** What a field says of each problem it can have: its API message, or its visitor's words. */
export type Texts = { readonly [P in TaxFieldProblem]?: Words };

/** One entry of the field table: one request field, everything said of it once. */
export interface FieldEntry<Value = unknown, Messages extends Texts = Texts> {
  kind: FieldKind;
  /** Required in every request (placedInService); the others are optional. */
  required: boolean;
  /** The field's own rule: what is wrong with its value alone, or nothing. Absent is fine unless required. */
  check(value: unknown): (keyof Messages & TaxFieldProblem) | undefined;
  /** The value's JSON Schema in the OpenAPI document, without its description. */
  schema: ValueSchema;
  /** The OpenAPI description: what it is, its bounds, its default and the rules it takes part in. */
  description: string | ((law: LawWords) => string);
  /** The API's message for each problem the field can have (its name and code are derived: `taxRateInvalid`, `tax_rate_invalid`). */
  messages: Messages;
  /** The visitor's words on the page for the same problems. */
  words: { readonly [P in keyof Messages]: Words };
  /** A rule between this field and others, if it takes part in one. */
  between?: BetweenFields<Value, keyof Messages & TaxFieldProblem>;
  /** The form's value of an untouched field, as text ('' blank: the default the description says). */
  formDefault: string | ((today: string) => string);
  page: PagePlace;
  /** Phantom: the value's type once valid (never set). */
  readonly value?: Value;
}

/** The law in words, for descriptions that cite it (contract/law-descriptions.ts; server side only). */
export interface LawWords {
  topTaxRate: string;
  bonusByAcquisition: string;
}

type EntryWithout<Value, Messages extends Texts> = Omit<FieldEntry<Value, Messages>, 'kind' | 'required' | 'check' | 'schema' | 'value'>;
type CheckOf<Messages extends Texts> = FieldEntry<unknown, Messages>['check'];

/** An optional field: nothing to say when it is absent, 'invalid' when `accepts` refuses it. */
const optional =
  (accepts: (value: unknown) => boolean) =>
  (value: unknown): 'invalid' | undefined =>
    value === undefined || accepts(value) ? undefined : 'invalid';

const numberFromZeroTo = (max: number) => (value: unknown) => typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= max;

/** A date written YYYY-MM-DD that `accepts` takes; required, a missing one is 'missing'. */
export function requiredDate<const M extends Texts & { missing: Words; invalid: Words }>(
  accepts: (value: unknown) => boolean,
  entry: EntryWithout<string, M>,
): FieldEntry<string, M> & { required: true } {
  return {
    kind: 'date',
    required: true,
    check: (value) => (accepts(value) ? undefined : value === undefined ? 'missing' : 'invalid'),
    schema: { type: 'string' },
    ...entry,
  };
}

/** An optional date written YYYY-MM-DD that `accepts` takes. */
export function date<const M extends Texts & { invalid: Words }>(accepts: (value: unknown) => boolean, entry: EntryWithout<string, M>): FieldEntry<string, M> {
  return { kind: 'date', required: false, check: optional(accepts) as CheckOf<M>, schema: { type: 'string' }, ...entry };
}

/** A rate as a fraction, 0 to `max` (0.37 is 37%). */
export function rate<const M extends Texts & { invalid: Words }>(max: number, entry: EntryWithout<number, M>): FieldEntry<number, M> {
  return {
    kind: 'rate',
    required: false,
    check: optional(numberFromZeroTo(max)) as CheckOf<M>,
    schema: { type: 'number', minimum: 0, maximum: max },
    ...entry,
  };
}

/** Dollars from `min` (0 unless said), up to `max` when there is one (cents allowed). */
export function dollars<const M extends Texts & { invalid: Words }>(max: number | null, entry: EntryWithout<number, M>, min = 0): FieldEntry<number, M> {
  const inBounds = (value: unknown) => typeof value === 'number' && Number.isFinite(value) && value >= min && value <= (max ?? Number.POSITIVE_INFINITY);
  return {
    kind: 'dollars',
    required: false,
    check: optional(inBounds) as CheckOf<M>,
    schema: max === null ? { type: 'number', minimum: min } : { type: 'number', minimum: min, maximum: max },
    ...entry,
  };
}

/** A whole calendar year (any safe integer on its own; its range is a rule between fields). */
export function year<const M extends Texts & { invalid: Words }>(entry: EntryWithout<number, M>): FieldEntry<number, M> {
  return { kind: 'year', required: false, check: optional(Number.isSafeInteger) as CheckOf<M>, schema: { type: 'integer' }, ...entry };
}

/** One of `values`, exactly as written. */
export function choice<const V extends string, const M extends Texts & { invalid: Words }>(values: readonly V[], entry: EntryWithout<V, M>): FieldEntry<V, M> {
  return {
    kind: 'choice',
    required: false,
    check: optional((value) => values.includes(value as V)) as CheckOf<M>,
    schema: { type: 'string', enum: [...values] },
    ...entry,
  };
}

/** true or false. */
export function flag<const M extends Texts & { invalid: Words }>(entry: EntryWithout<boolean, M>): FieldEntry<boolean, M> {
  return { kind: 'flag', required: false, check: optional((value) => typeof value === 'boolean') as CheckOf<M>, schema: { type: 'boolean' }, ...entry };
}

/** A field's value type once valid: its entry's phantom `value` (inferring it through FieldEntry's generics found none, so every optional field was `undefined`). */
export type ValueOf<Entry> = Entry extends { readonly value?: infer Value } ? Value : never;

/** A field's problems. */
export type ProblemsOf<Entry> = Entry extends { messages: infer Messages } ? keyof Messages & TaxFieldProblem : never;
