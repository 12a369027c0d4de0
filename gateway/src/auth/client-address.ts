// What the gateway believes of the client from forwarding headers: the client address the login limiter counts
// failures against, and (cookies.ts) whether the client's connection was HTTPS. By default the socket's peer and
// the socket's own protocol: X-Forwarded-For and X-Forwarded-Proto are whatever the client wrote, so honouring them
// unasked would let anyone pick a fresh address per attempt or mark a plain-HTTP answer's cookies Secure. With
// TRUSTED_PROXY_COUNT = n (n proxies of our own in front, each appending the address it received from), the
// client is the n-th entry from the right: those n entries were written by our proxies, anything further left by
// the client. Fewer entries than n: the leftmost there is (the request came through fewer proxies).
import { isIP } from 'node:net';
import type { IncomingMessage } from 'node:http';

/**
 * The entry our first proxy wrote in a forwarding header that each proxy appends to (X-Forwarded-For,
 * X-Forwarded-Proto): the `trustedProxies`-th from the right, or the leftmost when there are fewer; undefined with
 * no trusted proxies (the header is then the client's own text) or no entry.
 */
export function forwardedEntry(header: string | string[] | undefined, trustedProxies: number): string | undefined {
  if (trustedProxies <= 0) return undefined;
  // Node joins repeated headers with ', '; an array only comes from a hand-built request.
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  const hops = text
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
  return hops.length ? hops[Math.max(0, hops.length - trustedProxies)] : undefined;
}

export function clientAddress(req: IncomingMessage, trustedProxies: number): string {
  const socket = req.socket.remoteAddress ?? 'unknown';
  const chosen = forwardedEntry(req.headers['x-forwarded-for'], trustedProxies);
  if (chosen === undefined) return socket;
  // A proxy of ours writes addresses; anything else means a misconfigured chain: fall back to the peer.
  const address = chosen.replace(/^\[(.*)\](:\d+)?$/, '$1');
  return isIP(address) ? address : socket;
}

/** TRUSTED_PROXY_COUNT: a whole number >= 0; 0 (the default) uses the socket address. */
export function trustedProxyCount(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return 0;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 10) throw new Error(`TRUSTED_PROXY_COUNT must be a whole number from 0 to 10, got '${raw}'`);
  return value;
}
