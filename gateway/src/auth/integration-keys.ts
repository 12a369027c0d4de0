// Keys for internal tools (docs/areas/integrations.md#integration-keys): the secret's shape, its hash, which pages a
// key may hold, and the gateway store's table of keys (migration 011) with a small per-instance cache that the store's
// notifications clear at once when a key is revoked on any instance (as store/change-feed.ts does for sessions).
import { createHmac, hkdfSync, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Db, Queryable } from '@painel/db/database';
import type { Page } from '../generated/resolvers-types';
import type { Keys } from './keys';
import { PAGE_ACCESS } from './policy';

/** Every secret starts so: the gateway tells a key from a session token by it, and people can recognise a leak. */
export const SECRET_PREFIX = 'pk_';
export const INTEGRATION_KEY_CHANNEL = 'painel_integration_keys';

/**
 * Pages no key may hold: the key page itself (a key never makes or revokes keys), and the pages that manage
 * people and their credentials: 'funcionario', 'entregador' and 'separador' create staff users and set their
 * passwords, 'recovery' makes password-reset links. A tool reads and changes the shop's data, never who may log in.
 */
export const KEY_EXCLUDED_PAGES: ReadonlySet<Page> = new Set<Page>(['integracoes', 'funcionario', 'entregador', 'separador', 'recovery']);

/** The pages a key may be given, in menu order. */
export const KEY_PAGES: readonly Page[] = PAGE_ACCESS.map(([page]) => page).filter((page) => !KEY_EXCLUDED_PAGES.has(page));

/** Expiry is required and at most this far ahead: a forgotten key dies on its own within a year. */
export const MAX_KEY_DAYS = 365;
const CACHE_MS = 5000;

/** The key that hashes secrets: derived from the session-independent secrets-at-rest key, for this use only. */
export function secretHashKey(keys: Pick<Keys, 'encryption'>): Buffer {
  return Buffer.from(hkdfSync('sha256', keys.encryption, 'painel-gateway', 'integration-key-hash', 32));
}

/**
 * HMAC-SHA256 under the gateway's derived key. A slow password hash (scrypt, argon2) exists to make guessing
 * low-entropy passwords expensive; these secrets are 256 random bits, which no one can guess, so a fast keyed hash is
 * as safe and costs microseconds on every tool request. The key means a stolen table alone cannot even check a guess.
 */
export function hashSecret(hashKey: Buffer, secret: string): string {
  return createHmac('sha256', hashKey).update(secret).digest('hex');
}

export const isIntegrationSecret = (token: string): boolean => token.startsWith(SECRET_PREFIX);

/** 'pk_<id, 32 hex>_<secret, 43 base64url>': the id finds the row, the whole string is what is hashed. */
export function newSecret(): { id: string; secret: string } {
  const id = randomUUID();
  return { id, secret: `${SECRET_PREFIX}${id.replaceAll('-', '')}_${randomBytes(32).toString('base64url')}` };
}

