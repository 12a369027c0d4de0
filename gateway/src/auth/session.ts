// Sessions in the gateway store and the limits the gateway enforces (docs/areas/orders.md#session): absolute 48 h from
// login, idle 4 h since the last activity, where activity is a mutation or touchSession. Queries do not count:
// the web polls, and polling must not keep an abandoned panel logged in. Every request is a use, though: a
// session's last use (what 'Sessões abertas' shows, listOpen) is written at most once a minute (noteUse).
import { randomUUID } from 'node:crypto';
import type { Queryable } from '@painel/db/database';
import type { Page } from '../generated/resolvers-types';
import type { UserType } from './policy';
import { SessionCache } from './session-cache';

export const IDLE_MS = 4 * 60 * 60 * 1000;
export const ABSOLUTE_MS = 48 * 60 * 60 * 1000;

export interface SessionUser {
  userId: number;
  employeeId: number;
  matricula: string;
  name: string;
  email: string | null;
  type: UserType;
  branch: number | null;
  /** Set when the caller is an integration key, not a person (auth/integration-keys.ts): its pages decide. */
  integration?: IntegrationCaller;
}

export interface IntegrationCaller {
  keyId: string;
  name: string;
  pages: ReadonlySet<Page>;
}

export interface UpstreamTokens {
  accessToken: string;
  accessExpiresAt: Date | null;
  refreshTokenEnc: string;
}

export interface Session extends SessionUser, UpstreamTokens {
  id: string;
  createdAt: Date;
  lastActivityAt: Date;
  expiresAt: Date;
  endedAt: Date | null;
}

/** Where a login came from, kept with its session for 'Sessões abertas' (store migration 012). */
export interface SessionOrigin {
  /** The User-Agent as stored (session-devices.ts storedUserAgent). */
  userAgent?: string | null;
  /** The client address (client-address.ts). */
  address?: string | null;
}

/** One open session as its person's list shows it (listOpen). */
export interface OpenSessionRow {
  id: string;
  userAgent: string | null;
  address: string | null;
  createdAt: Date;
  /** The last request it made (at most a minute late), or its last activity for a session made before migration 012. */
  lastUsedAt: Date;
}

/** How often a session's last use is written at most (per session; noteUse). */
export const USE_WRITE_MS = 60_000;
/** Sessions whose last write of their use this instance remembers; the oldest are forgotten first. */
const MAX_USES_REMEMBERED = 10_000;

/** The user's password changed while this login was under way (SessionStore.create). */
export class PasswordChangedDuringLogin extends Error {
  constructor() {
    super('password changed during login');
  }
}

export type SessionState = 'active' | 'ended' | 'expired' | 'idle';

export function sessionState(session: Session, now: Date): SessionState {
  if (session.endedAt) return 'ended';
  if (now.getTime() >= session.expiresAt.getTime()) return 'expired';
  if (now.getTime() >= session.lastActivityAt.getTime() + IDLE_MS) return 'idle';
  return 'active';
}

export function idleExpiresAt(session: Session): Date {
  return new Date(Math.min(session.lastActivityAt.getTime() + IDLE_MS, session.expiresAt.getTime()));
}

interface Row {
  id: string;
  user_id: number;
  employee_id: number;
  matricula: string;
  name: string;
  email: string | null;
  user_type: number;
  branch: number | null;
  access_token: string;
  access_expires_at: Date | null;
  refresh_token_enc: string;
  created_at: Date;
  last_activity_at: Date;
  expires_at: Date;
  ended_at: Date | null;
}

function fromRow(r: Row): Session {
  return {
    id: r.id,
    userId: Number(r.user_id),
    employeeId: Number(r.employee_id),
    matricula: r.matricula,
    name: r.name,
    email: r.email,
    type: r.user_type as UserType,
    branch: r.branch,
    accessToken: r.access_token,
    accessExpiresAt: r.access_expires_at,
    refreshTokenEnc: r.refresh_token_enc,
    createdAt: r.created_at,
    lastActivityAt: r.last_activity_at,
    expiresAt: r.expires_at,
    endedAt: r.ended_at,
  };
}

export interface SessionStoreOptions {
  /** Keep active sessions in memory this long (ms) between store reads; 0 or absent: read on every request. */
  cacheMs?: number;
  /** Monotonic clock of the cache (tests). */
  cacheClock?: () => number;
}

export class SessionStore {
  private readonly cache: SessionCache | null;
  /** When this instance last wrote each session's use (session clock, ms). */
  private readonly usesWritten = new Map<string, number>();

