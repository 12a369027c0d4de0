import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddress, forwardedEntry, trustedProxyCount } from './client-address';

const request = (xff: string | string[] | undefined, socket = '10.9.9.9') =>
  ({ socket: { remoteAddress: socket }, headers: xff === undefined ? {} : { 'x-forwarded-for': xff } }) as unknown as IncomingMessage;

describe('clientAddress', () => {
  it('ignores X-Forwarded-For without trusted proxies: the socket address', () => {
    expect(clientAddress(request('203.0.113.7'), 0)).toBe('10.9.9.9');
    expect(clientAddress(request(undefined), 0)).toBe('10.9.9.9');
  });

  it('takes the address that many hops from the right, whatever the client put on the left', () => {
    expect(clientAddress(request('203.0.113.7'), 1)).toBe('203.0.113.7');
    expect(clientAddress(request('1.1.1.1, 203.0.113.7'), 1)).toBe('203.0.113.7');
    expect(clientAddress(request('1.1.1.1, 203.0.113.7, 10.0.0.2'), 2)).toBe('203.0.113.7');
    expect(clientAddress(request(['1.1.1.1', '203.0.113.7']), 1)).toBe('203.0.113.7');
    expect(clientAddress(request('2001:db8::1'), 1)).toBe('2001:db8::1');
    expect(clientAddress(request('[2001:db8::1]:443'), 1)).toBe('2001:db8::1');
  });

  it('fewer hops than proxies: the leftmost; no header or garbage: the socket address', () => {
    expect(clientAddress(request('203.0.113.7'), 3)).toBe('203.0.113.7');
    expect(clientAddress(request(undefined), 1)).toBe('10.9.9.9');
    expect(clientAddress(request(' , '), 1)).toBe('10.9.9.9');
    expect(clientAddress(request('1.1.1.1, not-an-address'), 1)).toBe('10.9.9.9');
  });
});

describe('trustedProxyCount', () => {
  it('reads 0..10, unset as 0, refuses anything else', () => {
    expect(trustedProxyCount(undefined)).toBe(0);
    expect(trustedProxyCount('')).toBe(0);
    expect(trustedProxyCount('2')).toBe(2);
    for (const bad of ['-1', '1.5', 'two', '11']) expect(() => trustedProxyCount(bad)).toThrow(/TRUSTED_PROXY_COUNT/);
  });
});

describe('forwardedEntry', () => {
  it('nothing without trusted proxies; else the entry our first proxy wrote', () => {
    expect(forwardedEntry('https', 0)).toBeUndefined();
    expect(forwardedEntry('https', 1)).toBe('https');
    expect(forwardedEntry('https, http', 1)).toBe('http');
    expect(forwardedEntry(['https', 'http'], 2)).toBe('https');
    expect(forwardedEntry(' , ', 1)).toBeUndefined();
  });
});
