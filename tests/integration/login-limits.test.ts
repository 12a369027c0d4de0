// The gateway's limiter of failed logins (issue 7, item 8): per matrícula and per client address, in the gateway
// store, answered TOO_MANY_ATTEMPTS with the wait in Portuguese, without asking the product API while it holds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_LIMITS } from '../../gateway/src/auth/login-limiter';
import { Client, startStack, type Stack } from './stack';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
}, 120_000);
afterAll(async () => {
  await stack?.close();
});

const tokenCalls = () => stack.calls.filter((c) => c.path.includes('/token/') && !c.path.includes('refresh')).length;

describe('failed logins', () => {
  it('after the matrícula limit even the right password waits, with a message saying how long; then it works again', async () => {
    const client = new Client(stack.gateway.url);
    for (let i = 0; i < LOGIN_LIMITS.matricula.failures; i++) {
      expect((await client.login('1002', 'wrong-password')).login.errors[0].code).toBe('BAD_CREDENTIALS');
    }
    const before = tokenCalls();
    const blocked = (await client.login('1002')).login;
    expect(blocked.me).toBeNull();
    expect(blocked.errors).toEqual([
      { code: 'TOO_MANY_ATTEMPTS', message: 'Muitas tentativas de login. Aguarde 15 minutos e tente novamente.', field: null },
    ]);
    expect(tokenCalls()).toBe(before); // the product API was not asked
    // Another matrícula from the same address is not blocked by this one's count.
    expect((await new Client(stack.gateway.url).login('1003')).login.errors).toEqual([]);
    stack.clock.now += LOGIN_LIMITS.matricula.windowMs - 30_000;
    expect((await client.login('1002')).login.errors[0].message).toBe('Muitas tentativas de login. Aguarde 30 segundos e tente novamente.');
    stack.clock.now += 30_000;
    expect((await client.login('1002')).login.errors).toEqual([]);
  });

  it('per address: many matrículas failing from one address are stopped as well', async () => {
    stack.clock.now += LOGIN_LIMITS.address.windowMs; // a fresh window for the address
    const client = new Client(stack.gateway.url);
    for (let i = 0; i < LOGIN_LIMITS.address.failures; i++) {
      expect((await client.login(`9${String(i).padStart(3, '0')}`, 'wrong-password')).login.errors[0].code).toBe('BAD_CREDENTIALS');
    }
    expect((await client.login('1004')).login.errors[0].code).toBe('TOO_MANY_ATTEMPTS');
    stack.clock.now += LOGIN_LIMITS.address.windowMs;
    expect((await client.login('1004')).login.errors).toEqual([]);
  });

  it("the product API's 429 answers TOO_MANY_ATTEMPTS with its Retry-After", async () => {
    stack.proxy.add({ method: 'POST', path: '/token/', action: 'status', status: 429, headers: { 'retry-after': '90' } });
    const throttled = (await new Client(stack.gateway.url).login('1005')).login;
    expect(throttled.errors).toEqual([
      { code: 'TOO_MANY_ATTEMPTS', message: 'Muitas tentativas de login. Aguarde 2 minutos e tente novamente.', field: null },
    ]);
  });
});
