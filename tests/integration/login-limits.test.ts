// The gateway's limiter of failed logins (docs/security.md#failed-logins): per matrícula and per client address, in the
// gateway store, answered TOO_MANY_ATTEMPTS with the wait in Portuguese, without asking the product API while it holds.
// docs/security.md#failed-logins: a browser where a matrícula logged in before (device cookie) is never held back by
// the address or the matrícula limits, so one address cannot lock an office out; X-Forwarded-For counts only with
// TRUSTED_PROXY_COUNT.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_LIMITS } from '../../gateway/src/auth/login-limiter';
import { DEVICE_COOKIE_PREFIX } from '../../gateway/src/auth/device-cookie';
import { createFreshPostgres, type FreshPostgres } from '@painel/db/test-databases';
import type { RunningGateway } from '../../gateway/src/server';
import { Client, faultyProxy, startStack, type Stack } from './stack';
import { gatewayOnOwnStore, seededUpstreams } from './data-templates';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
}, 120_000);
afterAll(async () => {
  await stack?.close();
});

/** A client whose browser logged in as this matrícula before: it holds that device cookie (and no session). */
async function trustedBrowser(url: string, matricula: string): Promise<Client> {
  const client = new Client(url);
  const first = await client.login(matricula);
  expect(first.login.errors).toEqual([]);
  const device = first.setCookie.find((c) => c.startsWith(DEVICE_COOKIE_PREFIX));
  expect(device).toMatch(/; HttpOnly; SameSite=Strict; /);
  client.cookie = device!.split(';')[0];
  return client;
}

const failFrom = async (url: string, matricula: string, times: number, xff?: (i: number) => string) => {
  for (let i = 0; i < times; i++) {
    const client = new Client(url);
    const result = await client.raw(
      JSON.stringify({
        query: 'mutation($m: String!) { login(matricula: $m, password: "wrong-password") { errors { code } } }',
        variables: { m: matricula.replace('#', String(i)) },
      }),
      xff ? { 'x-forwarded-for': xff(i) } : {},
    );
    expect(result.body.data?.login.errors[0].code).toBe('BAD_CREDENTIALS');
  }
};

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
    expect(blocked.errors).toEqual([{ code: 'TOO_MANY_ATTEMPTS', message: 'Muitas tentativas de login. Aguarde 15 minutos e tente novamente.', field: null }]);
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
    expect(throttled.errors).toEqual([{ code: 'TOO_MANY_ATTEMPTS', message: 'Muitas tentativas de login. Aguarde 2 minutos e tente novamente.', field: null }]);
  });

  it("an office's address over its limit: browsers that logged in there before still log in; new ones wait", async () => {
    stack.clock.now += LOGIN_LIMITS.address.windowMs;
    const separator = await trustedBrowser(stack.gateway.url, '1004');
    const sub = await trustedBrowser(stack.gateway.url, '1003');
    await failFrom(stack.gateway.url, '8#', LOGIN_LIMITS.address.failures);
    expect((await new Client(stack.gateway.url).login('1006')).login.errors[0].code).toBe('TOO_MANY_ATTEMPTS');
    expect((await separator.login('1004')).login.errors).toEqual([]);
    // A device cookie is bound to its matrícula: 1003's browser is a stranger to 1007.
    const borrowed = new Client(stack.gateway.url);
    borrowed.cookie = sub.cookie;
    expect((await borrowed.login('1007')).login.errors[0].code).toBe('TOO_MANY_ATTEMPTS');
    expect((await sub.login('1003')).login.errors).toEqual([]);
  });

  it("a matrícula locked by someone else's failures still logs in from its owner's browser; that browser's own failures lock it", async () => {
    stack.clock.now += LOGIN_LIMITS.address.windowMs;
    const owner = await trustedBrowser(stack.gateway.url, '1005');
    const deviceCookie = owner.cookie;
    await failFrom(stack.gateway.url, '1005', LOGIN_LIMITS.matricula.failures);
    expect((await new Client(stack.gateway.url).login('1005')).login.errors[0].code).toBe('TOO_MANY_ATTEMPTS');
    expect((await owner.login('1005')).login.errors).toEqual([]);

    const mistyping = new Client(stack.gateway.url);
    for (let i = 0; i < LOGIN_LIMITS.device.failures; i++) {
      mistyping.cookie = deviceCookie;
      expect((await mistyping.login('1005', 'wrong-password')).login.errors[0].code).toBe('BAD_CREDENTIALS');
    }
    mistyping.cookie = deviceCookie;
    expect((await mistyping.login('1005')).login.errors[0].code).toBe('TOO_MANY_ATTEMPTS');
  });

  it('X-Forwarded-For is not the address without TRUSTED_PROXY_COUNT: a fresh value per attempt does not escape the limit', async () => {
    stack.clock.now += LOGIN_LIMITS.address.windowMs;
    await failFrom(stack.gateway.url, '7#', LOGIN_LIMITS.address.failures, (i) => `203.0.113.${i + 1}`);
    const result = await new Client(stack.gateway.url).raw(
      JSON.stringify({ query: 'mutation { login(matricula: "1006", password: "senha1234") { errors { code } } }' }),
      { 'x-forwarded-for': '198.51.100.77' },
    );
    expect(result.body.data?.login.errors[0].code).toBe('TOO_MANY_ATTEMPTS');
  });

  it('with TRUSTED_PROXY_COUNT=1 the address is the rightmost X-Forwarded-For entry (what our proxy wrote)', async () => {
    const behindProxy = await gatewayOnOwnStore({
      port: 0,
      upstreams: {
        productApi: stack.proxy.url,
        erp: 'http://127.0.0.1:9/',
        loyalty: 'http://127.0.0.1:9/',
        push: 'http://127.0.0.1:9/',
        storage: 'http://127.0.0.1:9/',
      },
      webDist: null,
      logLevel: 'silent',
      trustedProxies: 1,
    });
    try {
      const login = (xff: string) =>
        new Client(behindProxy.url).raw(JSON.stringify({ query: 'mutation { login(matricula: "1006", password: "senha1234") { errors { code } } }' }), {
          'x-forwarded-for': xff,
        });
      // The client wrote the left part; only the rightmost entry, added by the proxy, names it.
      await failFrom(behindProxy.url, '6#', LOGIN_LIMITS.address.failures, (i) => `10.1.1.${i}, 203.0.113.50`);
      expect((await login('203.0.113.50')).body.data?.login.errors[0].code).toBe('TOO_MANY_ATTEMPTS');
      expect((await login('10.9.9.9, 203.0.113.50')).body.data?.login.errors[0].code).toBe('TOO_MANY_ATTEMPTS');
      expect((await login('203.0.113.50, 203.0.113.51')).body.data?.login.errors).toEqual([]);
    } finally {
      await behindProxy.close();
    }
  });
});

