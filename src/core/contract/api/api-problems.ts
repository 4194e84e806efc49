import { type CodeOf, type Finding, kindOf, messageKey, type Problem, snakeCase, type Words, yearsOf } from '../problem-codes.ts';
import { REQUEST_MESSAGES } from '../request-messages.ts';
import { TAX_IMPACT_MESSAGES, type TaxImpactCode } from '../tax-impact/messages.ts';
import { V2_MESSAGES, type V2Code } from '../v2-messages.ts';

/**
 * The problems the v2 endpoints answer, from their message tables: the request's
 * (request-messages.ts), the v2 fields' (v2-messages.ts) and the tax-impact fields'
 * (tax-impact/messages.ts). Server side: the browser shows its own words for the same codes.
 */

export type RequestCode = CodeOf<typeof REQUEST_MESSAGES>;

/** Every code a v2 endpoint (estimate or tax impact) answers. */
export type ProblemCode = RequestCode | V2Code | TaxImpactCode;

export type ApiProblem = Problem<ProblemCode>;

type MessageTable = Readonly<Record<string, string | ((...values: never[]) => string)>>;
const TABLES: readonly MessageTable[] = [REQUEST_MESSAGES, V2_MESSAGES, TAX_IMPACT_MESSAGES];

/** Every code, table by table in message order: the OpenAPI document's enum of `problems[].code`. */
export const PROBLEM_CODES = TABLES.flatMap((table) => Object.keys(table).map(snakeCase)) as readonly ProblemCode[];

const FIELD_MESSAGES: Readonly<Record<string, Words>> = { ...V2_MESSAGES, ...TAX_IMPACT_MESSAGES };

/**
 * A problem a rule found (field-rules.ts), as `problems` says it: its field, its code and its
 * message, both named by the field and the problem (`purchasePriceTooLow`, `purchase_price_too_low`).
 * A message with values in it names the years the problem carries.
 */
export function apiProblemOf(field: string, finding: Finding<string>): ApiProblem {
  const name = messageKey(field, kindOf(finding));
  const years = yearsOf(finding);
  const code = snakeCase(name) as ProblemCode;
  const message = FIELD_MESSAGES[name];
  // tsc holds each rule to the problems its contract has a message for (field-rules.ts, KindWithMessage).
  if (message === undefined || (typeof message !== 'string' && years === undefined)) throw new Error(`No message ${name} for this problem of ${field}`);
  return { field, code, message: typeof message === 'string' ? message : message(years!.first, years!.last) };
}

/** A body that is not a JSON object: the one problem of the request as a whole that validation finds. */
export const BODY_NOT_OBJECT: ApiProblem = { field: 'body', code: 'body_not_object', message: REQUEST_MESSAGES.bodyNotObject };

const codeByMessage = new Map<string, ProblemCode>();
/** The messages with values in them ("studyYear must be from 2024 ..."): found by their field. */
const withValues: Array<[name: string, code: ProblemCode]> = [];
for (const table of TABLES) {
  for (const [name, message] of Object.entries(table)) {
    const code = snakeCase(name) as ProblemCode;
    if (typeof message === 'string') codeByMessage.set(message, code);
    else withValues.push([name, code]);
  }
}

/**
 * The other way round: the problem a message of the tables stands for, found by its words, or
 * for a message with values in it by its field (a field has at most one such message). The
 * endpoints never need it (their problems carry their codes); the schemas' verdict does
 * (openapi/schema-verdicts.ts), to read zod's messages as problems. A message in no table is a
 * programming error that tests catch.
 */
export function apiProblem(field: string, message: string): ApiProblem {
  const code = codeByMessage.get(message) ?? withValues.find(([name]) => name.startsWith(field) && /^[A-Z]/.test(name.slice(field.length)))?.[1];
  if (code === undefined) {
    throw new Error(`No problem code for "${message}" (${field}): name the message in its contract's table (v2-messages.ts, tax-impact/messages.ts)`);
  }
  return { field, code, message };
}
