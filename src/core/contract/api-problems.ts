import { type CodeOf, type Problem, snakeCase } from './problem-codes.ts';
import { REQUEST_MESSAGES } from './request-messages.ts';
import { TAX_IMPACT_MESSAGES, type TaxImpactCode } from './tax-impact-messages.ts';
import { V2_MESSAGES, type V2Code } from './v2-messages.ts';

/**
 * The codes the v2 endpoints answer in `problems`, from their message tables: the request's
 * (request-messages.ts), the v2 fields' (v2-messages.ts) and the tax-impact fields'
 * (tax-impact-messages.ts). Server side: the browser computes its codes from its checks
 * (v2ProblemCode, taxImpactProblemCode), and tests hold the two equal.
 */

export type RequestCode = CodeOf<typeof REQUEST_MESSAGES>;

/** Every code a v2 endpoint (estimate or tax impact) answers. */
export type ProblemCode = RequestCode | V2Code | TaxImpactCode;

export type ApiProblem = Problem<ProblemCode>;

type MessageTable = Readonly<Record<string, string | ((...values: never[]) => string)>>;
const TABLES: readonly MessageTable[] = [REQUEST_MESSAGES, V2_MESSAGES, TAX_IMPACT_MESSAGES];

/** Every code, table by table in message order: the OpenAPI document's enum of `problems[].code`. */
export const PROBLEM_CODES = TABLES.flatMap((table) => Object.keys(table).map(snakeCase)) as readonly ProblemCode[];

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
 * One refused field as `problems` says it: the code of its message, found by the message's
 * words, or for a message with values in it by its field (a field has at most one such
 * message). A message in no table is a programming error that tests catch, never a client's.
 */
export function apiProblem(field: string, message: string): ApiProblem {
  const code = codeByMessage.get(message) ?? withValues.find(([name]) => name.startsWith(field) && /^[A-Z]/.test(name.slice(field.length)))?.[1];
  if (code === undefined) {
    throw new Error(`No problem code for "${message}" (${field}): name the message in its contract's table (v2-messages.ts, tax-impact-messages.ts)`);
  }
  return { field, code, message };
}
