import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { ProductApi, ProductAuthApi } from '../upstreams/product-api';
import { upstreamHttpError } from '../upstreams/errors';
import { Staff } from '../upstreams/product-api/staff';
import type { ProductApiTransport } from '../upstreams/product-api/transport';
import { Users } from '../upstreams/product-api/users';
import { LOGIN_BAD_CREDENTIALS, LOGIN_TRY_AGAIN, login, retryAfterMs } from './login';

type Answers = Record<string, unknown | Error>;

function deps(token: unknown, answers: Answers) {
  const calls: string[] = [];
  const auth = {
    obtain: async () => {
      if (token instanceof Error) throw token;
      return token;
    },
  } as unknown as ProductAuthApi;
  const get = async (path: string, params: Record<string, unknown>) => {
    calls.push(`${path}?${new URLSearchParams(params as Record<string, string>)}`);
    const answer = answers[path];
    if (answer instanceof Error) throw answer;
    return answer;
  };
  // The real resource modules over a fake transport: the paths and filters they send are what is checked.
  const transport = {
    get,
    results: async (path: string, params: Record<string, unknown>) => ((await get(path, params)) as { results: unknown[] }).results,
    find: async (path: string, params: Record<string, unknown>, matches: (row: unknown) => boolean) =>
      ((await get(path, params)) as { results: unknown[] }).results.find(matches),
  } as unknown as ProductApiTransport;
  const api = { users: new Users(transport), staff: new Staff(transport) } as ProductApi;
  return { deps: { auth, apiWithToken: () => api }, calls };
}

const TOKENS = { access: 'a', refresh: 'r' };
const USER = { pk: 42, username: '1003', first_name: 'Sub', last_name: 'Gerente', email: 's@x', is_superuser: false };
const EMPLOYEE = { id: 7, nome: 'Subgerente Loja 17', branch: '17', is_submanager: true };
const ok = (user = USER, employee: object = EMPLOYEE) => ({
  'auth/users/serializer/': { results: [user] },
  'detalhe-funcionario/': { results: [employee] },
});

describe('login', () => {
  it('builds the session user from the three calls', async () => {
    const { deps: d, calls } = deps(TOKENS, ok());
    const outcome = await login(d, ' 1003 ', 'senha1234');
    expect(outcome).toEqual({
      ok: true,
      tokens: TOKENS,
      user: { userId: 42, employeeId: 7, matricula: '1003', name: 'Subgerente Loja 17', email: 's@x', type: 3, branch: 17 },
    });
    expect(calls).toEqual(['auth/users/serializer/?username=1003&is_staff=true', 'detalhe-funcionario/?user=42']);
  });

  it('refused credentials or no staff user -> Incorretos', async () => {
    expect(await login(deps(null, ok()).deps, '1003', 'x')).toMatchObject({ ok: false, errors: [{ message: LOGIN_BAD_CREDENTIALS }] });
    const noUser = { ...ok(), 'auth/users/serializer/': { results: [] } };
    expect(await login(deps(TOKENS, noUser).deps, '1003', 'x')).toMatchObject({ errors: [{ message: LOGIN_BAD_CREDENTIALS }] });
    const failing = { ...ok(), 'auth/users/serializer/': new GraphQLError('boom') };
    expect(await login(deps(TOKENS, failing).deps, '1003', 'x')).toMatchObject({ errors: [{ message: LOGIN_BAD_CREDENTIALS }] });
  });

  it('employee lookup failing or empty -> Tente Novamente', async () => {
    const none = { ...ok(), 'detalhe-funcionario/': { results: [] } };
    expect(await login(deps(TOKENS, none).deps, '1003', 'x')).toMatchObject({ errors: [{ message: LOGIN_TRY_AGAIN }] });
    const failing = { ...ok(), 'detalhe-funcionario/': new GraphQLError('boom') };
    expect(await login(deps(TOKENS, failing).deps, '1003', 'x')).toMatchObject({ errors: [{ message: LOGIN_TRY_AGAIN }] });
  });

  it('a staff member with no role and no superuser flag gets Tente Novamente, not superuser', async () => {
    const plain = ok(USER, { id: 7, branch: null });
    expect(await login(deps(TOKENS, plain).deps, '1003', 'x')).toMatchObject({ errors: [{ code: 'NO_ROLE', message: LOGIN_TRY_AGAIN }] });
    const superuser = ok({ ...USER, is_superuser: true }, { id: 7, branch: null });
    expect(await login(deps(TOKENS, superuser).deps, '1003', 'x')).toMatchObject({ ok: true, user: { type: 1, branch: null } });
  });

  it('an unreachable product API is Tente Novamente rather than a wrong password', async () => {
    const { deps: d } = deps(new GraphQLError('down', { extensions: { code: 'UPSTREAM_UNAVAILABLE' } }), ok());
    expect(await login(d, '1003', 'x')).toMatchObject({ errors: [{ code: 'UPSTREAM_ERROR', message: LOGIN_TRY_AGAIN }] });
  });
});

describe("the product API's throttle", () => {
  it('answers TOO_MANY_ATTEMPTS with its Retry-After instead of "Tente Novamente"', async () => {
    const throttled = upstreamHttpError('productApi', { status: 429, body: { detail: 'Request was throttled.' }, retryAfter: '42' });
    expect(await login(deps(throttled, {}).deps, '1001', 'senha1234')).toEqual({
      ok: false,
      errors: [{ code: 'TOO_MANY_ATTEMPTS', message: 'Muitas tentativas de login. Aguarde 42 segundos e tente novamente.', field: null }],
    });
    const later = upstreamHttpError('productApi', { status: 429, body: 'x', retryAfter: '125' });
    expect((await login(deps(later, {}).deps, '1001', 'x')) as unknown).toMatchObject({ errors: [{ message: expect.stringContaining('3 minutos') }] });
  });

  it('reads Retry-After as seconds or an HTTP date', () => {
    expect(retryAfterMs('7')).toBe(7000);
    expect(retryAfterMs(new Date(10_000 + 5000).toUTCString(), 10_000)).toBe(5000);
    expect(retryAfterMs(undefined)).toBe(60_000);
  });
});
