/**
 * Server settings from the environment, read and checked once at start-up.
 * A bad value stops the server with a message that says how to fix it.
 */
export interface ServerConfig {
  /** Proxies in front of the server whose X-Forwarded-For entries are trusted (TRUST_PROXY). */
  trustedProxyHops: number;
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

export function readServerConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  return { trustedProxyHops: parseTrustProxy(env.TRUST_PROXY) };
}

export const serverConfig: ServerConfig = readServerConfig();
