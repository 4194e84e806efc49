/**
 * Server settings from the environment, read and checked once at start-up.
 * A bad value stops the server with a message that says how to fix it.
 */
export interface ServerConfig {
  /** Proxies in front of the server whose X-Forwarded-For entries are trusted (TRUST_PROXY). */
  trustedProxyHops: number;
  /** The service's public address for embed snippets (PUBLIC_BASE_URL), or null: the request's origin. */
  publicBaseUrl: string | null;
}

function parseTrustProxy(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 0;
  const hops = Number(value);
  if (!Number.isInteger(hops) || hops < 0 || hops > 10) {
    throw new Error(
      `TRUST_PROXY must be the number of trusted proxy hops, a whole number from 0 to 10 (got "${value}"). ` +
        'Use 1 behind one load balancer; leave it unset when clients connect directly.',
    );
  }
  return hops;
}

function parsePublicBaseUrl(value: string | undefined): string | null {
  if (value === undefined || value.trim() === '') return null;
  let url: URL | null = null;
  try {
    url = new URL(value.trim());
  } catch {
    // reported below
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.search || url.hash) {
    throw new Error(`PUBLIC_BASE_URL must be the service's public http(s) address, such as https://estimate.example.com (got "${value}").`);
  }
  return url.href.replace(/\/+$/, '');
}

export function readServerConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  return { trustedProxyHops: parseTrustProxy(env.TRUST_PROXY), publicBaseUrl: parsePublicBaseUrl(env.PUBLIC_BASE_URL) };
}

export const serverConfig: ServerConfig = readServerConfig();
