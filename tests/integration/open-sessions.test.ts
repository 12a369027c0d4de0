// 'Sessões abertas' (OWASP ASVS 3.3.4) against the reference upstreams: one person signed in from three
// devices (two browsers and a tool's bearer token) sees the three with their device, address and which one is
// asking; the last use moves with a later request; 'Encerrar outras sessões' ends the other two at once (their
// cookie and token answer UNAUTHENTICATED, the other browser's live socket closes 4401), keeps the current one and
// its socket, leaves another person's sessions alone, and writes one audit entry. The address follows
// TRUSTED_PROXY_COUNT. An integration key is refused.
import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import { KEY_NOT_A_PERSON } from '../../gateway/src/auth/directives';
import { END_OTHERS_AUDIT, OPEN_SESSION_MESSAGES } from '../../gateway/src/auth/open-sessions';
import { auditEntries, gql, newestLogId, withWorkflowStack } from './setup';
import { Client, type Loose } from './stack';
import type { WorkflowStack } from './workflow-stack';
import { connected, live, type Live } from './live-client';
import { setEnv } from './env';
import { gatewayOnOwnStore } from './data-templates';

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0';
const LIST = '{ mySessions { id device address startedAt lastUsedAt current } }';
const END = 'mutation { endOtherSessions { ended message errors { code message field } sessions { device current } } }';
const UNAUTHENTICATED = 'Sessão encerrada ou inexistente. Faça login novamente.';

let restoreEnv: () => void;
// The tools' service account, for the key case (read by the gateway on a key's first use).
beforeAll(() => {
  restoreEnv = setEnv({ INTEGRATION_ACCOUNT_MATRICULA: '1001', INTEGRATION_ACCOUNT_PASSWORD: 'senha1234' });
});
afterAll(() => restoreEnv());

let stack: WorkflowStack;
let admin: Client;
let manager: Client;
withWorkflowStack(['1001', '1002'], (started, clients) => {
  stack = started;
  [admin, manager] = clients;
});

const sockets: Live[] = [];
afterAll(() => sockets.forEach((s) => s.dispose()));

async function signIn(userAgent: string, token = false, url = stack.gateway.url, headers: Record<string, string> = {}): Promise<Client> {
  const client = new Client(url);
  client.headers = { 'user-agent': userAgent, ...headers };
  const { login } = await client.login('1003', 'senha1234', token);
  expect(login.errors).toEqual([]);
  if (token) {
    client.cookie = null;
    client.bearer = login.token;
  }
  return client;
}

const refusal = (answer: { body: { errors?: Array<{ message: string; extensions?: Loose }> } }) =>
  (answer.body.errors ?? []).map((e) => [e.extensions?.code, e.message]);

