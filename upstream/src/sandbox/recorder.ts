// Everything a reference service received and answered, kept in the database so tests and operators can see
// exactly which messages went out (read-only over HTTP at /_sandbox/requests).
import type { IncomingHttpHeaders } from 'node:http';
import type { Db } from '@painel/db/database';

export interface RecordedRequest {
  id: number;
  service: string;
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: unknown;
  status: number | null;
  response: unknown;
  fault: string | null;
  receivedAt: string;
}

export interface NewRecord {
  service: string;
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: unknown;
  status: number | null;
  response: unknown;
  fault: string | null;
}

const SECRET_HEADERS = new Set(['authorization', 'proxy-authorization', 'cookie', 'x-token', 'x-api-key']);

/** Keeps header names and the auth scheme (useful to assert on) but never a credential. */
export function redactHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, raw] of Object.entries(headers)) {
    if (raw === undefined) continue;
    const value = Array.isArray(raw) ? raw.join(', ') : raw;
    if (!SECRET_HEADERS.has(name)) out[name] = value;
    else if (name.endsWith('authorization') && value.includes(' ')) out[name] = `${value.split(' ')[0]} [redacted]`;
    else out[name] = '[redacted]';
  }
  return out;
}

// jsonb refuses NUL characters; a stray one in a body must not lose the whole record.
const toJsonb = (value: unknown) => (value === undefined ? null : JSON.stringify(value).replace(/\\u0000/g, ''));

export async function recordRequest(db: Db, entry: NewRecord): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO sandbox_requests (service, method, path, query, headers, body, status, response, fault)
     VALUES ($1, $2, $3, $4::jsonb, $5::jsonb, $6::jsonb, $7, $8::jsonb, $9) RETURNING id`,
    [
      entry.service,
      entry.method,
      entry.path,
      toJsonb(Object.fromEntries(entry.query)),
      toJsonb(redactHeaders(entry.headers)),
      toJsonb(entry.body),
      entry.status,
      toJsonb(entry.response),
      entry.fault,
    ],
  );
  return rows[0].id;
}

/** A table row: the recorded request with its timestamp column as the driver returns it. */
type Row = Omit<RecordedRequest, 'receivedAt'> & { received_at: Date };

export async function listRequests(db: Db, service: string, filter: { since?: number; path?: string; limit?: number }): Promise<RecordedRequest[]> {
  const { rows } = await db.query<Row>(
    `SELECT id, service, method, path, query, headers, body, status, response, fault, received_at
       FROM sandbox_requests
      WHERE service = $1 AND id > $2 AND ($3::text IS NULL OR strpos(path, $3::text) > 0)
      ORDER BY id LIMIT $4`,
    [service, filter.since ?? 0, filter.path ?? null, filter.limit ?? 1000],
  );
  return rows.map(({ received_at, ...fields }) => ({ ...fields, receivedAt: received_at.toISOString() }));
}

export async function clearRequests(db: Db, service: string): Promise<number> {
  const { rowCount } = await db.query('DELETE FROM sandbox_requests WHERE service = $1', [service]);
  return rowCount;
}
