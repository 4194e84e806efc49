import { hash, randomBytes } from 'node:crypto';

/** One JSON object per line on stdout: what log collectors expect from a container. */
export interface Logger {
  /** Writes out what is buffered (at shutdown, before the process exits). */
  flush(): void;
  /** One line per API request. */
  apiRequest(entry: ApiLogEntry): void;
  /** Start-up, shutdown, store state: always written. */
  event(message: string, fields?: Record<string, unknown>): void;
  /** Something an operator should look at that the service works around (a breaker opened). */
  warn(message: string, fields?: Record<string, unknown>): void;
  /** An error line: the error's stack, with `fields` beside it. */
  error(message: string, error: unknown, fields?: Record<string, unknown>): void;
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
  /**
   * Where text goes; default stdout. Receives whole lines, several at a time. A stream's
   * `writableLength` bounds what waits to be written, its 'drain' says when writing resumes and
   * its 'error' (EPIPE, EBADF) ends the log.
   */
  destination?: LogDestination;
  /** Where the one line saying the log is gone goes; default stderr. */
  fallback?: { write(text: string): unknown };
  /** How long 429s are counted before their summary lines are written (LIMITED_SUMMARY_MS). */
  limitedSummaryMs?: number;
}

export interface LogDestination {
  write(text: string): unknown;
  readonly writableLength?: number;
  on?(event: 'error', listener: (error: Error) => void): unknown;
  once?(event: 'drain', listener: () => void): unknown;
}

/**
 * Request lines are batched: written at most this long after the first one is pending, or as
 * soon as this many bytes are. A write per event-loop turn cost a system call for every few
 * requests (and for every request on a lightly loaded server): 0.8 to 1.5 µs a request in a
 * CPU profile; 20 ms of delay is invisible in a log.
 */
const FLUSH_DELAY_MS = 20;
const MAX_PENDING_BYTES = 64 * 1024;
/**
 * What may wait in the destination's own buffer (a reader that does not read): past it, lines
 * are dropped and counted, and the count is written once the reader catches up
 * (docs/decisions/0311-a-log-that-cannot-hurt-the-service.md).
 */
export const MAX_QUEUED_BYTES = 1024 * 1024;
/** 429s are written as one line per client and path per this interval, with their count. */
export const LIMITED_SUMMARY_MS = 10_000;
/** Clients tracked per interval; the 429s of any more are summed in one line (client "others"). */
const MAX_LIMITED_CLIENTS = 10_000;

/**
 * The request log never holds a raw IP address or a request body (so no listing URL): the
 * client appears as a salted SHA-256 prefix, stable for the life of the salt, and the path
 * without its query string. Lines: `{"time":"<ISO 8601>","level":"info","msg":..., ...fields}`.
 *
 * Not pino: measured on this machine, pino took 4.5 µs a request line against 2.2 µs here
 * (the API's whole budget is about 25 µs a request), and `npm run bench` missed its goal with
 * it (docs/decisions/0032-request-log.md).
 */
