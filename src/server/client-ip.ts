import type { IncomingMessage } from 'node:http';
import ipaddr from 'ipaddr.js';

/** A dotted IPv4 address in canonical form: the common case, checked without parsing. */
const PLAIN_IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;

/**
 * Who the client is, for rate limiting.
 *
 * By default the socket's peer address: a forged X-Forwarded-For changes nothing. Behind N
 * trusted proxies (TRUST_PROXY=N), each proxy appends the address it received the request from,
 * so the client is the Nth entry from the right; entries further left were written by the
 * client itself and are never trusted. (Astro's clientAddress takes the leftmost entry, which
 * any client can forge, so it is not used.)
 */
export function clientAddress(socketAddress: string, forwardedFor: string | null, trustedHops: number): string {
  if (trustedHops <= 0 || !forwardedFor) return socketAddress;
  const hops = forwardedFor
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (hops.length === 0) return socketAddress;
  // Fewer entries than trusted hops: the furthest one a trusted proxy wrote is the client.
  const candidate = withoutPort(hops[Math.max(hops.length - trustedHops, 0)]!);
  return PLAIN_IPV4.test(candidate) || ipaddr.isValid(candidate) ? candidate : socketAddress;
}

/** Some proxies write the client's port too: `1.2.3.4:5678`, `[2001:db8::1]:443`. */
function withoutPort(entry: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(entry);
  if (bracketed) return bracketed[1]!;
  const ipv4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(entry);
  return ipv4WithPort ? ipv4WithPort[1]! : entry;
}

/**
 * The rate-limit key of an address. IPv4 as is; IPv4-mapped IPv6 (::ffff:a.b.c.d) as the IPv4
 * address; other IPv6 by its /64, the block one subscriber is usually given, so a client cannot
 * dodge the limit by rotating through its own 2^64 addresses. Anything unparsable is kept as is.
 */
export function rateLimitKey(address: string): string {
  // The common case, a dotted IPv4 address in canonical form, needs no parsing.
  if (PLAIN_IPV4.test(address)) return address;
  const withoutZone = address.replace(/%.*$/, '');
  if (!ipaddr.isValid(withoutZone)) return address;
  const parsed = ipaddr.process(withoutZone); // unwraps IPv4-mapped IPv6
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const hextets = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${hextets.join(':')}::/64`;
}

/** A request's rate-limit key: its client's address (behind `trustedHops` proxies) as rateLimitKey keys it. The API and the pages count alike. */
export function clientKeyOf(request: IncomingMessage, trustedHops: number): string {
  const forwardedFor = request.headers['x-forwarded-for']; // repeated fields arrive joined by ", "
  return rateLimitKey(clientAddress(request.socket.remoteAddress ?? 'unknown', typeof forwardedFor === 'string' ? forwardedFor : null, trustedHops));
}
