import { type Finding, kindOf, type MessageKey } from './problem-codes.ts';

/**
 * A request's rules, written once and zod-free: the endpoints validate with them (api/validate.ts),
 * the page's island and the widget check their forms with them, and the zod schemas only
 * describe the request in the OpenAPI document (property tests hold the two together,
 * tests/core/contract/). A contract has two kinds of rule, and reports its problems in their
 * order, at most one per field: each field's own rule, in the request's field order (FieldChecks),
 * then the rules between fields (BetweenRule). Small on purpose: the widget carries checkFields.
 */

/** The problems of a request by field, at most one each, in the order they are reported. */
export type Problems<Field extends string, Kind extends string> = Partial<Record<Field, Finding<Kind>>>;

/**
 * A problem the contract has a message for: a field's rule may only report those, so a new rule
 * without its message (`messageKey(field, kind)` in the contract's table) fails `tsc`.
 */
export type KindWithMessage<Messages, Field extends string, Kind extends string> = Kind extends unknown
  ? MessageKey<Field, Kind> extends keyof Messages
    ? Kind
    : never
  : never;

/**
 * Each field's own rule, by field, in the request's field order: what is wrong with its value
 * alone, or nothing. Every field of the request has one (a field with no rule could never be
 * refused, nor kept): the keys are the request's fields.
 */
export type FieldChecks<Messages, Field extends string, Kind extends string> = {
  readonly [F in Field]: (value: unknown) => KindWithMessage<Messages, F, Kind> | undefined;
};

/**
 * A rule between fields: it judges `field` from the body, once `field` and every field of `after`
 * are found valid, so it may read them as the request's types.
 */
export interface BetweenRule<Field extends string, Kind extends string, Body> {
  field: Field;
  after: readonly Field[];
  /**
   * Fields the rule reads when they are valid and otherwise takes as not given, so that their own
   * problem does not hide this one (a sale date in the year placed in service is wrong whatever
   * the study year): only for fields whose absence the rule understands (a default).
   */
  readsIfValid?: readonly Field[];
  check(value: unknown, body: Body): Finding<Kind> | undefined;
  /**
   * What the rule finds from which fields are given alone, when a field of `after` is not valid:
   * a value given where another field's absence rules it out (or its presence) is a problem
   * whatever that field's value, and is reported with it, at once. It reads no value of `after`.
   */
  fromPresence?(value: unknown, body: Body): Finding<Kind> | undefined;
}

/** Problems a rule between fields finds that leave the field's value readable by the rules after it: none, or a valid value out of place. */
const READABLE_KINDS: ReadonlySet<string> = new Set(['missing', 'notApplicable']);

/** Each field's own problem, by field, in the checks' order. */
export function checkFields<Field extends string, Kind extends string>(
  checks: { readonly [F in Field]: (value: unknown) => Kind | undefined },
  body: Readonly<Record<string, unknown>>,
): Partial<Record<Field, Kind>> {
  const problems: Partial<Record<Field, Kind>> = {};
  for (const field in checks) {
    const kind = checks[field](body[field]);
    if (kind) problems[field] = kind;
  }
  return problems;
}

/**
 * Adds to `problems` (fields already found at fault) what the rules between fields find, in their
 * order. A rule waits for the fields in its `after` to be found valid, but for what it finds from
 * which fields are given (`fromPresence`). A field another rule finds
 * only missing, or given where it does not apply (a sale price without a sale date), has a value a
 * rule may still read (none, or a valid one), so the rules that read it go on and every problem of
 * the body is reported at once; a value out of its range or not allowed is not read.
 */
export function checkBetween<Field extends string, Kind extends string, Body extends Partial<Record<Field, unknown>>>(
  rules: ReadonlyArray<BetweenRule<Field, Kind, Body>>,
  body: Body,
  problems: Problems<Field, Kind>,
): Problems<Field, Kind> {
  // A field's own problem always stops the rules that read it; a rule's problem only when it leaves no valid value.
  const own = { ...problems };
  const unreadable = (other: Field) => {
    const found = problems[other];
    return found !== undefined && (own[other] !== undefined || !READABLE_KINDS.has(kindOf(found)));
  };
  for (const { field, after, readsIfValid, check, fromPresence } of rules) {
    if (problems[field]) continue;
    const found = after.some(unreadable) ? fromPresence?.(body[field], body) : check(body[field], withoutUnreadable(body, readsIfValid, unreadable));
    if (found) problems[field] = found;
  }
  return problems;
}

/** The body with the fields of `fields` that are not valid taken out, as if not given (BetweenRule.readsIfValid). */
function withoutUnreadable<Field extends string, Body extends Partial<Record<Field, unknown>>>(
  body: Body,
  fields: readonly Field[] | undefined,
  unreadable: (field: Field) => boolean,
): Body {
  const hidden = fields?.filter(unreadable);
  if (!hidden?.length) return body;
  const read = { ...body };
  for (const field of hidden) delete read[field];
  return read;
}
