// The upstream identity of integration keys. The product API knows people only, so a tool's upstream calls need a
// user's tokens. Chosen: a service account configured for the gateway (INTEGRATION_ACCOUNT_MATRICULA and
// INTEGRATION_ACCOUNT_PASSWORD, a type 1 user made for the tools), not the tokens of the admin who made the key:
// a key must keep working when that person leaves, is deactivated or changes their password. The gateway logs the
// account in on first use and keeps its tokens in this process's memory (refreshed as sessions' are, logged in
// again when the refresh is refused). What a key may do is decided by the gateway's policy from the key's pages;
// audit entries carry the key's name (workflows/audit.ts), the API's own user being the service account.
import { ProductApi, ProductAuthApi, type TokenPair } from '../upstreams/product-api';
import type { TokenProvider } from '../upstreams/product-api/transport';
import type { HttpClient } from '../upstreams/http';
import { login } from './login';
import type { SessionUser } from './session';
import { accessExpiry } from './upstream-tokens';
import type { Env } from '@painel/db/settings';
import { gatewaySetting } from '../settings';

export interface ServiceAccountConfig {
  matricula: string;
  password: string;
}

export function serviceAccountFromEnv(env?: Env): ServiceAccountConfig | null {
  const matricula = gatewaySetting('INTEGRATION_ACCOUNT_MATRICULA', env);
  const password = gatewaySetting('INTEGRATION_ACCOUNT_PASSWORD', env);
  return matricula && password ? { matricula, password } : null;
}

export const SERVICE_ACCOUNT_MISSING =
  'Integrações indisponíveis: a conta de serviço não está configurada (INTEGRATION_ACCOUNT_MATRICULA e INTEGRATION_ACCOUNT_PASSWORD).';
export const SERVICE_ACCOUNT_FAILED = 'Integrações indisponíveis: a conta de serviço não conseguiu entrar na API de produtos. Tente novamente em instantes.';
export const SERVICE_ACCOUNT_NOT_ADMIN = 'Integrações indisponíveis: a conta de serviço configurada não é de superusuário (tipo 1).';

export class ServiceAccountError extends Error {}

/** Refresh this long before the access token's exp. */
const EARLY_MS = 30_000;

/**
 * One per gateway. `http` is the product API client of the request at hand (each request's carries its own
 * request id), so every method takes it; the tokens and the user are shared by every request of the process.
 */
export class ServiceAccount {
  private user: SessionUser | null = null;
  private tokens: TokenPair | null = null;
  private signingIn: Promise<SessionUser> | null = null;
  private refreshing: Promise<string> | null = null;

  constructor(
    private readonly config: ServiceAccountConfig,
    private readonly clock: () => number = Date.now,
  ) {}

  /** The account's user (the audit entries' usuario), signing in on first use; throws ServiceAccountError. */
  identity(http: HttpClient): Promise<SessionUser> {
    if (this.user) return Promise.resolve(this.user);
    this.signingIn ??= this.signIn(http).finally(() => (this.signingIn = null));
    return this.signingIn;
  }

  /** The upstream token source of one request. */
  tokensFor(http: HttpClient): TokenProvider {
    return { current: () => this.current(http), refresh: (rejected) => this.refresh(http, rejected) };
  }

  private async current(http: HttpClient): Promise<string> {
    await this.identity(http);
    const access = this.tokens!.access;
    const exp = accessExpiry(access);
    return exp && exp.getTime() - EARLY_MS <= this.clock() ? this.refresh(http, access) : access;
  }

  private refresh(http: HttpClient, rejected: string): Promise<string> {
    if (this.tokens && rejected !== this.tokens.access) return Promise.resolve(this.tokens.access);
    this.refreshing ??= this.renew(http).finally(() => (this.refreshing = null));
    return this.refreshing;
  }

  private async renew(http: HttpClient): Promise<string> {
    const refreshed = this.tokens ? await new ProductAuthApi(http).refresh(this.tokens.refresh) : null;
    if (refreshed && this.tokens) {
      this.tokens = { access: refreshed.access, refresh: refreshed.refresh ?? this.tokens.refresh };
      return this.tokens.access;
    }
    this.user = null;
    await this.identity(http);
    return this.tokens!.access;
  }

  private async signIn(http: HttpClient): Promise<SessionUser> {
    const outcome = await login(
      {
        auth: new ProductAuthApi(http),
        apiWithToken: (access) => new ProductApi(http, { current: async () => access, refresh: async () => access }),
      },
      this.config.matricula,
      this.config.password,
    );
    if (!outcome.ok) throw new ServiceAccountError(SERVICE_ACCOUNT_FAILED);
    if (outcome.user.type !== 1) throw new ServiceAccountError(SERVICE_ACCOUNT_NOT_ADMIN);
    this.tokens = outcome.tokens;
    this.user = outcome.user;
    return outcome.user;
  }
}

const accounts = new WeakMap<object, ServiceAccount>();

/**
 * The gateway's service account, or null when not configured. `gateway` is anything that lives as long as the
 * gateway (its store handle): the services object itself is copied per request (observability/scoped-services.ts).
 */
export function serviceAccountOf(gateway: object): ServiceAccount | null {
  let account = accounts.get(gateway);
  if (!account) {
    const config = serviceAccountFromEnv();
    if (!config) return null;
    account = new ServiceAccount(config);
    accounts.set(gateway, account);
  }
  return account;
}
