import { createHash, randomBytes } from 'node:crypto';

/** One JSON object per line on stdout: what log collectors expect from a container. */
export interface Logger {
  /** One line per API request. */
  apiRequest(entry: ApiLogEntry): void;
  /** Start-up, shutdown, store state: always written. */
  event(message: string, fields?: Record<string, unknown>): void;
  error(message: string, error: unknown): void;
}

export interface ApiLogEntry {
  method: string;
  path: string;
  status: number;
  durationMs: number;
  /** 'preflight', 'allowed' or 'limited'. */
  limiter: string;
  /** 'memory', 'redis' or 'insurance'. */
  store: string;
  /** The rate-limit key; written only as a salted hash. */
  clientKey: string | undefined;
}

export interface LoggerOptions {
  /** Write a line per API request (LOG_REQUESTS=false turns them off). */
  requests: boolean;
  /** Salt of the client hash; shared by instances (LOG_HASH_SALT) to correlate one client across them. */
  hashSalt?: string;
  write?: (line: string) => void;
}

/**
 * The request log never holds a raw IP address or a request body (so no listing URL): the
 * client appears as a salted SHA-256 prefix, stable for the life of the salt, and the path
 * without its query string.
 */
export function createLogger(options: LoggerOptions): Logger {
  const write = options.write ?? ((line: string) => process.stdout.write(`${line}\n`));
  const salt = options.hashSalt ?? randomBytes(16).toString('hex');
  const line = (level: string, msg: string, fields: Record<string, unknown>) =>
    write(JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields }));
  return {
    apiRequest(entry) {
      if (!options.requests) return;
      const { clientKey, ...rest } = entry;
      line('info', 'api_request', { ...rest, durationMs: Math.round(entry.durationMs * 100) / 100, client: clientKey ? hashClient(clientKey, salt) : null });
    },
    event: (message, fields = {}) => line('info', message, fields),
    error: (message, error) => line('error', message, { error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
  };
}

export function hashClient(clientKey: string, salt: string): string {
  return createHash('sha256').update(salt).update(clientKey).digest('hex').slice(0, 16);
}
