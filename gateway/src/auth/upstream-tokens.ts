// The session user's upstream access token: refreshed with the (encrypted) refresh token shortly before it
// expires, or when the upstream refuses it, once; the new pair is saved on the session row.
import { decodeJwt } from 'jose';
import { GraphQLError } from 'graphql';
import type { ProductAuthApi, TokenProvider } from '../upstreams/product-api';
import { decryptSecret, encryptSecret } from './keys';
import type { Session, SessionStore } from './session';

/** Refresh this long before the access token's exp, so a request never starts with a token about to lapse. */
const EARLY_MS = 30_000;

/** Concurrent requests of one session share one refresh (per process). Holds promises only while in flight. */
const inFlight = new Map<string, Promise<string>>();

export function accessExpiry(access: string): Date | null {
  try {
    const { exp } = decodeJwt(access);
    return typeof exp === 'number' ? new Date(exp * 1000) : null;
  } catch {
    return null;
  }
}

export interface SessionTokenDeps {
  auth: ProductAuthApi;
  sessions: SessionStore;
  encryptionKey: Buffer;
  /** Wall clock of the upstream's tokens (not the session clock, which tests may move). */
  wallClock?: () => number;
}

export class SessionTokens implements TokenProvider {
  constructor(
    private readonly session: Session,
    private readonly deps: SessionTokenDeps,
  ) {}

  async current(): Promise<string> {
    const exp = this.session.accessExpiresAt;
    const now = (this.deps.wallClock ?? Date.now)();
    if (exp && exp.getTime() - EARLY_MS <= now) return this.refresh(this.session.accessToken);
    return this.session.accessToken;
  }

  refresh(rejected: string): Promise<string> {
    if (rejected !== this.session.accessToken) return Promise.resolve(this.session.accessToken);
    let pending = inFlight.get(this.session.id);
    if (!pending) {
      pending = this.doRefresh().finally(() => inFlight.delete(this.session.id));
      inFlight.set(this.session.id, pending);
    }
    return pending;
  }

  private async doRefresh(): Promise<string> {
    const { session, deps } = this;
    // Another instance or request may have refreshed already: start from the stored pair.
    const stored = await deps.sessions.get(session.id);
    if (stored && stored.accessToken !== session.accessToken && !expiresSoon(stored, deps)) {
      Object.assign(session, pick(stored));
      return stored.accessToken;
    }
    const source = stored ?? session;
    const refreshed = await deps.auth.refresh(decryptSecret(deps.encryptionKey, source.refreshTokenEnc));
    if (!refreshed) {
      throw new GraphQLError('Sessão expirada na API. Faça login novamente.', {
        extensions: { code: 'UNAUTHENTICATED', upstream: 'productApi' },
      });
    }
    const tokens = {
      accessToken: refreshed.access,
      accessExpiresAt: accessExpiry(refreshed.access),
      refreshTokenEnc: refreshed.refresh ? encryptSecret(deps.encryptionKey, refreshed.refresh) : source.refreshTokenEnc,
    };
    await deps.sessions.saveTokens(session.id, tokens);
    Object.assign(session, tokens);
    return tokens.accessToken;
  }
}

function expiresSoon(session: Session, deps: SessionTokenDeps): boolean {
  const exp = session.accessExpiresAt;
  return !!exp && exp.getTime() - EARLY_MS <= (deps.wallClock ?? Date.now)();
}

function pick(s: Session) {
  return { accessToken: s.accessToken, accessExpiresAt: s.accessExpiresAt, refreshTokenEnc: s.refreshTokenEnc };
}
