/* eslint-disable @typescript-eslint/no-explicit-any -- API answers are untyped JSON, checked by value in the assertions */
// Test harness: a fresh database (PGlite, or PostgreSQL when TEST_DATABASE_URL is set), migrated, with one staff
// user, and the API served on an ephemeral port.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import bcrypt from 'bcryptjs';
import type { Db } from '@painel/db/database';
import { migrate } from '@painel/db/migrate';
import type { TestEngine } from '@painel/db/test-databases';
import { createProductApi, type ProductApiOptions } from '../server';

export const MIGRATIONS = fileURLToPath(new URL('../../db/migrations', import.meta.url));
export const PASSWORD = 'senha1234';

export interface Harness {
  db: Db;
  url: string;
  userId: number;
  token: string;
  call(
    method: string,
    path: string,
    body?: unknown,
    token?: string | null,
    headers?: Record<string, string>,
  ): Promise<{
    status: number;
    body: any;
    headers: Headers;
  }>;
  close(): Promise<void>;
}

export async function startHarness(engine: TestEngine, options?: ProductApiOptions): Promise<Harness> {
  const db = await engine.open();
  await migrate(db, MIGRATIONS);
  const hash = bcrypt.hashSync(PASSWORD, 4);
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO users (username, password, first_name, email, is_staff, is_superuser)
     VALUES ('1001', $1, 'Admin', 'admin@example.com', true, true) RETURNING id`,
    [hash],
  );
  const listener = await createProductApi(db, options);
  const server: Server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/`;
  const call: Harness['call'] = async (method, path, body, token, headers = {}) => {
    const res = await fetch(url + path, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined, headers: res.headers };
  };
  const login = await call('POST', 'token/', { username: '1001', password: PASSWORD });
  const token = login.body.access as string;
  const authed: Harness['call'] = (method, path, body, t = token, headers) => call(method, path, body, t, headers);
  return {
    db,
    url,
    userId: rows[0].id,
    token,
    call: authed,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
    },
  };
}
