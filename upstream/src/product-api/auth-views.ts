// token/, token/refresh/, users (auth/users/serializer/, signup), password reset and recovery.
import { randomBytes } from 'node:crypto';
import bcrypt from 'bcryptjs';
import type { Db } from '@painel/db/database';
import { ApiError, asObject, fieldErrors, forbidden, type Reply } from './http';
import { mountResource } from './mount';
import { bool, int, text, type ResourceDef } from './registry';
import type { AuthUser, Router } from './router';
import type { TokenService } from './tokens';

export const MIN_PASSWORD_LENGTH = 8;
const RESET_TTL_MS = 24 * 60 * 60 * 1000;

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
  filters: [{ param: 'pk', kind: 'exact', type: 'int', expr: 't.id' }, { param: 'id', kind: 'exact', type: 'int', expr: 't.id' }],
  prepareWrite: (body) =>
    body.password === undefined ? body : { ...body, password: hashPassword(checkPassword(body.password)) },
};

const userSelect = `SELECT id AS pk, username, first_name, last_name, email, branch, is_client, is_staff, is_superuser
  FROM users WHERE id = $1`;

const uidFor = (pk: number) => Buffer.from(String(pk)).toString('base64url');

/**
 * Compared against when the username is unknown or inactive, so that every failed login costs one bcrypt compare:
 * answering faster for an unknown matrícula would tell which ones exist. Same cost factor as hashPassword.
 */
let dummyHash: Promise<string> | undefined;

export function mountAuth(router: Router, db: Db, tokens: TokenService): void {
  const throttle = createLoginThrottle();
  dummyHash ??= bcrypt.hash('not-a-password-of-anyone', 10);
  router.post('token/', async (ctx) => {
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
  }, { public: true });

  router.post('token/refresh/', async (ctx) => {
    const body = asObject(await ctx.body());
    return { status: 200, body: await tokens.refresh(body.refresh) };
  }, { public: true });

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
    const { rows } = await db.query<{ id: number }>(
      'SELECT id FROM users WHERE lower(email) = lower($1) AND is_active ORDER BY id LIMIT 1',
      [body.email.trim()],
    );
    if (!rows[0]) throw fieldErrors({ email: ['There is no active user associated with this e-mail address.'] });
    const uidb64 = uidFor(rows[0].id);
    const token = randomBytes(24).toString('hex');
    await db.query(
      'INSERT INTO password_reset_tokens (user_id, uidb64, token, expires_at) VALUES ($1, $2, $3, $4)',
      [rows[0].id, uidb64, token, new Date(Date.now() + RESET_TTL_MS)],
    );
    const base = (process.env.PUBLIC_WEB_URL ?? 'http://localhost:4000').replace(/\/+$/, '');
    return { status: 200, body: { success: true, url: `${base}/resetpasswordweb/${uidb64}/${token}` } };
  });

  const findToken = async (uidb64: unknown, token: unknown) => {
    if (typeof uidb64 !== 'string' || typeof token !== 'string') return null;
    const { rows } = await db.query<{ id: number; user_id: number }>(
      `SELECT id, user_id FROM password_reset_tokens
        WHERE uidb64 = $1 AND token = $2 AND used_at IS NULL AND expires_at > now()`,
      [uidb64, token],
    );
    return rows[0] ?? null;
  };
  const invalidLink = () => new ApiError(401, { success: false, detail: 'Token is not valid, please request a new one' });

  router.get('password-reset/{uidb64}/{token}/', async (ctx): Promise<Reply> => {
    const found = await findToken(ctx.params.uidb64, ctx.params.token);
    if (!found) throw invalidLink();
    return {
      status: 200,
      body: { success: true, message: 'Credentials Valid', uidb64: ctx.params.uidb64, token: ctx.params.token },
    };
  }, { public: true });

  const complete = async (ctx: Parameters<Parameters<Router['patch']>[1]>[0]): Promise<Reply> => {
    const body = asObject(await ctx.body());
    const password = checkPassword(body.password);
    const done = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: number; user_id: number }>(
        `UPDATE password_reset_tokens SET used_at = now()
          WHERE uidb64 = $1 AND token = $2 AND used_at IS NULL AND expires_at > now() RETURNING id, user_id`,
        [String(body.uidb64 ?? ''), String(body.token ?? '')],
      );
      if (!rows[0]) return false;
      await tx.query('UPDATE users SET password = $1 WHERE id = $2', [hashPassword(password), rows[0].user_id]);
      return true;
    });
    if (!done) throw invalidLink();
    return { status: 200, body: { success: true, message: 'Password reset success' } };
  };
  router.patch('password-reset-complete', complete, { public: true });
}
