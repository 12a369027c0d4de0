// simplejwt-style tokens: HS256, access 5 minutes, refresh 24 hours. The key comes from PRODUCT_API_SECRET or
// is generated once and kept in api_secrets, so tokens survive restarts and are shared by every instance.
import { randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Db } from '@painel/db/database';
import { ApiError } from './http';
import type { AuthUser } from './router';
import { upstreamSetting } from '../settings';

export const ACCESS_SECONDS = 5 * 60;
export const REFRESH_SECONDS = 24 * 60 * 60;

export interface TokenService {
  issue(user: AuthUser): Promise<{ access: string; refresh: string }>;
  refresh(refreshToken: unknown): Promise<{ access: string }>;
  /** Verifies an Authorization header; throws the DRF 401. */
  authenticate(header: string | undefined): Promise<AuthUser>;
}

export async function loadSecret(db: Db): Promise<Uint8Array> {
  const fromEnv = upstreamSetting('PRODUCT_API_SECRET');
  if (fromEnv) return new TextEncoder().encode(fromEnv);
  const candidate = randomBytes(32).toString('hex');
  await db.query(`INSERT INTO api_secrets (name, value) VALUES ('jwt', $1) ON CONFLICT (name) DO NOTHING`, [candidate]);
  const { rows } = await db.query<{ value: string }>(`SELECT value FROM api_secrets WHERE name = 'jwt'`);
  return new TextEncoder().encode(rows[0].value);
}

const unauthenticatedHeaders = { 'WWW-Authenticate': 'Bearer realm="api"' };

export const notAuthenticated = () => new ApiError(401, { detail: 'Authentication credentials were not provided.' }, unauthenticatedHeaders);

const invalidAccess = () =>
  new ApiError(
    401,
    {
      detail: 'Given token not valid for any token type',
      code: 'token_not_valid',
      messages: [{ token_class: 'AccessToken', token_type: 'access', message: 'Token is invalid or expired' }],
    },
    unauthenticatedHeaders,
  );

/**
 * Whether a user may still be given tokens (simplejwt's USER_AUTHENTICATION_RULE: the user is active). token/
 * checks it with the password; token/refresh/ asks it (simplejwt >= 5.3), so a deactivated user's refresh token
 * stops at once. Absent: refresh checks the signature only.
 */
export type ActiveUserCheck = (userId: number) => Promise<boolean>;

export function createTokenService(secret: Uint8Array, now: () => number = () => Date.now(), isActive?: ActiveUserCheck): TokenService {
  const sign = (user: AuthUser, type: 'access' | 'refresh', seconds: number) => {
    const iat = Math.floor(now() / 1000);
    return new SignJWT({
      token_type: type,
      user_id: user.id,
      username: user.username,
      is_staff: user.is_staff,
      is_superuser: user.is_superuser,
      jti: randomBytes(16).toString('hex'),
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(iat)
      .setExpirationTime(iat + seconds)
      .sign(secret);
  };
  const verify = async (token: string, type: 'access' | 'refresh'): Promise<AuthUser | null> => {
    try {
      const { payload } = await jwtVerify(token, secret, {
        algorithms: ['HS256'],
        currentDate: new Date(now()),
      });
      if (payload.token_type !== type || typeof payload.user_id !== 'number') return null;
      return {
        id: payload.user_id,
        username: String(payload.username ?? ''),
        is_staff: payload.is_staff === true,
        is_superuser: payload.is_superuser === true,
      };
    } catch {
      return null;
    }
  };
  return {
    async issue(user) {
      return { access: await sign(user, 'access', ACCESS_SECONDS), refresh: await sign(user, 'refresh', REFRESH_SECONDS) };
    },
    async refresh(refreshToken) {
      if (typeof refreshToken !== 'string' || refreshToken === '') {
        throw new ApiError(400, { refresh: ['This field is required.'] });
      }
      const user = await verify(refreshToken, 'refresh');
      if (!user) throw new ApiError(401, { detail: 'Token is invalid or expired', code: 'token_not_valid' });
      if (isActive && !(await isActive(user.id))) throw new ApiError(401, { detail: 'No active account found for the given token.' });
      return { access: await sign(user, 'access', ACCESS_SECONDS) };
    },
    async authenticate(header) {
      if (!header) throw notAuthenticated();
      const [scheme, token, extra] = header.split(' ');
      if (scheme !== 'Bearer' || !token || extra !== undefined) throw notAuthenticated();
      const user = await verify(token, 'access');
      if (!user) throw invalidAccess();
      return user;
    },
  };
}
