import type * as z from 'zod/mini';
import { type ApiProblem, apiProblem } from './api-problems.ts';
import { LEGACY_FIELD_ORDER, type LegacyRequest, legacyRequestSchema, type V2Request, v2RequestSchema } from './schemas.ts';
import { checkTaxImpactFields, type TaxImpactField } from './tax-impact-checks.ts';
import { type TaxImpactRequest, taxImpactRequestSchema } from './tax-impact-schemas.ts';
import { checkV2Fields } from './v2-field-checks.ts';

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

const TAX_IMPACT_FIELDS = Object.keys(taxImpactRequestSchema.def.shape) as Array<keyof TaxImpactRequest>;

/**
 * Every problem of a tax-impact body at once: the v2 messages for the v2 fields, then its own.
 * A valid body takes the fast path: the zod-free checks (the page's, held equal to the schema
 * message for message by property tests, tests/core/contract/) find nothing, and the value is
 * the body's own fields, as zod would return them. The schema runs only for a body with a
 * problem, to say what it is: it costs several times the rest of a valid request (npm run bench).
 */
export function validateTaxImpactRequest(body: unknown): AllIssuesValidation<TaxImpactRequest> {
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
    const fields = body as Partial<Record<TaxImpactField | keyof TaxImpactRequest, unknown>>;
    if (isEmpty(checkV2Fields(fields)) && isEmpty(checkTaxImpactFields(fields))) {
      const value: Record<string, unknown> = {};
      for (const field of TAX_IMPACT_FIELDS) if (Object.hasOwn(fields, field) && fields[field] !== undefined) value[field] = fields[field];
      return { ok: true, value: value as TaxImpactRequest };
    }
  }
  return allIssues(taxImpactRequestSchema, body);
}

const isEmpty = (problems: object) => Object.keys(problems).length === 0;

/** The schema's own verdict on a tax-impact body, without the fast path: what the property tests hold the checks to. */
export function validateTaxImpactRequestBySchema(body: unknown): AllIssuesValidation<TaxImpactRequest> {
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
