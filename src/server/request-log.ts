import { createHash, randomBytes } from 'node:crypto';

/** One JSON object per line on stdout: what log collectors expect from a container. */
export interface Logger {
  /** Writes out what is buffered (at shutdown). */
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
  hashSalt?: string;
  /** Where text goes; default stdout. Receives whole lines, several at a time. */
  write?: (text: string) => void;
}

/** Request lines are batched: one write per event-loop turn, at most this many bytes pending. */
const MAX_PENDING_BYTES = 64 * 1024;

/**
 * The request log never holds a raw IP address or a request body (so no listing URL): the
 * client appears as a salted SHA-256 prefix, stable for the life of the salt, and the path
 * without its query string.
 */
export function createLogger(options: LoggerOptions): Logger {
  const write = options.write ?? ((text: string) => process.stdout.write(text));
  const salt = options.hashSalt ?? randomBytes(16).toString('hex');
  // Under load a write per request costs a syscall each; lines are gathered and written once
  // per event-loop turn instead (or as soon as 64 KiB are pending).
  let pending = '';
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (pending === '') return;
    const text = pending;
    pending = '';
    write(text);
  };
  const line = (level: string, msg: string, fields: Record<string, unknown>, immediate = false) => {
    pending += `${JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields })}\n`;
    if (immediate || pending.length >= MAX_PENDING_BYTES) flush();
    else if (!scheduled) {
      scheduled = true;
      setImmediate(flush);
    }
  };
  return {
    apiRequest(entry) {
      if (!options.requests) return;
      const { clientKey, ...rest } = entry;
      line('info', 'api_request', { ...rest, durationMs: Math.round(entry.durationMs * 100) / 100, client: clientKey ? hashClient(clientKey, salt) : null });
    },
    // Lifecycle lines are rare and must not wait: start-up tools read "listening on".
    event: (message, fields = {}) => line('info', message, fields, true),
    error: (message, error) => line('error', message, { error: error instanceof Error ? (error.stack ?? error.message) : String(error) }, true),
    flush,
  };
}

export function hashClient(clientKey: string, salt: string): string {
  return createHash('sha256').update(salt).update(clientKey).digest('hex').slice(0, 16);
}
