// A tool's request with 'Authorization: Bearer pk_...': the key is checked (exists, hash matches in constant time,
// not revoked nor expired, under its rate limit) and becomes the request's caller: a session-shaped value with
// exactly the key's pages (policy.ts callerMay) and branch (bound on every page it holds: policy.ts isBranchBound), whose upstream
// calls use the service account (integration-keys-account.ts). Refusals are whole HTTP answers (401, 429, 503).
import type { GatewayServices } from '../context';
import type { TokenProvider } from '../upstreams/product-api/transport';
import { isBindablePage } from './policy';
import { integrationKeysOf, keyState, secretHashKey, secretKeyId, secretMatches, type IntegrationKeyRecord } from './integration-keys';
import { ServiceAccountError, serviceAccountOf, SERVICE_ACCOUNT_MISSING } from './integration-keys-account';
import { KeyRateLimiter, keyRateFromEnv, rateLimitedMessage } from './integration-keys-rate';
import type { Session, SessionUser } from './session';

export const KEY_MESSAGES = {
  invalid: 'Chave de integração inválida.',
  revoked: 'Chave de integração revogada. Peça uma nova chave a um administrador.',
  expired: 'Chave de integração expirada. Peça uma nova chave a um administrador.',
} as const;

/** An answer given instead of running the request. */
export interface HttpRefusal {
  status: number;
  code: string;
  message: string;
  headers?: Record<string, string>;
}

export type KeyCaller = { session: Session; tokens: TokenProvider } | { refusal: HttpRefusal };

const unauthenticated = (message: string): KeyCaller => ({
  refusal: { status: 401, code: 'UNAUTHENTICATED', message, headers: { 'www-authenticate': 'Bearer realm="painel"' } },
});

/** Per gateway, keyed by its store handle: the services object is a per-request copy (observability). */
const limiters = new WeakMap<object, KeyRateLimiter>();
const limiterOf = (services: GatewayServices) => {
  let limiter = limiters.get(services.store);
  if (!limiter) limiters.set(services.store, (limiter = new KeyRateLimiter(keyRateFromEnv())));
  return limiter;
};

/**
 * The caller a key makes: the service account's user, named after the key, with the key's pages and branch. A key
 * bound to a branch opens only the pages the policy binds (the form refuses the others; a key stored before that
 * rule loses them here rather than reaching every branch's data).
 */
export function keySession(key: IntegrationKeyRecord, account: SessionUser, now: Date): Session {
  const name = `integração: ${key.name}`;
  const pages = key.branch === null ? key.pages : key.pages.filter(isBindablePage);
  return {
    ...account,
    name,
    email: null,
    type: key.branch === null ? 1 : 3,
    branch: key.branch,
    integration: { keyId: key.id, name: key.name, pages: new Set(pages) },
    id: key.id,
    accessToken: '',
    accessExpiresAt: null,
    refreshTokenEnc: '',
    createdAt: key.createdAt,
    lastActivityAt: now,
    expiresAt: key.expiresAt,
    endedAt: null,
  };
}

export async function integrationCaller(services: GatewayServices, secret: string, now: Date): Promise<KeyCaller> {
  const id = secretKeyId(secret);
  if (!id) return unauthenticated(KEY_MESSAGES.invalid);
  const keys = await integrationKeysOf(services.store);
  const key = await keys.find(id);
  if (!key || !secretMatches(secretHashKey(services.keys), secret, key.secretHash)) return unauthenticated(KEY_MESSAGES.invalid);
  const state = keyState(key, now);
  if (state === 'REVOKED') return unauthenticated(KEY_MESSAGES.revoked);
  if (state === 'EXPIRED') return unauthenticated(KEY_MESSAGES.expired);
  const wait = limiterOf(services).take(key.id);
  if (wait > 0) {
    const seconds = String(Math.max(1, Math.ceil(wait / 1000)));
    return { refusal: { status: 429, code: 'RATE_LIMITED', message: rateLimitedMessage(wait), headers: { 'retry-after': seconds } } };
  }
  const account = serviceAccountOf(services.store);
  if (!account) return { refusal: { status: 503, code: 'UPSTREAM_ERROR', message: SERVICE_ACCOUNT_MISSING } };
  let user: SessionUser;
  try {
    user = await account.identity(services.connections.productApi);
  } catch (error) {
    if (!(error instanceof ServiceAccountError)) throw error;
    services.log.warn('integration service account refused', { error: error.message });
    return { refusal: { status: 503, code: 'UPSTREAM_ERROR', message: error.message, headers: { 'retry-after': '30' } } };
  }
  keys.noteUse(key.id, now)?.catch((error: unknown) => services.log.warn('integration key last use not written', { error: String(error) }));
  return { session: keySession(key, user, now), tokens: account.tokensFor(services.connections.productApi) };
}
