// The client address the login limiter counts failures against. By default the socket's peer: X-Forwarded-For
// is whatever the client wrote, so honouring it unasked would let anyone pick a fresh address per attempt. With
// TRUSTED_PROXY_COUNT = n (n proxies of our own in front, each appending the address it received from), the
// client is the n-th entry from the right: those n entries were written by our proxies, anything further left by
// the client. Fewer entries than n: the leftmost there is (the request came through fewer proxies).
import { isIP } from 'node:net';
import type { IncomingMessage } from 'node:http';

export function clientAddress(req: IncomingMessage, trustedProxies: number): string {
  const socket = req.socket.remoteAddress ?? 'unknown';
  if (trustedProxies <= 0) return socket;
  const header = req.headers['x-forwarded-for'];
  // Node joins repeated X-Forwarded-For headers with ', '; an array only comes from a hand-built request.
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  const hops = text
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
  if (!hops.length) return socket;
  const chosen = hops[Math.max(0, hops.length - trustedProxies)];
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
