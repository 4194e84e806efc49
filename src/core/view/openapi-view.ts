import { RATE_LIMIT_BLOCK_SECONDS, RATE_LIMIT_POINTS, RATE_LIMIT_WINDOW_SECONDS } from '../contract/api/policy.ts';
import { API_ROUTES } from '../contract/api/routes.ts';
import { formatLimit } from '../contract/limits.ts';
import { resolveComponent } from '../contract/openapi/openapi-refs.ts';
import type { ExampleObject, MediaTypeObject, OpenApiDocument, OperationObject, ResponseObject, SchemaObject } from '../contract/openapi/openapi-types.ts';

/**
 * What the /docs/api page shows, read from the generated OpenAPI document (the one GET
 * /api/openapi.json serves): endpoints, field tables, status codes, examples with their answers.
 * The page renders this and nothing else, so it says exactly what the document (and so the code)
 * says. Pure: no Node, no Astro.
 */

export interface ApiReferenceView {
  /** The API's description (info.description). */
  description: string;
  openApiVersion: string;
  /** Where the machine-readable document is served. */
  openApiPath: string;
  /** The address the examples call: the document's server, without a trailing slash. */
  baseUrl: string;
  /** Access-Control-Allow-Origin of every answer. */
  corsOrigin: string;
  rateLimit: RateLimitView;
  endpoints: EndpointView[];
  /** The endpoint new integrations should use. */
  current: EndpointView;
}

export interface RateLimitView {
  /** Requests a client may make per window and endpoint. */
  points: number;
  /** The window in words: "a minute". */
  window: string;
  /** The first request that is refused, as an ordinal: "61st". */
  firstRefused: string;
  /** How long a refused client waits, in seconds. */
  blockSeconds: number;
  /** The RateLimit-Policy header's value. */
  policyHeader: string;
}

export interface EndpointView {
  /** Anchor of its section: the operation's tag ("v2", "legacy"). */
  id: string;
  method: 'POST';
  path: string;
  legacy: boolean;
  summary: string;
  description: string;
  requestDescription: string;
  requestFields: FieldRow[];
  responses: ResponseRow[];
  examples: ExampleView[];
  /** The documented error bodies no request example produces (malformed JSON, 405, 413, 429). */
  errorBodies: ErrorBodyView[];
}

export interface FieldRow {
  name: string;
  type: string;
  required: boolean;
  /** The constraints in words: "at least 50,000; at most 50,000,000". */
  rules: string;
  description: string;
  minimum: number | null;
  /** null when unbounded (zod writes Number.MAX_SAFE_INTEGER for an integer without a maximum). */
  maximum: number | null;
}

export interface ResponseRow {
  status: string;
  description: string;
  /** Name of the component schema of its body, or null when it has none. */
  schema: string | null;
}

export interface ExampleView {
  name: string;
  summary: string;
  curl: string;
  fetch: string;
  /** The status and the body the endpoint answers this request with. */
  status: string;
  answer: string;
}

export interface ErrorBodyView {
  status: string;
  body: string;
}

/** The page's view of a document built with the service's address (buildOpenApiDocument). */
export function apiReferenceView(document: OpenApiDocument): ApiReferenceView {
  const baseUrl = serverUrl(document);
  const endpoints = Object.entries(document.paths).flatMap(([path, item]) => (item.post ? [endpointView(document, baseUrl, path, item.post)] : []));
  const current = endpoints.find((endpoint) => endpoint.path === API_ROUTES.v2Estimate);
  if (!current) throw new Error(`OpenAPI document: no POST ${API_ROUTES.v2Estimate} in paths`);
  return {
    description: document.info.description,
    openApiVersion: document.openapi,
    openApiPath: API_ROUTES.openApi,
    baseUrl,
    corsOrigin: headerConstant(document, 'Access-Control-Allow-Origin'),
    rateLimit: {
      points: RATE_LIMIT_POINTS,
      window: RATE_LIMIT_WINDOW_SECONDS === 60 ? 'a minute' : `per ${RATE_LIMIT_WINDOW_SECONDS} seconds`,
      firstRefused: ordinal(RATE_LIMIT_POINTS + 1),
      blockSeconds: RATE_LIMIT_BLOCK_SECONDS,
      policyHeader: headerConstant(document, 'RateLimit-Policy'),
    },
    endpoints,
    current,
  };
}

