/**
 * Problem codes: stable snake_case identifiers of what is wrong with a request, one per message
 * of the API. A message table names each message by its field and the problem
 * (`purchasePriceTooLow`) and the code is that name in snake_case (`purchase_price_too_low`),
 * so a field's new message gets its code by being added in the same style. The API answers them
 * in `problems[].code` (an enum in the OpenAPI document); the page and the widget key their
 * visitor's words by them. Zod-free and tiny: the browser computes codes with it.
 */

/** `purchasePriceTooLow` -> `purchase_price_too_low`, as a type. */
export type SnakeCase<Name extends string, Done extends string = ''> = string extends Name
  ? string
  : Name extends `${infer Head}${infer Tail}`
    ? SnakeCase<Tail, `${Done}${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}`>
    : Done;

/** The codes of a message table: its keys in snake_case. */
export type CodeOf<Messages> = SnakeCase<Extract<keyof Messages, string>>;

export function snakeCase<Name extends string>(name: Name): SnakeCase<Name> {
  return name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`) as SnakeCase<Name>;
}

/**
 * The message name of a problem a rule finds (field-rules.ts): the field, then the problem with a
 * capital ('tooLow' -> `purchasePriceTooLow`), a missing field being `Required`.
 */
export type MessageKey<Field extends string, Problem extends string> = `${Field}${Problem extends 'missing' ? 'Required' : Capitalize<Problem>}`;

export function messageKey<Field extends string, Problem extends string>(field: Field, problem: Problem): MessageKey<Field, Problem> {
  return `${field}${problem === 'missing' ? 'Required' : problem[0]!.toUpperCase() + problem.slice(1)}` as MessageKey<Field, Problem>;
}

/** The code of a problem a rule finds: what the API answers for the same field and value. */
export function problemCode<Field extends string, Problem extends string>(field: Field, problem: Problem): SnakeCase<MessageKey<Field, Problem>> {
  // snakeCase(messageKey(field, problem)), written so that the browser carries no messageKey.
  return `${snakeCase(field)}_${problem === 'missing' ? 'required' : snakeCase(problem)}` as SnakeCase<MessageKey<Field, Problem>>;
}

/** One problem of a refused request, as the v2 endpoints answer it beside its message in `issues`. */
export interface Problem<Code extends string = string> {
  /** The request field at fault, or "body" for the request as a whole. */
  field: string;
  code: Code;
  /** The same words as the matching entry of `issues`. */
  message: string;
}

/** The years a message names: those a study year or a sale date may fall in. */
export interface YearRange {
  first: number;
  last: number;
}

/**
 * What is wrong with a field: the problem ('tooLow'), or the problem and the years allowed, for a
 * message that names them. With the field the problem names the API's message
 * (`purchasePriceTooLow`) and, in snake_case, its code (`purchase_price_too_low`). Rules find them
 * (field-rules.ts).
 */
export type Finding<Kind extends string> = Kind | { kind: Kind; years: YearRange };

/** What a field's problem is, without the years. */
export const kindOf = <Kind extends string>(finding: Finding<Kind>): Kind => (typeof finding === 'string' ? finding : finding.kind);

/** The years a problem's message names; for a message that names none, none. */
export const yearsOf = (finding: Finding<string>): YearRange | undefined => (typeof finding === 'string' ? undefined : finding.years);

/** A problem's words: a sentence, or a sentence naming the years allowed (Finding's years). */
export type Words = string | ((first: number, last: number) => string);