describe("a person's open sessions", () => {
  it('lists every device with its address and the current one, ends the others at once, and leaves the rest alone', async () => {
    const desk = await signIn(CHROME_WINDOWS);
    stack.clock.now += 1000;
    const laptop = await signIn(FIREFOX_LINUX);
    stack.clock.now += 1000;
    const tool = await signIn('curl/8.5.0', true);
    const started = stack.clock.now;

    const seen = (await gql(laptop, LIST)).mySessions as Loose[];
    expect(seen.map((s) => [s.device, s.address, s.current])).toEqual([
      ['Firefox no Linux', '127.0.0.1', true],
      ['curl', '127.0.0.1', false],
      ['Chrome no Windows', '127.0.0.1', false],
    ]);
    expect(seen.map((s) => Date.parse(s.startedAt))).toEqual([started - 1000, started, started - 2000]);
    expect(new Set(seen.map((s) => s.id)).size).toBe(3);
    // Each device sees the same three, itself as the current one.
    expect(((await gql(desk, LIST)).mySessions as Loose[]).map((s) => [s.device, s.current])[0]).toEqual(['Chrome no Windows', true]);
    expect(((await gql(tool, LIST)).mySessions as Loose[]).find((s: Loose) => s.current).device).toBe('curl');
    // Nobody else's sessions show.
    expect(((await gql(manager, LIST)).mySessions as Loose[]).every((s) => s.device !== 'Firefox no Linux')).toBe(true);

    // The last use: a request two minutes later moves it (at most one write a minute: session.test.ts).
    stack.clock.now += 2 * 60_000;
    await gql(desk, '{ me { type } }');
    const deskUse = async () => ((await gql(laptop, LIST)).mySessions as Loose[]).find((s) => s.device === 'Chrome no Windows').lastUsedAt;
    await expect.poll(async () => Date.parse(await deskUse())).toBe(stack.clock.now);

    // Live boards of the desk, of the laptop and of another person.
    const deskBoard = live(stack.gateway.url, { cookie: desk.cookie });
    const laptopBoard = live(stack.gateway.url, { cookie: laptop.cookie });
    const managerBoard = live(stack.gateway.url, { cookie: manager.cookie });
    sockets.push(deskBoard, laptopBoard, managerBoard);
    for (const board of [deskBoard, laptopBoard, managerBoard]) await connected(board);

    const since = await newestLogId(stack);
    const ended = (await gql(laptop, END)).endOtherSessions;
    expect(ended).toEqual({ ended: 2, message: OPEN_SESSION_MESSAGES.ended(2), errors: [], sessions: [{ device: 'Firefox no Linux', current: true }] });

    // The desk's cookie and the tool's token stop at once, with the usual answer; the desk's socket closes.
    for (const client of [desk, tool]) expect(refusal(await client.query(LIST))).toEqual([['UNAUTHENTICATED', UNAUTHENTICATED]]);
    await expect.poll(() => deskBoard.closed?.code, { timeout: 3000 }).toBe(4401);
    // The current session and its socket go on (the store announced only the ended ones, and the desk's is closed
    // by now); so do another person's.
    expect((await gql(laptop, LIST)).mySessions).toHaveLength(1);
    expect((await gql(manager, '{ me { user { matricula } } }')).me.user.matricula).toBe('1002');
    expect(laptopBoard.closed).toBeNull();
    expect(managerBoard.closed).toBeNull();

    // One audit entry, as the person, naming what was ended.
    const entries = await auditEntries(stack, END_OTHERS_AUDIT.table, { since });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ metodo: 'PUT', dadoAntes: { username: '1003' }, dadoDepois: { username: '1003', otherSessions: [], ended: 2 } });
    expect(entries[0].dadoAntes.otherSessions.map((s: Loose) => s.device).sort()).toEqual(['Chrome no Windows', 'curl']);
    expect(entries[0].usuario).toBe(entries[0].dadoAntes.pk);

    // Again: nothing to end, nothing written.
    const again = (await gql(laptop, END)).endOtherSessions;
    expect(again).toMatchObject({ ended: 0, message: OPEN_SESSION_MESSAGES.noneOther, errors: [] });
    expect(await auditEntries(stack, END_OTHERS_AUDIT.table, { since })).toHaveLength(1);
  });

  it("keeps the address as TRUSTED_PROXY_COUNT says: a client's own X-Forwarded-For is not believed, our proxy's entry is", async () => {
    const current = async (client: Client) => ((await gql(client, LIST)).mySessions as Loose[]).find((s) => s.current).address;
    // No proxy of ours in front: the socket's address, whatever the client wrote.
    expect(await current(await signIn(FIREFOX_LINUX, false, stack.gateway.url, { 'x-forwarded-for': '198.51.100.77' }))).toBe('127.0.0.1');
    const behindProxy = await gatewayOnOwnStore({
      port: 0,
      upstreams: { ...stack.upstreams.urls, productApi: stack.proxies.productApi.url },
      webDist: null,
      logLevel: 'silent',
      trustedProxies: 1,
    });
    try {
      // The client wrote the left part; the rightmost entry, added by the proxy, names it.
      const client = await signIn(FIREFOX_LINUX, false, behindProxy.url, { 'x-forwarded-for': '10.9.9.9, 203.0.113.50' });
      expect(await current(client)).toBe('203.0.113.50');
    } finally {
      await behindProxy.close();
    }
  });

  it('refuses an integration key both fields, saying a key is not a person', async () => {
    const expiresAt = new Date(stack.clock.now + 30 * 86_400_000).toISOString();
    const created = await gql(admin, 'mutation($input: IntegrationKeyInput!) { createIntegrationKey(input: $input) { secret errors { code } } }', {
      input: { name: 'Sessões', pages: ['pedido'], expiresAt },
    });
    expect(created.createIntegrationKey.errors).toEqual([]);
    const key = stack.client();
    key.bearer = created.createIntegrationKey.secret;
    for (const document of [LIST, END]) expect(refusal(await key.query(document))).toEqual([['FORBIDDEN', KEY_NOT_A_PERSON]]);
  });
});
