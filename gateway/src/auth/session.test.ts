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

  it('ignores ids that are not session ids', async () => {
    expect(await store.get("x' OR 1=1 --")).toBeNull();
  });
});
