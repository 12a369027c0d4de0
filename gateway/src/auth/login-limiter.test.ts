import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@painel/db/database';
import { openStore } from '../store/store';
import { LOGIN_LIMITS, LoginLimiter, type LoginAttempt } from './login-limiter';

const t0 = new Date('2026-03-02T12:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);

describe('LoginLimiter', () => {
  let db: Db;
  let limiter: LoginLimiter;
  beforeAll(async () => {
    db = await openStore({});
    limiter = new LoginLimiter(db);
  }, 120_000);
  afterAll(async () => {
    await db.close();
  });

  /** The wait an attempt gets (0: it was let through, and its reservation is given back at once). */
  const waitOf = async (attempt: LoginAttempt, now: Date) => {
    const reservation = await limiter.reserve(attempt, now);
    if ('wait' in reservation) return reservation.wait;
    await limiter.release(reservation.reserved);
    return 0;
  };
  /** `n` attempts that the product API refused: each keeps its reservation. */
  const failTimes = async (attempt: LoginAttempt, n: number) => {
    for (let i = 0; i < n; i++) expect(await limiter.reserve(attempt, at(i))).toEqual({ reserved: attempt });
  };

  it('an address over its limit holds back unknown clients, never a trusted browser of a matrícula', async () => {
    const office = '198.51.100.1';
    for (let i = 0; i < LOGIN_LIMITS.address.failures; i++) await failTimes({ address: office, matricula: `9${i}`, device: null }, 1);
    expect(await waitOf({ address: office, matricula: '1004', device: null }, at(100))).toBeGreaterThan(0);
    expect(await waitOf({ address: office, matricula: '1004', device: 'nonce-of-1004s-browser' }, at(100))).toBe(0);
    expect(await waitOf({ address: '198.51.100.2', matricula: '1004', device: null }, at(100))).toBe(0);
  });

  it("a matrícula locked by others' failures still opens from its trusted browser; that browser's own failures lock it alone", async () => {
    await failTimes({ address: '203.0.113.9', matricula: '1002', device: null }, LOGIN_LIMITS.matricula.failures);
    expect(await waitOf({ address: '198.51.100.3', matricula: '1002', device: null }, at(10))).toBe(LOGIN_LIMITS.matricula.windowMs - 10);
    const trusted = { address: '198.51.100.3', matricula: '1002', device: 'browser-a' };
    expect(await waitOf(trusted, at(10))).toBe(0);
    await failTimes(trusted, LOGIN_LIMITS.device.failures);
    expect(await waitOf(trusted, at(10))).toBeGreaterThan(0);
    expect(await waitOf({ ...trusted, device: 'browser-b' }, at(10))).toBe(0);
    // A trusted success clears its browser, not what unknown clients failed on the matrícula.
    await limiter.succeed(trusted);
    expect(await waitOf(trusted, at(10))).toBe(0);
    expect(await waitOf({ ...trusted, device: null }, at(10))).toBeGreaterThan(0);
    await limiter.succeed({ ...trusted, device: null });
    expect(await waitOf({ ...trusted, device: null }, at(10))).toBe(0);
  });

  it('a window that has passed starts afresh', async () => {
    const attempt = { address: '198.51.100.4', matricula: '1005', device: null };
    await failTimes(attempt, LOGIN_LIMITS.matricula.failures);
    expect(await waitOf(attempt, at(LOGIN_LIMITS.matricula.windowMs - 1))).toBe(1);
    expect(await waitOf(attempt, at(LOGIN_LIMITS.matricula.windowMs))).toBe(0);
  });

  it('concurrent attempts each take one: of 40 at once, the limit is let through and nothing more', async () => {
    const attempt = { address: '198.51.100.5', matricula: '1006', device: null };
    const outcomes = await Promise.all(Array.from({ length: 40 }, () => limiter.reserve(attempt, at(0))));
    expect(outcomes.filter((o) => 'reserved' in o)).toHaveLength(LOGIN_LIMITS.matricula.failures);
    // The refused ones gave back what they took on the address: it counts the five that went through.
    const { rows } = await db.query<{ failures: number }>('SELECT failures FROM login_failures WHERE key = $1', [`address:${attempt.address}`]);
    expect(rows[0].failures).toBe(LOGIN_LIMITS.matricula.failures);
  });

  it('an attempt given back (it proved nothing about the password) leaves room for another', async () => {
    const attempt = { address: '198.51.100.6', matricula: '1007', device: null };
    await failTimes(attempt, LOGIN_LIMITS.matricula.failures - 1);
    const last = await limiter.reserve(attempt, at(0));
    expect('reserved' in last).toBe(true);
    expect(await waitOf(attempt, at(0))).toBeGreaterThan(0);
    await limiter.release(attempt);
    expect(await waitOf(attempt, at(0))).toBe(0);
  });
});
