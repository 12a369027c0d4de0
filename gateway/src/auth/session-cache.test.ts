import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, Queryable } from '@painel/db/database';
import { openStore } from '../store/store';
import { ABSOLUTE_MS, IDLE_MS, PasswordChangedDuringLogin, SessionStore, type Session } from './session';
import { SessionCache } from './session-cache';

const HOUR = 60 * 60 * 1000;
const user = { userId: 1, employeeId: 11, matricula: '1003', name: 'Sub', email: null, type: 3 as const, branch: 17 };
const tokens = { accessToken: 'a', accessExpiresAt: null, refreshTokenEnc: 'r' };
const t0 = new Date('2026-03-02T12:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);
const row = (id: string) => ({ id }) as Session;

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('SessionCache', () => {
  it('serves a row for ttlMs from the start of its read, then loads again', async () => {
    let clock = 0;
    const cache = new SessionCache({ ttlMs: 1000, clock: () => clock });
    let loads = 0;
    const load = async () => (loads++, row('s1'));
    await cache.get('s1', load);
    clock = 999;
    await cache.get('s1', load);
    expect(loads).toBe(1);
    clock = 1000;
    await cache.get('s1', load);
    expect(loads).toBe(2);
  });

  it('shares one load between concurrent callers, and remembers neither misses nor failures', async () => {
    const cache = new SessionCache({ ttlMs: 1000, clock: () => 0 });
    let loads = 0;
    const pending = deferred<Session | null>();
    const load = () => (loads++, pending.promise);
    const both = Promise.all([cache.get('s1', load), cache.get('s1', load)]);
    pending.resolve(null);
    expect(await both).toEqual([null, null]);
    expect(loads).toBe(1);
    expect(cache.size).toBe(0);
    await expect(cache.get('s2', () => Promise.reject(new Error('store down')))).rejects.toThrow('store down');
    expect(cache.size).toBe(0);
  });

  it('a read in flight when the session is invalidated cannot put its older copy back', async () => {
    const cache = new SessionCache({ ttlMs: 1000, clock: () => 0 });
    const old = deferred<Session | null>();
    const stale = cache.get('s1', () => old.promise);
    cache.invalidate('s1');
    old.resolve(row('old'));
    expect((await stale)?.id).toBe('old');
    expect((await cache.get('s1', async () => row('new')))?.id).toBe('new');
  });

  it('keeps at most maxEntries, dropping the oldest', async () => {
    const cache = new SessionCache({ ttlMs: 1000, maxEntries: 2, clock: () => 0 });
    for (const id of ['a', 'b', 'c']) await cache.get(id, async () => row(id));
    expect(cache.size).toBe(2);
    let loads = 0;
    await cache.get('a', async () => (loads++, row('a')));
    await cache.get('c', async () => (loads++, row('c')));
    expect(loads).toBe(1);
  });
});

describe('SessionStore with the cache', () => {
  let db: Db;
  let reads = 0;
  let clock = 0;
  let store: SessionStore;
  /** Another gateway instance on the same database (no cache). */
  let other: SessionStore;

  beforeAll(async () => {
    db = await openStore({});
    const counting: Queryable = {
      query: (sql, params) => {
        if (/^SELECT \* FROM sessions/.test(sql)) reads++;
        return db.query(sql, params);
      },
    } as Queryable;
    store = new SessionStore(counting, { cacheMs: 5000, cacheClock: () => clock });
    other = new SessionStore(db);
  }, 120_000);
  afterAll(async () => {
    await db.close();
  });

  const readsDuring = async (run: () => Promise<unknown>) => {
    const before = reads;
    await run();
    return reads - before;
  };

  it('reads the store once per ttl, and hands out copies', async () => {
    const s = await store.create(user, tokens, t0);
    expect(await readsDuring(() => store.getActive(s.id, at(1)))).toBe(1);
    const copy = (await store.getActive(s.id, at(2)))!;
    copy.lastActivityAt = at(3 * HOUR);
    expect(await readsDuring(() => store.getActive(s.id, at(3)))).toBe(0);
    expect((await store.getActive(s.id, at(4)))!.lastActivityAt.getTime()).toBe(t0.getTime());
    clock += 5000;
    expect(await readsDuring(() => store.getActive(s.id, at(5)))).toBe(1);
  });

  it('still enforces the idle and absolute limits from the cached row', async () => {
    const s = await store.create(user, tokens, t0);
    expect(await store.getActive(s.id, at(1))).not.toBeNull();
    expect(await store.getActive(s.id, at(IDLE_MS - 1))).not.toBeNull();
    expect(await store.getActive(s.id, at(IDLE_MS))).toBeNull();
    const touched = await store.create(user, tokens, t0);
    for (let h = 3; h < 48; h += 3) expect(await store.touch(touched.id, at(h * HOUR))).toBe(true);
    expect(await store.getActive(touched.id, at(ABSOLUTE_MS - 1))).not.toBeNull();
    expect(await store.getActive(touched.id, at(ABSOLUTE_MS))).toBeNull();
  });

  it('logout and touch in this instance take effect at once', async () => {
    const s = await store.create(user, tokens, t0);
    await store.getActive(s.id, at(1));
    expect(await store.touch(s.id, at(3 * HOUR))).toBe(true);
    // The touch dropped the cached row: past the old idle limit the session is active, without a second look.
    expect(await readsDuring(() => store.getActive(s.id, at(IDLE_MS + HOUR)))).toBe(1);
    expect(await store.end(s.id, at(3 * HOUR + 1))).toBe(true);
    expect(await store.getActive(s.id, at(3 * HOUR + 2))).toBeNull();
  });

  it("a password change ends every open session of that user at once, cached or not, and no one else's", async () => {
    const changed = { ...user, userId: 42 };
    const cached = await store.create(changed, tokens, t0);
    const uncached = await store.create(changed, tokens, t0);
    const ended = await store.create(changed, tokens, t0);
    await store.end(ended.id, at(1));
    const bystander = await store.create(user, tokens, t0);
    await store.getActive(cached.id, at(1));
    expect(await store.endAllOfUser(42, at(2))).toBe(2);
    expect(await store.getActive(cached.id, at(3))).toBeNull();
    expect(await store.getActive(uncached.id, at(3))).toBeNull();
    expect(await other.getActive(cached.id, at(3))).toBeNull();
    expect(await store.getActive(bystander.id, at(3))).not.toBeNull();
  });

  it('a login that began before a password change of its user makes no session; one that began after does', async () => {
    const changed = { ...user, userId: 43 };
    await store.endAllOfUser(43, at(HOUR));
    await expect(store.create(changed, tokens, at(HOUR - 1))).rejects.toBeInstanceOf(PasswordChangedDuringLogin);
    expect((await store.create(changed, tokens, at(HOUR))).userId).toBe(43);
    expect((await store.create(user, tokens, at(HOUR - 1))).userId).toBe(1);
  });

  it('new upstream tokens are read back at once', async () => {
    const s = await store.create(user, tokens, t0);
    await store.getActive(s.id, at(1));
    await store.saveTokens(s.id, { accessToken: 'a2', accessExpiresAt: null, refreshTokenEnc: 'r2' });
    expect((await store.getActive(s.id, at(2)))?.accessToken).toBe('a2');
  });

  it('a session the cached row calls idle is looked up again (another instance touched it)', async () => {
    const s = await store.create(user, tokens, t0);
    await store.getActive(s.id, at(1));
    expect(await other.touch(s.id, at(3 * HOUR))).toBe(true);
    expect(await readsDuring(async () => expect(await store.getActive(s.id, at(IDLE_MS + 1))).not.toBeNull())).toBe(1);
  });

  it('a logout by another instance is seen within the ttl (the documented window)', async () => {
    const s = await store.create(user, tokens, t0);
    await store.getActive(s.id, at(1));
    expect(await other.end(s.id, at(2))).toBe(true);
    expect(await store.getActive(s.id, at(3))).not.toBeNull();
    clock += 5000;
    expect(await store.getActive(s.id, at(4))).toBeNull();
  });
});
