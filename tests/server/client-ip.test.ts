import { describe, expect, it } from 'vitest';
import { clientAddress, rateLimitKey } from '../../src/server/client-ip.ts';

describe('clientAddress', () => {
  it('is the socket address when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddress('203.0.113.9', '1.2.3.4', 0)).toBe('203.0.113.9');
    expect(clientAddress('203.0.113.9', null, 0)).toBe('203.0.113.9');
  });

  it('counts N trusted hops from the right of X-Forwarded-For', () => {
    const header = 'forged-by-client, 198.51.100.7, 10.0.0.2';
    expect(clientAddress('10.0.0.1', header, 1)).toBe('10.0.0.2');
    expect(clientAddress('10.0.0.1', header, 2)).toBe('198.51.100.7');
    expect(clientAddress('10.0.0.1', '1.1.1.1, 198.51.100.7', 1)).toBe('198.51.100.7');
  });

  it('drops a port that a proxy wrote with the address', () => {
    expect(clientAddress('10.0.0.1', '198.51.100.7:5678', 1)).toBe('198.51.100.7');
    expect(clientAddress('10.0.0.1', '[2001:db8::1]:443', 1)).toBe('2001:db8::1');
    expect(clientAddress('10.0.0.1', '[2001:db8::1]', 1)).toBe('2001:db8::1');
  });

  it('takes the furthest entry when there are fewer entries than trusted hops', () => {
    expect(clientAddress('10.0.0.1', '198.51.100.7', 3)).toBe('198.51.100.7');
  });

  it('falls back to the socket when the header is empty or the entry is not an address', () => {
    expect(clientAddress('10.0.0.1', '', 1)).toBe('10.0.0.1');
    expect(clientAddress('10.0.0.1', ' , ', 1)).toBe('10.0.0.1');
    expect(clientAddress('10.0.0.1', 'garbage', 1)).toBe('10.0.0.1');
  });
});

describe('rateLimitKey', () => {
  it('keeps IPv4 addresses', () => expect(rateLimitKey('198.51.100.7')).toBe('198.51.100.7'));

  it('keys IPv4-mapped IPv6 by the IPv4 address', () => {
    expect(rateLimitKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(rateLimitKey('::ffff:c633:6407')).toBe('198.51.100.7');
  });

  it('keys IPv6 by its /64, however it is written', () => {
    const key = rateLimitKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd');
    expect(key).toBe('2001:db8:1:2::/64');
    expect(rateLimitKey('2001:0db8:0001:0002::1')).toBe(key);
    expect(rateLimitKey('2001:db8:1:2::ffff%eth0')).toBe(key);
    expect(rateLimitKey('2001:db8:1:3::1')).not.toBe(key);
    expect(rateLimitKey('::1')).toBe('0:0:0:0::/64');
  });

  it('keeps anything unparsable as it is', () => expect(rateLimitKey('unknown')).toBe('unknown'));
});
