/**
 * Server settings from the environment, read and checked once at start-up.
 * A bad value stops the server with a message that says how to fix it.
 */
export interface ServerConfig {
  host: string;
  port: number;
  /** Proxies in front of the server whose X-Forwarded-For entries are trusted (TRUST_PROXY). */
  trustedProxyHops: number;
  /** The service's public address for embed snippets (PUBLIC_BASE_URL), or null: the request's origin. */
  publicBaseUrl: string | null;
  /** Redis shared by all instances for the rate limit (RATE_LIMIT_REDIS_URL), or null: in memory. */
  rateLimitRedisUrl: string | null;
  /** One log line per API request (LOG_REQUESTS, default true). */
  logRequests: boolean;
  /** Salt of hashed client keys in the log (LOG_HASH_SALT), or null: random per process. */
  logHashSalt: string | null;
}

type Env = Record<string, string | undefined>;

function blank(value: string | undefined): value is undefined {
  return value === undefined || value.trim() === '';
}

function parseTrustProxy(value: string | undefined): number {
  if (blank(value)) return 0;
  const hops = Number(value);
  if (!Number.isInteger(hops) || hops < 0 || hops > 10) {
    throw new Error(
      `TRUST_PROXY must be the number of trusted proxy hops, a whole number from 0 to 10 (got "${value}"). ` +
        'Use 1 behind one load balancer; leave it unset when clients connect directly.',
    );
  }
  return hops;
}

function parsePort(value: string | undefined): number {
  if (blank(value)) return 4321;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`PORT must be a port number, 0 to 65535 (got "${value}").`);
  return port;
}

function parseUrl(name: string, value: string | undefined, protocols: readonly string[], example: string): URL | null {
  if (blank(value)) return null;
  let url: URL | null = null;
  try {
    url = new URL(value.trim());
  } catch {
    // reported below
  }
  if (!url || !protocols.includes(url.protocol)) throw new Error(`${name} must be a ${protocols.join(' or ')} URL such as ${example} (got "${value}").`);
  return url;
}

export function parsePublicBaseUrl(value: string | undefined): string | null {
  const url = parseUrl('PUBLIC_BASE_URL', value, ['https:', 'http:'], 'https://estimate.example.com');
  if (url && (url.search || url.hash)) throw new Error(`PUBLIC_BASE_URL must not have a query or fragment (got "${value}").`);
  return url ? url.href.replace(/\/+$/, '') : null;
}

function parseBoolean(name: string, value: string | undefined, fallback: boolean): boolean {
  if (blank(value)) return fallback;
  const normalised = value.trim().toLowerCase();
  if (['true', '1', 'yes', 'on'].includes(normalised)) return true;
  if (['false', '0', 'no', 'off'].includes(normalised)) return false;
  throw new Error(`${name} must be true or false (got "${value}").`);
}

export function readServerConfig(env: Env = process.env): ServerConfig {
  return {
    host: blank(env.HOST) ? 'localhost' : env.HOST.trim(),
    port: parsePort(env.PORT),
    trustedProxyHops: parseTrustProxy(env.TRUST_PROXY),
    publicBaseUrl: parsePublicBaseUrl(env.PUBLIC_BASE_URL),
    rateLimitRedisUrl: parseUrl('RATE_LIMIT_REDIS_URL', env.RATE_LIMIT_REDIS_URL, ['redis:', 'rediss:'], 'redis://127.0.0.1:6379')?.href ?? null,
    logRequests: parseBoolean('LOG_REQUESTS', env.LOG_REQUESTS, true),
    logHashSalt: blank(env.LOG_HASH_SALT) ? null : env.LOG_HASH_SALT,
  };
}