/** The key id a secret names (a UUID), or null when it is not shaped like one of ours. */
export function secretKeyId(secret: string): string | null {
  const match = /^pk_([0-9a-f]{32})_[A-Za-z0-9_-]{43}$/.exec(secret);
  if (!match) return null;
  const hex = match[1];
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Constant-time comparison of a presented secret with the stored hash. */
export function secretMatches(hashKey: Buffer, secret: string, storedHash: string): boolean {
  const presented = Buffer.from(hashSecret(hashKey, secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}

export interface IntegrationKeyRecord {
  id: string;
  name: string;
  pages: Page[];
  branch: number | null;
  secretHash: string;
  createdBy: string;
  createdAt: Date;
  expiresAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

export type IntegrationKeyState = 'ACTIVE' | 'EXPIRED' | 'REVOKED';

export function keyState(key: Pick<IntegrationKeyRecord, 'revokedAt' | 'expiresAt'>, now: Date): IntegrationKeyState {
  if (key.revokedAt) return 'REVOKED';
  return now.getTime() >= key.expiresAt.getTime() ? 'EXPIRED' : 'ACTIVE';
}

interface Row {
  id: string;
  name: string;
  pages: string[];
  branch: number | null;
  secret_hash: string;
  created_by: string;
  created_at: Date;
  expires_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

const fromRow = (r: Row): IntegrationKeyRecord => ({
  id: r.id,
  name: r.name,
  pages: r.pages as Page[],
  branch: r.branch === null ? null : Number(r.branch),
  secretHash: r.secret_hash,
  createdBy: r.created_by,
  createdAt: new Date(r.created_at),
  expiresAt: new Date(r.expires_at),
  lastUsedAt: r.last_used_at ? new Date(r.last_used_at) : null,
  revokedAt: r.revoked_at ? new Date(r.revoked_at) : null,
});

export interface NewIntegrationKey {
  name: string;
  pages: Page[];
  branch: number | null;
  expiresAt: Date;
  createdBy: string;
}

const USE_WRITE_MS = 60_000;

export class IntegrationKeyStore {
  private readonly cache = new Map<string, { key: IntegrationKeyRecord | null; until: number }>();
  private readonly usesWritten = new Map<string, number>();

  constructor(
    private readonly db: Queryable,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Stores a key; `made` is its id and secret when the caller made them first (to record the id before the write). */
  async create(input: NewIntegrationKey, hashKey: Buffer, now: Date, made = newSecret()): Promise<{ key: IntegrationKeyRecord; secret: string }> {
    const { id, secret } = made;
    const { rows } = await this.db.query<Row>(
      `INSERT INTO integration_keys (id, name, pages, branch, secret_hash, created_by, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *`,
      [id, input.name, input.pages, input.branch, hashSecret(hashKey, secret), input.createdBy, now, input.expiresAt],
    );
    return { key: fromRow(rows[0]), secret };
  }

  async list(): Promise<IntegrationKeyRecord[]> {
    const { rows } = await this.db.query<Row>('SELECT * FROM integration_keys ORDER BY created_at DESC, id');
    return rows.map(fromRow);
  }

  /** From the store, never the cache (the key page, a revoke). */
  async read(id: string): Promise<IntegrationKeyRecord | null> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
    const { rows } = await this.db.query<Row>('SELECT * FROM integration_keys WHERE id = $1', [id]);
    return rows[0] ? fromRow(rows[0]) : null;
  }

  /** A tool's request: the key, from memory for a few seconds; a revoke anywhere clears it at once (forget). */
  async find(id: string): Promise<IntegrationKeyRecord | null> {
    const cached = this.cache.get(id);
    if (cached && cached.until > this.clock()) return cached.key;
    const key = await this.read(id);
    this.cache.set(id, { key, until: this.clock() + CACHE_MS });
    return key;
  }

  /** Revokes an active key; null when there is no such key, the key unchanged when it was already revoked. */
  async revoke(id: string, by: string, now: Date): Promise<IntegrationKeyRecord | null> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
    try {
      const { rows } = await this.db.query<Row>(
        'UPDATE integration_keys SET revoked_at = $2, revoked_by = $3 WHERE id = $1 AND revoked_at IS NULL RETURNING *',
        [id, now, by],
      );
      return rows[0] ? fromRow(rows[0]) : this.read(id);
    } finally {
      this.forget(id);
    }
  }

  /** Last use, written at most once a minute per key (per instance here, and across instances by the WHERE). */
  noteUse(id: string, now: Date): Promise<void> | null {
    const last = this.usesWritten.get(id);
    if (last !== undefined && now.getTime() - last < USE_WRITE_MS) return null;
    this.usesWritten.set(id, now.getTime());
    return this.db
      .query(
        `UPDATE integration_keys SET last_used_at = $2
          WHERE id = $1 AND (last_used_at IS NULL OR last_used_at <= $2::timestamptz - interval '1 minute')`,
        [id, now],
      )
      .then(() => undefined);
  }

  forget(id: string): void {
    this.cache.delete(id);
  }

  forgetAll(): void {
    this.cache.clear();
  }
}

const byStore = new WeakMap<Db, { keys: IntegrationKeyStore; listening: Promise<unknown> }>();

/**
 * The store's keys, one per store handle, following its notifications from the first use on (the listener ends
 * with the store). Awaiting it before a lookup means nothing is cached before this instance hears revokes.
 */
export async function integrationKeysOf(store: Db): Promise<IntegrationKeyStore> {
  let entry = byStore.get(store);
  if (!entry) {
    const keys = new IntegrationKeyStore(store);
    const listening = store.listen(INTEGRATION_KEY_CHANNEL, { onNotify: (id) => keys.forget(id), onReconnect: () => keys.forgetAll() });
    entry = { keys, listening };
    byStore.set(store, entry);
    listening.catch(() => byStore.delete(store));
  }
  await entry.listening;
  return entry.keys;
}
