import { TAX_IMPACT_ENTRIES } from '../tax-impact/checks.ts';
import type { LawWords } from '../tax-impact/field-kinds.ts';
import type { SchemaObject } from './openapi-types.ts';

/**
 * The request's JSON Schema in the OpenAPI document, generated from the table: the v2 request's
 * (its zod schema's, `v2`), then each entry's kind, bounds and description, and the required
 * fields. The rules between fields are said in the fields' descriptions only.
 */
export function taxImpactRequestJsonSchema(v2: SchemaObject, law: LawWords): SchemaObject {
  const properties = { ...v2.properties };
  const required = [...(v2.required ?? [])];
  for (const [field, entry] of TAX_IMPACT_ENTRIES) {
    properties[field] = { ...entry.schema, description: typeof entry.description === 'string' ? entry.description : entry.description(law) };
    if (entry.required) required.push(field);
  }
  return { ...v2, properties, required };
}
