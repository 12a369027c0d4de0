// Whose tokens the order watcher reads the product API with. The gateway's service account when one is configured
// (INTEGRATION_ACCOUNT_MATRICULA/PASSWORD, auth/integration-keys-account.ts): it does not depend on who is signed in
// nor on a person's session ending mid-read. Without one, or while it cannot sign in, the most recently active
// session's tokens as before (the product API has no other service identity). A failed sign-in is retried only after
// ACCOUNT_RETRY_MS, so a wrong password does not become a login every few seconds.
import type { Logger } from '../../../logger';
import type { HttpClient } from '../../../upstreams/http';
import type { TokenProvider } from '../../../upstreams/product-api/transport';
import type { ServiceAccount } from '../../../auth/integration-keys-account';

export const ACCOUNT_RETRY_MS = 60_000;

export interface WatcherIdentityDeps {
  /** The configured service account, or null. */
  account: Pick<ServiceAccount, 'identity' | 'tokensFor'> | null;
  /** The product API's connection (the watcher's reads go through it). */
  http: HttpClient;
  /** Today's fallback: a signed-in person's tokens, or null when nobody is. */
  anySession(): Promise<TokenProvider | null>;
  /** Milliseconds, this process's clock. */
  clock(): number;
  log: Logger;
}

/** The watcher's `tokens()`: the service account's tokens, else a session's. */
export function watcherTokens(deps: WatcherIdentityDeps): () => Promise<TokenProvider | null> {
  let failedAt: number | null = null;
  return async () => {
    const { account } = deps;
    if (account && (failedAt === null || deps.clock() - failedAt >= ACCOUNT_RETRY_MS)) {
      try {
        await account.identity(deps.http);
        failedAt = null;
        return account.tokensFor(deps.http);
      } catch (error) {
        failedAt = deps.clock();
        deps.log.warn('order watcher: the service account could not sign in; reading with a signed-in session', { error: String(error) });
      }
    }
    return deps.anySession();
  };
}
