import type * as z from 'zod/mini';
import { type ApiProblem, apiProblem } from './api-problems.ts';
import { LEGACY_FIELD_ORDER, type LegacyRequest, legacyRequestSchema, type V2Request, v2RequestSchema } from './schemas.ts';
import { type TaxImpactRequest, taxImpactRequestSchema } from './tax-impact-schemas.ts';

/**
 * A v2-style validation: the value, or every problem at once, one human message each in
 * `issues` and the same problems for a program, in the same order, in `problems`.
 */
export type AllIssuesValidation<T> = { ok: true; value: T } | { ok: false; issues: string[]; problems: ApiProblem[] };

function allIssues<T>(schema: z.ZodMiniType<T>, body: unknown): AllIssuesValidation<T> {
  const result = schema.safeParse(body);
  if (result.success) return { ok: true, value: result.data };
  const { issues } = result.error;
  return {
    ok: false,
    issues: issues.map((issue) => issue.message),
    // A field's issue has the field as its path; the body's own (not an object) has none.
    problems: issues.map((issue) => apiProblem(issue.path.length > 0 ? String(issue.path[0]) : 'body', issue.message)),
  };
}

export type V2Validation = AllIssuesValidation<V2Request>;

/** Every problem of a v2 body at once. */
export function validateV2Request(body: unknown): V2Validation {
  return allIssues(v2RequestSchema, body);
}

/** Every problem of a tax-impact body at once: the v2 messages for the v2 fields, then its own. */
export function validateTaxImpactRequest(body: unknown): AllIssuesValidation<TaxImpactRequest> {
  return allIssues(taxImpactRequestSchema, body);
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
