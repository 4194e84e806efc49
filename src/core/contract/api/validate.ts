import type { Problems } from '../field-rules.ts';
import { checkLegacyFields, LEGACY_CHECKS } from '../legacy-checks.ts';
import { LEGACY_MESSAGES } from '../legacy-messages.ts';
import type { LegacyRequest, V2Request } from '../schemas.ts';
import { TAX_IMPACT_CHECKS, taxImpactProblems } from '../tax-impact/checks.ts';
import type { TaxImpactRequest } from '../tax-impact/request.ts';
import { checkV2Fields, V2_CHECKS } from '../v2-field-checks.ts';
import { type ApiProblem, apiProblemOf, BODY_NOT_OBJECT } from './api-problems.ts';
import type { JsonReply } from './contract.ts';
import { ownWord } from './own-words.ts';

/**
 * A v2-style validation: the value, or every problem at once, one human message each in
 * `issues` and the same problems for a program, in the same order, in `problems`.
 */
export type AllIssuesValidation<T> = { ok: true; value: T } | { ok: false; issues: string[]; problems: ApiProblem[] };

type JsonObject = Record<string, unknown>;
const isJsonObject = (body: unknown): body is JsonObject => typeof body === 'object' && body !== null && !Array.isArray(body);

/** A body judged by its contract's rules (field-rules.ts): refused with every problem, or accepted. */
function allIssues<T>(body: unknown, problemsOf: (body: JsonObject) => Problems<string, string>, fields: readonly string[]): AllIssuesValidation<T> {
  if (!isJsonObject(body)) return refused([BODY_NOT_OBJECT]);
  const problems = Object.entries(problemsOf(body));
  if (problems.length === 0) return { ok: true, value: knownFields(body, fields) as T };
  return refused(problems.map(([field, finding]) => apiProblemOf(field, finding!)));
}

/**
 * A valid body's value: its own known fields (unknown keys, and inherited ones, left out), a word
 * the contract chooses from as the contract's own string (ownWord).
 */
function knownFields(body: JsonObject, fields: readonly string[]): JsonObject {
  const value: JsonObject = {};
  for (const field of fields) {
    const given = body[field];
    if (given !== undefined && Object.hasOwn(body, field)) value[field] = typeof given === 'string' ? ownWord(given) : given;
  }
  return value;
}

/** A v2 endpoint's reply to a validated body: 200 with what `compute` makes of it, or 400 with every issue. */
export function reply<T>(input: AllIssuesValidation<T>, compute: (value: T) => unknown): JsonReply {
  return input.ok
    ? { status: 200, body: compute(input.value) }
    : { status: 400, body: { error: 'invalid_request', issues: input.issues, problems: input.problems } };
}

const refused = (problems: ApiProblem[]): AllIssuesValidation<never> => ({ ok: false, issues: problems.map((problem) => problem.message), problems });

export type V2Validation = AllIssuesValidation<V2Request>;

const V2_FIELDS = Object.keys(V2_CHECKS);

/** Every problem of a v2 body at once. */
export function validateV2Request(body: unknown): V2Validation {
  return allIssues(body, checkV2Fields, V2_FIELDS);
}

/** The request's fields, the v2 ones first: each has its own rule. */
const TAX_IMPACT_FIELDS = [...V2_FIELDS, ...Object.keys(TAX_IMPACT_CHECKS)];

/** Every problem of a tax-impact body at once: the v2 fields' first, then its own. */
export function validateTaxImpactRequest(body: unknown): AllIssuesValidation<TaxImpactRequest> {
  return allIssues(body, taxImpactProblems, TAX_IMPACT_FIELDS);
}

/** `field` is a request field name, or "body" when the body itself is not a JSON object. */
export type LegacyValidation = { ok: true; value: LegacyRequest } | { ok: false; field: string; message: string };

const LEGACY_FIELDS = Object.keys(LEGACY_CHECKS);

/** The first failing field of a legacy body, in the spec's table order. */
export function validateLegacyRequest(body: unknown): LegacyValidation {
  if (!isJsonObject(body)) return { ok: false, field: 'body', message: BODY_NOT_OBJECT.message };
  const [first] = Object.entries(checkLegacyFields(body));
  if (first) return { ok: false, field: first[0], message: LEGACY_MESSAGES[first[1]!] };
  return { ok: true, value: knownFields(body, LEGACY_FIELDS) as LegacyRequest };
}
