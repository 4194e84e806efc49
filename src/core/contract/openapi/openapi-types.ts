/**
 * The part of OpenAPI 3.1 (https://spec.openapis.org/oas/v3.1.1) and of JSON Schema 2020-12 that
 * the generated document uses, and nothing more: a keyword the document starts to use must be
 * added here first, so the /docs/api view knows every shape it can meet.
 */

/** A value that survives JSON.stringify unchanged. */
export type JsonValue = string | number | boolean | null | readonly JsonValue[] | { readonly [key: string]: JsonValue };

/** The JSON Schema types z.toJSONSchema writes. */
export type SchemaType = 'object' | 'array' | 'string' | 'number' | 'integer' | 'boolean' | 'null';

/** A JSON Schema 2020-12 schema, as z.toJSONSchema writes it for the request and response schemas. */
export interface SchemaObject {
  /** A list for a nullable value: `['string', 'null']`. */
  type?: SchemaType | SchemaType[];
  description?: string;
  properties?: { [name: string]: SchemaObject };
  required?: string[];
  additionalProperties?: boolean | SchemaObject;
  items?: SchemaObject;
  enum?: Array<string | number | boolean | null>;
  const?: string | number | boolean | null;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  examples?: JsonValue[];
}

/** The component maps a `$ref` can point into. */
export type ComponentKind = 'schemas' | 'headers';

/** A `$ref` into `components[kind]`; built by componentRef (openapi-refs.ts) and only there. */
export interface ComponentReference<Kind extends ComponentKind> {
  $ref: `#/components/${Kind}/${string}`;
}

export interface ExampleObject {
  summary?: string;
  /** A request body or the answer to one: whatever the contracts return. */
  value: unknown;
  /**
   * On an error answer: the request body it answers, when that body does not conform to the
   * request schema (a request example must, so the refused ones are kept here, with their answer).
   */
  'x-request-body'?: unknown;
}

/** Every body of the document is JSON, described by a named component schema. */
export interface MediaTypeObject {
  schema: ComponentReference<'schemas'>;
  /** Absent where one would say nothing (the document's own 200 is the document). */
  examples?: { [name: string]: ExampleObject };
}

export interface JsonContent {
  'application/json': MediaTypeObject;
}

export interface HeaderObject {
  description?: string;
  schema: SchemaObject;
}

export interface RequestBodyObject {
  required: boolean;
  description: string;
  content: JsonContent;
}

export interface ResponseObject {
  description: string;
  headers?: { [name: string]: HeaderObject | ComponentReference<'headers'> };
  /** Absent for a response without a body (the 204 of a preflight). */
  content?: JsonContent;
}

export interface OperationObject {
  tags: string[];
  summary: string;
  description?: string;
  operationId: string;
  requestBody?: RequestBodyObject;
  /** By status code: "200", "400", ... */
  responses: { [status: string]: ResponseObject };
}

export interface PathItemObject {
  get?: OperationObject;
  post?: OperationObject;
  options?: OperationObject;
}

export interface InfoObject {
  title: string;
  version: string;
  summary: string;
  description: string;
  license: LicenseObject;
}

/** OpenAPI 3.1: a name and an SPDX expression (`identifier`) or a URL. */
export interface LicenseObject {
  name: string;
  identifier: string;
}

/** A scheme name to its scopes; the API has none, so the document's list is empty. */
export type SecurityRequirementObject = Record<string, string[]>;

export interface ServerObject {
  url: string;
}

export interface TagObject {
  name: string;
  description: string;
}

export interface ComponentsObject {
  schemas: { [name: string]: SchemaObject };
  headers: { [name: string]: HeaderObject };
}

export interface OpenApiDocument {
  openapi: `3.1.${number}`;
  info: InfoObject;
  servers: ServerObject[];
  /** Empty: no operation needs credentials (said outright, not left unsaid). */
  security: SecurityRequirementObject[];
  tags: TagObject[];
  /** By path: "/api/v2/estimate", ... */
  paths: { [path: string]: PathItemObject };
  components: ComponentsObject;
}
