import { type CallToAction, callToActionOf, callToActionSchema, environmentSchema } from './environment.ts';

/**
 * The configuration pages may read (no secrets): the service's public address, the call to
 * action and the firm's name. Parsed by the same schema as the server's, from the environment the
 * server runs with (at run time, not baked in at build time, so one build serves any address).
 * The server has already refused to start on a bad value.
 */
export function publicBaseUrl(): string | null {
  return environmentSchema.shape.PUBLIC_BASE_URL.parse(process.env.PUBLIC_BASE_URL);
}

/** The call to action (CTA_URL, CTA_TEXT), or null when CTA_URL is unset: a link, its words as plain text. */
export function callToAction(): CallToAction | null {
  return callToActionOf(callToActionSchema.parse(process.env));
}

/** Who prepared the printed report (FIRM_NAME), plain text, or null when unset. */
export function firmName(): string | null {
  return environmentSchema.shape.FIRM_NAME.parse(process.env.FIRM_NAME);
}
