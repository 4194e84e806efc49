import { type ApiProblem, apiProblemOf, BODY_NOT_OBJECT } from './api-problems.ts';
import type { Problems } from './field-rules.ts';
import { LEGACY_FIELD_ORDER, type LegacyRequest, legacyRequestSchema, type V2Request } from './schemas.ts';
import { TAX_IMPACT_CHECKS, taxImpactProblems } from './tax-impact-checks.ts';
import type { TaxImpactRequest } from './tax-impact-schemas.ts';
import { checkV2Fields, V2_CHECKS } from './v2-field-checks.ts';

/**
 * A v2-style validation: the value, or every problem at once, one human message each in
 * `issues` and the same problems for a program, in the same order, in `problems`.
 */
export type AllIssuesValidation<T> = { ok: true; value: T } | { ok: false; issues: string[]; problems: ApiProblem[] };

type JsonObject = Record<string, unknown>;
const isJsonObject = (body: unknown): body is JsonObject => typeof body === 'object' && body !== null && !Array.isArray(body);

/**
 * A body judged by its contract's rules (field-rules.ts): refused with every problem, or accepted
 * as the value of its own known fields (unknown keys, and inherited ones, left out).
 */
function allIssues<T>(body: unknown, problemsOf: (body: JsonObject) => Problems<string, string>, fields: readonly string[]): AllIssuesValidation<T> {
  if (!isJsonObject(body)) return refused([BODY_NOT_OBJECT]);
  const problems = Object.entries(problemsOf(body));
  if (problems.length > 0) return refused(problems.map(([field, finding]) => apiProblemOf(field, finding!)));
  const value: JsonObject = {};
  for (const field of fields) if (Object.hasOwn(body, field) && body[field] !== undefined) value[field] = body[field];
  return { ok: true, value: value as T };
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

/** The first failing field of a legacy body, in the spec's table order. */
export function validateLegacyRequest(body: unknown): LegacyValidation {
  const result = legacyRequestSchema.safeParse(body);
  if (result.success) return { ok: true, value: result.data };
  const issues = result.error.issues;
  for (const field of LEGACY_FIELD_ORDER) {
    const issue = issues.find((candidate) => candidate.path[0] === field);
    if (issue) return { ok: false, field, message: issue.message };
  }
  return { ok: false, field: 'body', message: issues[0]?.message ?? 'The request body is not valid' };
}
