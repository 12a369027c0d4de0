import { describe, expect, it } from 'vitest';
import { createLogger } from '../../../logger';
import type { HttpClient } from '../../../upstreams/http';
import type { TokenProvider } from '../../../upstreams/product-api/transport';
import { ACCOUNT_RETRY_MS, watcherTokens, type WatcherIdentityDeps } from './watcher-identity';

const provider = (token: string): TokenProvider => ({ current: async () => token, refresh: async () => token });
const http = {} as HttpClient;

function identity(account: WatcherIdentityDeps['account'], signedIn: boolean) {
  const clock = { now: 0 };
  const sessionReads: number[] = [];
  const tokens = watcherTokens({
    account,
    http,
    anySession: async () => (sessionReads.push(clock.now), signedIn ? provider('pessoa') : null),
    clock: () => clock.now,
    log: createLogger('silent', {}),
  });
  const read = async () => (await tokens())?.current() ?? null;
  return { clock, sessionReads, read };
}

describe("the watcher's upstream identity", () => {
  it('is the service account when one is configured, signed-in people or not', async () => {
    const signIns: HttpClient[] = [];
    const account = { identity: async (h: HttpClient) => (signIns.push(h), {}) as never, tokensFor: () => provider('conta') };
    const { read, sessionReads } = identity(account, false);
    expect(await read()).toBe('conta');
    expect(await read()).toBe('conta');
    expect(signIns).toEqual([http, http]);
    expect(sessionReads).toEqual([]);
  });

  it("is a signed-in session's without an account, and nobody's when nobody is signed in", async () => {
    expect(await identity(null, true).read()).toBe('pessoa');
    expect(await identity(null, false).read()).toBeNull();
  });

  it('falls back to a session while the account cannot sign in, and tries the account again after a while', async () => {
    let working = false;
    let attempts = 0;
    const account = {
      identity: async () => {
        attempts++;
        if (!working) throw new Error('senha errada');
        return {} as never;
      },
      tokensFor: () => provider('conta'),
    };
    const { read, clock } = identity(account, true);
    expect(await read()).toBe('pessoa');
    clock.now += ACCOUNT_RETRY_MS - 1;
    working = true;
    expect(await read()).toBe('pessoa');
    expect(attempts).toBe(1);
    clock.now += 1;
    expect(await read()).toBe('conta');
    expect(attempts).toBe(2);
  });
});
