import * as z from 'zod';

/**
 * The service's settings, read from the environment by one zod schema: `npm start`'s pre-check
 * (scripts/check-config.mjs), the production server (src/server/main.ts), the dev server
 * (src/server/astro-integration.ts) and the pages (./public-config.ts) all parse with it.
 * Blank values count as unset. README "Configuration" lists them.
 */

const blankAsUnset = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankAsUnset, schema.optional());

const wholeNumber = (name: string, min: number, max: number, hint: string) =>
  z
    .string()
    .trim()
    .refine((value) => /^\d+$/.test(value) && Number(value) >= min && Number(value) <= max, {
      error: (issue) => `${name} must be ${hint} (got "${String(issue.input)}")`,
    })
    .transform(Number);

const urlWith = (name: string, protocols: readonly string[], example: string) =>
  z
    .string()
    .trim()
    .refine((value) => URL.canParse(value) && protocols.includes(new URL(value).protocol), {
      abort: true,
      error: (issue) => `${name} must be a ${protocols.join(' or ')} URL such as ${example} (got "${String(issue.input)}")`,
    });

const BOOLEAN_WORDS: Readonly<Record<string, boolean>> = { true: true, '1': true, yes: true, on: true, false: false, '0': false, no: false, off: false };
const flag = (name: string) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .refine((value) => value in BOOLEAN_WORDS, { error: (issue) => `${name} must be true or false (got "${String(issue.input)}")` })
    .transform((value) => BOOLEAN_WORDS[value]!);

/** PUBLIC_BASE_URL: an http(s) origin, optionally with a path, no query or fragment; kept without a trailing slash. */
export const publicBaseUrlSchema = urlWith('PUBLIC_BASE_URL', ['https:', 'http:'], 'https://estimate.example.com')
  .refine((value) => !new URL(value).search && !new URL(value).hash, {
    error: (issue) => `PUBLIC_BASE_URL must not have a query or fragment (got "${String(issue.input)}")`,
  })
  .refine((value) => !new URL(value).username && !new URL(value).password, {
    // It is printed in snippets and on /docs/api.
    error: 'PUBLIC_BASE_URL must not carry a user name or password',
  })
  .transform((value) => new URL(value).href.replace(/\/+$/, ''));

/** CTA_URL: where the pages' call to action links; any http(s) address without credentials. */
const ctaUrlSchema = urlWith('CTA_URL', ['https:', 'http:'], 'https://your-firm.example/quote')
  .refine((value) => !new URL(value).username && !new URL(value).password, {
    // It is printed on public pages.
    error: 'CTA_URL must not carry a user name or password',
  })
  .transform((value) => new URL(value).href);

/** The call to action's text when only CTA_URL is set. */
export const DEFAULT_CTA_TEXT = 'Get a cost segregation quote';
export const MAX_CTA_TEXT_CHARACTERS = 80;

/** The longest FIRM_NAME: a firm's name on one line of the printed report. */
export const MAX_FIRM_NAME_CHARACTERS = 80;

/**
 * Plain text on one line, shown as typed (escaped, never HTML): markup is refused at start-up
 * rather than printed as `<b>`. Characters are Unicode code points, as zod counts them.
 */
const plainText = (name: string, max: number) =>
  z
    .string()
    .trim()
    .refine((value) => [...value].length <= max, {
      error: (issue) => `${name} must be at most ${max} characters of plain text (got ${[...String(issue.input).trim()].length})`,
    })
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses.
    .refine((value) => !/[\u0000-\u001f\u007f-\u009f]/.test(value), {
      error: `${name} must be plain text on one line: no line breaks, tabs or other control characters`,
    })
    .refine((value) => !/<\/?[a-z!]|&(?:#\d+|#x[\da-f]+|[a-z][a-z\d]*);/i.test(value), {
      error: (issue) =>
        `${name} must be plain text, shown as typed: no HTML tags or character references such as <b> or &amp; (got "${String(issue.input).trim()}")`,
    });

/** CTA_TEXT: the button's words. */
const ctaTextSchema = plainText('CTA_TEXT', MAX_CTA_TEXT_CHARACTERS);

/** FIRM_NAME: who prepared the printed report ("Prepared by ..."), as the operator names itself. */
export const firmNameSchema = plainText('FIRM_NAME', MAX_FIRM_NAME_CHARACTERS);

/** CTA_TEXT names the words of a link; without CTA_URL there is no link. */
const ctaTextHasUrl = (env: { CTA_URL?: string | undefined; CTA_TEXT?: string | undefined }) => env.CTA_TEXT === undefined || env.CTA_URL !== undefined;
const CTA_TEXT_NEEDS_URL = {
  error: 'CTA_TEXT is set but CTA_URL is not: set CTA_URL to the http(s) address the call to action links to, or unset CTA_TEXT',
  path: ['CTA_TEXT'],
  // Also when another variable is bad, so that every problem is reported at once.
  when: () => true,
};

const callToActionShape = {
  CTA_URL: optional(ctaUrlSchema),
  CTA_TEXT: optional(ctaTextSchema),
};

