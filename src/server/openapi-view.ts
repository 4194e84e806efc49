/**
 * Reading the generated OpenAPI document for the /docs/api page: field tables and examples,
 * so the page shows exactly what the document (and so the code) says.
 */
type Json = Record<string, any>;

export interface FieldRow {
  name: string;
  type: string;
  required: boolean;
  rules: string;
  description: string;
}

const number = (value: number) => value.toLocaleString('en-US');

/** One row per property of an object schema, with its constraints in words. */
export function fieldRows(schema: Json): FieldRow[] {
  const required = new Set<string>(schema.required ?? []);
  return Object.entries<Json>(schema.properties ?? {}).map(([name, property]) => {
    const rules: string[] = [];
    if (property.enum) rules.push(`one of: ${property.enum.join(', ')}`);
    if (property.const !== undefined) rules.push(`always ${JSON.stringify(property.const)}`);
    if (property.minimum !== undefined) rules.push(`at least ${number(property.minimum)}`);
    if (property.maximum !== undefined && property.maximum < Number.MAX_SAFE_INTEGER) rules.push(`at most ${number(property.maximum)}`);
    if (property.maxLength !== undefined) rules.push(`at most ${property.maxLength} characters`);
    if (property.minItems !== undefined) rules.push(`at least ${property.minItems} item(s)`);
    const type = property.type === 'array' ? `array of ${property.items?.type ?? 'values'}` : (property.type ?? (property.enum ? 'string' : 'value'));
    return { name, type, required: required.has(name), rules: rules.join('; '), description: property.description ?? '' };
  });
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
