import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clearedSessionCookie, isSecureRequest, presentedToken, sessionCookie } from './cookies';

const request = (headers: Record<string, string>, encrypted = false) => ({ socket: { encrypted }, headers }) as unknown as IncomingMessage;
const now = new Date('2026-03-02T12:00:00Z');
const later = new Date(now.getTime() + 3600_000);

describe('isSecureRequest', () => {
  it('trusts X-Forwarded-Proto only from TRUSTED_PROXY_COUNT proxies, as our first proxy wrote it', () => {
    expect(isSecureRequest(request({ 'x-forwarded-proto': 'https' }), 0)).toBe(false);
    expect(isSecureRequest(request({ 'x-forwarded-proto': 'https' }), 1)).toBe(true);
    // The client wrote the left entry; our one proxy appended what it really received.
    expect(isSecureRequest(request({ 'x-forwarded-proto': 'https, http' }), 1)).toBe(false);
    expect(isSecureRequest(request({ 'x-forwarded-proto': 'http, HTTPS, http' }), 2)).toBe(true);
    expect(isSecureRequest(request({}), 1)).toBe(false);
    expect(isSecureRequest(request({}, true), 0)).toBe(true);
  });
});

describe('the session cookie', () => {
  it('over HTTPS: Secure with the __Host- prefix (Path=/, no Domain); over HTTP the bare name', () => {
    expect(sessionCookie('t', later, now, true)).toBe('__Host-painel_session=t; Path=/; HttpOnly; SameSite=Strict; Max-Age=3600; Secure');
    expect(sessionCookie('t', later, now, false)).toBe('painel_session=t; Path=/; HttpOnly; SameSite=Strict; Max-Age=3600');
    expect(clearedSessionCookie(true)).toBe('__Host-painel_session=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0; Secure');
    expect(clearedSessionCookie(true)).not.toMatch(/Domain=/i);
  });

  it('each scheme reads its own name alone: a bare cookie planted over HTTP does not count over HTTPS', () => {
    const both = request({ cookie: 'painel_session=planted; __Host-painel_session=real' });
    expect(presentedToken(both, true)).toBe('real');
    expect(presentedToken(both, false)).toBe('planted');
    expect(presentedToken(request({ cookie: 'painel_session=planted' }), true)).toBeNull();
    expect(presentedToken(request({ cookie: 'x=1', authorization: 'Bearer tool' }), true)).toBe('tool');
  });
});
