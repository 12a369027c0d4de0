// Login, me, logout and the session limits, against the reference upstream services.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowedPages, type UserType } from '../../gateway/src/auth/policy';
import { Client, startStack, type Stack } from './stack';

const HOUR = 60 * 60 * 1000;
const BAD_CREDENTIALS = 'Erro na tentativa de login: Dados de Matrícula ou Senha Incorretos';
const ME = '{ me { type branch pages idleExpiresAt expiresAt user { matricula } } }';

let stack: Stack;
const client = () => new Client(stack.gateway.url);

beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

describe('login of the demo users', () => {
  const USERS: Array<[string, UserType, number | null]> = [
    ['1001', 1, null],
    ['1002', 2, null],
    ['1003', 3, 17],
    ['1004', 4, 17],
    ['1005', 5, null],
    ['1006', 6, 17],
    ['1007', 7, 17],
  ];

  it.each(USERS)('matricula %s -> type %i, branch %s', async (matricula, type, branch) => {
    const c = client();
    const { login, setCookie } = await c.login(matricula);
    expect(login.errors).toEqual([]);
    expect(login.me.type).toBe(type);
    if (branch !== null) expect(login.me.branch).toBe(branch);
    if (type === 2 || type === 5) expect(login.me.branch).toBeNull();
    expect(login.me.pages).toEqual(allowedPages(type));
    expect(login.me.branchBound).toBe([3, 4, 7].includes(type));
    expect(login.me.user.matricula).toBe(matricula);
    expect(login.token).toBeNull();
    // The login limiter's device cookie for this matrícula (auth/device-cookie.ts), then the session's.
    expect(setCookie).toHaveLength(2);
    expect(setCookie[0]).toMatch(/^painel_device_\w{16}=[\w-]+\.[\w-]+; Path=\/graphql; HttpOnly; SameSite=Strict; Max-Age=7776000$/);
    expect(setCookie[1]).toMatch(/^painel_session=[\w-]+\.[\w-]+\.[\w-]+; Path=\/; HttpOnly; SameSite=Strict; Max-Age=172800$/);
    const me = await c.query(ME);
    expect(me.body.data?.me).toMatchObject({ type, user: { matricula } });
  });

  // Behind a trusted proxy (TRUSTED_PROXY_COUNT) the cookies are Secure and prefixed: secure-cookies.test.ts.
  it("without trusted proxies, a client's own X-Forwarded-Proto: https does not make the cookies Secure", async () => {
    const c = client();
    const result = await c.raw(JSON.stringify({ query: 'mutation { login(matricula: "1002", password: "senha1234") { errors { code } } }' }), {
      'x-forwarded-proto': 'https',
    });
    expect(result.setCookie).toHaveLength(2);
    for (const cookie of result.setCookie) expect(cookie).not.toMatch(/Secure/);
  });
});

describe('login failures', () => {
  it('wrong password -> the spec message, no session', async () => {
    const c = client();
    const { login, setCookie } = await c.login('1001', 'errada123');
    expect(login.me).toBeNull();
    expect(login.errors).toEqual([{ code: 'BAD_CREDENTIALS', message: BAD_CREDENTIALS, field: null }]);
    expect(setCookie).toEqual([]);
    expect((await c.query(ME)).body.data?.me).toBeNull();
  });

  it('unknown matricula -> the same message', async () => {
    const { login } = await client().login('987654', 'senha1234');
    expect(login.errors.map((e: { message: string }) => e.message)).toEqual([BAD_CREDENTIALS]);
  });

  it('empty fields -> Campo obrigatório!', async () => {
    const { login } = await client().login('  ', '');
    expect(login.errors).toEqual([
      { code: 'REQUIRED', message: 'Campo obrigatório!', field: 'matricula' },
      { code: 'REQUIRED', message: 'Campo obrigatório!', field: 'password' },
    ]);
  });
});

describe('me and logout', () => {
  it('logout ends the session and clears the cookie', async () => {
    const c = client();
    await c.login('1003');
    const stolen = c.cookie;
    const out = await c.query('mutation { logout }');
    expect(out.body.data?.logout).toBe(true);
    expect(out.setCookie[0]).toMatch(/^painel_session=; Path=\/; HttpOnly; SameSite=Strict; Max-Age=0/);
    expect(c.cookie).toBeNull();
    expect((await c.query(ME)).body.data?.me).toBeNull();
    // The old cookie is worthless after logout, even if replayed.
    c.cookie = stolen;
    expect((await c.query(ME)).body.data?.me).toBeNull();
    expect((await c.query('mutation { logout }')).body.data?.logout).toBe(false);
  });

  it('tools use the bearer token returned on request', async () => {
    const c = client();
    const { login } = await c.login('1002', 'senha1234', true);
    expect(typeof login.token).toBe('string');
    const tool = client();
    tool.bearer = login.token;
    expect((await tool.query(ME)).body.data?.me.type).toBe(2);
    tool.bearer = `${login.token}x`;
    expect((await tool.query(ME)).body.data?.me).toBeNull();
  });

  it('touchSession needs a session', async () => {
    const result = await client().query('mutation { touchSession { type } }');
    expect(result.body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('session limits (moved clock)', () => {
  it('idle: 4 h without a mutation ends the session; queries do not count', async () => {
    const c = client();
    const t0 = stack.clock.now;
    await c.login('1004');
    stack.clock.now = t0 + 3 * HOUR;
    expect((await c.query(ME)).body.data?.me.type).toBe(4); // a poll
    stack.clock.now = t0 + 4 * HOUR + 1000;
    expect((await c.query(ME)).body.data?.me).toBeNull();
    stack.clock.now = t0;
  });

  it('idle: touchSession and other mutations restart it', async () => {
    const c = client();
    const t0 = stack.clock.now;
    await c.login('1004');
    stack.clock.now = t0 + 3 * HOUR;
    const touched = await c.query('mutation { touchSession { idleExpiresAt } }');
    expect(new Date(touched.body.data?.touchSession.idleExpiresAt).getTime()).toBe(t0 + 7 * HOUR);
    stack.clock.now = t0 + 6 * HOUR;
    expect((await c.query('mutation { noop }')).body.data?.noop).toBe(true);
    stack.clock.now = t0 + 9 * HOUR;
    expect((await c.query(ME)).body.data?.me.type).toBe(4);
    stack.clock.now = t0 + 10 * HOUR + 1000;
    expect((await c.query(ME)).body.data?.me).toBeNull();
    stack.clock.now = t0;
  });

  it('absolute: 48 h after login, however active', async () => {
    const c = client();
    const t0 = stack.clock.now;
    const { login } = await c.login('1001');
    expect(new Date(login.me.expiresAt).getTime()).toBe(t0 + 48 * HOUR);
    for (let h = 3; h < 48; h += 3) {
      stack.clock.now = t0 + h * HOUR;
      expect((await c.query('mutation { touchSession { type } }')).body.data?.touchSession.type).toBe(1);
    }
    stack.clock.now = t0 + 48 * HOUR - 1000;
    expect((await c.query(ME)).body.data?.me.type).toBe(1);
    stack.clock.now = t0 + 48 * HOUR;
    const after = await c.query(ME);
    expect(after.body.data?.me).toBeNull();
    expect(after.setCookie[0]).toMatch(/Max-Age=0/); // the stale cookie is dropped
    stack.clock.now = t0;
  });
});
