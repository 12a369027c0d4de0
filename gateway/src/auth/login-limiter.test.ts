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

  const failTimes = async (attempt: LoginAttempt, n: number) => {
    for (let i = 0; i < n; i++) await limiter.fail(attempt, at(i));
  };

  it('an address over its limit holds back unknown clients, never a trusted browser of a matrícula', async () => {
    const office = '198.51.100.1';
    for (let i = 0; i < LOGIN_LIMITS.address.failures; i++) await limiter.fail({ address: office, matricula: `9${i}`, device: null }, at(i));
    expect(await limiter.waitFor({ address: office, matricula: '1004', device: null }, at(100))).toBeGreaterThan(0);
    expect(await limiter.waitFor({ address: office, matricula: '1004', device: 'nonce-of-1004s-browser' }, at(100))).toBe(0);
    expect(await limiter.waitFor({ address: '198.51.100.2', matricula: '1004', device: null }, at(100))).toBe(0);
  });

  it("a matrícula locked by others' failures still opens from its trusted browser; that browser's own failures lock it alone", async () => {
    await failTimes({ address: '203.0.113.9', matricula: '1002', device: null }, LOGIN_LIMITS.matricula.failures);
    expect(await limiter.waitFor({ address: '198.51.100.3', matricula: '1002', device: null }, at(10))).toBe(LOGIN_LIMITS.matricula.windowMs - 10);
    const trusted = { address: '198.51.100.3', matricula: '1002', device: 'browser-a' };
    expect(await limiter.waitFor(trusted, at(10))).toBe(0);
    await failTimes(trusted, LOGIN_LIMITS.device.failures);
    expect(await limiter.waitFor(trusted, at(10))).toBeGreaterThan(0);
    expect(await limiter.waitFor({ ...trusted, device: 'browser-b' }, at(10))).toBe(0);
    // A trusted success clears its browser, not what unknown clients failed on the matrícula.
    await limiter.succeed(trusted);
    expect(await limiter.waitFor(trusted, at(10))).toBe(0);
    expect(await limiter.waitFor({ ...trusted, device: null }, at(10))).toBeGreaterThan(0);
    await limiter.succeed({ ...trusted, device: null });
    expect(await limiter.waitFor({ ...trusted, device: null }, at(10))).toBe(0);
  });

  it('a window that has passed starts afresh', async () => {
    const attempt = { address: '198.51.100.4', matricula: '1005', device: null };
    await failTimes(attempt, LOGIN_LIMITS.matricula.failures);
    expect(await limiter.waitFor(attempt, at(LOGIN_LIMITS.matricula.windowMs - 1))).toBe(1);
    expect(await limiter.waitFor(attempt, at(LOGIN_LIMITS.matricula.windowMs))).toBe(0);
  });
});
