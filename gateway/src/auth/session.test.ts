import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@painel/db/database';
import { openStore } from '../store/store';
import { SessionStore, idleExpiresAt, sessionState } from './session';

const HOUR = 60 * 60 * 1000;
const user = { userId: 1, employeeId: 11, matricula: '1003', name: 'Sub', email: null, type: 3 as const, branch: 17 };
const tokens = { accessToken: 'a', accessExpiresAt: null, refreshTokenEnc: 'r' };

let db: Db;
let store: SessionStore;
beforeAll(async () => {
  db = await openStore({});
  store = new SessionStore(db);
}, 120_000);
afterAll(async () => {
  await db.close();
});

describe('session limits (injected clock)', () => {
  const t0 = new Date('2026-03-02T12:00:00Z');
  const at = (ms: number) => new Date(t0.getTime() + ms);

  // The spec's limits written out, not the module's constants: a changed constant must fail here.
  const IDLE = 4 * HOUR;
  const ABSOLUTE = 48 * HOUR;

  it('expires after 4 h without activity', async () => {
    const s = await store.create(user, tokens, t0);
    expect(await store.getActive(s.id, at(IDLE - 1))).not.toBeNull();
    expect(await store.getActive(s.id, at(IDLE))).toBeNull();
    expect(sessionState(s, at(IDLE))).toBe('idle');
    // An idle session cannot be revived by a late touch.
    expect(await store.touch(s.id, at(IDLE + 1))).toBe(false);
  });

  it('activity restarts the idle limit', async () => {
    const s = await store.create(user, tokens, t0);
    expect(await store.touch(s.id, at(3 * HOUR))).toBe(true);
    const active = await store.getActive(s.id, at(6 * HOUR));
    expect(active).not.toBeNull();
    expect(idleExpiresAt(active!).getTime()).toBe(at(7 * HOUR).getTime());
    expect(await store.getActive(s.id, at(7 * HOUR))).toBeNull();
  });

  it('ends 48 h after login however active', async () => {
    const s = await store.create(user, tokens, t0);
    for (let h = 3; h < 48; h += 3) expect(await store.touch(s.id, at(h * HOUR))).toBe(true);
    expect(await store.getActive(s.id, at(ABSOLUTE - 1))).not.toBeNull();
    expect(await store.getActive(s.id, at(ABSOLUTE))).toBeNull();
    expect(await store.touch(s.id, at(ABSOLUTE))).toBe(false);
    const last = (await store.get(s.id))!;
    expect(sessionState(last, at(ABSOLUTE))).toBe('expired');
    // The idle deadline never goes past the absolute one.
    expect(idleExpiresAt(last).getTime()).toBe(s.expiresAt.getTime());
  });

  it('logout ends the session at once', async () => {
    const s = await store.create(user, tokens, t0);
    expect(await store.end(s.id, at(1000))).toBe(true);
    expect(await store.end(s.id, at(2000))).toBe(false);
    expect(await store.getActive(s.id, at(3000))).toBeNull();
  });

  it("lists a person's open sessions with where they came from, the current one first, and ends the others", async () => {
    const person = { ...user, userId: 77 };
    const first = await store.create(person, tokens, t0, { userAgent: 'Firefox', address: '203.0.113.9' });
    const second = await store.create(person, tokens, at(1000), { userAgent: 'Chrome', address: '198.51.100.7' });
    const old = await store.create(person, tokens, at(2000));
    const stranger = await store.create({ ...user, userId: 78 }, tokens, at(3000));
    await store.end(old.id, at(2500));
    const open = await store.listOpen(77, second.id, at(5000));
    expect(open.map((s) => [s.id, s.userAgent, s.address])).toEqual([
      [second.id, 'Chrome', '198.51.100.7'],
      [first.id, 'Firefox', '203.0.113.9'],
    ]);
    expect(open[0].createdAt.getTime()).toBe(at(1000).getTime());
    // Past its idle limit a session is not listed.
    expect((await store.listOpen(77, null, at(IDLE + 500))).map((s) => s.id)).toEqual([second.id]);

    expect(await store.endOthersOfUser(77, second.id, at(6000))).toEqual([first.id]);
    expect(await store.getActive(first.id, at(7000))).toBeNull();
    expect(await store.getActive(second.id, at(7000))).not.toBeNull();
    expect(await store.getActive(stranger.id, at(7000))).not.toBeNull();
    expect(await store.endOthersOfUser(77, second.id, at(8000))).toEqual([]);
  });

  it('writes the last use at most once a minute per session', async () => {
    const s = await store.create({ ...user, userId: 79 }, tokens, t0);
    const lastUse = async () => (await store.listOpen(79, s.id, at(1)))[0].lastUsedAt.getTime();
    expect(store.noteUse(s.id, at(30_000))).toBeNull();
    expect(await lastUse()).toBe(t0.getTime());
    await store.noteUse(s.id, at(61_000));
    expect(await lastUse()).toBe(at(61_000).getTime());
    expect(store.noteUse(s.id, at(100_000))).toBeNull();
    // Another instance (no memory of the write) writes nothing within the minute either: the WHERE holds it.
    await new SessionStore(db).noteUse(s.id, at(100_000));
    expect(await lastUse()).toBe(at(61_000).getTime());
  });

  it('ignores ids that are not session ids', async () => {
    expect(await store.get("x' OR 1=1 --")).toBeNull();
  });
});
