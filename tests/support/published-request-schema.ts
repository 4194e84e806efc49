import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import { type ApiProblem, apiProblemOf, BODY_NOT_OBJECT } from '../../src/core/contract/api/api-problems.ts';
import type { AllIssuesValidation } from '../../src/core/contract/api/validate.ts';
import { checkBetween } from '../../src/core/contract/field-rules.ts';
import { buildOpenApiDocument } from '../../src/core/contract/openapi/openapi-document.ts';
import { TAX_IMPACT_BETWEEN_RULES, type TaxImpactFields } from '../../src/core/contract/tax-impact/checks.ts';
import { TAX_IMPACT_FIELD_TABLE } from '../../src/core/contract/tax-impact/fields.ts';
import { checkV2Fields } from '../../src/core/contract/v2-field-checks.ts';

/**
 * What the OpenAPI document's published request schema (generated from the field table) says of
 * a tax-impact body, in the API's words: the other judge the property tests hold the endpoint's
 * rules to, so that the document cannot promise what the endpoint refuses, or the reverse.
 * Each field is judged by the JSON Schema (ajv): its type, its bounds, its choices, whether it is
 * required; a v2 field's problem is named as the v2 rules name it (the schema says only that it
 * is wrong, the rules which bound). What JSON Schema cannot say and the document says in words
 * (a date is a real calendar date in the years given, a year is a safe integer), and the rules between fields, are added
 * from the rules as the endpoint runs them: they are pinned by worked cases and tests/http/.
 */
const schema = buildOpenApiDocument(null).components.schemas.TaxImpactRequest!;
const validate = new Ajv2020({ strict: false, allErrors: true }).compile(schema);

/** The field each error of ajv is about ('body' for the body itself). */
function fieldOf(error: ErrorObject): string {
  if (error.keyword === 'required') return String(error.params.missingProperty);
  return error.instancePath.split('/')[1] ?? 'body';
}

export function validateTaxImpactRequestBySchema(body: unknown): AllIssuesValidation<unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return refused([BODY_NOT_OBJECT]);
  const fields = body as TaxImpactFields;
  validate(body);
  const faulty = new Set((validate.errors ?? []).map(fieldOf));
  const v2Problems = checkV2Fields(fields);
  const problems: Record<string, string> = {};
  for (const field of Object.keys(schema.properties ?? {})) {
    const v2 = v2Problems[field as keyof typeof v2Problems];
    if (v2) {
      if (!faulty.has(field)) throw new Error(`The schema takes ${field} (${JSON.stringify(fields[field as keyof TaxImpactFields])}) that the rules refuse`);
      problems[field] = v2;
      continue;
    }
    const value = fields[field as keyof TaxImpactFields];
    // JSON has no Infinity or NaN: a body the document describes never holds one.
    if (typeof value === 'number' && !Number.isFinite(value)) faulty.add(field);
    if (faulty.has(field)) problems[field] = fields[field as keyof TaxImpactFields] === undefined ? 'missing' : 'invalid';
    else {
      // In words only: a real date in the years the description gives, a year JavaScript holds exactly.
      const entry = TAX_IMPACT_FIELD_TABLE[field as keyof typeof TAX_IMPACT_FIELD_TABLE];
      const inWords = entry && (entry.kind === 'date' || entry.kind === 'year') ? entry.check(fields[field as keyof TaxImpactFields]) : undefined;
      if (inWords) problems[field] = inWords;
    }
  }
  const found = checkBetween(TAX_IMPACT_BETWEEN_RULES, fields, { ...problems } as never) as Record<string, string>;
  const all = Object.entries(found).map(([field, finding]) => apiProblemOf(field, finding));
  if (all.length > 0) return refused(all);
  const value = Object.fromEntries(
    Object.keys(schema.properties ?? {}).flatMap((field) =>
      fields[field as keyof TaxImpactFields] === undefined ? [] : [[field, fields[field as keyof TaxImpactFields]]],
    ),
  );
  return { ok: true, value };
}

function refused(problems: ApiProblem[]): AllIssuesValidation<never> {
  return { ok: false, issues: problems.map((problem) => problem.message), problems };
}
