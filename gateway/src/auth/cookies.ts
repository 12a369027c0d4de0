// The session cookie: httpOnly (scripts never see it), SameSite=Strict (no cross-site sends), Path=/. Over HTTPS it
// is Secure and named with the `__Host-` prefix, which browsers accept only from a secure origin, with Path=/ and
// no Domain: no sibling subdomain or plain-HTTP page can plant a session cookie of that name (session fixation).
// HTTPS means the gateway's own TLS socket, or X-Forwarded-Proto as our first proxy wrote it, read only with
// TRUSTED_PROXY_COUNT proxies in front (client-address.ts): otherwise any client could write 'https' there. The
// browser sends a Secure cookie over HTTPS only, so over plain HTTP (development) the bare name is used, and each
// scheme reads its own name alone. The web app never names the cookie (httpOnly): only this module does.
import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { forwardedEntry } from './client-address';

const SESSION_COOKIE = 'painel_session';

/** The session cookie's name on a request of this scheme. */
export const sessionCookieName = (secure: boolean) => (secure ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE);

export function isSecureRequest(req: IncomingMessage, trustedProxies: number): boolean {
  if ((req.socket as TLSSocket).encrypted) return true;
  return forwardedEntry(req.headers['x-forwarded-proto'], trustedProxies)?.toLowerCase() === 'https';
}

export function sessionCookie(token: string, expiresAt: Date, now: Date, secure: boolean): string {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));
  return `${sessionCookieName(secure)}=${token}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${maxAge}${secure ? '; Secure' : ''}`;
}

export function clearedSessionCookie(secure: boolean): string {
  return `${sessionCookieName(secure)}=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0${secure ? '; Secure' : ''}`;
}

/** The value of the session cookie of this scheme in a Cookie header, or null. */
export function sessionCookieValue(cookieHeader: string | undefined, secure: boolean): string | null {
  if (!cookieHeader) return null;
  const name = sessionCookieName(secure);
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim() || null;
  }
  return null;
}

/** The session JWT from `Authorization: Bearer` (tools), or else from the session cookie of the request's scheme. */
export function presentedToken(req: IncomingMessage, secure: boolean): string | null {
  const auth = req.headers.authorization;
  if (auth && /^Bearer\s+/i.test(auth)) return auth.replace(/^Bearer\s+/i, '').trim() || null;
  return sessionCookieValue(req.headers.cookie, secure);
}
