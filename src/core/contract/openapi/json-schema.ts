import * as z from 'zod/mini';
import type { SchemaObject, SchemaType } from './openapi-types.ts';

type ZodJsonSchema = z.core.JSONSchema.JSONSchema;
type ZodJsonSchemaOrBoolean = z.core.JSONSchema._JSONSchema;

/**
 * A zod schema as the JSON Schema 2020-12 of the OpenAPI document, typed as SchemaObject.
 * zod's own type allows every keyword of the draft; this copies the ones SchemaObject knows, in
 * zod's order (the document's bytes do not change), and throws on any other, so a new zod check
 * cannot reach the document (or /docs/api) without SchemaObject and the view learning it first.
 */
export function jsonSchemaOf(schema: z.core.$ZodType, io: 'input' | 'output'): SchemaObject {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, target: 'draft-2020-12' });
  return schemaObjectFrom(rest, '#');
}

function schemaObjectFrom(json: ZodJsonSchema, at: string): SchemaObject {
  const schema: SchemaObject = {};
  for (const keyword of Object.keys(json)) {
    switch (keyword) {
      case 'type':
        if (Array.isArray(json.type) && !json.type.includes('null')) throw unsupported(at, 'type', 'a list of types other than a nullable one');
        if (json.type !== undefined) schema.type = json.type as SchemaType | SchemaType[];
        break;
      case 'anyOf': {
        // Only a nullable value, written as one schema with a list of types.
        const [value, nothing, ...more] = json.anyOf ?? [];
        if (typeof value !== 'object' || typeof nothing !== 'object' || nothing.type !== 'null' || more.length > 0 || typeof value.type !== 'string') {
          throw unsupported(at, 'anyOf', 'an anyOf other than a nullable value');
        }
        const nullable = schemaObjectFrom(value, at);
        // A nullable enum lists null among its values too, or null would not validate.
        Object.assign(schema, nullable, { type: [value.type, 'null'] }, nullable.enum ? { enum: [...nullable.enum, null] } : {});
        break;
      }
      case 'properties':
        schema.properties = Object.fromEntries(
          Object.entries(json.properties ?? {}).map(([name, property]) => [name, subschema(property, `${at}/properties/${name}`)]),
        );
        break;
      case 'items':
        if (json.items === undefined || Array.isArray(json.items)) throw unsupported(at, 'items', 'a tuple');
        schema.items = subschema(json.items, `${at}/items`);
        break;
      case 'additionalProperties':
        if (json.additionalProperties === undefined) break;
        schema.additionalProperties =
          typeof json.additionalProperties === 'boolean' ? json.additionalProperties : subschema(json.additionalProperties, `${at}/additionalProperties`);
        break;
      case 'required':
        if (json.required) schema.required = json.required;
        break;
      case 'enum':
        if (json.enum) schema.enum = json.enum;
        break;
      case 'const':
        if (json.const !== undefined) schema.const = json.const;
        break;
      case 'description':
        if (json.description !== undefined) schema.description = json.description;
        break;
      case 'minimum':
      case 'maximum':
      case 'minLength':
      case 'maxLength':
      case 'minItems':
      case 'maxItems': {
        const bound = json[keyword];
        if (bound !== undefined) schema[keyword] = bound;
        break;
      }
      default:
        throw unsupported(at, keyword, 'a keyword SchemaObject (src/core/contract/openapi/openapi-types.ts) does not have');
    }
  }
  return schema;
}

function subschema(json: ZodJsonSchemaOrBoolean, at: string): SchemaObject {
  if (typeof json === 'boolean') throw unsupported(at, String(json), 'a boolean schema');
  return schemaObjectFrom(json, at);
}

function unsupported(at: string, keyword: string, what: string): Error {
  return new Error(`OpenAPI document: z.toJSONSchema wrote ${what} at ${at} (${keyword}); add it to SchemaObject and to the /docs/api view first`);
}
