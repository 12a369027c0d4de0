import bcrypt from 'bcryptjs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_BODY_STRING_LENGTH, MAX_LIST_PARAM_LENGTH, MAX_PARAM_LENGTH } from './input-checks';
import { testEngines } from '@painel/db/test-databases';
import { startHarness, type Harness } from './testing/harness';
import { ACCESS_SECONDS, createTokenService } from './tokens';

describe('token service', () => {
  it('expires access tokens after 5 minutes and refreshes them within 24 hours', async () => {
    let now = Date.UTC(2026, 0, 1, 12);
    const tokens = createTokenService(new TextEncoder().encode('test-secret'), () => now);
    const user = { id: 7, username: '1007', is_staff: true, is_superuser: false };
    const pair = await tokens.issue(user);
    await expect(tokens.authenticate(`Bearer ${pair.access}`)).resolves.toEqual(user);
    now += (ACCESS_SECONDS + 1) * 1000;
    await expect(tokens.authenticate(`Bearer ${pair.access}`)).rejects.toMatchObject({
      status: 401,
      body: { code: 'token_not_valid', detail: 'Given token not valid for any token type' },
    });
    const refreshed = await tokens.refresh(pair.refresh);
    await expect(tokens.authenticate(`Bearer ${refreshed.access}`)).resolves.toEqual(user);
    // A refresh token is not an access token.
    await expect(tokens.authenticate(`Bearer ${pair.refresh}`)).rejects.toMatchObject({ status: 401 });
    now += 24 * 3600 * 1000;
    await expect(tokens.refresh(pair.refresh)).rejects.toMatchObject({ status: 401, body: { code: 'token_not_valid' } });
  });

  it('refuses to refresh for a user made inactive since, as simplejwt does (the access token is not re-checked)', async () => {
    let active = true;
    const tokens = createTokenService(new TextEncoder().encode('test-secret'), undefined, async (id) => id === 7 && active);
    const pair = await tokens.issue({ id: 7, username: '1007', is_staff: true, is_superuser: false });
    await expect(tokens.refresh(pair.refresh)).resolves.toHaveProperty('access');
    active = false;
    await expect(tokens.refresh(pair.refresh)).rejects.toMatchObject({ status: 401, body: { detail: 'No active account found for the given token.' } });
  });
});

