import { createHash, randomBytes } from 'node:crypto';
import pino, { type DestinationStream } from 'pino';

/** One JSON object per line on stdout (pino): what log collectors expect from a container. */
export interface Logger {
  /** Writes out what is buffered, synchronously (at shutdown, before the process exits). */
  flush(): void;
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
  hashSalt?: string | null;
  /** Where lines go (tests); default stdout, written asynchronously. */
  destination?: DestinationStream;
}

/**
 * The request log never holds a raw IP address or a request body (so no listing URL): the
 * client appears as a salted SHA-256 prefix, stable for the life of the salt, and the path
 * without its query string. Lines: `{"level":"info","time":"<ISO 8601>","msg":..., ...fields}`.
 */
export function createLogger(options: LoggerOptions): Logger {
  const salt = options.hashSalt ?? randomBytes(16).toString('hex');
  // Asynchronous stdout: under load, lines written while a write is in flight go out together
  // in the next one, so the log costs no syscall per request.
  const stdout = options.destination ? null : pino.destination({ dest: 1, sync: false });
  const log = pino(
    {
      base: null,
      messageKey: 'msg',
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    options.destination ?? stdout!,
  );
  return {
    apiRequest(entry) {
      if (!options.requests) return;
      const { clientKey, durationMs, ...rest } = entry;
      log.info({ ...rest, durationMs: Math.round(durationMs * 100) / 100, client: clientKey ? hashClient(clientKey, salt) : null }, 'api_request');
    },
    event: (message, fields = {}) => log.info(fields, message),
    error: (message, error) => log.error({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) }, message),
    flush: () => stdout?.flushSync(),
  };
}

export function hashClient(clientKey: string, salt: string): string {
  return createHash('sha256').update(salt).update(clientKey).digest('hex').slice(0, 16);
}
