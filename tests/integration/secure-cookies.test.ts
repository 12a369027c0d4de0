// The session cookie behind proxies: `Secure` and the `__Host-` prefix only when the client's connection was HTTPS,
// which a plain-HTTP gateway learns from X-Forwarded-Proto only with TRUSTED_PROXY_COUNT proxies of ours in front
// (a client could write anything there); the cookie then works under its prefixed name and the bare one does not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningGateway } from '../../gateway/src/server';
import { Client, startStack, type Stack } from './stack';
import { gatewayOnOwnStore } from './data-templates';

let stack: Stack;
let behindProxy: RunningGateway;

beforeAll(async () => {
  stack = await startStack();
  const nowhere = 'http://127.0.0.1:9/';
  behindProxy = await gatewayOnOwnStore({
    port: 0,
    upstreams: { productApi: stack.proxy.url, erp: nowhere, loyalty: nowhere, push: nowhere, storage: nowhere },
    webDist: null,
    logLevel: 'silent',
    trustedProxies: 1,
  });
}, 120_000);
afterAll(async () => {
  await behindProxy?.close();
  await stack?.close();
});

const LOGIN = JSON.stringify({ query: 'mutation { login(matricula: "1004", password: "senha1234") { errors { code } } }' });
const sessionCookieOf = (setCookie: string[]) => setCookie.find((c) => /^(__Host-)?painel_session=/.test(c))!;

describe('the session cookie and X-Forwarded-Proto', () => {
  it("without trusted proxies a client's X-Forwarded-Proto: https changes nothing (no Secure, no prefix)", async () => {
    const login = await new Client(stack.gateway.url).raw(LOGIN, { 'x-forwarded-proto': 'https' });
    expect(login.body.data?.login.errors).toEqual([]);
    const cookie = sessionCookieOf(login.setCookie);
    expect(cookie).toMatch(/^painel_session=[^;]+; Path=\/; HttpOnly; SameSite=Strict; Max-Age=\d+$/);
  });

  it('behind one trusted proxy that says https: __Host-painel_session, Secure, Path=/, no Domain; it signs in, the bare name does not', async () => {
    const client = new Client(behindProxy.url);
    const login = await client.raw(LOGIN, { 'x-forwarded-proto': 'https' });
    expect(login.body.data?.login.errors).toEqual([]);
    const cookie = sessionCookieOf(login.setCookie);
    expect(cookie).toMatch(/^__Host-painel_session=[^;]+; Path=\/; HttpOnly; SameSite=Strict; Max-Age=\d+; Secure$/);
    const me = (headers: Record<string, string>) => new Client(behindProxy.url).raw(JSON.stringify({ query: '{ me { type } }' }), headers);
    const pair = cookie.split(';')[0];
    expect((await me({ cookie: pair, 'x-forwarded-proto': 'https' })).body.data?.me).toEqual({ type: 4 });
    const bare = pair.replace(/^__Host-/, '');
    expect((await me({ cookie: bare, 'x-forwarded-proto': 'https' })).body.data?.me).toBeNull();
    // The device cookie is Secure as well.
    expect(login.setCookie.find((c) => c.startsWith('painel_device_'))).toMatch(/; Secure$/);
  });

  it("behind one trusted proxy, the client's own 'https' to the left of what the proxy wrote does not count", async () => {
    const login = await new Client(behindProxy.url).raw(LOGIN, { 'x-forwarded-proto': 'https, http' });
    expect(sessionCookieOf(login.setCookie)).toMatch(/^painel_session=[^;]+; Path=\/; HttpOnly; SameSite=Strict; Max-Age=\d+$/);
  });
});