const BURST = 40;
const wrong = (url: string, matricula: string) =>
  new Client(url).raw(JSON.stringify({ query: `mutation { login(matricula: "${matricula}", password: "wrong-password") { errors { code } } }` }));

describe('a burst of concurrent wrong logins', () => {
  it(`costs one attempt each: of ${BURST} at once for one matrícula, at most ${LOGIN_LIMITS.matricula.failures} reach the product API`, async () => {
    stack.clock.now += LOGIN_LIMITS.address.windowMs;
    const before = tokenCalls();
    const answers = await Promise.all(Array.from({ length: BURST }, () => wrong(stack.gateway.url, '5551')));
    const codes = answers.map((a) => a.body.data?.login.errors[0].code);
    expect(tokenCalls() - before).toBeLessThanOrEqual(LOGIN_LIMITS.matricula.failures);
    expect(codes.filter((c) => c === 'BAD_CREDENTIALS')).toHaveLength(LOGIN_LIMITS.matricula.failures);
    expect(codes.filter((c) => c === 'TOO_MANY_ATTEMPTS')).toHaveLength(BURST - LOGIN_LIMITS.matricula.failures);
    // The right password of a locked matrícula waits as well, and a refused attempt did not count on the address.
    expect((await new Client(stack.gateway.url).login('1007')).login.errors).toEqual([]);
  });
});

const adminUrl = process.env.TEST_DATABASE_URL;

describe.runIf(adminUrl)('a burst of concurrent wrong logins on two gateway instances sharing one PostgreSQL store', () => {
  let upstreams: Awaited<ReturnType<typeof seededUpstreams>>;
  let proxy: Awaited<ReturnType<typeof faultyProxy>>;
  let database: FreshPostgres;
  const gateways: RunningGateway[] = [];

  beforeAll(async () => {
    upstreams = await seededUpstreams();
    proxy = await faultyProxy(upstreams.urls.productApi);
    database = await createFreshPostgres(adminUrl!, 'logins');
    for (let i = 0; i < 2; i++) {
      gateways.push(
        await gatewayOnOwnStore({
          port: 0,
          upstreams: { ...upstreams.urls, productApi: proxy.url },
          databaseUrl: database.url,
          webDist: null,
          logLevel: 'silent',
        }),
      );
    }
  }, 120_000);
  afterAll(async () => {
    for (const gateway of gateways) await gateway.close();
    await database?.drop();
    await proxy?.close();
    await upstreams?.close();
  });

  it(`of ${BURST} at once split over both, at most ${LOGIN_LIMITS.matricula.failures} reach the product API`, async () => {
    const answers = await Promise.all(Array.from({ length: BURST }, (_, i) => wrong(gateways[i % 2].url, '5552')));
    const tokenRequests = proxy.calls.filter((c) => c.path.includes('/token/') && !c.path.includes('refresh')).length;
    expect(tokenRequests).toBeLessThanOrEqual(LOGIN_LIMITS.matricula.failures);
    const codes = answers.map((a) => a.body.data?.login.errors[0].code);
    expect(codes.filter((c) => c === 'BAD_CREDENTIALS')).toHaveLength(LOGIN_LIMITS.matricula.failures);
  });
});
