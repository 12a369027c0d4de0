// token/, token/refresh/, users (auth/users/serializer/, signup), password reset and recovery (links as Django's
// PasswordResetTokenGenerator makes them: reset-tokens.ts).
import bcrypt from 'bcryptjs';
import type { Db, Queryable } from '@painel/db/database';
import { ApiError, asObject, fieldErrors, forbidden, type Reply } from './http';
import { mountResource } from './mount';
import { bool, int, text, type ResourceDef } from './registry';
import type { AuthUser, Router } from './router';
import type { ResetTokenGenerator, ResetTokenUser } from './reset-tokens';
import type { TokenService } from './tokens';
import { upstreamSetting } from '../settings';

export const MIN_PASSWORD_LENGTH = 8;

/** Failed logins per username allowed within a minute before token/ answers 429 (DRF throttling). */
export const LOGIN_FAILURES_PER_MINUTE = 10;

function createLoginThrottle(now: () => number = Date.now) {
  const failures = new Map<string, number[]>();
  const recent = (key: string) => (failures.get(key) ?? []).filter((t) => now() - t < 60_000);
  return {
    check(key: string) {
      const times = recent(key);
      failures.set(key, times);
      if (times.length >= LOGIN_FAILURES_PER_MINUTE) {
        const wait = Math.max(1, Math.ceil((times[0] + 60_000 - now()) / 1000));
        throw new ApiError(429, { detail: `Request was throttled. Expected available in ${wait} seconds.` }, { 'Retry-After': String(wait) });
      }
    },
    fail(key: string) {
      failures.set(key, [...recent(key), now()]);
    },
    clear(key: string) {
      failures.delete(key);
    },
  };
}

const hashPassword = (password: string) => bcrypt.hashSync(password, 10);

function checkPassword(password: unknown, field = 'password'): string {
  if (typeof password !== 'string' || password === '') throw fieldErrors({ [field]: ['This field is required.'] });
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw fieldErrors({ [field]: [`This password is too short. It must contain at least ${MIN_PASSWORD_LENGTH} characters.`] });
  }
  return password;
}

export const usersResource: ResourceDef = {
  path: 'auth/users/serializer',
  table: 'users',
  lookup: 'pk',
  actions: ['list', 'retrieve', 'update'],
  fields: [
    int('pk', { column: null, read: 't.id', readOnly: true }),
    text('username', { required: true }),
    text('password', { writeOnly: true }),
    text('first_name'),
    text('last_name'),
    text('email'),
    int('branch', { nullable: true }),
    bool('is_client'),
    bool('is_staff'),
    bool('is_superuser', { readOnly: true }),
    bool('is_active'),
  ],
  filters: [
    { param: 'pk', kind: 'exact', type: 'int', expr: 't.id' },
    { param: 'id', kind: 'exact', type: 'int', expr: 't.id' },
  ],
  prepareWrite: (body) => (body.password === undefined ? body : { ...body, password: hashPassword(checkPassword(body.password)) }),
};

const userSelect = `SELECT id AS pk, username, first_name, last_name, email, branch, is_client, is_staff, is_superuser
  FROM users WHERE id = $1`;

const uidFor = (pk: number) => Buffer.from(String(pk)).toString('base64url');
/** Django's urlsafe_base64_decode of a uidb64 back to the pk; null for anything that is not one. */
const pkOf = (uidb64: string): number | null => {
  const text = /^[A-Za-z0-9_-]{1,16}$/.test(uidb64) ? Buffer.from(uidb64, 'base64url').toString('utf8') : '';
  return /^[1-9]\d{0,9}$/.test(text) && Number(text) <= 2_147_483_647 ? Number(text) : null;
};

interface ResetRow {
  id: number;
  username: string;
  password: string;
  last_login: Date | null;
  email: string;
  password_reset_generation: number;
}
const RESET_COLUMNS = 'id, username, password, last_login, email, password_reset_generation';
const resetUser = (row: ResetRow): ResetTokenUser => ({
  pk: row.id,
  password: row.password,
  lastLogin: row.last_login ? new Date(row.last_login) : null,
  email: row.email,
  generation: Number(row.password_reset_generation),
});

/**
 * Compared against when the username is unknown or inactive, so that every failed login costs one bcrypt compare:
 * answering faster for an unknown matrícula would tell which ones exist. Same cost factor as hashPassword.
 */
let dummyHash: Promise<string> | undefined;

export interface AuthOptions {
  /** The reset answer names the user (an extension: the spec's answer is success and message only). */
  resetUsername: boolean;
  /** Base of the reset links, asked per request (default: PUBLIC_WEB_URL, also read per request). */
  publicWebUrl?: () => string;
}

