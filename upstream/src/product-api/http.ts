// Request/response plumbing shared by the router and every view: DRF-shaped errors, bounded JSON bodies.
import type { IncomingMessage, ServerResponse } from 'node:http';

export const MAX_BODY_BYTES = 1024 * 1024;

/** Any failure that should reach the client as a DRF-style answer instead of a 500. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body === 'object' && body && 'detail' in body ? String(body.detail) : `HTTP ${status}`);
  }
}

export const notFound = () => new ApiError(404, { detail: 'Not found.' });
export const forbidden = () => new ApiError(403, { detail: 'You do not have permission to perform this action.' });
export const fieldErrors = (errors: Record<string, string[]>) => new ApiError(400, errors);

export interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export function sendReply(res: ServerResponse, reply: Reply): void {
  const headers: Record<string, string> = { ...reply.headers };
  if (reply.body === undefined || reply.status === 204) {
    res.writeHead(reply.status, headers);
    res.end();
    return;
  }
  const text = JSON.stringify(reply.body);
  headers['content-type'] = 'application/json';
  headers['content-length'] = String(Buffer.byteLength(text));
  res.writeHead(reply.status, headers);
  res.end(text);
}

/** Reads the body as JSON; empty body -> {}. Oversize -> 413, malformed -> 400, as DRF's JSONParser says. */
export async function readJsonBody(req: IncomingMessage): Promise<unknown> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > MAX_BODY_BYTES) {
    req.resume();
    throw new ApiError(413, { detail: 'Request body too large.' });
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) {
      req.resume();
      throw new ApiError(413, { detail: 'Request body too large.' });
    }
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') return {};
  const type = String(req.headers['content-type'] ?? 'application/json');
  if (!type.includes('json')) {
    throw new ApiError(415, { detail: `Unsupported media type "${type}" in request.` });
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ApiError(400, { detail: `JSON parse error - ${(error as Error).message}` });
  }
}

/** Body must be a JSON object for every write endpoint. */
export function asObject(body: unknown): Record<string, unknown> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new ApiError(400, {
      non_field_errors: ['Invalid data. Expected a dictionary, but got ' + (Array.isArray(body) ? 'list' : typeof body) + '.'],
    });
  }
  return body as Record<string, unknown>;
}