describe.each(testEngines())('authentication and password reset on $name', (engine) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(engine);
  }, 120_000);
  afterAll(() => h?.close());

  it('issues tokens and rejects bad credentials and missing fields', async () => {
    const missing = await h.call('POST', 'token/', { username: '1001' }, null);
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ password: ['This field is required.'] });
    const wrong = await h.call('POST', 'token/', { username: '1001', password: 'nope-nope' }, null);
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ detail: 'No active account found with the given credentials' });
    const ok = await h.call('POST', 'token/', { username: '1001', password: 'senha1234' }, null);
    expect(Object.keys(ok.body).sort()).toEqual(['access', 'refresh']);
    const refreshed = await h.call('POST', 'token/refresh/', { refresh: ok.body.refresh }, null);
    expect(refreshed.status).toBe(200);
    expect((await h.call('GET', 'filiais/', undefined, refreshed.body.access)).status).toBe(200);
    const badRefresh = await h.call('POST', 'token/refresh/', { refresh: 'x.y.z' }, null);
    expect(badRefresh.status).toBe(401);
  });

  it('throttles repeated failed logins with 429 and Retry-After', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await h.call('POST', 'token/', { username: 'ghost', password: 'wrong-pass' }, null)).status).toBe(401);
    }
    const throttled = await h.call('POST', 'token/', { username: 'ghost', password: 'wrong-pass' }, null);
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(throttled.body.detail).toMatch(/^Request was throttled/);
  });

  it('requires a valid bearer token everywhere else', async () => {
    const none = await h.call('GET', 'clientes/', undefined, null);
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe('Bearer realm="api"');
    const bad = await h.call('GET', 'clientes/', undefined, 'not-a-token');
    expect(bad.status).toBe(401);
    expect(bad.body.code).toBe('token_not_valid');
  });

  it('signs up staff users and finds them by username', async () => {
    const mismatch = await h.call('POST', 'auth/users/signup/', { username: '2001', password: 'abcdefgh', password_confirmation: 'x' });
    expect(mismatch.status).toBe(400);
    expect(Object.keys(mismatch.body)).toEqual(['password_confirmation']);
    const short = await h.call('POST', 'auth/users/signup/', { username: '2001', password: 'abc' });
    expect(short.status).toBe(400);
    const created = await h.call('POST', 'auth/users/signup/', {
      username: '2001',
      password: 'abcdefgh',
      password_confirmation: 'abcdefgh',
      is_client: false,
      is_staff: true,
      first_name: 'Bia',
      branch: 17,
      email: 'bia@example.com',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ username: '2001', branch: 17, is_staff: true });
    expect(created.body.password).toBeUndefined();
    const dup = await h.call('POST', 'auth/users/signup/', { username: '2001', password: 'abcdefgh' });
    expect(dup.body).toEqual({ username: ['A user with that username already exists.'] });
    const found = await h.call('GET', 'auth/users/serializer/?username=2001&is_staff=true');
    expect(found.body.results[0].pk).toBe(created.body.pk);
    const put = await h.call('PUT', `auth/users/serializer/${created.body.pk}/`, { first_name: 'Beatriz', last_name: 'Reis', branch: 18 });
    expect(put.body).toMatchObject({ first_name: 'Beatriz', last_name: 'Reis', branch: 18 });
    const login = await h.call('POST', 'token/', { username: '2001', password: 'abcdefgh' }, null);
    expect(login.status).toBe(200);
  });

  it('runs recovery and a single-use password reset', async () => {
    const unknown = await h.call('POST', 'recovery/', { email: 'nobody@example.com' });
    expect(unknown.status).toBe(400);
    const rec = await h.call('POST', 'recovery/', { email: 'ADMIN@example.com' });
    expect(rec.status).toBe(200);
    expect(rec.body.success).toBe(true);
    const match = /^http:\/\/localhost:4000\/resetpasswordweb\/([^/]+)\/([^/]+)$/.exec(rec.body.url);
    expect(match).not.toBeNull();
    const [, uidb64, token] = match!;
    const check = await h.call('GET', `password-reset/${uidb64}/${token}/`, undefined, null);
    expect(check.body).toMatchObject({ success: true, uidb64, token });
    expect((await h.call('GET', `password-reset/${uidb64}/wrong/`, undefined, null)).status).toBe(401);
    const tooShort = await h.call('PATCH', 'password-reset-complete', { password: 'short', uidb64, token }, null);
    expect(tooShort.status).toBe(400);
    const done = await h.call('PATCH', 'password-reset-complete', { password: 'nova-senha-1', uidb64, token }, null);
    expect(done.body.success).toBe(true);
    const again = await h.call('PATCH', 'password-reset-complete/', { password: 'outra-senha', uidb64, token }, null);
    expect(again.status).toBe(401);
    expect((await h.call('POST', 'token/', { username: '1001', password: 'nova-senha-1' }, null)).status).toBe(200);
    // The login above moved last_login: a link made before it would be dead as well (Django binds the hash to it).
  });

  const linkParts = async (email: string) => {
    const rec = await h.call('POST', 'recovery/', { email });
    expect(rec.status).toBe(200);
    const [, uidb64, token] = /resetpasswordweb\/([^/]+)\/([^/]+)$/.exec(rec.body.url)!;
    return { uidb64, token };
  };
  const verifies = async (link: { uidb64: string; token: string }) =>
    (await h.call('GET', `password-reset/${link.uidb64}/${link.token}/`, undefined, null)).status === 200;
  const completes = async (link: { uidb64: string; token: string }, password: string) =>
    (await h.call('PATCH', 'password-reset-complete', { ...link, password }, null)).status === 200;

  it('a newer link ends the older ones; a used link is spent; so is one issued before a login', async () => {
    const l1 = await linkParts('admin@example.com');
    expect(await verifies(l1)).toBe(true);
    const l2 = await linkParts('admin@example.com');
    expect(l2.token).not.toBe(l1.token);
    expect(await verifies(l1)).toBe(false);
    expect(await completes(l1, 'senha-por-l1')).toBe(false);
    expect(await completes(l2, 'senha-por-l2')).toBe(true);
    expect(await verifies(l2)).toBe(false);
    expect(await completes(l2, 'outra-de-novo')).toBe(false);
    expect((await h.call('POST', 'token/', { username: '1001', password: 'senha-por-l2' }, null)).status).toBe(200);
    expect((await h.call('POST', 'token/', { username: '1001', password: 'senha-por-l1' }, null)).status).toBe(401);

    const l3 = await linkParts('admin@example.com');
    expect((await h.call('POST', 'token/', { username: '1001', password: 'senha-por-l2' }, null)).status).toBe(200);
    // Same second as the link: Django's last_login is kept to the second, so move it as a later login would.
    await h.db.query(`UPDATE users SET last_login = last_login + interval '1 second' WHERE username = '1001'`);
    expect(await verifies(l3)).toBe(false);
  });

  it('two uses of one link at once: one resets, the other is refused', async () => {
    const link = await linkParts('admin@example.com');
    const results = await Promise.all([completes(link, 'corrida-um-1'), completes(link, 'corrida-dois-2')]);
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('refuses a uidb64 that is not a pk, and a token of another user', async () => {
    const link = await linkParts('admin@example.com');
    for (const uid of ['MA', 'LTE', 'YWJj', Buffer.from('99999999999').toString('base64url')]) {
      expect(await verifies({ uidb64: uid, token: link.token })).toBe(false);
    }
    expect(await verifies({ uidb64: Buffer.from('2').toString('base64url'), token: link.token })).toBe(false);
    expect(await verifies(link)).toBe(true);
  });
});