export function mountAuth(router: Router, db: Db, tokens: TokenService, resets: ResetTokenGenerator, options: AuthOptions = { resetUsername: true }): void {
  const throttle = createLoginThrottle();
  dummyHash ??= bcrypt.hash('not-a-password-of-anyone', 10);
  router.post(
    'token/',
    async (ctx) => {
      const body = asObject(await ctx.body());
      const errors: Record<string, string[]> = {};
      for (const f of ['username', 'password']) {
        if (typeof body[f] !== 'string' || body[f] === '') errors[f] = ['This field is required.'];
      }
      if (Object.keys(errors).length) throw fieldErrors(errors);
      const key = String(body.username);
      throttle.check(key);
      const { rows } = await db.query<AuthUser & { password: string; is_active: boolean }>(
        'SELECT id, username, password, is_staff, is_superuser, is_active FROM users WHERE username = $1',
        [body.username],
      );
      const user = rows[0];
      const matches = await bcrypt.compare(String(body.password), user?.password ?? (await dummyHash));
      if (!user || !user.is_active || !matches) {
        throttle.fail(key);
        throw new ApiError(401, { detail: 'No active account found with the given credentials' });
      }
      throttle.clear(key);
      await db.query('UPDATE users SET last_login = now() WHERE id = $1', [user.id]);
      return { status: 200, body: await tokens.issue(user) };
    },
    { public: true },
  );

  router.post(
    'token/refresh/',
    async (ctx) => {
      const body = asObject(await ctx.body());
      return { status: 200, body: await tokens.refresh(body.refresh) };
    },
    { public: true },
  );

  mountResource(router, usersResource);

  router.post('auth/users/signup/', async (ctx) => {
    const body = asObject(await ctx.body());
    const errors: Record<string, string[]> = {};
    if (typeof body.username !== 'string' && typeof body.username !== 'number') errors.username = ['This field is required.'];
    else if (String(body.username).trim() === '') errors.username = ['This field may not be blank.'];
    try {
      checkPassword(body.password);
      if (body.password_confirmation !== undefined && body.password_confirmation !== body.password) {
        errors.password_confirmation = ['The two password fields didn’t match.'];
      }
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      Object.assign(errors, error.body as object);
    }
    if (body.branch !== undefined && body.branch !== null && body.branch !== '' && !/^\d+$/.test(String(body.branch))) {
      errors.branch = ['A valid integer is required.'];
    }
    if (Object.keys(errors).length) throw fieldErrors(errors);
    const username = String(body.username).trim();
    const created = await db.transaction(async (tx) => {
      const exists = await tx.query('SELECT 1 FROM users WHERE username = $1', [username]);
      if (exists.rows.length) throw fieldErrors({ username: ['A user with that username already exists.'] });
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO users (username, password, first_name, last_name, email, branch, is_client, is_staff)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
        [
          username,
          hashPassword(String(body.password)),
          String(body.first_name ?? ''),
          String(body.last_name ?? ''),
          String(body.email ?? ''),
          body.branch === undefined || body.branch === null || body.branch === '' ? null : Number(body.branch),
          body.is_client === true,
          body.is_staff === true || body.is_staff === undefined,
        ],
      );
      const user = (await tx.query(userSelect, [rows[0].id])).rows[0];
      return user;
    });
    return { status: 201, body: created };
  });

  router.post('recovery/', async (ctx) => {
    if (!ctx.user?.is_staff && !ctx.user?.is_superuser) throw forbidden();
    const body = asObject(await ctx.body());
    if (typeof body.email !== 'string' || body.email.trim() === '') throw fieldErrors({ email: ['This field is required.'] });
    // Raising the counter ends every link issued before this one (reset-tokens.ts); the token is signed over the
    // row as it is after the raise.
    const { rows } = await db.query<ResetRow>(
      `UPDATE users SET password_reset_generation = password_reset_generation + 1
        WHERE id = (SELECT id FROM users WHERE lower(email) = lower($1) AND is_active ORDER BY id LIMIT 1)
        RETURNING ${RESET_COLUMNS}`,
      [body.email.trim()],
    );
    if (!rows[0]) throw fieldErrors({ email: ['There is no active user associated with this e-mail address.'] });
    const token = resets.make(resetUser(rows[0]));
    const base = (options.publicWebUrl?.() ?? upstreamSetting('PUBLIC_WEB_URL')).replace(/\/+$/, '');
    return { status: 200, body: { success: true, url: `${base}/resetpasswordweb/${uidFor(rows[0].id)}/${token}` } };
  });

  /** The active user the link names, when its token verifies against that user as stored now. */
  const linkUser = async (q: Queryable, uidb64: unknown, token: unknown, lock = false): Promise<ResetRow | null> => {
    if (typeof uidb64 !== 'string' || typeof token !== 'string') return null;
    const pk = pkOf(uidb64);
    if (pk === null) return null;
    const { rows } = await q.query<ResetRow>(`SELECT ${RESET_COLUMNS} FROM users WHERE id = $1 AND is_active${lock ? ' FOR UPDATE' : ''}`, [pk]);
    return rows[0] && resets.check(resetUser(rows[0]), token) ? rows[0] : null;
  };
  const invalidLink = () => new ApiError(401, { success: false, detail: 'Token is not valid, please request a new one' });

  router.get(
    'password-reset/{uidb64}/{token}/',
    async (ctx): Promise<Reply> => {
      if (!(await linkUser(db, ctx.params.uidb64, ctx.params.token))) throw invalidLink();
      return {
        status: 200,
        body: { success: true, message: 'Credentials Valid', uidb64: ctx.params.uidb64, token: ctx.params.token },
      };
    },
    { public: true },
  );

  const complete = async (ctx: Parameters<Parameters<Router['patch']>[1]>[0]): Promise<Reply> => {
    const body = asObject(await ctx.body());
    const password = checkPassword(body.password);
    // The row is locked while the token is checked and the password set: of two uses of one link at once, the
    // second sees the new password hash and is refused (a link serves one reset).
    const done = await db.transaction(async (tx) => {
      const user = await linkUser(tx, body.uidb64, body.token, true);
      if (!user) return null;
      await tx.query('UPDATE users SET password = $1 WHERE id = $2', [hashPassword(password), user.id]);
      return user;
    });
    if (!done) throw invalidLink();
    // The username lets the client act as the user with the password just chosen (the gateway writes the reset's
    // application-log entry that way: the reset pages have no session).
    const answer = { success: true, message: 'Password reset success' };
    return { status: 200, body: options.resetUsername ? { ...answer, username: done.username } : answer };
  };
  router.patch('password-reset-complete', complete, { public: true });
}
