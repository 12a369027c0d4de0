import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import type { Db } from '@painel/db/database';
import { openStore } from '../store/store';
import type { ProductAuthApi } from '../upstreams/product-api';
import { decryptSecret, deriveKeys, encryptSecret } from './keys';
import { SessionStore } from './session';
import { SessionTokens, accessExpiry } from './upstream-tokens';

const keys = deriveKeys('k'.repeat(40));
const user = { userId: 1, employeeId: 11, matricula: '1001', name: 'Admin', email: null, type: 1 as const, branch: null };

const jwt = (expSeconds: number) => new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setExpirationTime(expSeconds).sign(new Uint8Array(32));

let db: Db;
let sessions: SessionStore;
beforeAll(async () => {
  db = await openStore({});
  sessions = new SessionStore(db);
}, 120_000);
afterAll(async () => {
  await db.close();
});

function fakeAuth(answer: { access: string; refresh?: string } | null) {
  const seen: string[] = [];
  const auth = { refresh: async (refresh: string) => (seen.push(refresh), answer) } as unknown as ProductAuthApi;
  return { auth, seen };
}

describe('SessionTokens', () => {
  const now = Date.now();
  const wallClock = () => now;

  it('reads the expiry of an access token', async () => {
    expect(accessExpiry(await jwt(1_900_000_000))?.toISOString()).toBe('2030-03-17T17:46:40.000Z');
    expect(accessExpiry('not a jwt')).toBeNull();
  });

  it('keeps a token that is not about to expire', async () => {
    const access = await jwt(Math.floor(now / 1000) + 300);
    const s = await sessions.create(
      user,
      { accessToken: access, accessExpiresAt: accessExpiry(access), refreshTokenEnc: encryptSecret(keys.encryption, 'r1') },
      new Date(now),
    );
    const { auth, seen } = fakeAuth({ access: 'unused' });
    expect(await new SessionTokens(s, { auth, sessions, encryptionKey: keys.encryption, wallClock }).current()).toBe(access);
    expect(seen).toEqual([]);
  });

  it('refreshes before expiry with the decrypted refresh token and saves the new pair', async () => {
    const old = await jwt(Math.floor(now / 1000) + 10);
    const fresh = await jwt(Math.floor(now / 1000) + 300);
    const s = await sessions.create(
      user,
      { accessToken: old, accessExpiresAt: accessExpiry(old), refreshTokenEnc: encryptSecret(keys.encryption, 'r1') },
      new Date(now),
    );
    const { auth, seen } = fakeAuth({ access: fresh, refresh: 'r2' });
    const tokens = new SessionTokens(s, { auth, sessions, encryptionKey: keys.encryption, wallClock });
    const [a, b] = await Promise.all([tokens.current(), tokens.current()]);
    expect([a, b]).toEqual([fresh, fresh]);
    expect(seen).toEqual(['r1']); // once, for both callers
    const stored = (await sessions.get(s.id))!;
    expect(stored.accessToken).toBe(fresh);
    expect(stored.accessExpiresAt?.getTime()).toBe(accessExpiry(fresh)?.getTime());
    expect(decryptSecret(keys.encryption, stored.refreshTokenEnc)).toBe('r2');
  });

  it('answers an already refreshed token instead of refreshing again', async () => {
    const s = await sessions.create(user, { accessToken: 'a1', accessExpiresAt: null, refreshTokenEnc: encryptSecret(keys.encryption, 'r1') }, new Date(now));
    const { auth, seen } = fakeAuth({ access: 'a2' });
    const tokens = new SessionTokens(s, { auth, sessions, encryptionKey: keys.encryption, wallClock });
    expect(await tokens.refresh('a1')).toBe('a2');
    expect(await tokens.refresh('a1')).toBe('a2');
    expect(seen).toHaveLength(1);
  });

  it('says UNAUTHENTICATED when the refresh token is refused', async () => {
    const s = await sessions.create(user, { accessToken: 'a1', accessExpiresAt: null, refreshTokenEnc: encryptSecret(keys.encryption, 'r1') }, new Date(now));
    const { auth } = fakeAuth(null);
    const tokens = new SessionTokens(s, { auth, sessions, encryptionKey: keys.encryption, wallClock });
    await expect(tokens.refresh('a1')).rejects.toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
  });
});
