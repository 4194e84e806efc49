import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger, hashClient } from '../../src/server/request-log.ts';

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
