import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger, hashClient, LIMITED_SUMMARY_MS, MAX_QUEUED_BYTES } from '../../src/server/request-log.ts';

describe('client hash', () => {
  it('is the first 16 hex digits of SHA-256(salt + key), so instances sharing LOG_HASH_SALT agree', () => {
    const expected = createHash('sha256').update('pepper').update('203.0.113.7').digest('hex').slice(0, 16);
    expect(hashClient('203.0.113.7', 'pepper')).toBe(expected);
    expect(hashClient('203.0.113.7', 'salt')).not.toBe(expected);
    expect(hashClient('203.0.113.8', 'pepper')).not.toBe(expected);
  });
});

describe('request log', () => {
  function capture(salt: string) {
    const written: string[] = [];
    const log = createLogger({ requests: true, hashSalt: salt, destination: { write: (text: string) => written.push(text) } });
    return {
      log,
      lines: () =>
        written
          .join('')
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line)),
    };
  }
  const entry = { method: 'POST', path: '/api/v2/estimate', status: 200, durationMs: 1.23456, limiter: 'allowed', store: 'memory', clientKey: '203.0.113.7' };

  it('writes the client only as its salted hash, and the duration to 0.01 ms', () => {
    const { log, lines } = capture('pepper');
    log.apiRequest(entry);
    log.apiRequest({ ...entry, method: 'OPTIONS', status: 204, limiter: 'preflight', clientKey: undefined });
    log.apiRequest({ ...entry, clientKey: '198.51.100.1' });
    log.apiRequest(entry);
    log.flush();
    expect(lines()).toEqual([
      expect.objectContaining({ msg: 'api_request', status: 200, durationMs: 1.23, client: hashClient('203.0.113.7', 'pepper') }),
      expect.objectContaining({ msg: 'api_request', status: 204, client: null }),
      expect.objectContaining({ client: hashClient('198.51.100.1', 'pepper') }),
      expect.objectContaining({ client: hashClient('203.0.113.7', 'pepper') }),
    ]);
    expect(JSON.stringify(lines())).not.toContain('203.0.113.7');
  });

  describe('batching', () => {
    afterEach(() => vi.useRealTimers());

    it('writes the lines of a burst together, within 20 ms of the first', () => {
      vi.useFakeTimers();
      const writes: string[] = [];
      const log = createLogger({ requests: true, hashSalt: 's', destination: { write: (text: string) => writes.push(text) } });
      for (let i = 0; i < 5; i++) log.apiRequest(entry);
      expect(writes).toEqual([]);
      vi.advanceTimersByTime(19);
      expect(writes).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(writes).toHaveLength(1);
      expect(writes[0]!.split('\n').filter(Boolean)).toHaveLength(5);
    });

    it('writes at once when 64 KiB are pending, and events never wait', () => {
      vi.useFakeTimers();
      const writes: string[] = [];
      const log = createLogger({ requests: true, hashSalt: 's', destination: { write: (text: string) => writes.push(text) } });
      for (let i = 0; i < 1_000 && writes.length === 0; i++) log.apiRequest(entry);
      expect(writes[0]!.length).toBeGreaterThanOrEqual(64 * 1024);
      log.event('listening on http://127.0.0.1:1');
      expect(writes.at(-1)).toContain('listening on');
    });
  });
});

/** A stdout whose reader reads nothing until `resume()`: its buffer grows as a pipe's does. */
function stalledStream() {
  const callbacks: Array<() => void> = [];
  let received = '';
  let reading = false;
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      received += chunk.toString();
      if (reading) callback();
      else callbacks.push(callback);
    },
  });
  return {
    stream,
    received: () => received,
    resume() {
      reading = true;
      for (const callback of callbacks.splice(0)) callback();
    },
  };
}

const limitedEntry = { method: 'POST', path: '/api/v2/estimate', status: 429, durationMs: 0.1, limiter: 'limited', store: 'memory', clientKey: '203.0.113.7' };