  constructor(
    private readonly db: Queryable,
    options: SessionStoreOptions = {},
  ) {
    this.cache = options.cacheMs && options.cacheMs > 0 ? new SessionCache({ ttlMs: options.cacheMs, clock: options.cacheClock }) : null;
  }

  /**
   * A new session; `now` is when its login began. Throws PasswordChangedDuringLogin when the user's password
   * changed since then (endAllOfUser): the product API may have checked the old one.
   */
  async create(user: SessionUser, tokens: UpstreamTokens, now: Date, origin: SessionOrigin = {}): Promise<Session> {
    const { rows } = await this.db.query<Row>(
      `INSERT INTO sessions (id, user_id, employee_id, matricula, name, email, user_type, branch, access_token,
         access_expires_at, refresh_token_enc, created_at, last_activity_at, expires_at, user_agent, client_address, last_used_at)
       SELECT $1::uuid, $2::bigint, $3::bigint, $4::text, $5::text, $6::text, $7::smallint, $8::integer, $9::text,
         $10::timestamptz, $11::text, $12::timestamptz, $12::timestamptz, $13::timestamptz, $14::text, $15::text, $12::timestamptz
        WHERE NOT EXISTS (SELECT 1 FROM password_changes WHERE user_id = $2::bigint AND changed_at > $12::timestamptz)
       RETURNING *`,
      [
        randomUUID(),
        user.userId,
        user.employeeId,
        user.matricula,
        user.name,
        user.email,
        user.type,
        user.branch,
        tokens.accessToken,
        tokens.accessExpiresAt,
        tokens.refreshTokenEnc,
        now,
        new Date(now.getTime() + ABSOLUTE_MS),
        origin.userAgent ?? null,
        origin.address ?? null,
      ],
    );
    if (!rows[0]) throw new PasswordChangedDuringLogin();
    this.rememberUse(rows[0].id, now.getTime());
    return fromRow(rows[0]);
  }

