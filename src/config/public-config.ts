import { environmentSchema } from './environment.ts';

/**
 * The configuration pages may read (no secrets): the service's public address. Parsed by the
 * same schema as the server's, from the environment the server runs with (at run time, not
 * baked in at build time, so one build serves any address). The server has already refused to
 * start on a bad value.
 */
export function publicBaseUrl(): string | null {
  return environmentSchema.shape.PUBLIC_BASE_URL.parse(process.env.PUBLIC_BASE_URL);
}

/** TEMPORARY local stand-in until the environment schema has CTA_URL/CTA_TEXT (merged from ops-12). */
export function callToAction(): { url: string; text: string } | null {
  const url = process.env.CTA_URL?.trim();
  return url ? { url, text: process.env.CTA_TEXT?.trim() || 'Get a cost segregation quote' } : null;
}