describe('a log that cannot hurt the service (docs/decisions/0311-a-log-that-cannot-hurt-the-service.md)', () => {
  afterEach(() => vi.useRealTimers());

  it('429s are one line per client and path per interval, with their count, not a line each', () => {
    vi.useFakeTimers();
    const writes: string[] = [];
    const log = createLogger({ requests: true, hashSalt: 's', destination: { write: (text: string) => writes.push(text) } });
    for (let i = 0; i < 5_000; i++) log.apiRequest(limitedEntry);
    for (let i = 0; i < 3; i++) log.apiRequest({ ...limitedEntry, clientKey: '198.51.100.1' });
    log.apiRequest({ ...limitedEntry, status: 200, limiter: 'allowed' });
    vi.advanceTimersByTime(LIMITED_SUMMARY_MS - 1);
    const before = writes
      .join('')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
    expect(before.map((line) => line.msg)).toEqual(['api_request']);
    vi.advanceTimersByTime(1 + 20);
    const lines = writes
      .join('')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
    expect(lines.slice(1)).toEqual([
      expect.objectContaining({ msg: 'api_requests_limited', status: 429, path: '/api/v2/estimate', count: 5_000, client: hashClient('203.0.113.7', 's') }),
      expect.objectContaining({ msg: 'api_requests_limited', count: 3, client: hashClient('198.51.100.1', 's') }),
    ]);
  });

  it('a reader that does not read: at most MAX_QUEUED_BYTES wait, the rest is dropped and counted, and the count is written when it reads again', () => {
    vi.useFakeTimers();
    const stdout = stalledStream();
    const log = createLogger({ requests: true, hashSalt: 's', destination: stdout.stream });
    const entry = { ...limitedEntry, status: 200, limiter: 'allowed' };
    for (let i = 0; i < 100_000; i++) {
      log.apiRequest({ ...entry, clientKey: `10.0.${i >> 8}.${i & 255}` });
      if (i % 100 === 0) vi.advanceTimersByTime(20);
    }
    vi.advanceTimersByTime(20);
    // About 20 MB of lines were logged; what waits stays within the bound and one more batch.
    expect(stdout.stream.writableLength).toBeLessThanOrEqual(MAX_QUEUED_BYTES + 64 * 1024);
    stdout.resume();
    log.apiRequest(entry);
    vi.advanceTimersByTime(20);
    const lines = stdout
      .received()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
    const dropped = lines.find((line) => line.msg === 'log_lines_dropped');
    expect(dropped).toMatchObject({ level: 'warn', reason: 'stdout was not read' });
    // Every line is either written or counted as dropped.
    expect(lines.filter((line) => line.msg === 'api_request').length - 1 + dropped.count).toBe(100_000);
    expect(dropped.count).toBeGreaterThan(90_000);
    expect(lines.at(-1)).toMatchObject({ msg: 'api_request' });
  });

  it('a stdout that fails (EPIPE) ends the log: it says so once on stderr, and logging goes on without throwing', () => {
    const stdout = new Writable({ write: (_chunk, _encoding, callback) => callback() });
    const stderr: string[] = [];
    const log = createLogger({ requests: true, hashSalt: 's', destination: stdout, fallback: { write: (text: string) => stderr.push(text) } });
    const epipe = Object.assign(new Error('write EPIPE'), { code: 'EPIPE' });
    stdout.emit('error', epipe);
    stdout.emit('error', epipe);
    log.event('still here');
    log.apiRequest({ ...limitedEntry, status: 200 });
    log.flush();
    expect(stderr).toEqual([expect.stringContaining('The log on stdout is gone (EPIPE)')]);
  });

  it('a destination that throws on write (EBADF) is the same', () => {
    const stderr: string[] = [];
    const log = createLogger({
      requests: true,
      hashSalt: 's',
      destination: {
        write: () => {
          throw Object.assign(new Error('bad file descriptor'), { code: 'EBADF' });
        },
      },
      fallback: { write: (text: string) => stderr.push(text) },
    });
    log.event('one');
    log.event('two');
    expect(stderr).toEqual([expect.stringContaining('(EBADF)')]);
  });
});
