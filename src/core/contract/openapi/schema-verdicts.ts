import type * as z from 'zod/mini';
import { type ApiProblem, apiProblem } from '../api/api-problems.ts';
import type { AllIssuesValidation, LegacyValidation } from '../api/validate.ts';
import { LEGACY_FIELD_ORDER, legacyRequestSchema, type V2Request, v2RequestSchema } from '../schemas.ts';

/**
 * What the OpenAPI document's request schemas say of a body, in the API's words: the other judge
 * the property tests hold the rules to (tests/core/contract/), so that the document cannot
 * promise what the endpoints refuse, or the reverse. Never on a request's path: the endpoints,
 * the page and the widget run the rules (field-rules.ts).
 */

/** The schema's issues as problems: a field's issue has the field as its path; the body's own (not an object) has none. */
function problemsOf(issues: readonly z.core.$ZodIssue[]): ApiProblem[] {
  return issues.map((issue) => apiProblem(issue.path.length > 0 ? String(issue.path[0]) : 'body', issue.message));
}

function refused(problems: ApiProblem[]): AllIssuesValidation<never> {
  return { ok: false, issues: problems.map((problem) => problem.message), problems };
}

/** The v2 request schema's verdict: the value it parses, or its issues. */
export function validateV2RequestBySchema(body: unknown): AllIssuesValidation<V2Request> {
  const result = v2RequestSchema.safeParse(body);
  return result.success ? { ok: true, value: result.data } : refused(problemsOf(result.error.issues));
}

/** The legacy request schema's verdict: the value it parses, or its first failing field in the spec's table order. */
export function validateLegacyRequestBySchema(body: unknown): LegacyValidation {
  const result = legacyRequestSchema.safeParse(body);
  if (result.success) return { ok: true, value: result.data };
  const issues = result.error.issues;
  for (const field of LEGACY_FIELD_ORDER) {
    const issue = issues.find((candidate) => candidate.path[0] === field);
    if (issue) return { ok: false, field, message: issue.message };
  }
  return { ok: false, field: 'body', message: issues[0]?.message ?? 'The request body is not valid' };
}