describe.each(testEngines())('login work and hostile input on $name', (engine) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(engine);
  }, 120_000);
  afterAll(() => h?.close());

  it('compares a password with bcrypt for an unknown matrícula as for a wrong password (same work, no timing oracle)', async () => {
    const compare = vi.spyOn(bcrypt, 'compare');
    try {
      expect((await h.call('POST', 'token/', { username: 'nobody-here', password: 'wrong-pass' }, null)).status).toBe(401);
      expect(compare).toHaveBeenCalledTimes(1);
      expect((await h.call('POST', 'token/', { username: '1002', password: 'wrong-pass' }, null)).status).toBe(401);
      expect(compare).toHaveBeenCalledTimes(2);
    } finally {
      compare.mockRestore();
    }
  });

  it('answers 400, never 500, for a NUL or an over-long value in a query parameter, path or JSON body', async () => {
    const nul = await h.call('GET', `clientes/?cliente=${encodeURIComponent('Ana\u0000x')}`);
    expect(nul.status).toBe(400);
    expect(nul.body).toEqual({ cliente: ['Null characters are not allowed.'] });
    const long = await h.call('GET', `clientes/?cliente=${'a'.repeat(MAX_PARAM_LENGTH + 1)}`);
    expect(long.status).toBe(400);
    expect(long.body.cliente[0]).toMatch(/no more than/);
    expect((await h.call('GET', 'clientes/%00/')).status).toBe(400);
    expect((await h.call('GET', 'clientes/%E0%A4%A/')).status).toBe(400);
    const body = await h.call('POST', 'token/', { username: '1001\u0000', password: 'x' }, null);
    expect(body.status).toBe(400);
    expect(body.body).toEqual({ username: ['Null characters are not allowed.'] });
    const nested = await h.call('POST', 'recipes/recipes/', { name: 'x', ingredients: [{ name: 'y'.repeat(MAX_BODY_STRING_LENGTH + 1) }] });
    expect(nested.status).toBe(400);
    expect(nested.body.ingredients[0]).toMatch(/no more than/);
  });

  it("takes an `__in` list of 500 ten-digit ids (a client's batch), refuses a longer one and ids beyond the column", async () => {
    const ids = Array.from({ length: 500 }, (_, i) => String(2_000_000_000 + i)).join(',');
    expect(ids.length).toBeGreaterThan(MAX_PARAM_LENGTH);
    const batch = await h.call('GET', `pedidos/?id__in=${ids}&page_size=500`);
    expect(batch.status).toBe(200);
    const tooLong = await h.call('GET', `pedidos/?id__in=${'1,'.repeat(MAX_LIST_PARAM_LENGTH / 2)}1`);
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.id__in[0]).toMatch(/no more than/);
    expect((await h.call('GET', 'pedidos/?id__in=1,99999999999')).status).toBe(400);
    expect((await h.call('GET', 'pedidos/?id=99999999999')).status).toBe(400);
    expect((await h.call('GET', 'pedidos/99999999999/')).status).toBe(404);
  });
});
