// The answer a reference service gives, as data: the sandbox wrapper writes it to the socket and records it,
// so every service answers and is recorded the same way.
import type { IncomingHttpHeaders } from 'node:http';

export interface ServiceRequest {
  method: string;
  /** URL path without the query string, e.g. '/admin/api/v2/shops'. */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** Scheme + host the client used to reach us, for URLs we hand back (storage). */
  origin: string;
}

interface ReplyBase {
  status: number;
  headers?: Record<string, string>;
}

export type Reply =
  (ReplyBase & { json: unknown }) | (ReplyBase & { text: string; contentType?: string }) | (ReplyBase & { bytes: Buffer; contentType: string });

export const json = (status: number, body: unknown, headers?: Record<string, string>): Reply => ({
  status,
  json: body,
  headers,
});

export const text = (status: number, body: string, contentType = 'text/html; charset=UTF-8'): Reply => ({
  status,
  text: body,
  contentType,
});

/** Parses the body as JSON; undefined when it is empty or not JSON (callers answer in their own error shape). */
export function parseJson(req: ServiceRequest): { ok: true; value: unknown } | { ok: false } {
  const raw = req.body.toString('utf8').trim();
  // PostgreSQL text and jsonb cannot hold NUL: such a body is refused as malformed rather than failing later.
  if (!raw || raw.includes('\0') || raw.includes('\\u0000')) return { ok: false };
  try {
    return { ok: true, value: JSON.parse(raw) };
  } catch {
    return { ok: false };
  }
}

export const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function header(req: ServiceRequest, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/** Serialises a reply body for the wire. */
export function replyPayload(reply: Reply): { contentType: string; data: Buffer } {
  if ('json' in reply) {
    return { contentType: 'application/json; charset=utf-8', data: Buffer.from(JSON.stringify(reply.json)) };
  }
  if ('text' in reply) {
    return { contentType: reply.contentType ?? 'text/plain; charset=utf-8', data: Buffer.from(reply.text) };
  }
  return { contentType: reply.contentType, data: reply.bytes };
}
