// Gateway settings kept in the store (settings table).
import { randomBytes } from 'node:crypto';
import type { Queryable } from '@painel/db/database';

export async function getSetting(db: Queryable, key: string): Promise<string | null> {
  const { rows } = await db.query<{ value: string }>('SELECT value FROM settings WHERE key = $1', [key]);
  return rows[0]?.value ?? null;
}

/**
 * Stores value under key unless one exists, and returns the stored one: two instances starting together on one
 * PostgreSQL end up with the same value.
 */
export async function getOrInitSetting(db: Queryable, key: string, create: () => string): Promise<string> {
  const existing = await getSetting(db, key);
  if (existing !== null) return existing;
  await db.query('INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [key, create()]);
  return (await getSetting(db, key)) as string;
}

/**
 * SECRET_KEY: required in production (several instances must share it, and a generated one would silently
 * differ); elsewhere generated once and kept in the store so sessions survive restarts.
 */
export async function resolveSecretKey(db: Queryable, given: string | undefined, production: boolean): Promise<string> {
  if (given) {
    if (given.length < 32) throw new Error('SECRET_KEY must have at least 32 characters');
    return given;
  }
  if (production) throw new Error('SECRET_KEY is required when NODE_ENV=production');
  return getOrInitSetting(db, 'secret_key', () => randomBytes(48).toString('base64url'));
}