  async get(id: string): Promise<Session | null> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
    const { rows } = await this.db.query<Row>('SELECT * FROM sessions WHERE id = $1', [id]);
    return rows[0] ? fromRow(rows[0]) : null;
  }

  /**
   * The session when it is within its limits, else null. A fresh copy each call (callers change it). With the
   * cache on, the limits are checked on the cached row, and a row it calls inactive is read again first.
   */
  async getActive(id: string, now: Date): Promise<Session | null> {
    if (!this.cache) {
      const session = await this.get(id);
      return session && sessionState(session, now) === 'active' ? session : null;
    }
    const cached = await this.cache.get(id, () => this.get(id));
    if (!cached) return null;
    if (sessionState(cached, now) === 'active') return { ...cached };
    this.cache.invalidate(id);
    const fresh = await this.get(id);
    return fresh && sessionState(fresh, now) === 'active' ? fresh : null;
  }

  /** Restarts the idle limit; never moves the absolute one. Returns false for sessions no longer active. */
  async touch(id: string, now: Date): Promise<boolean> {
    const { rowCount } = await this.write(id, () =>
      this.db.query(
        `UPDATE sessions SET last_activity_at = GREATEST(last_activity_at, $2)
          WHERE id = $1 AND ended_at IS NULL AND expires_at > $2
            AND last_activity_at + $3::int * interval '1 millisecond' > $2`,
        [id, now, IDLE_MS],
      ),
    );
    return rowCount > 0;
  }

  /**
   * A request of this session: its last use, written at most once a minute per session (per instance by memory, and
   * across instances by the WHERE), not announced and not dropped from the cache (nothing the limits read changes).
   * Null when nothing is written.
   */
  noteUse(id: string, now: Date): Promise<void> | null {
    const last = this.usesWritten.get(id);
    if (last !== undefined && now.getTime() - last < USE_WRITE_MS) return null;
    this.rememberUse(id, now.getTime());
    return this.db
      .query(
        `UPDATE sessions SET last_used_at = $2
          WHERE id = $1 AND ended_at IS NULL AND (last_used_at IS NULL OR last_used_at <= $2::timestamptz - interval '1 minute')`,
        [id, now],
      )
      .then(() => undefined);
  }

  /**
   * The user's sessions within their limits, the one asking (`currentId`) first, then by last use, newest first.
   * Read from the store, never the cache.
   */
  async listOpen(userId: number, currentId: string | null, now: Date): Promise<OpenSessionRow[]> {
    const { rows } = await this.db.query<{ id: string; user_agent: string | null; client_address: string | null; created_at: Date; last_used_at: Date }>(
      `SELECT id, user_agent, client_address, created_at, GREATEST(last_used_at, last_activity_at) AS last_used_at
         FROM sessions
        WHERE user_id = $1 AND ended_at IS NULL AND expires_at > $2
          AND last_activity_at + $3::int * interval '1 millisecond' > $2
        ORDER BY id::text = $4 DESC, GREATEST(last_used_at, last_activity_at) DESC, created_at DESC, id`,
      [userId, now, IDLE_MS, currentId ?? ''],
    );
    return rows.map((r) => ({
      id: r.id,
      userAgent: r.user_agent,
      address: r.client_address,
      createdAt: new Date(r.created_at),
      lastUsedAt: new Date(r.last_used_at),
    }));
  }

  /**
   * Ends every session of a user but `keepId` (the person's 'Encerrar outras sessões'): this instance forgets them at
   * once, and the store's trigger announces each one, so every other instance drops its cached copy and closes their
   * sockets (store/change-feed.ts, live/session-sockets.ts). Answers the ids of those that were still within their
   * limits (rows already past them are ended too, and not counted).
   */
  async endOthersOfUser(userId: number, keepId: string, now: Date): Promise<string[]> {
    const { rows } = await this.db.query<{ id: string; open: boolean }>(
      `UPDATE sessions SET ended_at = $3
        WHERE user_id = $1 AND id <> $2::uuid AND ended_at IS NULL
       RETURNING id, (expires_at > $3 AND last_activity_at + $4::int * interval '1 millisecond' > $3) AS open`,
      [userId, keepId, now, IDLE_MS],
    );
    for (const { id } of rows) {
      this.cache?.invalidate(id);
      this.usesWritten.delete(id);
    }
    return rows.filter((r) => r.open).map((r) => r.id);
  }

  async end(id: string, now: Date): Promise<boolean> {
    const { rowCount } = await this.write(id, () => this.db.query('UPDATE sessions SET ended_at = $2 WHERE id = $1 AND ended_at IS NULL', [id, now]));
    return rowCount > 0;
  }

  /**
   * Ends every session of a user (a password change, by any path:
   * docs/decisions/0029-password-change-ends-sessions.md). This instance forgets them at once; the store's trigger
   * announces each one, so every other instance forgets them too (store/change-feed.ts).
   */
  async endAllOfUser(userId: number, now: Date): Promise<number> {
    // First (its own statement, committed) the moment, so a login in flight either sees it and makes no session,
    // or made its session before the UPDATE below began, which then ends it.
    await this.db.query(
      `INSERT INTO password_changes (user_id, changed_at) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET changed_at = GREATEST(password_changes.changed_at, EXCLUDED.changed_at)`,
      [userId, now],
    );
    const { rows } = await this.db.query<{ id: string }>('UPDATE sessions SET ended_at = $2 WHERE user_id = $1 AND ended_at IS NULL RETURNING id', [
      userId,
      now,
    ]);
    for (const { id } of rows) this.cache?.invalidate(id);
    return rows.length;
  }

  async saveTokens(id: string, tokens: UpstreamTokens): Promise<void> {
    await this.write(id, () =>
      this.db.query('UPDATE sessions SET access_token = $2, access_expires_at = $3, refresh_token_enc = $4 WHERE id = $1', [
        id,
        tokens.accessToken,
        tokens.accessExpiresAt,
        tokens.refreshTokenEnc,
      ]),
    );
  }

  /** Housekeeping: drops rows past their absolute limit a day ago. */
  async purge(now: Date): Promise<number> {
    const { rowCount } = await this.db.query("DELETE FROM sessions WHERE expires_at < $1::timestamptz - interval '1 day'", [now]);
    await this.db.query("DELETE FROM password_changes WHERE changed_at < $1::timestamptz - interval '1 day'", [now]);
    this.cache?.clear();
    this.usesWritten.clear();
    return rowCount;
  }

  /** Another writer (another gateway instance) changed this session: the next request reads it again. */
  forget(id: string): void {
    this.cache?.invalidate(id);
  }

  /** Changes by other writers may have been missed (the store's change feed was down): read every session again. */
  forgetAll(): void {
    this.cache?.clear();
  }

  private rememberUse(id: string, at: number): void {
    // Re-inserted, so the Map's order is the order of the last writes and the oldest go first.
    this.usesWritten.delete(id);
    this.usesWritten.set(id, at);
    for (const old of this.usesWritten.keys()) {
      if (this.usesWritten.size <= MAX_USES_REMEMBERED) break;
      this.usesWritten.delete(old);
    }
  }

  /** A write to one session; its cache entry goes once the write is done (or failed: its outcome is unknown). */
  private async write<T>(id: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } finally {
      this.cache?.invalidate(id);
    }
  }
}