/** 61 -> "61st", 12 -> "12th". */
function ordinal(n: number): string {
  const lastTwo = n % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

function serverUrl(document: OpenApiDocument): string {
  const server = document.servers[0];
  if (!server) throw new Error('OpenAPI document: no servers entry, so the examples have no address to call');
  return server.url.replace(/\/+$/, '');
}

/** The fixed value a header component documents (its schema's const). */
function headerConstant(document: OpenApiDocument, name: string): string {
  const value = document.components.headers[name]?.schema.const;
  if (typeof value !== 'string') throw new Error(`OpenAPI document: components.headers["${name}"] has no string const`);
  return value;
}

function endpointView(document: OpenApiDocument, baseUrl: string, path: string, post: OperationObject): EndpointView {
  const where = `POST ${path}`;
  const requestBody = post.requestBody;
  if (!requestBody) throw new Error(`OpenAPI document: ${where} has no requestBody`);
  const request = requestBody.content['application/json'];
  const responses = Object.entries(post.responses);
  const requestExamples = Object.entries(request.examples ?? {});
  const requestExampleNames = new Set(requestExamples.map(([name]) => name));
  const example = (name: string, summary: string | undefined, body: unknown, status: string, answer: unknown): ExampleView => ({
    name,
    summary: summary ?? name,
    curl: curlExample(baseUrl, path, body),
    fetch: fetchExample(baseUrl, path, body),
    status,
    answer: prettyJson(answer),
  });
  return {
    id: post.tags[0] ?? post.operationId,
    method: 'POST',
    path,
    legacy: path === API_ROUTES.legacyEstimate,
    summary: post.summary,
    description: post.description ?? '',
    requestDescription: requestBody.description,
    requestFields: fieldRows(schemaOf(document, request).component),
    responses: responses.map(([status, response]) => ({
      status,
      description: response.description,
      schema: response.content ? schemaOf(document, response.content['application/json']).name : null,
    })),
    // The requests it accepts, then those it refuses (kept with their answer, 'x-request-body').
    examples: [
      ...requestExamples.map(([name, request]) => example(name, request.summary, request.value, ...answerTo(name, responses, where))),
      ...refusedRequests(responses).map(([status, name, refused]) => example(name, refused.summary, refused['x-request-body'], status, refused.value)),
    ],
    errorBodies: responses
      .filter(([status]) => status !== '200')
      .flatMap(([status, response]) =>
        Object.entries(response.content?.['application/json'].examples ?? {})
          .filter(([name, example]) => !requestExampleNames.has(name) && !('x-request-body' in example))
          .map(([, example]) => ({ status, body: prettyJson(example.value) })),
      ),
  };
}

function schemaOf(document: OpenApiDocument, body: MediaTypeObject) {
  return resolveComponent('schemas', document.components.schemas, body.schema);
}

/** The status and body of the response example named like the request example. */
function answerTo(name: string, responses: Array<[string, ResponseObject]>, where: string): [string, unknown] {
  for (const [status, response] of responses) {
    const example = response.content?.['application/json'].examples?.[name];
    if (example) return [status, example.value];
  }
  throw new Error(`OpenAPI document: the request example "${name}" of ${where} has no answer in any response`);
}

/** The answers that carry the refused request they answer: [status, name, example]. */
function refusedRequests(responses: Array<[string, ResponseObject]>): Array<[string, string, ExampleObject]> {
  return responses.flatMap(([status, response]) =>
    Object.entries(response.content?.['application/json'].examples ?? {})
      .filter(([, example]) => 'x-request-body' in example)
      .map(([name, example]): [string, string, ExampleObject] => [status, name, example]),
  );
}

const prettyJson = (value: unknown) => JSON.stringify(value, null, 2);

/** One row per property of an object schema, with its constraints in words. */
export function fieldRows(schema: SchemaObject): FieldRow[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, property]) => {
    const maximum = property.maximum !== undefined && property.maximum < Number.MAX_SAFE_INTEGER ? property.maximum : null;
    const rules: string[] = [];
    if (property.enum) rules.push(`one of: ${property.enum.join(', ')}`);
    if (property.const !== undefined) rules.push(`always ${JSON.stringify(property.const)}`);
    if (property.minimum !== undefined) rules.push(`at least ${formatLimit(property.minimum)}`);
    if (maximum !== null) rules.push(`at most ${formatLimit(maximum)}`);
    if (property.maxLength !== undefined) rules.push(`at most ${property.maxLength} characters`);
    if (property.minItems !== undefined) rules.push(`at least ${property.minItems} item(s)`);
    return {
      name,
      type: typeName(property),
      required: required.has(name),
      rules: rules.join('; '),
      description: property.description ?? '',
      minimum: property.minimum ?? null,
      maximum,
    };
  });
}

function typeName(property: SchemaObject): string {
  if (Array.isArray(property.type)) return property.type.join(' or ');
  if (property.type === 'array') return `array of ${property.items?.type ?? 'values'}`;
  return property.type ?? (property.enum ? 'string' : 'value');
}

export function curlExample(baseUrl: string, path: string, body: unknown): string {
  return `curl -s ${baseUrl}${path} \\\n  -H 'Content-Type: application/json' \\\n  -d '${JSON.stringify(body).replace(/'/g, "'\\''")}'`;
}

export function fetchExample(baseUrl: string, path: string, body: unknown): string {
  return [
    `const response = await fetch('${baseUrl}${path}', {`,
    `  method: 'POST',`,
    `  headers: { 'Content-Type': 'application/json' },`,
    `  body: JSON.stringify(${JSON.stringify(body)}),`,
    `});`,
    `const estimate = await response.json(); // check response.status: 200, or an error body`,
  ].join('\n');
}