export function createLogger(options: LoggerOptions): Logger {
  const destination = options.destination ?? process.stdout;
  const fallback = options.fallback ?? process.stderr;
  const salt = options.hashSalt ?? randomBytes(16).toString('hex');
  const summaryMs = options.limitedSummaryMs ?? LIMITED_SUMMARY_MS;
  // The log is gone once its destination fails (the reader closed the pipe: EPIPE; a closed
  // descriptor: EBADF). The service keeps serving; stderr says so, once.
  let gone = false;
  const lose = (error: unknown) => {
    if (gone) return;
    gone = true;
    pending = '';
    const code = (error as NodeJS.ErrnoException | undefined)?.code ?? String(error);
    try {
      fallback.write(`The log on stdout is gone (${code}): the service keeps serving without it; no more log lines are written.\n`);
    } catch {
      // Nowhere left to say it.
    }
  };
  destination.on?.('error', lose);
  // Under load a write per request costs a system call each; lines are gathered instead. The
  // timer does not keep the process alive: whoever stops it flushes first (app.close(), main.ts).
  let pending = '';
  let pendingLines = 0;
  let scheduled = false;
  let dropped = 0;
  let awaitingDrain = false;
  const write = (text: string) => {
    try {
      destination.write(text);
    } catch (error) {
      lose(error);
    }
  };
  const flush = () => {
    scheduled = false;
    if (gone || (pending === '' && dropped === 0)) return;
    if ((destination.writableLength ?? 0) > MAX_QUEUED_BYTES) {
      // The reader is not reading: drop rather than hold the lines in memory.
      dropped += pendingLines;
      pending = '';
      pendingLines = 0;
      if (!awaitingDrain && destination.once) {
        awaitingDrain = true;
        destination.once('drain', () => {
          awaitingDrain = false;
          flush();
        });
      }
      return;
    }
    let text = pending;
    if (dropped > 0) {
      text = `${JSON.stringify({ time: now(), level: 'warn', msg: 'log_lines_dropped', count: dropped, reason: 'stdout was not read' })}\n${text}`;
      dropped = 0;
    }
    pending = '';
    pendingLines = 0;
    write(text);
  };
  // Many lines are written within one millisecond under load: format the time once per ms.
  let lastMs = 0;
  let lastIso = '';
  const now = () => {
    const ms = Date.now();
    if (ms !== lastMs) {
      lastMs = ms;
      lastIso = new Date(ms).toISOString();
    }
    return lastIso;
  };
  const schedule = () => {
    if (pending.length >= MAX_PENDING_BYTES) flush();
    else if (!scheduled) {
      scheduled = true;
      setTimeout(flush, FLUSH_DELAY_MS).unref();
    }
  };
  const line = (level: string, msg: string, fields: Record<string, unknown>, immediate = false) => {
    if (gone) return;
    pending += `${JSON.stringify({ time: now(), level, msg, ...fields })}\n`;
    pendingLines++;
    if (immediate) flush();
    else schedule();
  };
  // The last client's hash is kept: a flood is one client asking again and again.
  let lastClientKey = '';
  let lastClientHash = '';
  const clientHash = (clientKey: string) => {
    if (clientKey !== lastClientKey) {
      lastClientKey = clientKey;
      lastClientHash = hashClient(clientKey, salt);
    }
    return lastClientHash;
  };
  const limited = createLimitedSummary(summaryMs, (summary) => {
    const client = summary.clientKey === null ? '"others"' : `"${clientHash(summary.clientKey)}"`;
    pending +=
      `{"time":"${now()}","level":"info","msg":"api_requests_limited","method":${JSON.stringify(summary.method)},"path":${JSON.stringify(summary.path)},` +
      `"status":429,"count":${summary.count},"since":"${new Date(summary.sinceMs).toISOString()}","store":"${summary.store}","client":${client}}\n`;
    pendingLines++;
    schedule();
  });
  return {
    apiRequest(entry) {
      if (!options.requests || gone) return;
      // One attacker can make thousands of 429s a second: they are counted, and written as one
      // line per client and path per interval.
      if (entry.status === 429 && entry.clientKey) {
        limited.count(entry);
        return;
      }
      // The hot path: written out field by field (one line per API request). Only method and
      // path come from the client, and JSON.stringify escapes them; the rest are ours.
      const client = entry.clientKey ? `"${clientHash(entry.clientKey)}"` : 'null';
      pending +=
        `{"time":"${now()}","level":"info","msg":"api_request","method":${JSON.stringify(entry.method)},"path":${JSON.stringify(entry.path)},` +
        `"status":${entry.status},"durationMs":${Math.round(entry.durationMs * 100) / 100},"limiter":"${entry.limiter}","store":"${entry.store}","client":${client}}\n`;
      pendingLines++;
      schedule();
    },
    // Lifecycle lines are rare and must not wait: start-up tools read "listening on".
    event: (message, fields = {}) => line('info', message, fields, true),
    warn: (message, fields = {}) => line('warn', message, fields, true),
    error: (message, error, fields = {}) =>
      line('error', message, { ...fields, error: error instanceof Error ? (error.stack ?? error.message) : String(error) }, true),
    flush: () => {
      limited.writeOut();
      flush();
    },
  };
}

interface LimitedSummary {
  /** null: the clients past MAX_LIMITED_CLIENTS, summed. */
  clientKey: string | null;
  method: string;
  path: string;
  store: string;
  count: number;
  sinceMs: number;
}

/**
 * Counts 429s per client and path and hands one summary per pair to `write` every `intervalMs`
 * (from the first 429 of the interval). At most MAX_LIMITED_CLIENTS pairs are kept.
 */
function createLimitedSummary(intervalMs: number, write: (summary: LimitedSummary) => void) {
  let counts = new Map<string, LimitedSummary>();
  let others: LimitedSummary | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const writeOut = () => {
    clearTimeout(timer);
    timer = undefined;
    const summaries = counts;
    counts = new Map();
    for (const summary of summaries.values()) write(summary);
    if (others) write(others);
    others = null;
  };
  return {
    count(entry: ApiLogEntry) {
      const key = `${entry.clientKey} ${entry.method} ${entry.path}`;
      const known = counts.get(key);
      if (known) known.count++;
      else if (counts.size < MAX_LIMITED_CLIENTS) {
        counts.set(key, { clientKey: entry.clientKey!, method: entry.method, path: entry.path, store: entry.store, count: 1, sinceMs: Date.now() });
      } else {
        others ??= { clientKey: null, method: '*', path: '*', store: entry.store, count: 0, sinceMs: Date.now() };
        others.count++;
      }
      timer ??= setTimeout(writeOut, intervalMs).unref();
    },
    writeOut,
  };
}

/** SHA-256 of salt and key, one-shot (a third of the cost of createHash().update().digest() here). */
export function hashClient(clientKey: string, salt: string): string {
  return hash('sha256', salt + clientKey, 'hex').slice(0, 16);
}
