// Who a live socket is: the same code as an HTTP request (context.ts createContext) on the upgrade request, with
// the session cookie, or `Authorization: Bearer <token>` (or `authorization` / `token`) from connection_init's
// payload. The cookie counts only when the page that opened the socket is this site: a browser sends the cookie
// with a socket any site opens (WebSockets have no CORS), so an Origin other than the Host the request was sent to
// drops it (the HTTP side relies on SameSite=Strict and Apollo's CSRF prevention for the same).
import type { IncomingMessage } from 'node:http';
import { createContext, type Context, type GatewayServices } from '../context';

/** Whether the upgrade request comes from a page of this site (or from no page at all: a tool, a server). */
export function sameOrigin(req: Pick<IncomingMessage, 'headers'>): boolean {
  const origin = req.headers.origin;
  if (!origin) return true;
  const host = req.headers['x-forwarded-host'] ?? req.headers.host;
  try {
    return (
      new URL(origin).host ===
      String(Array.isArray(host) ? host[0] : host)
        .split(',')[0]
        .trim()
    );
  } catch {
    return false;
  }
}

/** The bearer token connection_init's payload carries, if any. */
export function initToken(payload: unknown): string | null {
  if (!payload || typeof payload !== 'object') return null;
  const p = payload as Record<string, unknown>;
  const raw = p.Authorization ?? p.authorization ?? p.token;
  if (typeof raw !== 'string' || !raw.trim()) return null;
  return raw.replace(/^Bearer\s+/i, '').trim() || null;
}

/** The upgrade request as createContext should see it: the init's token as its Authorization, a foreign cookie gone. */
export function authRequest(req: IncomingMessage, payload: unknown): IncomingMessage {
  const headers = { ...req.headers };
  if (!sameOrigin(req)) delete headers.cookie;
  const token = initToken(payload);
  if (token) headers.authorization = `Bearer ${token}`;
  // The socket, address and protocol stay the upgrade request's own (the prototype): only the headers differ.
  return Object.create(req, { headers: { value: headers, enumerable: true } }) as IncomingMessage;
}

/** A request's context for a socket's operation (a fresh one each time: its loaders hold nothing old). */
export function socketContext(services: GatewayServices, req: IncomingMessage, payload: unknown): Promise<Context> {
  return createContext(services, authRequest(req, payload));
}