/** CTA_URL and CTA_TEXT alone, with the same rules: what the pages parse (./public-config.ts). */
export const callToActionSchema = z.object(callToActionShape).refine(ctaTextHasUrl, CTA_TEXT_NEEDS_URL);

export interface CallToAction {
  /** The address it links to (CTA_URL). */
  url: string;
  /** The link's words (CTA_TEXT, default "Get a cost segregation quote"). */
  text: string;
}

/** The call to action, or null when CTA_URL is unset. */
export function callToActionOf(env: { CTA_URL?: string | undefined; CTA_TEXT?: string | undefined }): CallToAction | null {
  return env.CTA_URL === undefined ? null : { url: env.CTA_URL, text: env.CTA_TEXT ?? DEFAULT_CTA_TEXT };
}

/** How long /readyz answers 503 while the server still serves, before it stops accepting. */
export const DEFAULT_SHUTDOWN_DRAIN_MS = 5_000;

export const environmentSchema = z
  .object({
    HOST: optional(z.string().trim()).transform((value) => value ?? 'localhost'),
    PORT: optional(wholeNumber('PORT', 0, 65_535, 'a port number, 0 to 65535')).transform((value) => value ?? 4321),
    TRUST_PROXY: optional(
      wholeNumber(
        'TRUST_PROXY',
        0,
        10,
        'the number of trusted proxy hops, a whole number from 0 to 10. Use 1 behind one load balancer; leave it unset when clients connect directly',
      ),
    ).transform((value) => value ?? 0),
    PUBLIC_BASE_URL: optional(publicBaseUrlSchema).transform((value) => value ?? null),
    RATE_LIMIT_REDIS_URL: optional(urlWith('RATE_LIMIT_REDIS_URL', ['redis:', 'rediss:'], 'redis://127.0.0.1:6379')).transform((value) => value ?? null),
    LOG_REQUESTS: optional(flag('LOG_REQUESTS')).transform((value) => value ?? true),
    LOG_HASH_SALT: optional(z.string()).transform((value) => value ?? null),
    SHUTDOWN_DRAIN_MS: optional(
      wholeNumber('SHUTDOWN_DRAIN_MS', 0, 60_000, 'how long to keep serving after SIGTERM, in milliseconds, from 0 to 60000 (default 5000)'),
    ).transform((value) => value ?? DEFAULT_SHUTDOWN_DRAIN_MS),
    FIRM_NAME: optional(firmNameSchema).transform((value) => value ?? null),
    ...callToActionShape,
  })
  .refine(ctaTextHasUrl, CTA_TEXT_NEEDS_URL);

/** The settings, parsed: what the server and the pages use. */
export interface ServiceConfig {
  host: string;
  port: number;
  /** Proxies in front of the server whose X-Forwarded-For entries are trusted (TRUST_PROXY). */
  trustedProxyHops: number;
  /** The service's public address for embed snippets and API examples (PUBLIC_BASE_URL), or null: the request's origin. */
  publicBaseUrl: string | null;
  /** Redis shared by all instances for the rate limit (RATE_LIMIT_REDIS_URL), or null: in memory. */
  rateLimitRedisUrl: string | null;
  /** One log line per API request (LOG_REQUESTS, default true). */
  logRequests: boolean;
  /** Salt of hashed client keys in the log (LOG_HASH_SALT), or null: random per process. */
  logHashSalt: string | null;
  /**
   * After SIGTERM, how long the server keeps accepting and answering (each answer asking the
   * client to close its connection) with /readyz at 503, before it stops accepting (SHUTDOWN_DRAIN_MS).
   */
  shutdownDrainMs: number;
  /** The call to action the pages show (CTA_URL, CTA_TEXT), or null: none. */
  callToAction: CallToAction | null;
  /** Who prepared the printed report (FIRM_NAME), or null: the report names no preparer. */
  firmName: string | null;
}

/** A setting that cannot be used: names every bad variable and what it allows. */
export class ConfigError extends Error {
  readonly problems: readonly string[];
  constructor(problems: readonly string[]) {
    super(problems.join('\n'));
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/** Parses the environment; throws ConfigError with one line per bad variable. */
export function parseEnvironment(env: Record<string, string | undefined>): ServiceConfig {
  const result = environmentSchema.safeParse(env);
  if (!result.success) throw new ConfigError(result.error.issues.map((issue) => issue.message));
  const value = result.data;
  return {
    host: value.HOST,
    port: value.PORT,
    trustedProxyHops: value.TRUST_PROXY,
    publicBaseUrl: value.PUBLIC_BASE_URL,
    rateLimitRedisUrl: value.RATE_LIMIT_REDIS_URL,
    logRequests: value.LOG_REQUESTS,
    logHashSalt: value.LOG_HASH_SALT,
    shutdownDrainMs: value.SHUTDOWN_DRAIN_MS,
    callToAction: callToActionOf(value),
    firmName: value.FIRM_NAME,
  };
}
